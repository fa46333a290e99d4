/// The ranges a catalog's figures must fall in. Beyond them a figure is a typo or an attack
/// (1e308 kg CO2e makes every sum infinite), so loading refuses it and says the range.
public enum CatalogBounds {
  /// kg CO2e per kg of food: the highest published figure (beef, about 100) with room to spare.
  public static let kgCO2ePerKg: ClosedRange<Double> = 0...1000
  // Nutrients per 100 g are bounded by their row of Data/nutrients.tsv (`Nutrient.maxPer100g`).
  /// Grams of a portion or of a recipe's serving: the range `--quantity` takes. An ingredient may
  /// weigh anything from 0 up to the same top.
  public static let portionGrams: ClosedRange<Double> = 1...5000
  /// Characters of a food's name or alias, or of a section's name: the longest query
  /// (`SearchQuery.maximumCharacters`), since a longer name could never be typed whole; the
  /// longest in USDA SR28 has 134. A name of 60 million characters made every command print
  /// megabytes.
  public static let nameCharacters = SearchQuery.maximumCharacters
  /// Aliases of one food: the search index numbers a food's keys (its name and aliases) in 16 bits.
  public static let aliasesPerFood = Int(UInt16.max)
  /// Foods in a catalog: the search index numbers them in 32 bits.
  public static let foods = Int(Int32.max)
  /// UTF-8 bytes of all names and aliases: the index keeps 32-bit offsets into the folded text,
  /// which folding can make longer than the original; a quarter of the range leaves room.
  public static let textBytes = Int(Int32.max) / 4

  /// "0-1000", as the messages write a range.
  static func text(_ range: ClosedRange<Double>) -> String {
    func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    return "\(number(range.lowerBound))-\(number(range.upperBound))"
  }
}
