import Testing
import FoodData
import Diary

@testable import PickerModel

/// Limits and the weekly review in the one app reducer: the question before a meal over a
/// limit, the limits screen, the review from the history. The whole expected state is written
/// out with each action, and the effects the app is asked to perform.
@Suite("App reducer: limits, the question, the review")
struct ReasonsReducerTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)
  let today = DayView(date: CalendarDay(year: 2026, month: 12, day: 3))
  let meat: Set<String> = ["red-meat", "poultry", "game", "fish", "shellfish"]
  let salmonAtLimit = limitNote(2, of: 2, on: "Salmon")
  let rows = [
    LimitsState.Row(key: "salmon", name: "Salmon", use: LimitUse(used: 2, count: 2, period: .week)),
    LimitsState.Row(key: "meat", name: "meat", use: LimitUse(used: 2, count: 3, period: .week)),
  ]

  func snapshot(_ limits: [Int: FoodLimitNote]) -> LogSnapshot {
    LogSnapshot(day: today, recentFoodIDs: ["salmon"], meatSections: meat, foodLimits: limits, limits: rows)
  }

  func started(_ limits: [Int: FoodLimitNote]) -> AppState {
    app.initialState(purpose: .mealEntry, size: size, snapshot: snapshot(limits))
  }

  func meal(_ id: String) -> Meal { Meal(quantity: .some, food: builtInCatalog.foods[foodIndex(id)]) }

  @Test func theSnapshotsLimitsReachTheSheetTheDetailPaneAndTheLimitsScreen() {
    let state = started([foodIndex("salmon"): salmonAtLimit])
    var mainScreen = MainScreenState(purpose: .mealEntry, food: foodIndex("salmon"), recent: [foodIndex("salmon")])
    mainScreen.browseHighlight = 0
    var expected = AppState(mainScreen: mainScreen, size: size, day: today, meatSections: meat)
    expected.foodLimits = [foodIndex("salmon"): salmonAtLimit]
    expected.limits = LimitsState(rows: rows)
    #expect(state == expected)
  }

  @Test func aMealOverALimitAsksOnceAndNoKeepsTheLogUnchanged() {
    var state = started([foodIndex("salmon"): salmonAtLimit])
    // The log is read again before deciding; the question comes with its answer.
    assertAppReduce(&state, .mainScreen(.addButtonPressed), effects: [.readLog(adding: meal("salmon"))]) { $0.mainScreen.focus = .add }
    assertAppReduce(&state, .freshLogResponse(snapshot([foodIndex("salmon"): salmonAtLimit]), adding: meal("salmon"))) {
      $0.pendingMeal = PendingMeal(meal: meal("salmon"), limit: salmonAtLimit)
    }
    // While asking, y and n answer it (n is not "no meat today"), and Esc is no.
    #expect(state.mode == .confirming)
    #expect(KeyBindings.action(for: .character("y"), in: state.mode) == .confirm(.yesPressed))
    #expect(KeyBindings.action(for: .character("n"), in: state.mode) == .confirm(.noPressed))
    #expect(KeyBindings.action(for: .escape, in: state.mode) == .confirm(.noPressed))
    #expect(KeyBindings.action(for: .character("a"), in: state.mode) == nil)
    assertAppReduce(&state, .confirm(.noPressed)) {
      $0.pendingMeal = nil
      $0.status = .notAdded
    }
    #expect(state.mode == .mealRow)
    // Asked again on the next add, and yes adds it.
    assertAppReduce(&state, .mainScreen(.addButtonPressed), effects: [.readLog(adding: meal("salmon"))])
    assertAppReduce(&state, .freshLogResponse(snapshot([foodIndex("salmon"): salmonAtLimit]), adding: meal("salmon"))) {
      $0.pendingMeal = PendingMeal(meal: meal("salmon"), limit: salmonAtLimit)
    }
    assertAppReduce(&state, .confirm(.yesPressed), effects: [.logMeal(meal("salmon"))]) { $0.pendingMeal = nil }
    // A stray answer with nothing asked does nothing.
    assertAppReduce(&state, .confirm(.yesPressed))
  }

  @Test func underTheLimitOrWithoutOneAMealIsAddedStraightAway() {
    let underLimit = limitNote(1, of: 2, on: "Salmon")
    var state = started([foodIndex("salmon"): underLimit])
    assertAppReduce(&state, .mainScreen(.addButtonPressed), effects: [.readLog(adding: meal("salmon"))]) { $0.mainScreen.focus = .add }
    assertAppReduce(&state, .freshLogResponse(snapshot([foodIndex("salmon"): underLimit]), adding: meal("salmon")), effects: [.logMeal(meal("salmon"))])
    state = started([:])
    app.reduce(into: &state, action: .mainScreen(.addButtonPressed))
    assertAppReduce(&state, .freshLogResponse(snapshot([:]), adding: meal("salmon")), effects: [.logMeal(meal("salmon"))])
  }

  /// Issue 20, fault 4: the shell logged the limit's last salmon while the app was open. The
  /// app's own copy says 1 of 2, the log read before adding says 2 of 2: the app asks.
  @Test func theLimitIsDecidedOnTheLogAsItIsNowNotAsItWasDrawn() {
    let underLimit = limitNote(1, of: 2, on: "Salmon")
    var state = started([foodIndex("salmon"): underLimit])
    app.reduce(into: &state, action: .mainScreen(.addButtonPressed))
    let effects = app.reduce(into: &state, action: .freshLogResponse(snapshot([foodIndex("salmon"): salmonAtLimit]), adding: meal("salmon")))
    #expect(effects.isEmpty, "nothing logged before the question is answered")
    #expect(state.pendingMeal == PendingMeal(meal: meal("salmon"), limit: salmonAtLimit))
    #expect(state.foodLimits[foodIndex("salmon")] == salmonAtLimit)
  }

  @Test func aSectionLimitIsNamedInTheQuestion() {
    let fish = limitNote(1, of: 1, .day, on: "Fish")
    var state = started([foodIndex("salmon"): fish])
    app.reduce(into: &state, action: .mainScreen(.addButtonPressed))
    assertAppReduce(&state, .freshLogResponse(snapshot([foodIndex("salmon"): fish]), adding: meal("salmon"))) {
      $0.pendingMeal = PendingMeal(meal: meal("salmon"), limit: fish)
    }
  }

  @Test func theLimitsScreenChangesAddsAndRemovesByEffects() {
    var state = started([:])
    app.reduce(into: &state, action: .mainScreen(.settingsPressed))
    #expect(KeyBindings.action(for: .character("l"), in: state.mode) == .settings(.limitsPressed))
    assertAppReduce(&state, .settings(.limitsPressed)) { $0.screen = .limits }
    #expect(state.mode == .limits)
    assertAppReduce(&state, .limits(.countIncreasePressed), effects: [.saveLimit(target: "salmon", count: 3, period: .week)])
    assertAppReduce(&state, .limits(.countDecreasePressed), effects: [.saveLimit(target: "salmon", count: 1, period: .week)])
    assertAppReduce(&state, .limits(.periodPressed), effects: [.saveLimit(target: "salmon", count: 2, period: .month)])
    assertAppReduce(&state, .limits(.moveHighlight(.down))) { $0.limits.highlight = 1 }
    assertAppReduce(&state, .limits(.moveHighlight(.down)))
    assertAppReduce(&state, .limits(.removePressed), effects: [.removeLimit(target: "meat")])
    // The log's answer: one limit left, the highlight back on it.
    let after = LogSnapshot(day: today, recentFoodIDs: ["salmon"], meatSections: meat, limits: [rows[0]])
    assertAppReduce(&state, .logResponse(after, status: .limitRemoved(name: "meat"))) {
      $0.limits.rows = [rows[0]]
      $0.limits.highlight = 0
      $0.status = .limitRemoved(name: "meat")
    }
    // Adding: typed, erased, saved as typed; the app reads it as `limit add` does.
    assertAppReduce(&state, .limits(.addPressed)) { $0.limits.adding = "" }
    #expect(state.mode == .limitField)
    #expect(KeyBindings.action(for: .character("p"), in: state.mode) == .limits(.characterTyped("p")))
    for character in "tofu 1/dayx" { app.reduce(into: &state, action: .limits(.characterTyped(character))) }
    assertAppReduce(&state, .limits(.backspacePressed)) { $0.limits.adding = "tofu 1/day" }
    assertAppReduce(&state, .limits(.savePressed), effects: [.addLimit("tofu 1/day")]) { $0.limits.adding = nil }
    // Typing a search and choosing from the candidates: the chosen food's id, with the rate.
    app.reduce(into: &state, action: .limits(.addPressed))
    for character in "salm 2/week" { app.reduce(into: &state, action: .limits(.characterTyped(character))) }
    #expect(app.mainScreen.limitCandidates("salm 2/week").first == LimitCandidate(key: "salmon", target: .food(name: "Salmon")))
    #expect(KeyBindings.action(for: .down, in: state.mode) == .limits(.moveHighlight(.down)))
    assertAppReduce(&state, .limits(.moveHighlight(.down))) { $0.limits.choice = 0 }
    assertAppReduce(&state, .limits(.moveHighlight(.up))) { $0.limits.choice = nil }
    app.reduce(into: &state, action: .limits(.moveHighlight(.down)))
    assertAppReduce(&state, .limits(.savePressed), effects: [.addLimit("salmon 2/week")]) {
      $0.limits.adding = nil
      $0.limits.choice = nil
    }
    #expect(app.mainScreen.limitCandidates("me").first == LimitCandidate(key: "meat", target: .meat))
    #expect(app.mainScreen.limitCandidates("fish").contains(LimitCandidate(key: "section:fish", target: .section(name: "Fish"))))
    // Esc leaves the field, then the screen (back to settings).
    app.reduce(into: &state, action: .limits(.addPressed))
    assertAppReduce(&state, .limits(.closePressed)) { $0.limits.adding = nil }
    assertAppReduce(&state, .limits(.closePressed)) { $0.screen = .settings }
  }

  @Test func aCountStaysWithinZeroToNinetyNine() {
    var state = started([:])
    state.screen = .limits
    state.limits.rows[0].use.count = 0
    assertAppReduce(&state, .limits(.countDecreasePressed))
    state.limits.rows[0].use.count = 99
    assertAppReduce(&state, .limits(.countIncreasePressed))
  }

  @Test func theHistoryReachesTheWeeklyReview() {
    var state = started([:])
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    #expect(KeyBindings.action(for: .character("r"), in: state.mode) == .history(.reviewPressed))
    assertAppReduce(&state, .history(.reviewPressed), effects: [.loadReport]) { $0.screen = .report }
    // 30 lines: title, meat days, footprint, 26 days, "Limits: none set".
    let days = calendarDays(26).map { Review.Day(date: $0, ateMeat: false, kgCO2e: 1, kcal: 0, proteinGrams: 0) }
    let review = Review(
      period: .month, days: days, kgCO2eGoal: nil, weeklyGoal: nil, kcalTarget: nil, proteinTarget: nil, limits: [], topFoods: [])
    #expect(review.lineCount == 30)
    assertAppReduce(&state, .report(.reviewLoaded(review))) { $0.report.review = review }
    // 80x24: 21 rows of text, so the review scrolls to line 10 at most.
    assertAppReduce(&state, .report(.scrollPressed(.end))) { $0.report.scroll = 9 }
    assertAppReduce(&state, .report(.scrollPressed(.down)))
    assertAppReduce(&state, .report(.scrollPressed(.up))) { $0.report.scroll = 8 }
    assertAppReduce(&state, .report(.closePressed)) { $0.screen = .history }
  }
}
