import Testing

@testable import PickerModel

/// `u`, Ctrl-R and `U` on the main screen: the keys ask for the log's undo and redo, the
/// log's answer says what was taken back and brings the day as it is now; elsewhere the keys
/// are the screen's own (a search types them).
@Suite("Undo reducer")
struct UndoReducerTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)
  let meat: Set<String> = ["red-meat", "poultry", "game", "fish", "shellfish"]
  let salmon = DayView.MealLine(time: "12:00", sentence: "Some Salmon", kgCO2e: 1.1, countsAsMeat: true)

  func snapshot(_ meals: [DayView.MealLine]) -> LogSnapshot {
    LogSnapshot(
      day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3), meals: meals, ateMeat: meals.isEmpty ? nil : true), recentFoodIDs: ["salmon"],
      meatSections: meat)
  }

  var started: AppState { app.initialState(purpose: .mealEntry, size: size, snapshot: snapshot([salmon])) }

  @Test func theKeysOnTheMealRowAskTheLog() {
    #expect(KeyBindings.action(for: .character("u"), in: .mealRow) == .undoPressed)
    #expect(KeyBindings.action(for: .control("r"), in: .mealRow) == .redoPressed)
    #expect(KeyBindings.action(for: .character("U"), in: .mealRow) == .redoPressed)
    var state = started
    assertAppReduce(&state, .undoPressed, effects: [.undo])
    assertAppReduce(&state, .redoPressed, effects: [.redo])
  }

  @Test func theUndoneChangeIsSaidAndTheDayIsTheLogsNow() {
    var state = started
    let after = snapshot([])
    assertAppReduce(&state, .logResponse(after, status: .undid("added Some Salmon on 2026-12-03"))) {
      $0.day = after.day
      $0.status = .undid("added Some Salmon on 2026-12-03")
    }
  }

  @Test func inASearchTheKeysAreLetters() {
    var state = started
    app.reduce(into: &state, action: .mainScreen(.searchPressed))
    #expect(KeyBindings.action(for: .character("u"), in: state.mode) == .mainScreen(.characterTyped("u")))
    #expect(KeyBindings.action(for: .character("U"), in: state.mode) == .mainScreen(.characterTyped("U")))
    #expect(KeyBindings.action(for: .control("r"), in: state.mode) == nil)
  }

  @Test func awayFromTheMealRowNothingIsUndone() {
    for opening in [AppAction.mainScreen(.historyPressed), .mainScreen(.settingsPressed), .mainScreen(.helpPressed), .mainScreen(.foodButtonPressed)] {
      var state = started
      app.reduce(into: &state, action: opening)
      let before = state
      #expect(app.reduce(into: &state, action: .undoPressed) == [], "from \(state.mode)")
      #expect(app.reduce(into: &state, action: .redoPressed) == [], "from \(state.mode)")
      #expect(state == before)
    }
  }
}

/// `[` `]` PgUp PgDn and `t` on the main screen ask for another day; the log's answer brings it.
@Suite("Day reducer")
struct DayReducerTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)

  var started: AppState {
    app.initialState(
      purpose: .mealEntry, size: size,
      snapshot: LogSnapshot(day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), recentFoodIDs: [], meatSections: []))
  }

  @Test func theKeysOnTheMealRowAskForTheDay() {
    let keys: [(Key, DayMove)] = [
      (.character("["), .previous), (.pageUp, .previous), (.character("]"), .next), (.pageDown, .next), (.character("t"), .today),
    ]
    for (key, move) in keys {
      #expect(KeyBindings.action(for: key, in: .mealRow) == .dayPressed(move), "\(key)")
      var state = started
      assertAppReduce(&state, .dayPressed(move), effects: [.showDay(move)])
    }
  }

  @Test func theDayReadIsShown() {
    var state = started
    let yesterday = LogSnapshot(day: DayView(date: CalendarDay(year: 2026, month: 12, day: 2), relative: .yesterday), recentFoodIDs: [], meatSections: [])
    assertAppReduce(&state, .freshLogResponse(yesterday, adding: nil)) { $0.day = yesterday.day }
  }

  @Test func awayFromTheMealRowTheDayStays() {
    for opening in [AppAction.mainScreen(.historyPressed), .mainScreen(.settingsPressed), .mainScreen(.foodButtonPressed)] {
      var state = started
      app.reduce(into: &state, action: opening)
      let before = state
      #expect(app.reduce(into: &state, action: .dayPressed(.previous)) == [], "from \(state.mode)")
      #expect(state == before)
    }
    // In the sheet, PgUp pages the foods and `t` searches.
    #expect(KeyBindings.action(for: .pageUp, in: .browsing) == .mainScreen(.moveHighlight(.pageUp)))
    #expect(KeyBindings.action(for: .character("t"), in: .browsing) == .mainScreen(.characterTyped("t")))
  }
}
