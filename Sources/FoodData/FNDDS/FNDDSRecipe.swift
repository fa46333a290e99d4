import Foundation

/// One FNDDS food's recipe as the tier priced it (Resources/fndds-trace.tsv): every ingredient
/// with its grams, its kg CO2e per kg and how that figure was found (a curated food's SR28 row,
/// a numbered rule of Tools/fndds/ingredient_rules.py, a food group's product, or another FNDDS
/// food, whose own recipe `ingredients(of:)` gives in turn).
public struct FNDDSRecipe: Equatable, Sendable {
  public struct Ingredient: Equatable, Sendable {
    /// An SR28 number without its leading zeros, or an FNDDS food code.
    public var code: String
    public var description: String
    public var grams: Double
    public var kgCO2ePerKg: Double
    /// The study's product, "FNDDS recipe" for another FNDDS food, "none" for water and salt.
    public var product: String
    public var pricedBy: String
    /// Whether the ingredient is itself an FNDDS food with a recipe.
    public var isFNDDSFood: Bool { pricedBy.hasPrefix("FNDDS ") }
  }

  public var code: String
  /// The weight change on cooking, in percent of the ingredients' weight (−16: 16% lost).
  public var moistureChangePercent: Double
  public var kgCO2ePerKg: Double
  public var ingredients: [Ingredient]

  /// The recipe in trace text that starts at its `F` line: that line and the `I` lines after it.
  static func parse(_ text: Substring, code: String) -> FNDDSRecipe? {
    var recipe: FNDDSRecipe?
    var lineStart = text.startIndex
    // Line by line up to the next food's `F` line, not a split of the rest of the file.
    while lineStart < text.endIndex {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      let line = text[lineStart..<lineEnd]
      lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.first == "F" {
        if recipe != nil { break }
        guard fields.count == 4, fields[1] == code, let moisture = Double(fields[2]), let kg = Double(fields[3]) else { return nil }
        recipe = FNDDSRecipe(code: code, moistureChangePercent: moisture, kgCO2ePerKg: kg, ingredients: [])
        continue
      }
      guard recipe != nil, fields.count == 7, fields[0] == "I", let grams = Double(fields[2]), let kg = Double(fields[3]) else { return nil }
      recipe?.ingredients.append(
        Ingredient(code: fields[1], description: fields[6], grams: grams, kgCO2ePerKg: kg, product: fields[4], pricedBy: fields[5]))
    }
    return recipe
  }

  /// The footprint the ingredients give, per kg as eaten: what the tier's food carries.
  public var composedKgCO2ePerKg: Double {
    let grams = ingredients.reduce(0) { $0 + $1.grams }
    let eaten = grams * (1 + moistureChangePercent / 100)
    return eaten > 0 ? ingredients.reduce(0) { $0 + $1.grams * $1.kgCO2ePerKg } / eaten : 0
  }
}
