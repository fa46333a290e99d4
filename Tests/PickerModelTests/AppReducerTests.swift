import Testing
import FoodData

@testable import PickerModel

/// Sends an app action and checks the whole resulting state and the effects asked for.
func assertAppReduce(
  _ state: inout AppState,
  _ action: AppAction,
  effects expectedEffects: [AppEffect] = [],
  app: App = App(mainScreen: builtInPicker),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ edit: (inout AppState) -> Void = { _ in }
) {
  var expected = state
  edit(&expected)
  let effects = app.reduce(into: &state, action: action)
  #expect(state == expected, "after \(action)", sourceLocation: sourceLocation)
  #expect(effects == expectedEffects, "effects of \(action)", sourceLocation: sourceLocation)
}

/// The composed app: every screen's actions through the one reducer, with the whole expected
/// state written out and the effects it asks the app to perform.
@Suite("App reducer")
struct AppReducerTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)
  let today = DayView(date: CalendarDay(year: 2026, month: 12, day: 3))
  let meat: Set<String> = ["red-meat", "poultry", "game", "fish", "shellfish"]

  func snapshot(recent: [String] = ["shrimp", "beef", "shrimp", "no-such-food"]) -> LogSnapshot {
    LogSnapshot(day: today, recentFoodIDs: recent, meatSections: meat)
  }

  var started: AppState { app.initialState(purpose: .mealEntry, size: size, snapshot: snapshot()) }

  func meal(_ id: String, _ quantity: Quantity = .some) -> Meal {
    Meal(quantity: quantity, food: builtInCatalog.foods[foodIndex(id)])
  }

  @Test func startsOnTheLastFoodLoggedWithRecentDeduplicated() {
    let state = started
    var expected = MainScreenState(purpose: .mealEntry, food: foodIndex("shrimp"), recent: [foodIndex("shrimp"), foodIndex("beef")])
    expected.browseHighlight = 0
    #expect(state == AppState(mainScreen: expected, size: size, day: today, meatSections: meat))
    #expect(app.mainScreen.meal(state.mainScreen).sentence == "Some Shrimp")
  }

  @Test func anEmptyLogStartsOnAFoodThatIsNotMeat() {
    let state = app.initialState(purpose: .mealEntry, size: size, snapshot: snapshot(recent: []))
    let food = builtInCatalog.foods[state.mainScreen.food]
    #expect(food.name == "Milk")
    #expect(!meat.contains(food.section))
  }

  @Test func addingLogsTheMealAndTheLogsAnswerUpdatesTheDayAndRecent() {
    var state = started
    assertAppReduce(&state, .mainScreen(.addButtonPressed), effects: [.readLog(adding: meal("shrimp"))]) { $0.mainScreen.focus = .add }
    assertAppReduce(&state, .freshLogResponse(snapshot(), adding: meal("shrimp")), effects: [.logMeal(meal("shrimp"))])
    let after = LogSnapshot(
      day: DayView(date: today.date, meals: [.init(time: "12:00", sentence: "Some Shrimp", kgCO2e: 4.0, countsAsMeat: true)], ateMeat: true),
      recentFoodIDs: ["shrimp", "beef"], meatSections: meat)
    assertAppReduce(&state, .logResponse(after, status: .added("Some Shrimp"))) {
      $0.day = after.day
      $0.status = .added("Some Shrimp")
    }
  }

  @Test func aFailedSaveIsShownAndAddingAgainRetries() {
    var state = started
    state.mainScreen.focus = .add
    assertAppReduce(&state, .failureResponse(AppFailure(.addMeal, reason: "the meal log is locked"))) {
      $0.status = .failed(AppFailure(.addMeal, reason: "the meal log is locked"))
    }
    assertAppReduce(&state, .mainScreen(.addButtonPressed), effects: [.readLog(adding: meal("shrimp"))])
  }

  @Test func answeringSavesTheAnswer() {
    var state = started
    assertAppReduce(&state, .mainScreen(.answerPressed(ateMeat: false)), effects: [.saveAnswer(ateMeat: false)])
  }

  @Test func historyOpensLoadsScrollsAndCloses() {
    var state = started
    assertAppReduce(&state, .mainScreen(.historyPressed), effects: [.loadHistory]) { $0.screen = .history }
    #expect(state.mode == .history)
    let days = calendarDays(30).enumerated().map { HistoryDay(date: $1, ateMeat: $0 % 3 == 0, kgCO2e: Double($0)) }
    // 80x24: 24 rows less title, rule, the strip (9), totals (3) and help: 9 day rows.
    // The latest day highlighted and in view; the arrows move the highlight, the list follows.
    assertAppReduce(&state, .history(.daysLoaded(days))) {
      $0.history.days = days
      $0.history.scroll = 21
      $0.history.highlight = 29
    }
    assertAppReduce(&state, .history(.scrollPressed(.down)))
    assertAppReduce(&state, .history(.scrollPressed(.up))) { $0.history.highlight = 28 }
    assertAppReduce(&state, .history(.scrollPressed(.pageUp))) {
      $0.history.highlight = 19
      $0.history.scroll = 19
    }
    assertAppReduce(&state, .history(.scrollPressed(.home))) {
      $0.history.highlight = 0
      $0.history.scroll = 0
    }
    assertAppReduce(&state, .history(.wheelScrolled(-3)))
    assertAppReduce(&state, .history(.wheelScrolled(6))) { $0.history.scroll = 6 }
    assertAppReduce(&state, .history(.scrollPressed(.end))) {
      $0.history.highlight = 29
      $0.history.scroll = 21
    }
    // A taller terminal shows more days: the scroll stays within what it can show.
    assertAppReduce(&state, .terminalResized(TerminalSize(columns: 80, rows: 40))) {
      $0.size = TerminalSize(columns: 80, rows: 40)
      $0.history.scroll = 5
    }
    // Back on the main screen, the log is read again: the shell may have logged meanwhile.
    assertAppReduce(&state, .history(.closePressed), effects: [.readLog(adding: nil)]) { $0.screen = .main }
    #expect(state.mode == .mealRow)
  }

  @Test func aHistoryThatCannotBeReadSaysSo() {
    var state = started
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    assertAppReduce(&state, .failureResponse(AppFailure(.readHistory, reason: "the meal log is locked"))) {
      $0.status = .failed(AppFailure(.readHistory, reason: "the meal log is locked"))
      $0.history.days = []
    }
  }

  @Test func settingsToggleAndSaveInCatalogOrder() {
    var state = started
    assertAppReduce(&state, .mainScreen(.settingsPressed)) {
      $0.screen = .settings
      $0.settings = SettingsState(catalog: builtInCatalog, selected: meat)
    }
    #expect(state.settings.entries.first?.id == "red-meat")
    assertAppReduce(&state, .settings(.togglePressed)) { $0.settings.selected.remove("red-meat") }
    assertAppReduce(&state, .settings(.moveHighlight(.end))) { $0.settings.highlight = builtInCatalog.sections.count - 1 }
    assertAppReduce(&state, .settings(.moveHighlight(.down)))
    assertAppReduce(&state, .settings(.entryClicked(5))) {
      $0.settings.highlight = 5
      $0.settings.selected.insert("dairy")
    }
    assertAppReduce(&state, .settings(.savePressed), effects: [.saveMeatSections(["poultry", "game", "fish", "shellfish", "dairy"])]) {
      $0.screen = .main
    }
  }

  @Test func settingsCloseWithoutSaving() {
    var state = started
    app.reduce(into: &state, action: .mainScreen(.settingsPressed))
    app.reduce(into: &state, action: .settings(.togglePressed))
    assertAppReduce(&state, .settings(.closePressed), effects: [.readLog(adding: nil)]) { $0.screen = .main }
  }

  @Test func theKeyListOpensScrollsAndCloses() {
    var state = started
    assertAppReduce(&state, .mainScreen(.helpPressed)) { $0.screen = .help }
    assertAppReduce(&state, .help(.scrollPressed(.down))) { $0.help.scroll = 1 }
    assertAppReduce(&state, .help(.scrollPressed(.up))) { $0.help.scroll = 0 }
    assertAppReduce(&state, .help(.scrollPressed(.up)))
    assertAppReduce(&state, .help(.closePressed), effects: [.readLog(adding: nil)]) { $0.screen = .main }
    // While searching, "?" is text, not the key list.
    app.reduce(into: &state, action: .mainScreen(.searchPressed))
    #expect(KeyBindings.action(for: .character("?"), in: state.mode) == .mainScreen(.characterTyped("?")))
    assertAppReduce(&state, .mainScreen(.helpPressed))
  }

  @Test func pickEndsWithTheMealOrNothing() {
    var state = app.initialState(purpose: .pickOnly, size: size, query: "tofu")
    assertAppReduce(&state, .mainScreen(.confirmPressed), effects: [.end(.picked(meal("tofu")))]) {
      $0.mainScreen.food = foodIndex("tofu")
      $0.mainScreen.browseHighlight = app.mainScreen.groupedPosition($0.mainScreen, of: foodIndex("tofu"))
      // The least scroll from the top that shows Tofu's row (read off the grouped grid).
      $0.mainScreen.browseScroll = 79
      $0.mainScreen.isSheetOpen = false
      $0.mainScreen.isSearchFocused = false
      $0.mainScreen.searchText = ""
    }
    var cancelled = app.initialState(purpose: .pickOnly, size: size)
    assertAppReduce(&cancelled, .mainScreen(.cancelPressed), effects: [.end(.cancelled)]) { $0.mainScreen.isSheetOpen = false }
  }

  @Test func ctrlCEndsFromEveryScreen() {
    for opening in [AppAction.mainScreen(.historyPressed), .mainScreen(.settingsPressed), .mainScreen(.helpPressed), .mainScreen(.foodButtonPressed)] {
      var state = started
      app.reduce(into: &state, action: opening)
      guard let action = KeyBindings.action(for: .control("c"), in: state.mode) else {
        Issue.record("Ctrl-C does nothing in \(state.mode)")
        continue
      }
      #expect(app.reduce(into: &state, action: action) == [.end(.interrupted)], "from \(state.mode)")
    }
  }

  @Test func clicksFocusAndPick() {
    var state = started
    assertAppReduce(&state, .mainScreen(.fieldClicked(.quantity))) {
      $0.mainScreen.focus = .quantity
      $0.mainScreen.isQuantityListOpen = true
    }
    assertAppReduce(&state, .mainScreen(.quantityClicked(.lot))) {
      $0.mainScreen.quantity = .lot
      $0.mainScreen.quantityListHighlight = .lot
      $0.mainScreen.isQuantityListOpen = false
    }
    app.reduce(into: &state, action: .mainScreen(.fieldClicked(.food)))
    #expect(state.mainScreen.isSheetOpen)
    // Position 1 of the grouped grid is the second Recent food: Beef.
    app.reduce(into: &state, action: .mainScreen(.foodClicked(position: 1)))
    #expect(!state.mainScreen.isSheetOpen)
    #expect(app.mainScreen.meal(state.mainScreen).sentence == "A lot of Beef")
    // Added, the row is back at the usual quantity for the next food.
    assertAppReduce(&state, .mainScreen(.fieldClicked(.add)), effects: [.readLog(adding: meal("beef", .lot))]) {
      $0.mainScreen.focus = .add
      $0.mainScreen.quantity = .some
    }
  }
}
