import Testing

@testable import PickerModel

/// A paste is text for the search, never keys (issue 20, fault 1): pasting "grilled salmon⏎and
/// rice⏎" used to log two meals and answer the day's question.
@Suite("Paste")
struct PasteTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)

  var mainScreen: AppState {
    app.initialState(
      purpose: .mealEntry, size: size,
      snapshot: LogSnapshot(day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), recentFoodIDs: [], meatSections: ["red-meat"]))
  }

  func paste(_ text: String, into state: inout AppState) -> [AppEffect] {
    guard let action = KeyBindings.action(forPaste: text, in: state.mode) else { return [] }
    return app.reduce(into: &state, action: action)
  }

  @Test func aPasteOnTheMealRowOpensTheSearchWithItAndLogsNothing() {
    var state = mainScreen
    let effects = paste("grilled salmon and rice ", into: &state)
    #expect(effects.isEmpty)
    #expect(state.mode == .searching)
    #expect(state.mainScreen.searchText == "grilled salmon and rice ")
    #expect(state.pendingMeal == nil)
  }

  @Test func aPasteInTheSearchIsAddedToWhatIsTyped() {
    var state = mainScreen
    app.reduce(into: &state, action: .mainScreen(.searchPressed))
    app.reduce(into: &state, action: .mainScreen(.characterTyped("b")))
    _ = paste("eef", into: &state)
    #expect(state.mainScreen.searchText == "beef")
    #expect(state.mode == .searching)
  }

  @Test func aLongPasteIsCutLikeTypedText() {
    var state = mainScreen
    _ = paste(String(repeating: "tofu ", count: 2_000), into: &state)
    #expect(state.mainScreen.searchText.count == MainScreenState.maximumQueryLength)
  }

  @Test func aPasteIntoTheLimitFieldIsTextCutToTheField() {
    var limits = LimitsState()
    limits.adding = ""
    var state = mainScreen
    state.screen = .limits
    state.limits = limits
    #expect(state.mode == .limitField)
    _ = paste("salmon 2/week " + String(repeating: "x", count: 100), into: &state)
    #expect(state.limits.adding?.hasPrefix("salmon 2/week x") == true)
    #expect(state.limits.adding?.count == LimitsState.fieldLength)
  }

  @Test func aPasteWhereThereIsNoFieldDoesNothing() {
    for mode in [AppMode.quantityList, .history, .settings, .help, .confirming, .limits, .report] {
      #expect(KeyBindings.action(forPaste: "y", in: mode) == nil, "\(mode)")
    }
  }
}
