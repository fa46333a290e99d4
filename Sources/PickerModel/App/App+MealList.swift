import FoodData

/// What the day's meals ask for, made into the log's changes or the edit row: the app knows
/// the meals (its `day`) and the catalog, the list only which one is highlighted.
extension App {
  func handle(_ delegate: MealList.Delegate, in state: inout AppState) -> [AppEffect] {
    let meals = state.day.meals
    switch delegate {
    case .editRequested(let index, let choosingFood):
      guard meals.indices.contains(index) else { return [] }
      return edit(meals[index], choosingFood: choosingFood, in: &state)
    case .quantityStepped(let index, let larger):
      guard meals.indices.contains(index) else { return [] }
      let line = meals[index]
      let food = mainScreen.catalog.foodIndex(id: line.foodID) ?? state.mainScreen.food
      let row = RowContents(line, food: food)
      let next = mainScreen.stepped(row, larger: larger)
      // At "A lot" (or "A little") already: nothing to change.
      guard row.grams != nil || next != row.quantity else { return [] }
      return [.changeMealQuantity(id: line.id, next)]
    case .dayMoveRequested(let index, let days):
      guard meals.indices.contains(index) else { return [] }
      return [.moveMealDay(id: meals[index].id, days: days)]
    case .removeRequested(let index):
      guard meals.indices.contains(index) else { return [] }
      return [.removeMeal(id: meals[index].id)]
    case .repeatRequested(let index):
      guard meals.indices.contains(index) else { return [] }
      let line = meals[index]
      // Again means now: a meal of a day before is logged today, as the log kept it.
      guard state.day.relative == .today, let food = mainScreen.catalog.foodIndex(id: line.foodID) else { return [.repeatMeal(id: line.id)] }
      let row = RowContents(line, food: food)
      // As a new meal, the way Add logs one: a limit it goes over is asked about.
      let meal = Meal(quantity: row.quantity, food: mainScreen.catalog.foods[food], grams: row.grams)
      return [.readLog(adding: meal)]
    }
  }

  /// The edit row on a logged meal; a meal whose food the catalog lost opens the sheet, since
  /// the row can only hold a catalog food.
  private func edit(_ line: DayView.MealLine, choosingFood: Bool, in state: inout AppState) -> [AppEffect] {
    let food = mainScreen.catalog.foodIndex(id: line.foodID)
    if food == nil { state.status = .foodNotInCatalog(line.sentence) }
    let editing = MealEditing(
      id: line.id, time: line.time, savesOnPick: choosingFood || food == nil, rowBefore: state.mainScreen.row)
    let contents = RowContents(line, food: food ?? state.mainScreen.food)
    _ = mainScreen.reduce(into: &state.mainScreen, size: state.size, action: .editStarted(editing, contents))
    return []
  }
}
