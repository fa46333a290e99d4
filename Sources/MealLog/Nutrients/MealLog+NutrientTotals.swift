import FoodData

/// A day's and a range's nutrient totals, from the meals the log kept (each with its own
/// figures per 100 g, for its grams). Summed in Swift over the range's meals rather than by
/// SQLite, so that a meal still to fill is counted with the figures it is read with
/// (`nutrientFill`), as every other command shows it; a week is a few dozen meals.
extension MealLog {
  /// The meals from `first` through `last`, added up: the known sum of each nutrient and the
  /// meals without a value, which are counted and never taken as zero.
  public func nutrientTotals(from first: Day, through last: Day) throws(MealLogError) -> NutrientTotals {
    try nutrientPeriod(from: first, through: last).totals
  }

  /// The days from `first` through `last` as one period: the totals and how many days had
  /// meals (`NutrientPeriod.dailyAverage` divides by them).
  public func nutrientPeriod(from first: Day, through last: Day) throws(MealLogError) -> NutrientPeriod {
    var totals = NutrientTotals()
    var days: Set<Day> = []
    try forEachMeal(where: Self.dayRange, Day.stored(first...last)) { meal in
      totals.add(meal.nutrients)
      days.insert(meal.day)
    }
    return NutrientPeriod(
      first: first.description, last: last.description, days: last.julianDay - first.julianDay + 1, totals: totals, daysWithMeals: days.count)
  }

  /// Each day's totals from `first` through `last`, in one pass; a day without meals is absent.
  public func nutrientTotalsByDay(from first: Day, through last: Day) throws(MealLogError) -> [Day: NutrientTotals] {
    var days: [Day: NutrientTotals] = [:]
    try forEachMeal(where: Self.dayRange, Day.stored(first...last)) { meal in days[meal.day, default: NutrientTotals()].add(meal.nutrients) }
    return days
  }

  /// The seven days that end on `day`, as one period: what the 7-day average reads, since
  /// vitamin B12 and vitamin D are stored by the body and a day alone says little of them.
  public func nutrientWeek(endingOn day: Day, days: Int = 7) throws(MealLogError) -> NutrientPeriod {
    try nutrientPeriod(from: max(day.adding(days: -(max(days, 1) - 1)), Day.first), through: day)
  }
}
