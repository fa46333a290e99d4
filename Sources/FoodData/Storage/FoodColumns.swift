/// The foods of a catalog stored by field, one column each: texts in arenas, figures in arrays
/// of numbers, repeated strings (icons, sections, products) once. Names and aliases are the
/// search index's own text, so they are stored once for both.
///
/// A `Food` is made on demand for the few foods on screen: a million foods never exist as a
/// million structs. The same columns are what the compiled form maps from disk.
public struct FoodColumns: Sendable {
  /// Names and aliases: item i of the index is food i.
  public internal(set) var index = SearchIndex()
  var ids = TextColumn()
  var sectionIDs = InternTable()
  var sectionOf = Column<UInt32>()
  var icons = InternTable()
  var iconOf = Column<UInt32>()
  var kgCO2ePerKg = Column<Double>()
  var products = InternTable()
  var productOf = Column<UInt32>()
  var flags = Column<UInt8>()
  /// Every nutrient per 100 g that each food knows (`Nutrition.per100g`).
  var nutrients = NutrientColumns()
  var usdaNdb = TextColumn()
  var usdaDescription = TextColumn()
  /// Little, some and lot grams for each food (zeros where the food has no portions).
  var portions = Column<UInt16>()
  /// The composed foods' recipes, read when the food is made.
  var recipes = FoodRecords<Recipe>()
  /// What some foods have: the sections within a dish, a cooking yield, a nutrition proxy, a
  /// household measure; read when the food is made.
  var extras = FoodRecords<FoodExtras>()

  enum Flag {
    static let proxy: UInt8 = 1
    static let nutrition: UInt8 = 2
    // 4 was "fibre known", before every nutrient had a slot of its own in `nutrients`.
    static let portions: UInt8 = 8
  }

  public init() {}

  public init(_ foods: some Sequence<Food>) {
    for food in foods { append(food) }
  }

  public var count: Int { ids.count }

  /// The food at `position`, made from the columns.
  public func food(at position: Int) -> Food {
    let flag = flags[position]
    let keyCount = index.keyCount(item: position)
    var food = Food(
      id: ids[position], name: index.text(item: position, key: 0),
      section: sectionIDs.strings[Int(sectionOf[position])], icon: icons.strings[Int(iconOf[position])],
      aliases: (1..<max(1, keyCount)).map { index.text(item: position, key: $0) },
      footprint: Footprint(
        kgCO2ePerKg: kgCO2ePerKg[position], product: products.strings[Int(productOf[position])],
        proxy: flag & Flag.proxy != 0))
    if flag & Flag.portions != 0 {
      food.portions = Portions(
        little: Int(portions[3 * position]), some: Int(portions[3 * position + 1]), lot: Int(portions[3 * position + 2]))
    }
    if flag & Flag.nutrition != 0 {
      food.nutrition = Nutrition(
        per100g: nutrients.amounts(at: position), usdaNdb: usdaNdb[position], usdaDescription: usdaDescription[position])
    }
    food.recipe = recipes[position]
    if let extra = extras[position] {
      if let sections = extra.sectionsWithin { food.sectionsWithin = sections }
      food.footprint.cookingYield = extra.cookingYield
      if extra.nutritionProxy { food.nutrition?.proxy = true }
      food.measure = extra.measure
    }
    return food
  }

  /// Has the kernel read the search's columns of a mapped catalog in the background.
  public func prefetchSearchPages() { index.prefetchScanPages() }

  static let pageReleaseFoods = 100_000

  /// Gives back the memory of the columns that only the foods on screen are read from (a
  /// mapped catalog's pages; nothing for columns in memory). The search's own columns stay.
  /// A catalog of fewer than `pageReleaseFoods` foods keeps them: its columns weigh a few
  /// megabytes, and giving them back cost more (a call per column, the pages read again for the
  /// next food) than they weigh; it was a tenth of the built-in `search`.
  public func releaseMappedPages() {
    guard flags.count >= Self.pageReleaseFoods else { return }
    index.original.releasePages()
    index.originalStart.releasePages()
    for text in [ids, usdaNdb, usdaDescription] {
      text.bytes.releasePages()
      text.starts.releasePages()
    }
    for column in [sectionOf, iconOf, productOf] { column.releasePages() }
    kgCO2ePerKg.releasePages()
    nutrients.releasePages()
    flags.releasePages()
    portions.releasePages()
    recipes.releasePages()
    extras.releasePages()
  }

  /// The section id of the food at `position`, without making the food.
  public func sectionID(at position: Int) -> String { sectionIDs.strings[Int(sectionOf[position])] }

