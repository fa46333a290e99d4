/// The recipes and extras of a compiled catalog, as byte records (`ByteWriter`) in blocks of
/// their own, sorted by food position so that the same catalog always writes the same bytes.
extension CompiledCatalog {
  static func recipesBlock(_ recipes: [Int32: Recipe]) -> [UInt8] {
    block(recipes) { writer, recipe in
      writer.integer(Int64(recipe.servingGrams))
      writer.integer(UInt32(recipe.ingredients.count))
      for ingredient in recipe.ingredients {
        writer.string(ingredient.id)
        writer.double(ingredient.grams)
      }
    }
  }

  /// Nil for a block that is not what `recipesBlock` writes, or names a food past `items`.
  static func recipes(in block: UnsafeRawBufferPointer, items: Int) -> [Int32: Recipe]? {
    records(in: block, items: items) { reader in
      guard let serving = reader.integer(Int64.self), let ingredientCount = reader.integer(UInt32.self) else { return nil }
      var ingredients: [RecipeIngredient] = []
      for _ in 0..<ingredientCount {
        guard let id = reader.string(), let grams = reader.double() else { return nil }
        ingredients.append(RecipeIngredient(id: id, grams: grams))
      }
      return Recipe(servingGrams: Int(serving), ingredients: ingredients)
    }
  }

  private static let hasSectionsWithin: UInt8 = 1
  private static let hasCookingYield: UInt8 = 2
  private static let isNutritionProxy: UInt8 = 4
  private static let hasMeasure: UInt8 = 8

  static func extrasBlock(_ extras: [Int32: FoodExtras]) -> [UInt8] {
    block(extras) { writer, extra in
      var flags: UInt8 = extra.nutritionProxy ? isNutritionProxy : 0
      if extra.sectionsWithin != nil { flags |= hasSectionsWithin }
      if extra.cookingYield != nil { flags |= hasCookingYield }
      if extra.measure != nil { flags |= hasMeasure }
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
      if let measure = extra.measure {
        writer.string(measure.label)
        writer.integer(UInt32(measure.grams))
      }
    }
  }

  static func extras(in block: UnsafeRawBufferPointer, items: Int) -> [Int32: FoodExtras]? {
    records(in: block, items: items) { reader in
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

  /// A block of records by food position: their count, then each position and its record.
  private static func block<Record>(_ records: [Int32: Record], _ write: (inout ByteWriter, Record) -> Void) -> [UInt8] {
    var writer = ByteWriter()
    writer.integer(UInt32(records.count))
    for (position, record) in records.sorted(by: { $0.key < $1.key }) {
      writer.integer(position)
      write(&writer, record)
    }
    return writer.bytes
  }

  /// The records of a block `block` wrote; nil when one cannot be read, names a food outside
  /// 0..<items, or bytes are left over.
  private static func records<Record>(
    in block: UnsafeRawBufferPointer, items: Int, _ read: (inout ByteReader) -> Record?
  ) -> [Int32: Record]? {
    var reader = ByteReader(block)
    guard let count = reader.integer(UInt32.self) else { return nil }
    var records: [Int32: Record] = [:]
    for _ in 0..<count {
      guard let position = reader.integer(Int32.self), position >= 0, Int(position) < items, let record = read(&reader)
      else { return nil }
      records[position] = record
    }
    return reader.isAtEnd ? records : nil
  }
}
