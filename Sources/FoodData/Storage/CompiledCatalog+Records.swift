/// The recipes and extras as byte records (`ByteWriter`), one per food that has one
/// (`FoodRecords`), read when the food is made.
extension Recipe: ByteRecord {
  func write(to writer: inout ByteWriter) {
    writer.integer(Int64(servingGrams))
    writer.integer(UInt32(ingredients.count))
    for ingredient in ingredients {
      writer.string(ingredient.id)
      writer.double(ingredient.grams)
    }
  }

  static func read(from reader: inout ByteReader) -> Recipe? {
    guard let serving = reader.integer(Int64.self), let ingredientCount = reader.integer(UInt32.self) else { return nil }
    var ingredients: [RecipeIngredient] = []
    for _ in 0..<ingredientCount {
      guard let id = reader.string(), let grams = reader.double() else { return nil }
      ingredients.append(RecipeIngredient(id: id, grams: grams))
    }
    return Recipe(servingGrams: Int(serving), ingredients: ingredients)
  }
}

extension FoodExtras: ByteRecord {
  private static let hasSectionsWithin: UInt8 = 1
  private static let hasCookingYield: UInt8 = 2
  private static let isNutritionProxy: UInt8 = 4
  private static let hasMeasure: UInt8 = 8

  func write(to writer: inout ByteWriter) {
    var flags: UInt8 = nutritionProxy ? Self.isNutritionProxy : 0
    if sectionsWithin != nil { flags |= Self.hasSectionsWithin }
    if cookingYield != nil { flags |= Self.hasCookingYield }
    if measure != nil { flags |= Self.hasMeasure }
    writer.integer(flags)
    if let sectionsWithin {
      writer.integer(UInt32(sectionsWithin.count))
      for section in sectionsWithin { writer.string(section) }
    }
    if let cookingYield {
      writer.double(cookingYield.factor)
      writer.optionalString(cookingYield.rawUsdaNdb)
      writer.optionalString(cookingYield.rawUsdaDescription)
      writer.optionalString(cookingYield.eatenUsdaNdb)
    }
    if let measure {
      writer.string(measure.label)
      writer.integer(UInt32(measure.grams))
    }
  }

  static func read(from reader: inout ByteReader) -> FoodExtras? {
    guard let flags = reader.integer(UInt8.self), flags < 16 else { return nil }
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
    var measure: HouseholdMeasure?
    if flags & hasMeasure != 0 {
      guard let label = reader.string(), let grams = reader.integer(UInt32.self) else { return nil }
      measure = HouseholdMeasure(label: label, grams: Int(grams))
    }
    return FoodExtras(sectionsWithin: sections, cookingYield: cooking, nutritionProxy: flags & isNutritionProxy != 0, measure: measure)
  }
}
