/// A run of days' nutrients: their total (`NutrientTotals`: the known sum and the meals without
/// a value) and how many of the days had meals, for a daily average.
///
/// The average is over the days with a meal logged, not every day of the period: a day
/// nothing was logged says nothing of what was eaten, and counting it as zero would make a
/// week logged on five days look a sixth short of everything.
///
///     let week = NutrientPeriod(first: monday, days: 7, totals: totals, daysWithMeals: 5)
///     week.dailyAverage(.vitaminB12)   // total B12 / 5
public struct NutrientPeriod: Sendable, Equatable {
  /// The first day, as "YYYY-MM-DD".
  public var first: String
  /// The last day, as "YYYY-MM-DD".
  public var last: String
  public var days: Int
  public var totals: NutrientTotals
  public var daysWithMeals: Int

  public init(first: String, last: String, days: Int, totals: NutrientTotals, daysWithMeals: Int) {
    self.first = first
    self.last = last
    self.days = days
    self.totals = totals
    self.daysWithMeals = daysWithMeals
  }

  /// The known total a day, over the days with meals; nil when no meal had a value.
  public func dailyAverage(_ nutrient: Nutrient) -> Double? {
    guard daysWithMeals > 0 else { return nil }
    return totals.known(nutrient).map { $0 / Double(daysWithMeals) }
  }
}