  /// The positions of each section's foods in file order, for the sections given by id (a food
  /// of a section not given is left out). The ids are matched once per distinct section, not
  /// once per food: a million foods are grouped in one pass over their section numbers.
  func positionsBySection(_ ids: [String]) -> [[Int]] {
    var slotOfID: [String: Int] = [:]
    for (slot, id) in ids.enumerated() { slotOfID[id] = slot }
    let slotOfNumber = sectionIDs.strings.map { slotOfID[$0] ?? -1 }
    var members = [[Int]](repeating: [], count: ids.count)
    sectionOf.withUnsafeBufferPointer { numbers in
      for (position, number) in numbers.enumerated() {
        let slot = slotOfNumber[Int(number)]
        if slot >= 0 { members[slot].append(position) }
      }
    }
    return members
  }

  /// The sections of the food and of its ingredients (`Food.sectionsWithin`), without making
  /// the food.
  public func sectionsWithin(at position: Int) -> [String] {
    extras[position]?.sectionsWithin ?? [sectionID(at: position)]
  }

  /// The position of the food with this id, without making any food.
  public func position(ofID id: String) -> Int? {
    (0..<count).first { ids.equals($0, id) }
  }

  public mutating func append(_ food: Food) {
    // A plain ASCII name alone (most of a big list) skips the String folding.
    var name = food.name
    let appended =
      food.aliases.isEmpty
      && name.withUTF8 { bytes in
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
        index.append(nameUTF8: UnsafeRawBufferPointer(bytes))
        return true
      }
    if !appended { index.append([food.name] + food.aliases) }
    ids.append(food.id)
    sectionOf.append(sectionIDs.number(of: food.section))
    iconOf.append(icons.number(of: food.icon))
    appendFigures(food)
  }

  private mutating func appendFigures(_ food: Food) {
    kgCO2ePerKg.append(food.footprint.kgCO2ePerKg)
    productOf.append(products.number(of: food.footprint.product))
    flags.append(Self.flags(of: food))
    nutrients.append(food.nutrition?.per100g)
    usdaNdb.append(food.nutrition?.usdaNdb ?? "")
    usdaDescription.append(food.nutrition?.usdaDescription ?? "")
    // Three appends, not an array of three: an allocation less for each of a million foods.
    let grams = Self.grams(of: food.portions)
    portions.append(grams.little)
    portions.append(grams.some)
    portions.append(grams.lot)
    recipes.append(food.recipe)
    extras.append(FoodExtras(food))
  }

  /// A food's portions as stored: grams are 1 to 5,000 (`CatalogBounds.portionGrams`), so
  /// 16 bits hold them; zeros for a food without portions.
  private static func grams(of portions: Portions?) -> (little: UInt16, some: UInt16, lot: UInt16) {
    guard let portions else { return (0, 0, 0) }
    return (UInt16(clamping: portions.little), UInt16(clamping: portions.some), UInt16(clamping: portions.lot))
  }

  private static func flags(of food: Food) -> UInt8 {
    var flag: UInt8 = food.footprint.proxy ? Flag.proxy : 0
    if food.nutrition != nil { flag |= Flag.nutrition }
    if food.portions != nil { flag |= Flag.portions }
    return flag
  }

  /// Replaces the food at `position`. Changing only figures (footprint, nutrition, portions,
  /// recipe) is done in place; changing a text the index holds rebuilds the columns.
  mutating func replace(at position: Int, with food: Food) {
    let old = self.food(at: position)
    guard old.id == food.id, old.name == food.name, old.aliases == food.aliases, old.section == food.section,
      old.icon == food.icon,
      // The stored row texts are read only when the food has nutrition (a composed dish's
      // placeholder stores the texts its nutrition will have, so composing is done in place).
      food.nutrition.map({ usdaNdb.equals(position, $0.usdaNdb) && usdaDescription.equals(position, $0.usdaDescription) }) ?? true,
      // And a dish's placeholder keeps a slot for every nutrient its recipe can give it.
      nutrients.fits(food.nutrition?.per100g, at: position)
    else {
      var foods = (0..<count).map(self.food(at:))
      foods[position] = food
      self = FoodColumns(foods)
      return
    }
    kgCO2ePerKg[position] = food.footprint.kgCO2ePerKg
    productOf[position] = products.number(of: food.footprint.product)
    flags[position] = Self.flags(of: food)
    nutrients.replace(at: position, with: food.nutrition?.per100g)
    let grams = Self.grams(of: food.portions)
    portions[3 * position] = grams.little
    portions[3 * position + 1] = grams.some
    portions[3 * position + 2] = grams.lot
    recipes.replace(at: position, with: food.recipe)
    extras.replace(at: position, with: FoodExtras(food))
  }

  /// The most bytes one text column holds (names and aliases, ids, the USDA rows): its offsets
  /// are 32-bit. A catalog's size is bounded by this, not by its file's: three million foods
  /// with every field (a 2.3 GB file) use a tenth of it.
  static let textLimit = Int(Int32.max)

