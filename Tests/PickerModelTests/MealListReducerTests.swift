import Testing
import FoodData

@testable import PickerModel

/// The day's meals on the main screen: ↑ reaches them, the keys on a highlighted meal ask the
/// log for a change (the effects), and Enter fills the edit row with the meal.
@Suite("Meal list reducer")
struct MealListReducerTests {
  let app = App(mainScreen: builtInPicker)
  let catalog = builtInPicker.catalog
  let size = TerminalSize(columns: 80, rows: 24)
  let salmon = DayView.MealLine(
    time: "08:10", sentence: "Some Salmon", kgCO2e: 2.0, countsAsMeat: true, id: "m1", foodID: "salmon", quantity: "some", grams: 150)
  let beef = DayView.MealLine(
    time: "12:40", sentence: "120 g of Beef", kgCO2e: 17.4, countsAsMeat: true, id: "m2", foodID: "beef", quantity: "grams", grams: 120)
  let gone = DayView.MealLine(
    time: "19:00", sentence: "Some Mammoth", kgCO2e: 9, countsAsMeat: true, id: "m3", foodID: "mammoth", quantity: "some", grams: 150)

  func snapshot(_ meals: [DayView.MealLine]) -> LogSnapshot {
    LogSnapshot(
      day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3), meals: meals, ateMeat: true), recentFoodIDs: [], meatSections: ["red-meat", "fish"])
  }

  func started(_ meals: [DayView.MealLine]) -> AppState {
    app.initialState(purpose: .mealEntry, size: size, snapshot: snapshot(meals))
  }

  /// ↑ from the meal row, on the latest meal.
  func onMeals(_ meals: [DayView.MealLine]) -> AppState {
    var state = started(meals)
    app.reduce(into: &state, action: .mealList(.opened))
    return state
  }

  @Test func upReachesTheLatestMealAndDownPastItComesBack() {
    var state = started([salmon, beef])
    #expect(KeyBindings.action(for: .up, in: state.mode) == .mealList(.opened))
    assertAppReduce(&state, .mealList(.opened)) { $0.mealList.highlight = 1 }
    #expect(state.mode == .mealList)
    assertAppReduce(&state, .mealList(.moveHighlight(.up))) { $0.mealList.highlight = 0 }
    assertAppReduce(&state, .mealList(.moveHighlight(.up)))
    assertAppReduce(&state, .mealList(.moveHighlight(.end))) { $0.mealList.highlight = 1 }
    assertAppReduce(&state, .mealList(.moveHighlight(.down))) { $0.mealList.highlight = nil }
    #expect(state.mode == .mealRow)
  }

  @Test func onADayWithoutMealsUpDoesNothing() {
    var state = started([])
    assertAppReduce(&state, .mealList(.opened))
    #expect(state.mode == .mealRow)
  }

  @Test func theKeysOnAMealAskTheLog() {
    var state = onMeals([salmon, beef])
    #expect(KeyBindings.action(for: .character("d"), in: .mealList) == .mealList(.deletePressed))
    #expect(KeyBindings.action(for: .delete, in: .mealList) == .mealList(.deletePressed))
    // After a delete the highlight leaves the meals (the next ↑ starts from the row again).
    assertAppReduce(&state, .mealList(.deletePressed), effects: [.removeMeal(id: "m2")]) { $0.mealList.highlight = nil }
    app.reduce(into: &state, action: .mealList(.opened))
    // 120 g of beef: + goes to the next word above the weight (Some, 150 g).
    assertAppReduce(&state, .mealList(.quantityIncreasePressed), effects: [.changeMealQuantity(id: "m2", .some)])
    assertAppReduce(&state, .mealList(.quantityDecreasePressed), effects: [.changeMealQuantity(id: "m2", .little)])
    let repeated = Meal(quantity: .some, food: catalog.foods[catalog.foodIndex(id: "beef") ?? 0], grams: 120)
    assertAppReduce(&state, .mealList(.repeatPressed), effects: [.readLog(adding: repeated)])
    assertAppReduce(&state, .copyDayBeforePressed, effects: [.copyDayBefore])
    assertAppReduce(&state, .undoPressed, effects: [.undo])
  }

  @Test func atTheEndOfTheWordsPlusChangesNothing() {
    var state = onMeals([salmon])
    assertAppReduce(&state, .mealList(.quantityDecreasePressed), effects: [.changeMealQuantity(id: "m1", .little)])
    var lot = salmon
    lot.quantity = "lot"
    state = onMeals([lot])
    assertAppReduce(&state, .mealList(.quantityIncreasePressed))
  }

  @Test func enterFillsTheEditRowWithTheMeal() {
    var state = onMeals([salmon, beef])
    let rowBefore = state.mainScreen.row
    app.reduce(into: &state, action: .mealList(.editPressed))
    #expect(state.mealList.highlight == nil)
    #expect(state.mainScreen.editing == MealEditing(id: "m2", time: "12:40", rowBefore: rowBefore))
    #expect(state.mainScreen.food == catalog.foodIndex(id: "beef"))
    #expect(state.mainScreen.grams == 120)
    // While it edits, ↑ and a click on a meal stay on the edit row, and the day stays.
    assertAppReduce(&state, .mealList(.opened))
    assertAppReduce(&state, .mealList(.mealClicked(0)))
    assertAppReduce(&state, .dayPressed(.previous))
    // Save writes over the meal.
    state.mainScreen.focus = .add
    let effects = app.reduce(into: &state, action: .mainScreen(.confirmPressed))
    let meal = Meal(quantity: .some, food: catalog.foods[catalog.foodIndex(id: "beef") ?? 0], grams: 120)
    #expect(effects == [.replaceMeal(id: "m2", meal: meal, time: "12:40")])
    #expect(state.mainScreen.row == rowBefore)
  }

  @Test func aMealWhoseFoodIsGoneOpensTheSheetToChooseOne() {
    var state = onMeals([salmon, gone])
    app.reduce(into: &state, action: .mealList(.editPressed))
    #expect(state.status == .foodNotInCatalog("Some Mammoth"))
    #expect(state.mainScreen.isSheetOpen)
    #expect(state.mainScreen.editing?.savesOnPick == true)
    // Repeated, it is logged again as the log has it.
    state = onMeals([salmon, gone])
    assertAppReduce(&state, .mealList(.repeatPressed), effects: [.repeatMeal(id: "m3")])
  }

  @Test func aClickHighlightsAMeal() {
    var state = started([salmon, beef])
    assertAppReduce(&state, .mealList(.mealClicked(0))) { $0.mealList.highlight = 0 }
    assertAppReduce(&state, .mealList(.mealClicked(5)))
    assertAppReduce(&state, .mealList(.closePressed)) { $0.mealList.highlight = nil }
  }

  @Test func theHighlightStaysOnAMealWhenTheDayIsReadAgain() {
    var state = onMeals([salmon, beef])
    app.reduce(into: &state, action: .logResponse(snapshot([salmon]), status: .removed("120 g of Beef")))
    #expect(state.mealList.highlight == 0)
    app.reduce(into: &state, action: .logResponse(snapshot([]), status: .removed("Some Salmon")))
    #expect(state.mealList.highlight == nil)
    #expect(state.mode == .mealRow)
  }

  @Test func aDayClickedInTheHistoryOpensOnTheMainScreen() {
    var state = started([salmon])
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    let day = CalendarDay(year: 2026, month: 11, day: 30, weekday: 0)
    app.reduce(into: &state, action: .history(.daysLoaded([HistoryDay(date: day, ateMeat: false, kgCO2e: 1)])))
    let effects = app.reduce(into: &state, action: .history(.dayClicked(0)))
    #expect(effects == [.showDay(.to(day))])
    #expect(state.screen == .main)
    #expect(app.reduce(into: &state, action: .history(.dayClicked(3))) == [])
  }
}

extension MealListReducerTests {
  @Test func angleBracketsMoveTheHighlightedMealADay() {
    var state = onMeals([salmon, beef])
    #expect(KeyBindings.action(for: .character("<"), in: .mealList) == .mealList(.moveDayPressed(later: false)))
    assertAppReduce(&state, .mealList(.moveDayPressed(later: false)), effects: [.moveMealDay(id: "m2", days: -1)]) {
      $0.mealList.highlight = nil
    }
  }
}
