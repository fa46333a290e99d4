extension Catalog {
  /// A dish as the reader first stores it, before `compose` gives it its figures: the texts the
  /// composed food will have (no USDA row, "computed from recipe"), so that composing changes
  /// only figures in place and never rebuilds the columns.
  static func placeholder(forDish food: Food) -> Food {
    var food = food
    food.portions = nil
    food.footprint = Footprint(kgCO2ePerKg: 0, product: Footprint.fromRecipe, proxy: false)
    food.nutrition = Nutrition(per100g: placeholderAmounts, usdaNdb: "", usdaDescription: Footprint.fromRecipe)
    return food
  }

  /// Every nutrient known (as 0), so that the columns keep a slot for each and composing writes
  /// the dish's figures in place (`NutrientColumns.fits`).
  private static let placeholderAmounts = NutrientAmounts(Dictionary(uniqueKeysWithValues: Nutrient.all.map { ($0, 0) }))

  /// Works out every dish's figures from its ingredients and writes them into the columns:
  /// the footprint and every nutrient are the grams-weighted mean of the ingredients' (at any
  /// depth), proxy when any ingredient's is, portions from the serving, and the sections within.
  ///
  /// Refuses, naming the dish and the field: typed figures on a dish (they would disagree with
  /// the recipe), a serving out of bounds, no ingredients, grams of 0 or less, an unknown
  /// ingredient, a cycle; and a plain food without a footprint. Foods are visited in file order,
  /// each dish's ingredients depth first, so the first fault named is the one the file meets first.
  static func compose(_ parts: inout CatalogReader.Parts, file: String) throws(CatalogError) {
    guard !parts.dishes.isEmpty || !parts.missingFootprints.isEmpty else { return }
    var composer = DishComposer(parts: parts, file: file)
    for position in (Array(parts.dishes.keys) + parts.missingFootprints).sorted() {
      _ = try composer.food(at: position)
    }
    for (position, food) in composer.done { parts.foods.replace(at: Int(position), with: food) }
  }
}

/// Works out composed foods depth first, each once.
private struct DishComposer {
  let foods: FoodColumns
  let dishes: [Int32: CatalogReader.Dish]
  let missingFootprints: Set<Int32>
  /// The positions of the foods that recipes name, found in one pass over the ids.
  let positions: [String: Int32]
  let file: String
  var done: [Int32: Food] = [:]
  /// The dishes being worked out, outermost first: meeting one again is a cycle.
  var open: [Int32] = []

  init(parts: CatalogReader.Parts, file: String) {
    foods = parts.foods
    dishes = parts.dishes
    missingFootprints = Set(parts.missingFootprints)
    self.file = file
    let named = Set(parts.dishes.values.lazy.flatMap { $0.recipe.ingredients.map(\.id) })
    var positions: [String: Int32] = [:]
    for position in 0..<foods.count where !named.isEmpty {
      let id = foods.ids[position]
      if named.contains(id), positions[id] == nil { positions[id] = Int32(position) }
    }
    self.positions = positions
  }

  func fail(_ position: Int32, _ field: String, _ problem: String) -> CatalogError {
    CatalogError(file: file, place: "food '\(foods.ids[Int(position)])'", field: field, problem: problem)
  }

  mutating func food(at position: Int32) throws(CatalogError) -> Food {
    if let food = done[position] { return food }
    guard let dish = dishes[position] else {
      if missingFootprints.contains(position) { throw fail(position, "footprint", "missing; add it") }
      return foods.food(at: Int(position))
    }
    let recipe = dish.recipe
    let serving = Double(recipe.servingGrams)
    if !CatalogBounds.portionGrams.contains(serving) {
      throw fail(position, "recipe.servingGrams", "must be \(CatalogBounds.text(CatalogBounds.portionGrams)) grams, not \(serving)")
    }
    if dish.typesFootprint { throw fail(position, "footprint", "a dish's footprint is computed from its recipe; remove the field") }
    if dish.typesNutrition { throw fail(position, "nutrition", "a dish's nutrition is computed from its recipe; remove the field") }
    if dish.typesPortions { throw fail(position, "portions", "a dish's portions come from recipe.servingGrams; remove the field") }
    if recipe.ingredients.isEmpty { throw fail(position, "recipe.ingredients", "none; list what one serving is made of") }
    open.append(position)
    var parts: [(food: Food, grams: Double)] = []
    for (number, ingredient) in recipe.ingredients.enumerated() {
      let field = "recipe.ingredients[\(number)]"
      guard ingredient.grams > 0, ingredient.grams.isFinite else { throw fail(position, "\(field).grams", "must be grams above 0") }
      guard let inner = positions[ingredient.id] else {
        throw fail(position, "\(field).id", "unknown ingredient '\(ingredient.id)'; use the id of a food of this catalog")
      }
      if let start = open.firstIndex(of: inner) {
        let cycle = (open[start...].map { foods.ids[Int($0)] } + [foods.ids[Int(inner)]]).joined(separator: " -> ")
        throw fail(open[start], "recipe.ingredients", "a cycle (\(cycle)); a dish cannot contain itself")
      }
      parts.append((try food(at: inner), ingredient.grams))
    }
    open.removeLast()
    let food = Self.composed(foods.food(at: Int(position)), recipe: recipe, parts: parts)
    done[position] = food
    return food
  }

  /// The dish with the figures of its parts, weighted by their grams.
  static func composed(_ dish: Food, recipe: Recipe, parts: [(food: Food, grams: Double)]) -> Food {
    let total = parts.reduce(0) { $0 + $1.grams }
    func mean(_ figure: (Food) -> Double?) -> Double? {
      var sum = 0.0
      for part in parts {
        guard let value = figure(part.food) else { return nil }
        sum += value * part.grams
      }
      return sum / total
    }
    var food = dish
    food.footprint = Footprint(
      kgCO2ePerKg: mean { $0.footprint.kgCO2ePerKg } ?? 0, product: Footprint.fromRecipe,
      proxy: parts.contains { $0.food.footprint.proxy })
    // Nutrition is known when every ingredient has one; each nutrient, when every ingredient's is.
    food.nutrition = nil
    let nutrients = parts.compactMap { part in part.food.nutrition.map { (amounts: $0.per100g, weight: part.grams) } }
    if nutrients.count == parts.count {
      food.nutrition = Nutrition(
        per100g: .weightedMean(nutrients), usdaNdb: "", usdaDescription: Footprint.fromRecipe,
        proxy: parts.contains { $0.food.nutrition?.proxy == true })
    }
    food.portions = recipe.portions
    food.recipe = recipe
    var sections = Set([dish.section])
    for part in parts { sections.formUnion(part.food.sectionsWithin) }
    food.sectionsWithin = sections.sorted()
    return food
  }
}
