import FoodData

/// Where a food's figures come from, as the detail pane's sources line names them: the table
/// and its row, so that a figure can be looked up. A dish's come from its recipe, an FNDDS
/// food's from its FNDDS code, an imported file's from that file (never credited to a study it
/// did not come from).
enum SourceWords {
  /// "Poore & Nemecek 2018: Milk", "Poore & Nemecek 2018: Fish (farmed) (nearest)", "Poore &
  /// Nemecek 2018 through a recipe of 7 ingredients", "as given in mine.csv".
  static func footprint(_ food: Food) -> String {
    let footprint = food.footprint
    if footprint.product.hasPrefix("as given in ") || footprint.product.hasPrefix("as ") { return "footprint \(footprint.product)" }
    if !footprint.isKnown { return "footprint unknown (\(footprint.product))" }
    if let recipe = food.recipe { return "Poore & Nemecek 2018 through \(ingredients(recipe))" }
    if footprint.product == FNDDSTier.footprintProduct { return "Poore & Nemecek 2018 through its FNDDS recipe (nearest)" }
    return "Poore & Nemecek 2018: \(footprint.product)\(footprint.proxy ? " (nearest)" : "")"
  }

  /// "USDA SR28 #01079", "USDA FNDDS 2017-2018 #21000120", "USDA SR28 through a recipe of 7
  /// ingredients", "Open Food Facts 3017620422003"; nil where there is no nutrition.
  static func nutrition(_ food: Food) -> String? {
    guard let nutrition = food.nutrition else { return nil }
    if let recipe = food.recipe { return "USDA SR28 through \(ingredients(recipe))" }
    let ndb = nutrition.usdaNdb
    if ndb.hasPrefix("FNDDS ") { return "\(FNDDSTier.credit) #\(ndb.dropFirst("FNDDS ".count))" }
    if !ndb.isEmpty { return "USDA SR28 #\(ndb)" }
    return nutrition.usdaDescription.isEmpty ? nil : nutrition.usdaDescription
  }

  private static func ingredients(_ recipe: Recipe) -> String {
    "a recipe of \(recipe.ingredients.count) ingredient\(recipe.ingredients.count == 1 ? "" : "s")"
  }
}
