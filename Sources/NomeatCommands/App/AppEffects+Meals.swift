import MealLog
import PickerModel
import FoodData

/// The app's changes to meals already logged: each is one change in the log's journal, so `u`
/// takes it back; each answers with the log read again and a status naming the meal.
extension AppEffects {
  /// The edit row's Save: another food (its figures the catalog's now), or the same food at
  /// another quantity or time (its figures as logged: the log never rewrites a meal's history).
  func replaceMeal(id: String, with meal: Meal, at time: String) -> AppAction {
    changeMeal(id: id) { old throws(UsageError) in
      let quantity = (meal.quantity, meal.quantityWord, meal.byWeight ? meal.grams : nil)
      var new = try EditCommand.changed(old, food: meal.food.id == old.foodID ? nil : meal.food, quantity: quantity, catalog: catalog)
      new.time = time
      return new
    }
  }

  /// The live meal with this id changed by `change`, written over it.
  func changeMeal(id: String, _ change: (LoggedMeal) throws(UsageError) -> LoggedMeal) -> AppAction {
    changed(.changeMeal) {
      guard case .one(let old) = try log.meal(id: id) else { return .mealGone }
      let new = try change(old)
      guard new != old else { return .changed(from: old.sentence, to: new.sentence) }
      guard try log.replace(new) != nil else { return .mealGone }
      return .changed(from: old.sentence, to: new.sentence)
    }
  }

  func removeMeal(id: String) -> AppAction {
    changed(.removeMeal) {
      guard case .one(let meal) = try log.meal(id: id), try log.remove(meal) else { return .mealGone }
      return .removed(meal.sentence)
    }
  }

  /// `<` `>` on a meal: to the day before or after its own, at its time, never past today.
  func moveMealDay(id: String, days: Int) -> AppAction {
    changed(.changeMeal) {
      guard case .one(let meal) = try log.meal(id: id) else { return .mealGone }
      let day = meal.day.adding(days: days)
      guard day <= today() else { return .notInTheFuture }
      var moved = meal
      moved.day = day
      guard try log.replace(moved) != nil else { return .mealGone }
      return .moved(meal.sentence, to: day.calendarDay)
    }
  }

  /// `r` on a meal of a day before (or on a meal the catalog lost): logged again as the log
  /// kept it, today at the time now, whatever day is shown: "again" means now.
  func repeatMeal(id: String) -> AppAction {
    changed(.addMeal) {
      guard case .one(let meal) = try log.meal(id: id) else { return .mealGone }
      let again = try log.repeatMeal(meal, on: today(), at: now())
      return .added(again.sentence)
    }
  }

  /// `c`: the day before's meals on the day shown, at their times, as one change. On today
  /// only the meal of the time now (yesterday's breakfast at breakfast time): a whole day would
  /// log lunch and dinner before they are eaten, and answer the day's question for them.
  func copyDayBefore() -> AppAction {
    let target = shownDay
    let source = target.adding(days: -1)
    let slot = target == today() ? MealName(time: now()) : nil
    return changed(.copyMeals) {
      let copied = try log.copyMeals(from: source, to: target, meal: slot)
      return copied.isEmpty ? .nothingToCopy(from: source.calendarDay) : .copied(count: copied.count, from: source.calendarDay)
    }
  }
}
