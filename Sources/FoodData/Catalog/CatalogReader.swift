import Foundation

/// How far reading a catalog has got, for a progress bar: bytes read of all, and foods so far.
public typealias CatalogProgress = (_ bytesRead: Int, _ totalBytes: Int, _ foods: Int) -> Void

/// Reads catalog JSON in one pass over its bytes, straight into columns: no JSON tree, no
/// `Decodable` machinery, no `String` for a key. This is what lets a million foods load in
/// seconds where `JSONSerialization` and `JSONDecoder` took a minute and 10 GB. It is the only
/// reader of catalog files, whatever their size; every field of `CatalogFormat.fields` is read.
///
/// It accepts what the Foundation decoder accepts (strict JSON, unknown keys ignored, optional
/// fields missing or null) and stops at the first fault with its place: the food's index and
/// id, the field, and what is wrong, in the words the Foundation decoder's messages use (the
/// tests hold the two to the same message). `Catalog.read` turns that into the one-line message
/// and composes the dishes, which are read here with placeholder figures (`Dish`).
struct CatalogReader {
  /// Where reading stopped and why.
  struct Fault: Error {
    var offset: Int
    /// "foods" or "sections" and the entry's index, when the fault is inside one.
    var list: String?
    var entry: Int?
    var id: String?
    /// The field's path from the entry ("recipe", "ingredients", "[0]", "grams").
    var path: [String]
    var problem: String
    /// Where the entry's object starts, to find its id when the fault comes before it.
    var entryOffset: Int?

    /// "recipe.ingredients[0].grams", or nil for the whole file or entry.
    var field: String? { path.isEmpty ? nil : CatalogReader.fieldName(path) }
  }

  /// A composed food as the file has it: its recipe, and whether it also typed the figures that
  /// the recipe gives (which is refused).
  struct Dish {
    var recipe: Recipe
    var typesFootprint: Bool
    var typesNutrition: Bool
    var typesPortions: Bool
  }

  /// What a file holds, before its dishes are composed.
  struct Parts {
    var sources: [Source] = []
    var sections: [Section] = []
    var foods = FoodColumns()
    /// The dishes by food position; their columns hold placeholder figures until composed.
    var dishes: [Int32: Dish] = [:]
    /// Plain foods without a footprint: refused when composing reaches them, in file order.
    var missingFootprints: [Int32] = []
    /// Whether the foods were read in two halves (`readFoodsInTwo`), for tests.
    var readInHalves = false
    /// The rules of each food met while reading (`FoodRulesRead`), reported by `Catalog.check`
    /// in their turn.
    var rules = FoodRulesRead()
  }

  typealias Progress = CatalogProgress

  let bytes: UnsafePointer<UInt8>
  let end: Int
  var at = 0
  var list: String?
  var entry: Int?
  var entryOffset: Int?
  var id: String?
  var path: [String] = []
  let progress: Progress?
  let release: ((Int) -> Void)?
  /// Food lists of this many bytes or more are read on two cores (`readFoodsInTwo`).
  var halvesFrom = CatalogReader.halvesThreshold
  /// The last section, icon and product read, by `RepeatedField` (`readString(repeating:)`).
  var lastTexts = [RepeatedText](repeating: RepeatedText(), count: RepeatedField.allCases.count)

  init(_ buffer: UnsafeRawBufferPointer, progress: Progress? = nil, release: ((Int) -> Void)? = nil) {
    bytes = buffer.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? UnsafePointer(bitPattern: 1)!
    end = buffer.count
    self.progress = progress
    self.release = release
  }

  /// Reads a whole catalog file's bytes.
  ///
  /// - Parameter release: called with a byte offset below which the bytes are no longer needed
  ///   (a mapped file can then give those pages back).
  static func read(
    _ buffer: UnsafeRawBufferPointer, progress: Progress? = nil, release: ((Int) -> Void)? = nil,
    halvesFrom: Int = CatalogReader.halvesThreshold
  ) throws(Fault) -> Parts {
    var reader = CatalogReader(buffer, progress: progress, release: release)
    reader.halvesFrom = halvesFrom
    do {
      return try reader.readTop()
    } catch var fault {
      // The Foundation decoder names an entry by its id wherever the id stands in the object.
      if fault.id == nil, let start = fault.entryOffset { fault.id = idAhead(buffer, from: start) }
      throw fault
    }
  }

