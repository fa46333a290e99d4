/// `nomeat-tui import off FILE`: Open Food Facts' JSONL or CSV export, read a line at a time
/// (the exports are several GB), each product made a food priced by its categories through
/// `Data/off-category-products.tsv` and marked as a proxy. Products that cannot be foods are
/// skipped and counted by reason, never guessed.
public struct OFFImport {
  public static let name = "off"

  public enum Format: Sendable { case jsonl, csv }

  /// Why a product was not imported.
  public enum Skip: String, CaseIterable, Sendable, Error {
    case noName = "no name"
    case noEnergy = "no energy or protein"
    case noCategory = "no category the mapping prices"
    case unshowable = "a name that cannot be shown"
    case outOfRange = "energy or protein out of range"
    case repeated = "a barcode given twice"
    case unreadable = "a line that is not a product"
  }

  public let format: Format
  let file: String
  private var columns: [String: Int] = [:]
  private var columnCount = 0
  private var foods = FoodColumns()
  private var ids = Set<String>()
  private var line = 1
  public private(set) var skipped: [Skip: Int] = [:]

  /// The four sections of an import: meat is said by the product's own tags where it has
  /// them, else by the study product its category prices it as.
  static let sections = [
    Section(id: "off-meat", name: "Open Food Facts: meat and fish", icon: "🥩", countsAsMeat: true),
    Section(id: "off-vegetarian", name: "Open Food Facts: vegetarian", icon: "🧀", countsAsMeat: false),
    Section(id: "off-vegan", name: "Open Food Facts: vegan", icon: "🌱", countsAsMeat: false),
    Section(id: "off-unsaid", name: "Open Food Facts: not said", icon: "🛒", countsAsMeat: false),
  ]

  /// Reads the first line: a JSON object starts the JSONL export, a header with `code` and
  /// `product_name` the CSV one; anything else is not an Open Food Facts export.
  public init(firstLine: ArraySlice<UInt8>, file: String) throws(ImportError) {
    self.file = file
    if firstLine.contains(0) { throw ImportError(file: file, problem: "binary data, not text; give Open Food Facts' JSONL or CSV export") }
    if firstLine.first == UInt8(ascii: "{") {
      format = .jsonl
      add(firstLine)
      return
    }
    let header = String(decoding: firstLine, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard header.contains("code"), header.contains("product_name") else {
      throw ImportError(
        file: file, line: 1,
        problem:
          "not an Open Food Facts export: neither a JSON object (the .jsonl export) nor a tab-separated header with code and product_name (the .csv export)")
    }
    format = .csv
    columnCount = header.count
    for (index, name) in header.enumerated() where columns[name] == nil { columns[name] = index }
  }

  public var imported: Int { foods.count }

  /// One more line of the export (without its line break).
  public mutating func add(_ bytes: ArraySlice<UInt8>) {
    line += 1
    let product: OFFProduct?
    switch format {
    case .jsonl:
      guard !bytes.allSatisfy({ $0 == 32 || $0 == 13 }) else { return }
      product = OFFProduct(json: bytes)
    case .csv:
      let text = String(decoding: bytes.last == 13 ? bytes.dropLast() : bytes, as: UTF8.self)
      guard !text.isEmpty else { return }
      let cells = text.split(separator: "\t", omittingEmptySubsequences: false)
      product = cells.count == columnCount ? OFFProduct(cells: cells, columns: columns) : nil
    }
    guard let product else { return skip(.unreadable) }
    switch food(product) {
    case .success(let food): foods.append(food)
    case .failure(let reason): skip(reason)
    }
  }

  private mutating func skip(_ reason: Skip) { skipped[reason, default: 0] += 1 }

  private mutating func food(_ product: OFFProduct) -> Result<Food, Skip> {
    guard !product.name.isEmpty else { return .failure(.noName) }
    guard let kcal = product.kcal, let protein = product.nutriments[Nutrient.protein.offField] else { return .failure(.noEnergy) }
    guard let price = product.categories.reversed().lazy.compactMap({ Self.categoryProducts[$0] }).first else {
      return .failure(.noCategory)
    }
    let code = String(product.code.filter(\.isNumber).prefix(20))
    let id = "\(Self.name):\(code.isEmpty ? "line-\(line)" : code)"
    // Only looked up here: the code is taken once the product is imported, so that a product
    // refused below leaves its code to a later line that can be.
    guard !ids.contains(id) else { return .failure(.repeated) }
    var amounts = NutrientAmounts.unknown
    amounts[.kcal] = kcal
    amounts[.protein] = protein * Nutrient.protein.offFactor
    for nutrient in Nutrient.all where nutrient != .kcal && nutrient != .protein {
      // A figure past its bound is a typo in the product's page: that nutrient is not known.
      if let value = product.nutriments[nutrient.offField].map({ $0 * nutrient.offFactor }), value <= nutrient.maxPer100g {
        amounts[nutrient] = value
      }
    }
    let section = Self.section(product, pricedAsMeat: price.meat)
    let brand = product.brand.isEmpty || product.name.localizedCaseInsensitiveContains(product.brand) ? "" : " (\(product.brand))"
    var food = Food(
      id: id, name: String((product.name + brand).prefix(CatalogBounds.nameCharacters)), section: section.id, icon: section.icon,
      aliases: code.isEmpty ? [] : [code],
      footprint: Footprint(kgCO2ePerKg: price.kg, product: price.product, proxy: true),
      nutrition: Nutrition(per100g: amounts, usdaNdb: "", usdaDescription: "Open Food Facts \(code.isEmpty ? "product" : code)"))
    if let serving = product.servingGrams.map({ Int($0.rounded()) }), (2...2500).contains(serving) {
      food.portions = Portions(little: serving / 2, some: serving, lot: serving * 2)
    }
    if let fault = CatalogRules.fault(in: food) {
      return .failure(fault.field.hasPrefix("nutrition") ? .outOfRange : .unshowable)
    }
    ids.insert(id)
    return .success(food)
  }

  /// The product's own word first (vegan, vegetarian, not vegetarian), else its price's.
  static func section(_ product: OFFProduct, pricedAsMeat: Bool) -> Section {
    let tags = Set(product.analysis)
    if tags.contains("en:non-vegetarian") { return sections[0] }
    if tags.contains("en:vegan") { return sections[2] }
    if tags.contains("en:vegetarian") { return sections[1] }
    return pricedAsMeat ? sections[0] : sections[3]
  }

  /// The imported foods as a catalog, its sections those used.
  public func catalog() throws(ImportError) -> Catalog {
    guard foods.count > 0 else {
      throw ImportError(file: file, problem: "no product could be imported (\(skippedWords)); give Open Food Facts' JSONL or CSV export")
    }
    let used = Set((0..<foods.count).map { foods.sectionID(at: $0) })
    let catalog = Catalog(sources: [Self.source], sections: Self.sections.filter { used.contains($0.id) }, foods: FoodList(columns: foods))
    return try ImportText.checked(catalog, file: file)
  }

  /// "12 with no name, 3 with no energy or protein".
  public var skippedWords: String {
    let parts = Skip.allCases.compactMap { reason in skipped[reason].map { "\($0) with \(reason.rawValue)" } }
    return parts.isEmpty ? "none skipped" : parts.joined(separator: ", ")
  }

  static let source = Source(
    id: "open-food-facts-import",
    citation:
      "Open Food Facts contributors, openfoodfacts.org (Open Database License 1.0; contents: Database Contents License); footprints by category from Poore & Nemecek (2018), as proxies.",
    usedFor: "nutrition; footprint by category")
}
