/// Every field of the catalog file, in one list: what `CatalogReader` reads, what the compiled
/// form keeps, and what the README's "Catalog format" section says. The tests are generated from
/// it (a fixture that sets every field, each field missing, null or of the wrong type, each
/// field's value seen through the reader and through the compiled round trip), so that a field
/// added here and forgotten by one of them fails a test, and the README is checked against it.
public enum CatalogFormat {
  /// What a field holds, as the README names it.
  public enum Kind: String, Sendable {
    case string
    case number
    case wholeNumber = "whole number"
    case bool = "true or false"
    case strings = "list of strings"
    case object
    case objects = "list of objects"
  }

  public struct Field: Sendable {
    /// The field's place from the top of the file: "foods[].footprint.yield.factor".
    public var path: String
    public var kind: Kind
    /// Optional fields may be left out or null; required ones must be there and not null.
    public var isRequired: Bool
    public var meaning: String

    /// The last part of the path: the key in its object.
    public var key: String { String(path.split(separator: ".").last ?? "").replacingOccurrences(of: "[]", with: "") }
    /// The path of the object this field is a member of ("" for the top level).
    public var parent: String {
      guard let dot = path.lastIndex(of: ".") else { return "" }
      return String(path[..<dot])
    }
  }

  private static func required(_ path: String, _ kind: Kind, _ meaning: String) -> Field {
    Field(path: path, kind: kind, isRequired: true, meaning: meaning)
  }

  private static func optional(_ path: String, _ kind: Kind, _ meaning: String) -> Field {
    Field(path: path, kind: kind, isRequired: false, meaning: meaning)
  }

  /// In file order: a parent before its members.
  public static let fields: [Field] =
    [
      optional("sources", .objects, "the studies and tables the figures come from"),
      required("sources[].id", .string, "the source's id"),
      required("sources[].citation", .string, "how to cite it"),
      optional("sources[].used_for", .string, "what it gives (footprint, nutrition)"),
      required("sections", .objects, "the picker's groups, in the order shown"),
      required("sections[].id", .string, "unique among sections"),
      required("sections[].name", .string, "the header shown, at most 200 characters"),
      required("sections[].icon", .string, "one emoji"),
      required("sections[].countsAsMeat", .bool, "whether eating from it answers \"meat today?\" with yes by default"),
      optional("sections[].generic", .string, "the id of the section's own generic food"),
      required("foods", .objects, "the foods, in the order searches break ties by"),
      required("foods[].id", .string, "unique among foods"),
      required("foods[].name", .string, "at most 200 characters"),
      required("foods[].section", .string, "a section's id"),
      required("foods[].icon", .string, "one emoji"),
      required("foods[].aliases", .strings, "other words for the food, each searched like its name"),
      optional("foods[].portions", .object, "grams for the three quantities, where 50/150/300 is wrong; not for a dish"),
      required("foods[].portions.little", .wholeNumber, "grams of \"A little\", 1-5000"),
      required("foods[].portions.some", .wholeNumber, "grams of \"Some\", 1-5000"),
      required("foods[].portions.lot", .wholeNumber, "grams of \"A lot\", 1-5000"),
      optional("foods[].measure", .object, "USDA's household measure, offered in the quantity list and counted by --quantity 2x"),
      required("foods[].measure.label", .string, "as USDA words it, up to 40 characters (\"1 large\", \"1 slice\", \"1 cup\")"),
      required("foods[].measure.grams", .wholeNumber, "grams of one measure, 1-5000"),
      optional("foods[].footprint", .object, "required for a plain food; a dish's is computed from its recipe"),
      required("foods[].footprint.kgCO2ePerKg", .number, "kg CO2e per kg as eaten, 0-1000"),
      required("foods[].footprint.product", .string, "the study's product row"),
      required("foods[].footprint.proxy", .bool, "true when the row is the nearest one, not the food's own"),
      optional("foods[].footprint.yield", .object, "kg as eaten per kg of the study's product"),
      required("foods[].footprint.yield.factor", .number, "the factor the study's figure was divided by"),
      optional("foods[].footprint.yield.rawUsdaNdb", .string, "the raw or dry USDA row"),
      optional("foods[].footprint.yield.rawUsdaDescription", .string, "its description"),
      optional("foods[].footprint.yield.eatenUsdaNdb", .string, "the as-eaten USDA row"),
      optional("foods[].nutrition", .object, "per 100 g, from a USDA SR28 row; not for a dish"),
      required("foods[].nutrition.kcalPer100g", .number, "0-1000"),
      required("foods[].nutrition.proteinPer100g", .number, "grams, 0-100"),
      optional("foods[].nutrition.fibrePer100g", .number, "grams, 0-100; left out where USDA has none"),
      optional("foods[].nutrition.per100g", .object, "the other nutrients of Data/nutrients.tsv by id, each left out where unknown; another key is refused"),
    ] + per100gFields + [
      required("foods[].nutrition.usdaNdb", .string, "the USDA row"),
      required("foods[].nutrition.usdaDescription", .string, "its description"),
      optional("foods[].nutrition.proxy", .bool, "true when the row is a neighbouring food's"),
      optional("foods[].recipe", .object, "makes the food a dish: its figures are its ingredients'"),
      required("foods[].recipe.servingGrams", .wholeNumber, "grams of one serving (\"Some\"), 1-5000"),
      required("foods[].recipe.ingredients", .objects, "what one serving is made of, at least one"),
      required("foods[].recipe.ingredients[].id", .string, "a food of the catalog (a dish too, to any depth)"),
      required("foods[].recipe.ingredients[].grams", .number, "grams of it in one serving, above 0"),
    ]

  /// One field per nutrient of `per100g`, from the table, so that a nutrient added to
  /// Data/nutrients.tsv is read, checked, compiled and documented with no line written here.
  private static var per100gFields: [Field] {
    Nutrient.all.filter { Nutrition.per100gNutrients[$0.id] != nil }.map { nutrient in
      let max = CatalogBounds.text(0...nutrient.maxPer100g)
      return optional("foods[].nutrition.per100g.\(nutrient.id)", .number, "\(nutrient.label), \(nutrient.unit.symbol), \(max)")
    }
  }

  /// The README's table of the format, row by row, as `README.md` must hold it.
  public static var readmeRows: [String] {
    fields.map { field in
      "| `\(field.path)` | \(field.kind.rawValue) | \(field.isRequired ? "required" : "optional") | \(field.meaning) |"
    }
  }
}
