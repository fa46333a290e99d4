import Testing
import FoodData

@testable import PickerModel

/// The frictions a week of real use met on the main screen (the review of 2026-12-07), each
/// as the keys a person pressed and what the screen's state did with them.
@Suite("Main screen: frictions of a week of use")
struct WeekOfUseFrictionTests {
  let app = App(mainScreen: builtInPicker)
  let catalog = builtInPicker.catalog
  let size = TerminalSize(columns: 80, rows: 24)
  let porridge = DayView.MealLine(
    time: "07:55", sentence: "Some Porridge", kgCO2e: 0.3, countsAsMeat: false, id: "m1", foodID: "porridge", quantity: "some", grams: 300)
  let salmon = DayView.MealLine(
    time: "12:40", sentence: "Some Salmon", kgCO2e: 2.0, countsAsMeat: true, id: "m2", foodID: "salmon", quantity: "some", grams: 150)

  func state(_ meals: [DayView.MealLine], relative: DayView.Relative = .today) -> AppState {
    let day = DayView(date: CalendarDay(year: 2026, month: 12, day: 3), meals: meals, ateMeat: false, relative: relative)
    return app.initialState(purpose: .mealEntry, size: size, snapshot: LogSnapshot(day: day, recentFoodIDs: [], meatSections: ["red-meat", "fish"]))
  }

  @Test func afterAnAddTheNextFoodStartsAtItsUsualQuantity() {
    var state = state([])
    state.mainScreen.quantity = .lot
    let effects = app.reduce(into: &state, action: .mainScreen(.fieldClicked(.add)))
    guard case .readLog(adding: let meal?) = effects.first else {
      Issue.record("no meal added: \(effects)")
      return
    }
    #expect(meal.quantity == .lot, "the meal added is the lot asked for")
    #expect(state.mainScreen.quantity == .some && state.mainScreen.grams == nil, "the next is the usual one")
  }

  @Test func theEditRowOpensOnTheTimeSoDigitsChangeIt() {
    var state = state([porridge, salmon])
    app.reduce(into: &state, action: .mealList(.opened))
    app.reduce(into: &state, action: .mealList(.editPressed))
    #expect(state.mainScreen.focus == .time)
    for digit in "1500" { app.reduce(into: &state, action: .mainScreen(.characterTyped(digit))) }
    state.mainScreen.focus = .add
    let effects = app.reduce(into: &state, action: .mainScreen(.confirmPressed))
    guard case .replaceMeal(id: "m2", meal: _, time: let time) = effects.first else {
      Issue.record("not saved: \(effects)")
      return
    }
    #expect(time == "15:00")
  }

  @Test func afterADeleteTheHighlightLeavesTheMeals() {
    var state = state([porridge, salmon])
    app.reduce(into: &state, action: .mealList(.opened))
    let effects = app.reduce(into: &state, action: .mealList(.deletePressed))
    #expect(effects == [.removeMeal(id: "m2")])
    #expect(state.mealList.highlight == nil, "the next ↑ starts from the meal row again, not one meal further")
    #expect(state.mode == .mealRow)
  }

  @Test func repeatOnADayBeforeLogsTodayAsTheLogKeptIt() {
    var state = state([porridge], relative: .yesterday)
    app.reduce(into: &state, action: .mealList(.opened))
    #expect(app.reduce(into: &state, action: .mealList(.repeatPressed)) == [.repeatMeal(id: "m1")])
  }
}

/// The questions before an add that would log the wrong thing silently.
extension WeekOfUseFrictionTests {
  func fresh(_ meals: [DayView.MealLine], relative: DayView.Relative = .today, now: String?) -> LogSnapshot {
    let day = DayView(date: CalendarDay(year: 2026, month: 12, day: 3, weekday: 3), meals: meals, ateMeat: false, relative: relative)
    return LogSnapshot(day: day, recentFoodIDs: [], meatSections: ["red-meat", "fish"], now: now)
  }

  func salmonMeal() -> Meal { Meal(quantity: .some, food: catalog.foods[catalog.foodIndex(id: "salmon") ?? 0]) }

  @Test func theSameMealTwiceWithinAMinuteAsksFirst() {
    var state = state([salmon])
    let effects = app.reduce(into: &state, action: .freshLogResponse(fresh([salmon], now: "12:41"), adding: salmonMeal()))
    #expect(effects.isEmpty, "nothing logged before the yes")
    #expect(state.pendingMeal == PendingMeal(meal: salmonMeal(), reason: .again(at: "12:40")))
    #expect(app.reduce(into: &state, action: .confirm(.yesPressed)) == [.logMeal(salmonMeal())])
    // Two minutes on, or another quantity, is a meal of its own.
    var later = self.state([salmon])
    #expect(app.reduce(into: &later, action: .freshLogResponse(fresh([salmon], now: "12:42"), adding: salmonMeal())) == [.logMeal(salmonMeal())])
    let lot = Meal(quantity: .lot, food: salmonMeal().food)
    #expect(app.reduce(into: &later, action: .freshLogResponse(fresh([salmon], now: "12:40"), adding: lot)) == [.logMeal(lot)])
  }

  @Test func addingToAnotherDaySaysWhichDayFirst() {
    var state = state([], relative: .yesterday)
    let effects = app.reduce(into: &state, action: .freshLogResponse(fresh([], relative: .yesterday, now: nil), adding: salmonMeal()))
    #expect(effects.isEmpty)
    #expect(state.pendingMeal?.reason == .otherDay(CalendarDay(year: 2026, month: 12, day: 3, weekday: 3)))
    #expect(app.reduce(into: &state, action: .confirm(.noPressed)).isEmpty, "no: nothing logged")
    #expect(state.pendingMeal == nil)
  }
}

extension WeekOfUseFrictionTests {
  /// Enter in the history opens the highlighted day (it closed the history and went back to
  /// today); Esc still closes it.
  @Test func enterInTheHistoryOpensTheHighlightedDay() {
    var state = state([])
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    let days = (1...5).map { HistoryDay(date: CalendarDay(year: 2026, month: 12, day: $0, weekday: $0 - 1), ateMeat: false, kgCO2e: 1) }
    app.reduce(into: &state, action: .history(.daysLoaded(days)))
    #expect(KeyBindings.action(for: .enter, in: state.mode) == .history(.openPressed))
    app.reduce(into: &state, action: .history(.scrollPressed(.up)))
    app.reduce(into: &state, action: .history(.scrollPressed(.up)))
    #expect(app.reduce(into: &state, action: .history(.openPressed)) == [.showDay(.to(days[2].date))])
    #expect(state.screen == .main)
  }
}