  /// The "id" string of the object at `start`, if its members can be read as far as it.
  private static func idAhead(_ buffer: UnsafeRawBufferPointer, from start: Int) -> String? {
    var reader = CatalogReader(buffer)
    reader.at = start
    var found: String?
    try? reader.readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      if key == "id", r.peek() == UInt8(ascii: "\"") {
        found = try r.readString()
        // Found: stop reading the object.
        throw r.fault("found")
      }
      try r.skipValue(depth: 0)
    }
    return found
  }

  // MARK: The catalog's shape

  private mutating func readTop() throws(Fault) -> Parts {
    var parts = Parts()
    var sections: [Section]?
    var foods = false
    skipSpace()
    try readObject { (reader: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "sources":
        parts.sources = try reader.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readList(Self.readSource) } ?? []
      case "sections":
        sections = try reader.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readEntries("sections", Self.readSection) }
      case "foods":
        try reader.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readFoods(into: &parts) }
        foods = true
      default: try reader.skipValue(depth: 0)
      }
    }
    skipSpace()
    if at < end { throw fault("unexpected text after the catalog's closing brace; remove it") }
    guard let sections else { throw missing("sections") }
    guard foods else { throw missing("foods") }
    parts.sections = sections
    return parts
  }

  private mutating func readFoods(into parts: inout Parts) throws(Fault) {
    parts.foods = FoodColumns()
    parts.dishes = [:]
    parts.missingFootprints = []
    guard peek() == UInt8(ascii: "[") else { throw wrongType("a list") }
    at += 1
    list = "foods"
    // Fields are named from the food: "name", not "foods.name".
    let outer = path
    path = []
    defer { path = outer }
    var index = try readFoodsInTwo(into: &parts)
    if let index {
      progress?(at, end, index)
    } else {
      index = try readFoodElements(into: &parts, from: 0)
      progress?(at, end, index ?? 0)
    }
    leaveEntries()
  }

  /// The foods from the reader's place to the end of the list (or to `stop`, where one starts
  /// exactly there), numbered from `first`; the number read, or nil when it stopped at `stop`.
  /// `done` is how far another reader has got, for the progress bar.
  mutating func readFoodElements(into parts: inout Parts, from first: Int, stoppingAt stop: Int? = nil, done: (() -> Int)? = nil) throws(Fault) -> Int? {
    var index = first
    let start = at
    let stopped = try readElements(stoppingAt: stop) { (reader: inout CatalogReader) throws(Fault) in
      reader.entry = index
      reader.entryOffset = reader.at
      reader.id = nil
      try reader.readFood(into: &parts)
      index += 1
      if index - first == Self.foodsToEstimateFrom {
        // The bytes to the end (all this part of the list, and a second half appended to it)
        // over the bytes so far: how many times these foods the columns will hold.
        let factor = Self.estimateMargin * Double(reader.end - start) / Double(reader.at - start)
        if factor > 2 { parts.foods.reserveCapacity(scaledBy: factor) }
      }
      if index & 0x3FFF == 0 {
        reader.progress?(reader.at + (done?() ?? 0), reader.end, index)
        reader.release?(reader.at)
      }
    }
    return stopped ? nil : index - first
  }

  /// After this many foods, a big list's columns are given room for the whole list, estimated
  /// from the bytes these took, with a margin: room not filled costs only address space.
  static let foodsToEstimateFrom = 16_384
  static let estimateMargin = 1.25

  private mutating func readEntries<T>(_ name: String, _ element: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> [T] {
    guard peek() == UInt8(ascii: "[") else { throw wrongType("a list") }
    at += 1
    list = name
    let outer = path
    path = []
    defer { path = outer }
    var items: [T] = []
    try readElements { (reader: inout CatalogReader) throws(Fault) in
      reader.entry = items.count
      reader.entryOffset = reader.at
      reader.id = nil
      items.append(try element(&reader))
    }
    leaveEntries()
    return items
  }

  private mutating func leaveEntries() {
    list = nil
    entry = nil
    entryOffset = nil
    id = nil
  }

  private static func readSource(_ r: inout CatalogReader) throws(Fault) -> Source {
    var id: String?
    var citation: String?
    var usedFor: String?
    try r.readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id": id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "citation": citation = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "used_for": usedFor = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw r.missing("id") }
    guard let citation else { throw r.missing("citation") }
    return Source(id: id, citation: citation, usedFor: usedFor)
  }

  private static func readSection(_ r: inout CatalogReader) throws(Fault) -> Section {
    var id: String?
    var name: String?
    var icon: String?
    var countsAsMeat: Bool?
    var generic: String?
    try r.readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id":
        id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
        r.id = id
      case "name": name = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "icon": icon = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "countsAsMeat": countsAsMeat = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readBool() }
      case "generic": generic = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw r.missing("id") }
    guard let name else { throw r.missing("name") }
    guard let icon else { throw r.missing("icon") }
    guard let countsAsMeat else { throw r.missing("countsAsMeat") }
    return Section(id: id, name: name, icon: icon, countsAsMeat: countsAsMeat, generic: generic)
  }

  /// The fault of a food that would take a text column past `FoodColumns.textLimit`.
  static func tooMuchText(at reader: CatalogReader) -> Fault {
    var fault = reader.fault(
      "one catalog holds at most 2 GB of names and aliases (and of ids, and of USDA rows), and this food passes it; split the foods, keeping one part as the catalog and importing the rest (nomeat-tui import csv FILE)"
    )
    fault.path = []
    return fault
  }

  /// One food into the columns. A dish, or a plain food without a footprint, goes in with
  /// placeholder figures and is noted in `parts` for `Catalog.compose`.
  mutating func readFood(into parts: inout Parts) throws(Fault) {
    var id: String?
    var name: String?
    var section: String?
    var icon: String?
    var aliases: [String]?
    var portions: Portions?
    var measure: HouseholdMeasure?
    var footprint: Footprint?
    var nutrition: Nutrition?
    var recipe: Recipe?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id":
        id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
        r.id = id
      case "name": name = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "section": section = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString(repeating: .section) }
      case "icon": icon = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString(repeating: .icon) }
      case "aliases":
        aliases = try r.required(key) { (r: inout CatalogReader) throws(Fault) in
          try r.readList { (r: inout CatalogReader) throws(Fault) in try r.readString() }
        }
      case "portions": portions = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readPortions() }
      case "measure": measure = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readMeasure() }
      case "footprint": footprint = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readFootprint() }
      case "nutrition": nutrition = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readNutrition() }
      case "recipe": recipe = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readRecipe() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw missing("id") }
    guard let name else { throw missing("name") }
    guard let section else { throw missing("section") }
    guard let icon else { throw missing("icon") }
    guard let aliases else { throw missing("aliases") }
    let position = Int32(parts.foods.count)
    var food = Food(
      id: id, name: name, section: section, icon: icon, aliases: aliases, portions: portions, measure: measure,
      footprint: footprint ?? Footprint(kgCO2ePerKg: 0, product: "", proxy: false), nutrition: nutrition)
    if let recipe {
      parts.dishes[position] = Dish(
        recipe: recipe, typesFootprint: footprint != nil, typesNutrition: nutrition != nil, typesPortions: portions != nil)
      food = Catalog.placeholder(forDish: food)
    } else if footprint == nil {
      parts.missingFootprints.append(position)
    }
    guard parts.foods.hasRoom(for: food) else { throw Self.tooMuchText(at: self) }
    parts.rules.note(food, at: position, isDish: recipe != nil)
    parts.foods.append(food)
  }

  private mutating func readPortions() throws(Fault) -> Portions {
    var grams: [String: Int] = [:]
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "little", "some", "lot": grams[key] = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readGrams() }
      default: try r.skipValue(depth: 0)
      }
    }
    for key in ["little", "some", "lot"] where grams[key] == nil { throw missing(key) }
    return Portions(little: grams["little"] ?? 0, some: grams["some"] ?? 0, lot: grams["lot"] ?? 0)
  }

  private mutating func readMeasure() throws(Fault) -> HouseholdMeasure {
    var label: String?
    var grams: Int?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "label": label = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "grams": grams = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readGrams() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let label else { throw missing("label") }
    guard let grams else { throw missing("grams") }
    return HouseholdMeasure(label: label, grams: grams)
  }

  private mutating func readFootprint() throws(Fault) -> Footprint {
    var kg: Double?
    var product: String?
    var proxy: Bool?
    var cookingYield: CookingYield?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "kgCO2ePerKg": kg = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "product": product = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString(repeating: .product) }
      case "proxy": proxy = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readBool() }
      case "yield": cookingYield = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readYield() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let kg else { throw missing("kgCO2ePerKg") }
    guard let product else { throw missing("product") }
    guard let proxy else { throw missing("proxy") }
    return Footprint(kgCO2ePerKg: kg, product: product, proxy: proxy, cookingYield: cookingYield)
  }

  private mutating func readYield() throws(Fault) -> CookingYield {
    var factor: Double?
    var raw: String?
    var rawDescription: String?
    var eaten: String?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "factor": factor = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "rawUsdaNdb": raw = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "rawUsdaDescription": rawDescription = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "eatenUsdaNdb": eaten = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let factor else { throw missing("factor") }
    return CookingYield(factor: factor, rawUsdaNdb: raw, rawUsdaDescription: rawDescription, eatenUsdaNdb: eaten)
  }

  private mutating func readNutrition() throws(Fault) -> Nutrition {
    var amounts = NutrientAmounts.unknown
    var kcal: Double?
    var protein: Double?
    var ndb: String?
    var description: String?
    var proxy: Bool?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "kcalPer100g": kcal = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "proteinPer100g": protein = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "fibrePer100g": amounts[.fibre] = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "per100g": _ = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readPer100g(into: &amounts) }
      case "usdaNdb": ndb = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "usdaDescription": description = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "proxy": proxy = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readBool() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let kcal else { throw missing("kcalPer100g") }
    guard let protein else { throw missing("proteinPer100g") }
    guard let ndb else { throw missing("usdaNdb") }
    guard let description else { throw missing("usdaDescription") }
    amounts[.kcal] = kcal
    amounts[.protein] = protein
    return Nutrition(per100g: amounts, usdaNdb: ndb, usdaDescription: description, proxy: proxy ?? false)
  }

  /// The members of `nutrition.per100g`: nutrients by table id, each may be null (unknown). An
  /// id the table does not have is refused, not skipped: a typo ("iorn") would lose the figure.
  private mutating func readPer100g(into amounts: inout NutrientAmounts) throws(Fault) {
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      guard let nutrient = Nutrition.per100gNutrients[key] else {
        r.path.append(key)
        throw r.fault(Nutrition.per100gProblem(key))
      }
      amounts[nutrient] = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
    }
  }

  private mutating func readRecipe() throws(Fault) -> Recipe {
    var serving: Int?
    var ingredients: [RecipeIngredient]?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "servingGrams": serving = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readGrams() }
      case "ingredients":
        ingredients = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readList(Self.readIngredient) }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let serving else { throw missing("servingGrams") }
    guard let ingredients else { throw missing("ingredients") }
    return Recipe(servingGrams: serving, ingredients: ingredients)
  }

  private static func readIngredient(_ r: inout CatalogReader) throws(Fault) -> RecipeIngredient {
    var id: String?
    var grams: Double?
    try r.readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id": id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "grams": grams = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw r.missing("id") }
    guard let grams else { throw r.missing("grams") }
    return RecipeIngredient(id: id, grams: grams)
  }

  // MARK: Fields

  /// A field that must be there and not null; the key goes on the path for errors.
  mutating func required<T>(_ key: String, _ value: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> T {
    path.append(key)
    defer { path.removeLast() }
    return try value(&self)
  }

  /// A field that may be null.
  mutating func optional<T>(_ key: String, _ value: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> T? {
    path.append(key)
    defer { path.removeLast() }
    if peek() == UInt8(ascii: "n") {
      try literal("null")
      return nil
    }
    return try value(&self)
  }
}
