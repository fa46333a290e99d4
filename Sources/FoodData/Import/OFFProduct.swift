import Foundation

/// The fields of one Open Food Facts product that an import reads, from either export: a line
/// of the JSONL export (one JSON object) or a row of the tab-separated CSV export, whose columns
/// have the JSON's names (`code`, `product_name`, `energy-kcal_100g`, ...).
struct OFFProduct {
  var code = ""
  var name = ""
  var brand = ""
  /// Most specific last, as Open Food Facts lists them.
  var categories: [String] = []
  var analysis: [String] = []
  var servingGrams: Double?
  /// The nutriments per 100 g by their Open Food Facts field name (`iron_100g`), as read.
  var nutriments: [String: Double] = [:]

  /// The fields read: the identity ones, and each nutrient's `off_field` with energy in kJ.
  static let nutrimentFields = Set(Nutrient.all.map(\.offField) + ["energy_100g"])

  /// A product with no fields yet.
  init() {}

  /// A JSONL line; nil when it is not a JSON object (a truncated last line, say).
  init?(json line: ArraySlice<UInt8>) {
    guard let object = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] else { return nil }
    code = Self.text(object["code"])
    name = Self.text(object["product_name"])
    brand = Self.firstBrand(Self.text(object["brands"]))
    categories = (object["categories_tags"] as? [Any])?.map { Self.text($0) } ?? []
    analysis = (object["ingredients_analysis_tags"] as? [Any])?.map { Self.text($0) } ?? []
    servingGrams = Self.number(object["serving_quantity"])
    if let nutriments = object["nutriments"] as? [String: Any] {
      for field in Self.nutrimentFields { if let value = Self.number(nutriments[field]) { self.nutriments[field] = value } }
    }
  }

  /// A CSV row, by the header's columns; nil when it has another number of cells.
  init?(cells: [Substring], columns: [String: Int]) {
    func cell(_ name: String) -> String { columns[name].map { String(cells[$0]) } ?? "" }
    code = cell("code")
    name = cell("product_name")
    brand = Self.firstBrand(cell("brands"))
    categories = cell("categories_tags").split(separator: ",").map(String.init)
    analysis = cell("ingredients_analysis_tags").split(separator: ",").map(String.init)
    servingGrams = ImportFigure.value(cell("serving_quantity"))
    for field in Self.nutrimentFields where columns[field] != nil {
      if let value = ImportFigure.value(cell(field)) { nutriments[field] = value }
    }
  }

  /// "Ferrero, Nutella" -> "Ferrero".
  private static func firstBrand(_ brands: String) -> String {
    String(brands.split(separator: ",").first ?? "").trimmingCharacters(in: .whitespaces)
  }

  private static func text(_ value: Any?) -> String {
    switch value {
    case let text as String: text.trimmingCharacters(in: .whitespaces)
    case let number as NSNumber: number.stringValue
    default: ""
    }
  }

  /// A JSON number, or a string that is a decimal figure (the export has both).
  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: number.doubleValue.isFinite ? number.doubleValue : nil
    case let text as String: ImportFigure.value(text)
    default: nil
    }
  }

  /// Energy per 100 g in kcal: the kcal field, or the kJ one converted (1 kcal = 4.184 kJ).
  var kcal: Double? { nutriments["energy-kcal_100g"] ?? nutriments["energy_100g"].map { $0 / 4.184 } }
}
