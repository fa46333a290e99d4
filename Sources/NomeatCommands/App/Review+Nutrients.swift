import MealLog
import PickerModel
import FoodData

extension Review {
  /// How many foods a shortfall names as its main suppliers.
  static let suppliersShown = 3

  /// The review with the nutrients to reach that the period's daily average (over its days
  /// with meals) fell short of, furthest first, each with the foods that supplied the most of
  /// it (a meal without a value for it supplied none that is known).
  func addingShortfalls(of report: Report, targets: [Nutrient: Double]) -> Review {
    var review = self
    var totals = NutrientTotals()
    var supplied: [Nutrient: [String: Double]] = [:]
    for day in report.days {
      totals.add(contentsOf: ReportCommand.dayNutrients(day))
      for meal in day.meals {
        for (nutrient, value) in meal.nutrients.known where value > 0 { supplied[nutrient, default: [:]][meal.foodName, default: 0] += value }
      }
    }
    let period = NutrientPeriod(
      first: report.days.first?.day.description ?? "", last: report.days.last?.day.description ?? "", days: report.days.count,
      totals: totals, daysWithMeals: report.days.filter { !$0.meals.isEmpty }.count)
    // The nutrients command's rule: the daily average over the days with meals, against the goal.
    review.shortNutrients = Nutrient.all.compactMap { nutrient -> NutrientShortfall? in
      let goal = NutrientGoal(nutrient, targets: targets)
      let average = period.dailyAverage(nutrient)
      guard NutrientReport.standing(of: average, against: goal) == .short, let average else { return nil }
      let share = goal.share(of: average)
      // The most first; foods of equal amounts by name, so the lines are the same each time.
      let suppliers = (supplied[nutrient] ?? [:]).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .prefix(Self.suppliersShown).map { NutrientShortfall.Supplier(name: $0.key, amount: $0.value) }
      return NutrientShortfall(nutrient: nutrient, averageShare: share, goalAmount: goal.amount, goalSource: goal.shortSource, suppliers: suppliers)
    }.sorted { $0.averageShare < $1.averageShare }
    return review
  }
}