  /// Whether `food` can be added without a text column passing `textLimit`. Folding a name
  /// (`SearchIndex`) can make it longer, up to three times its bytes.
  func hasRoom(for food: Food) -> Bool {
    let names = food.aliases.reduce(food.name.utf8.count) { $0 + $1.utf8.count }
    let rows = (food.nutrition?.usdaNdb.utf8.count ?? 0) + (food.nutrition?.usdaDescription.utf8.count ?? 0)
    return index.folded.count + 3 * names <= Self.textLimit && index.original.count + names <= Self.textLimit
      && ids.bytes.count + food.id.utf8.count <= Self.textLimit
      && max(usdaNdb.bytes.count, usdaDescription.bytes.count) + rows <= Self.textLimit
  }

  /// Whether `other`'s foods can follow these without a text column passing `textLimit`.
  func hasRoom(for other: FoodColumns) -> Bool {
    [
      (index.folded.count, other.index.folded.count), (index.original.count, other.index.original.count),
      (ids.bytes.count, other.ids.bytes.count), (usdaNdb.bytes.count, other.usdaNdb.bytes.count),
      (usdaDescription.bytes.count, other.usdaDescription.bytes.count),
    ].allSatisfy { $0 + $1 <= Self.textLimit }
  }

  /// Room in every column for `factor` times the foods it holds, for a list whose first foods
  /// say how big it will be (`CatalogReader.readFoodElements`).
  mutating func reserveCapacity(scaledBy factor: Double) {
    index.reserveCapacity(scaledBy: factor)
    ids.reserve(scaledBy: factor)
    sectionOf.reserve(scaledBy: factor)
    iconOf.reserve(scaledBy: factor)
    kgCO2ePerKg.reserve(scaledBy: factor)
    productOf.reserve(scaledBy: factor)
    flags.reserve(scaledBy: factor)
    nutrients.reserve(scaledBy: factor)
    usdaNdb.reserve(scaledBy: factor)
    usdaDescription.reserve(scaledBy: factor)
    portions.reserve(scaledBy: factor)
    recipes.reserve(scaledBy: factor)
    extras.reserve(scaledBy: factor)
  }

  /// These foods followed by `other`'s.
  func appending(_ other: FoodColumns) -> FoodColumns {
    var joined = self
    joined.append(other)
    return joined
  }

  /// `other`'s foods after these, in place: the halves of a big catalog are joined without
  /// copying the first (`CatalogReader.readFoodsInTwo`).
  mutating func append(_ other: FoodColumns) {
    index.append(contentsOf: other.index)
    ids.append(contentsOf: other.ids)
    // Each of the other's few strings is numbered here once; its foods then take a table's
    // entry, not a hash of their string each.
    func renumbered(_ numbers: Column<UInt32>, from theirs: InternTable, into ours: inout InternTable) -> [UInt32] {
      let table = theirs.strings.map { ours.number(of: $0) }
      return numbers.elements.map { table[Int($0)] }
    }
    sectionOf.append(contentsOf: renumbered(other.sectionOf, from: other.sectionIDs, into: &sectionIDs))
    iconOf.append(contentsOf: renumbered(other.iconOf, from: other.icons, into: &icons))
    kgCO2ePerKg.append(contentsOf: other.kgCO2ePerKg.elements)
    productOf.append(contentsOf: renumbered(other.productOf, from: other.products, into: &products))
    flags.append(contentsOf: other.flags.elements)
    nutrients.append(contentsOf: other.nutrients)
    usdaNdb.append(contentsOf: other.usdaNdb)
    usdaDescription.append(contentsOf: other.usdaDescription)
    portions.append(contentsOf: other.portions.elements)
    recipes.append(contentsOf: other.recipes)
    extras.append(contentsOf: other.extras)
  }
}

/// The figures of a food that only some foods have, kept beside the columns.
struct FoodExtras: Equatable, Sendable {
  /// Nil when the food's only section is its own.
  var sectionsWithin: [String]?
  var cookingYield: CookingYield?
  var nutritionProxy: Bool
  var measure: HouseholdMeasure?

  init(sectionsWithin: [String]?, cookingYield: CookingYield?, nutritionProxy: Bool, measure: HouseholdMeasure? = nil) {
    self.sectionsWithin = sectionsWithin
    self.cookingYield = cookingYield
    self.nutritionProxy = nutritionProxy
    self.measure = measure
  }

  /// Nil for a food that has none of them.
  init?(_ food: Food) {
    // Compared without making `[food.section]`: this runs for every food read.
    let isOwnSection = food.sectionsWithin.count == 1 && food.sectionsWithin[0] == food.section
    sectionsWithin = isOwnSection ? nil : food.sectionsWithin
    cookingYield = food.footprint.cookingYield
    nutritionProxy = food.nutrition?.proxy ?? false
    measure = food.measure
    if sectionsWithin == nil && cookingYield == nil && !nutritionProxy && measure == nil { return nil }
  }
}
