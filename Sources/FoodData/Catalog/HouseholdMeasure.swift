/// A household measure USDA gives for a food ("1 large" egg = 50 g, "1 slice" of bread, "1 cup"
/// of milk): offered in the quantity list, and counted by `--quantity 2x`.
public struct HouseholdMeasure: Codable, Equatable, Sendable {
  /// As USDA words it, cut to the measure ("1 large", "1 slice", "1 cup").
  public var label: String
  public var grams: Int

  public init(label: String, grams: Int) {
    self.label = label
    self.grams = grams
  }

  /// The longest label the catalog takes: a measure, not a description.
  public static let maximumLabel = 40
}
