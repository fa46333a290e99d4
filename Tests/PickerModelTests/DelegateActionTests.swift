import Testing
import FoodData

@testable import PickerModel

/// Every screen tells the app what it must know by a delegate action, and the app acts on
/// that action alone: each delegate sent to the app with the whole state written out, and each
/// child's reducer shown to send it for its key.
@Suite("Delegate actions")
struct DelegateActionTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)
  let meat: Set<String> = ["red-meat", "poultry", "game", "fish", "shellfish"]

  var started: AppState {
    app.initialState(
      purpose: .mealEntry, size: size,
      snapshot: LogSnapshot(day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), recentFoodIDs: [], meatSections: meat))
  }

  func on(_ screen: AppState.Screen) -> AppState {
    var state = started
    state.screen = screen
    return state
  }

  var beef: Meal { Meal(quantity: .some, food: builtInCatalog.foods[foodIndex("beef")]) }

  // MARK: The children send them

  @Test func eachScreenSendsItsDelegateForItsKey() {
    var help = HelpState()
    #expect(KeyList(size: size).reduce(into: &help, action: .closePressed) == [.delegate(.closed)])
    var history = HistoryState()
    #expect(HistoryScreen(size: size).reduce(into: &history, action: .closePressed) == [.delegate(.closed)])
    #expect(HistoryScreen(size: size).reduce(into: &history, action: .reviewPressed) == [.delegate(.reviewRequested)])
    var settings = SettingsState(entries: [.init(id: "fish", name: "Fish")], selected: ["fish"])
    #expect(SettingsScreen().reduce(into: &settings, action: .closePressed) == [.delegate(.closed)])
    #expect(SettingsScreen().reduce(into: &settings, action: .limitsPressed) == [.delegate(.limitsRequested)])
    #expect(SettingsScreen().reduce(into: &settings, action: .savePressed) == [.run(.saveMeatSections(["fish"])), .delegate(.closed)])
    var limits = LimitsState()
    #expect(LimitsScreen(mainScreen: builtInPicker).reduce(into: &limits, action: .closePressed) == [.delegate(.closed)])
    var report = ReportState()
    #expect(WeeklyReviewScreen(size: size).reduce(into: &report, action: .closePressed) == [.delegate(.closed)])
    var pending: PendingMeal? = PendingMeal(meal: beef, limit: limitNote(1, of: 1, on: "Beef"))
    #expect(LimitQuestion().reduce(into: &pending, action: .noPressed) == [.delegate(.declined)])
    #expect(pending == nil)
    var mainScreen = started.mainScreen
    #expect(builtInPicker.reduce(into: &mainScreen, size: size, action: .historyPressed) == [.delegate(.showHistory)])
  }

  // MARK: The app acts on them

  @Test func theKeyListClosed() {
    var state = on(.help)
    assertAppReduce(&state, .help(.delegate(.closed)), effects: [.readLog(adding: nil)]) { $0.screen = .main }
  }

  @Test func theHistoryClosed() {
    var state = on(.history)
    assertAppReduce(&state, .history(.delegate(.closed)), effects: [.readLog(adding: nil)]) { $0.screen = .main }
  }

  @Test func theHistoryAskedForTheReview() {
    var state = on(.history)
    state.report.scroll = 4
    assertAppReduce(&state, .history(.delegate(.reviewRequested)), effects: [.loadReport]) {
      $0.screen = .report
      $0.report = ReportState()
    }
  }

  @Test func theReviewClosed() {
    var state = on(.report)
    assertAppReduce(&state, .report(.delegate(.closed))) { $0.screen = .history }
  }

  @Test func theSettingsClosed() {
    var state = on(.settings)
    assertAppReduce(&state, .settings(.delegate(.closed)), effects: [.readLog(adding: nil)]) { $0.screen = .main }
  }

  @Test func theSettingsAskedForTheLimits() {
    var state = on(.settings)
    state.limits.adding = "half typed"
    assertAppReduce(&state, .settings(.delegate(.limitsRequested))) {
      $0.screen = .limits
      $0.limits.adding = nil
    }
  }

  @Test func theLimitsClosed() {
    var state = on(.limits)
    assertAppReduce(&state, .limits(.delegate(.closed))) { $0.screen = .settings }
  }

  @Test func theQuestionWasDeclined() {
    var state = started
    assertAppReduce(&state, .confirm(.delegate(.declined))) { $0.status = .notAdded }
  }

  @Test func thePickerAnswered() {
    var state = started
    assertAppReduce(&state, .mainScreen(.delegate(.answered(ateMeat: true))), effects: [.saveAnswer(ateMeat: true)])
  }

  @Test func thePickerAddedAMeal() {
    var state = started
    assertAppReduce(&state, .mainScreen(.delegate(.mealAdded(beef))), effects: [.readLog(adding: beef)])
  }

  @Test func thePickerPicked() {
    var state = started
    assertAppReduce(&state, .mainScreen(.delegate(.picked(beef))))
    var pick = app.initialState(purpose: .pickOnly, size: size)
    assertAppReduce(&pick, .mainScreen(.delegate(.picked(beef))), effects: [.end(.picked(beef))])
  }

  @Test func thePickerEnds() {
    var state = started
    assertAppReduce(&state, .mainScreen(.delegate(.cancelled)), effects: [.end(.cancelled)])
    assertAppReduce(&state, .mainScreen(.delegate(.interrupted)), effects: [.end(.interrupted)])
    assertAppReduce(&state, .mainScreen(.delegate(.quit)), effects: [.end(.quit)])
  }

  @Test func thePickerOpensTheOtherScreens() {
    var state = started
    state.help.scroll = 3
    assertAppReduce(&state, .mainScreen(.delegate(.showHelp))) {
      $0.screen = .help
      $0.help = HelpState()
    }
    state = started
    assertAppReduce(&state, .mainScreen(.delegate(.showHistory)), effects: [.loadHistory]) {
      $0.screen = .history
      $0.history = HistoryState()
    }
    state = started
    assertAppReduce(&state, .mainScreen(.delegate(.showSettings))) {
      $0.screen = .settings
      $0.settings = SettingsState(catalog: builtInCatalog, selected: meat)
    }
  }

  // MARK: The app tells the children by their own actions

  /// The log's answer reaches the picker as `.recentChanged`: the highlight follows the food
  /// into Recent, computed by the picker (before, the app recomputed the picker's highlight).
  @Test func theRecentFoodsReachThePickerAsItsAction() {
    var state = started
    let food = state.mainScreen.food
    let snapshot = LogSnapshot(
      day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), recentFoodIDs: ["beef", builtInCatalog.foods[food].id], meatSections: meat)
    var mainScreen = state.mainScreen
    builtInPicker.reduce(into: &mainScreen, size: size, action: .recentChanged([foodIndex("beef"), food]))
    assertAppReduce(&state, .logResponse(snapshot, status: nil)) { $0.mainScreen = mainScreen }
    #expect(state.mainScreen.browseHighlight == 1, "on the food, now second in Recent")
  }
}
