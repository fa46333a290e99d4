import MealLog
import PickerModel
import FoodData

/// The app's "New food" form made real: the food saved among one's own (as `food new` saves
/// it) and Some of it logged on the day shown, as one step the person sees in the status line.
/// The picker's catalog is the one the app started with, so the new food is searched from the
/// next start on; the meal keeps its own copy of the figures, as every meal does.
extension AppEffects {
  /// The quantity list's quick add line: a meal of this energy alone on the day shown.
  func logQuickAdd(kcal: Int) -> AppAction {
    let day = shownDay
    let meal = QuickAdd.meal(kcal: Double(kcal), protein: nil, named: QuickAdd.sectionName, day: day, time: day == today() ? now() : "23:59", meal: nil)
    return change(.addMeal, status: .added(meal.sentence)) { try log.add(meal) }
  }

  func saveNewFood(_ form: NewFood) -> AppAction {
    changed(.addMeal) {
      let name = try QuickAdd.foodName(form.name)
      var amounts = NutrientAmounts.unknown
      amounts[.kcal] = form.kcalPer100g
      amounts[.protein] = form.proteinPer100g
      var food = OwnFood(
        name: name, kind: .food, sectionID: OwnFood.sectionID, sectionName: OwnFood.sectionName, sectionsWithin: [], kgCO2ePerKg: nil,
        per100g: amounts)
      if let like = form.like { try FoodCommand.borrow(from: like, into: &food, catalog: catalog) }
      try OwnFoodWords.checkFree(name, in: log)
      let saved = try log.saveOwnFood(food)
      let day = shownDay
      let grams = Quantity.some.defaultGrams
      let meal = LoggedMeal(
        day: day, time: day == today() ? now() : "23:59", quantity: Quantity.some.rawValue, grams: grams, foodID: saved.foodID,
        foodName: saved.name, sectionID: saved.sectionID, sectionName: saved.sectionName, kgCO2ePerKg: saved.kgCO2ePerKg,
        per100g: saved.per100g, nutrientsSource: .logged, sectionsWithin: saved.sectionsWithin)
      let added = try log.add(meal)
      return .added(added.sentence)
    }
  }
}
