/// What a day (or a week) of meals adds up to, nutrient by nutrient, and how much of it was
/// known: "iron 9.1 mg, 2 meals without a value". A meal with no figure is counted, never
/// taken as zero.
public struct NutrientTotals: Sendable, Equatable {
  /// The sum of the known values, by `Nutrient.index`.
  private var sums: [Double]
  /// How many meals had no value, by `Nutrient.index`.
  private var missing: [Int]
  /// How many meals were added.
  public private(set) var meals = 0

  public init() {
    sums = [Double](repeating: 0, count: Nutrient.all.count)
    missing = [Int](repeating: 0, count: Nutrient.all.count)
  }

  /// Adds one meal's amounts (already for its grams).
  public mutating func add(_ meal: NutrientAmounts) {
    meals += 1
    for nutrient in Nutrient.all {
      if let value = meal[nutrient] {
        sums[nutrient.index] += value
      } else {
        missing[nutrient.index] += 1
      }
    }
  }

  /// One nutrient's total over the meals that had a value, nil when none had one.
  public func known(_ nutrient: Nutrient) -> Double? {
    missing[nutrient.index] == meals ? nil : sums[nutrient.index]
  }

  /// How many meals had no value for this nutrient.
  public func mealsWithoutValue(_ nutrient: Nutrient) -> Int { missing[nutrient.index] }

  /// Adds another total's meals (a day's to a week's).
  public mutating func add(contentsOf other: NutrientTotals) {
    meals += other.meals
    for index in sums.indices {
      sums[index] += other.sums[index]
      missing[index] += other.missing[index]
    }
  }
}
