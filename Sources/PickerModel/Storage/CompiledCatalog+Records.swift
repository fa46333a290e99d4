/// The recipes and extras of a compiled catalog, as byte records (`ByteWriter`) in blocks of
/// their own, sorted by food position so that the same catalog always writes the same bytes.
extension CompiledCatalog {
  static func recipesBlock(_ recipes: [Int32: Recipe]) -> [UInt8] {
    var writer = ByteWriter()
    writer.integer(UInt32(recipes.count))
    for (position, recipe) in recipes.sorted(by: { $0.key < $1.key }) {
      writer.integer(position)
      writer.integer(Int64(recipe.servingGrams))
      writer.integer(UInt32(recipe.ingredients.count))
      for ingredient in recipe.ingredients {
        writer.string(ingredient.id)
        writer.double(ingredient.grams)
      }
    }
    return writer.bytes
  }

  /// Nil for a block that is not what `recipesBlock` writes, or names a food past `items`.
  static func recipes(in block: UnsafeRawBufferPointer, items: Int) -> [Int32: Recipe]? {
    var reader = ByteReader(block)
    guard let count = reader.integer(UInt32.self) else { return nil }
    var recipes: [Int32: Recipe] = [:]
    for _ in 0..<count {
      guard let position = reader.integer(Int32.self), position >= 0, Int(position) < items,
        let serving = reader.integer(Int64.self), let ingredientCount = reader.integer(UInt32.self)
      else { return nil }
      var ingredients: [RecipeIngredient] = []
      for _ in 0..<ingredientCount {
        guard let id = reader.string(), let grams = reader.double() else { return nil }
        ingredients.append(RecipeIngredient(id: id, grams: grams))
      }
      recipes[position] = Recipe(servingGrams: Int(serving), ingredients: ingredients)
    }
    return reader.isAtEnd ? recipes : nil
  }

  private static let hasSectionsWithin: UInt8 = 1
  private static let hasCookingYield: UInt8 = 2
  private static let isNutritionProxy: UInt8 = 4

  static func extrasBlock(_ extras: [Int32: FoodExtras]) -> [UInt8] {
    var writer = ByteWriter()
    writer.integer(UInt32(extras.count))
    for (position, extra) in extras.sorted(by: { $0.key < $1.key }) {
      writer.integer(position)
      var flags: UInt8 = extra.nutritionProxy ? isNutritionProxy : 0
      if extra.sectionsWithin != nil { flags |= hasSectionsWithin }
      if extra.cookingYield != nil { flags |= hasCookingYield }
      writer.integer(flags)
      if let sections = extra.sectionsWithin {
        writer.integer(UInt32(sections.count))
        for section in sections { writer.string(section) }
      }
      if let cooking = extra.cookingYield {
        writer.double(cooking.factor)
        writer.optionalString(cooking.rawUsdaNdb)
        writer.optionalString(cooking.rawUsdaDescription)
        writer.optionalString(cooking.eatenUsdaNdb)
      }
    }
    return writer.bytes
  }

  static func extras(in block: UnsafeRawBufferPointer, items: Int) -> [Int32: FoodExtras]? {
    var reader = ByteReader(block)
    guard let count = reader.integer(UInt32.self) else { return nil }
    var extras: [Int32: FoodExtras] = [:]
    for _ in 0..<count {
      guard let position = reader.integer(Int32.self), position >= 0, Int(position) < items,
        let flags = reader.integer(UInt8.self), flags < 8
      else { return nil }
      var sections: [String]?
      if flags & hasSectionsWithin != 0 {
        guard let sectionCount = reader.integer(UInt32.self) else { return nil }
        var within: [String] = []
        for _ in 0..<sectionCount {
          guard let section = reader.string() else { return nil }
          within.append(section)
        }
        sections = within
      }
      var cooking: CookingYield?
      if flags & hasCookingYield != 0 {
        guard let factor = reader.double(), let raw = reader.optionalString(), let rawDescription = reader.optionalString(),
          let eaten = reader.optionalString()
        else { return nil }
        cooking = CookingYield(factor: factor, rawUsdaNdb: raw, rawUsdaDescription: rawDescription, eatenUsdaNdb: eaten)
      }
      extras[position] = FoodExtras(sectionsWithin: sections, cookingYield: cooking, nutritionProxy: flags & isNutritionProxy != 0)
    }
    return reader.isAtEnd ? extras : nil
  }
}
