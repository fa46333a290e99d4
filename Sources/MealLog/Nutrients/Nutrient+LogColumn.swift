import FoodData

extension Nutrient {
  /// The meals table's column of this nutrient per 100 g of the logged food: `<id>_per_100g`,
  /// the names energy, protein and fibre had before the nutrient table (`kcal_per_100g`), so
  /// that every nutrient is found by one rule. A nutrient added to the table needs a schema step
  /// that adds its column (`Schema.migrations`); a test checks that every one has it.
  public var logColumn: String { "\(id)_per_100g" }

  /// Every nutrient's column, in the table's order.
  static let logColumns: [String] = all.map(\.logColumn)
}
