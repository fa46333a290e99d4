@testable import FoodData

extension FoundationOracle {
  /// The foods of a file, with every composed food's figures computed from its ingredients:
  /// the footprint and each nutrient are the grams-weighted mean of the ingredients' (at any
  /// depth), proxy when any ingredient's is, portions from the serving, and the sections within.
  ///
  /// Refuses, naming the dish and the field: typed figures on a dish (they would disagree with
  /// the recipe), a serving or grams of 0 or less, no ingredients, an unknown ingredient, a cycle.
  static func compose(_ entries: [FoodEntry], file: String) throws(CatalogError) -> [Food] {
    var index: [String: Int] = [:]
    for (position, entry) in entries.enumerated() where index[entry.id] == nil { index[entry.id] = position }
    var composer = OracleComposer(entries: entries, index: index, file: file)
    var foods: [Food] = []
    foods.reserveCapacity(entries.count)
    for position in entries.indices {
      foods.append(try composer.food(at: position))
    }
    return foods
  }
}

/// Works out composed foods depth first, each once.
private struct OracleComposer {
  let entries: [FoodEntry]
  let index: [String: Int]
  let file: String
  var done: [Int: Food] = [:]
  /// The dishes being worked out, outermost first: meeting one again is a cycle.
  var open: [Int] = []

  init(entries: [FoodEntry], index: [String: Int], file: String) {
    self.entries = entries
    self.index = index
    self.file = file
  }

  func fail(_ entry: FoodEntry, _ field: String, _ problem: String) -> CatalogError {
    CatalogError(file: file, place: "food '\(entry.id)'", field: field, problem: problem)
  }

  mutating func food(at position: Int) throws(CatalogError) -> Food {
    if let food = done[position] { return food }
    let entry = entries[position]
    guard let recipe = entry.recipe else {
      guard let footprint = entry.footprint else { throw fail(entry, "footprint", "missing; add it") }
      let food = Food(
        id: entry.id, name: entry.name, section: entry.section, icon: entry.icon, aliases: entry.aliases,
        portions: entry.portions, measure: entry.measure, footprint: footprint, nutrition: entry.nutrition)
      done[position] = food
      return food
    }
    let serving = Double(recipe.servingGrams)
    if !CatalogBounds.portionGrams.contains(serving) {
      throw fail(entry, "recipe.servingGrams", "must be \(CatalogBounds.text(CatalogBounds.portionGrams)) grams, not \(serving)")
    }
    if entry.footprint != nil { throw fail(entry, "footprint", "a dish's footprint is computed from its recipe; remove the field") }
    if entry.nutrition != nil { throw fail(entry, "nutrition", "a dish's nutrition is computed from its recipe; remove the field") }
    if entry.portions != nil { throw fail(entry, "portions", "a dish's portions come from recipe.servingGrams; remove the field") }
    if recipe.ingredients.isEmpty { throw fail(entry, "recipe.ingredients", "none; list what one serving is made of") }
    open.append(position)
    var parts: [(food: Food, grams: Double)] = []
    for (number, ingredient) in recipe.ingredients.enumerated() {
      let field = "recipe.ingredients[\(number)]"
      guard ingredient.grams > 0, ingredient.grams.isFinite else { throw fail(entry, "\(field).grams", "must be grams above 0") }
      guard let inner = index[ingredient.id] else {
        throw fail(entry, "\(field).id", "unknown ingredient '\(ingredient.id)'; use the id of a food of this catalog")
      }
      if let start = open.firstIndex(of: inner) {
        let cycle = (open[start...].map { entries[$0].id } + [entries[inner].id]).joined(separator: " -> ")
        throw fail(entries[open[start]], "recipe.ingredients", "a cycle (\(cycle)); a dish cannot contain itself")
      }
      parts.append((try food(at: inner), ingredient.grams))
    }
    open.removeLast()
    let food = Self.composed(entry, recipe: recipe, parts: parts)
    done[position] = food
    return food
  }

  static func composed(_ entry: FoodEntry, recipe: Recipe, parts: [(food: Food, grams: Double)]) -> Food {
    let total = parts.reduce(0) { $0 + $1.grams }
    func mean(_ figure: (Food) -> Double?) -> Double? {
      var sum = 0.0
      for part in parts {
        guard let value = figure(part.food) else { return nil }
        sum += value * part.grams
      }
      return sum / total
    }
    let footprint = Footprint(
      kgCO2ePerKg: mean { $0.footprint.kgCO2ePerKg } ?? 0, product: Footprint.fromRecipe,
      proxy: parts.contains { $0.food.footprint.proxy })
    // Nutrition is known when every ingredient has one; each nutrient, when every ingredient's is.
    var nutrition: Nutrition?
    if parts.allSatisfy({ $0.food.nutrition != nil }) {
      var amounts = NutrientAmounts.unknown
      for nutrient in Nutrient.all { amounts[nutrient] = mean { $0.nutrition?.per100g[nutrient] } }
      nutrition = Nutrition(
        per100g: amounts, usdaNdb: "", usdaDescription: Footprint.fromRecipe,
        proxy: parts.contains { $0.food.nutrition?.proxy == true })
    }
    var sections = Set([entry.section])
    for part in parts { sections.formUnion(part.food.sectionsWithin) }
    return Food(
      id: entry.id, name: entry.name, section: entry.section, icon: entry.icon, aliases: entry.aliases,
      portions: recipe.portions, measure: entry.measure, footprint: footprint, nutrition: nutrition, recipe: recipe,
      sectionsWithin: sections.sorted())
  }
}
