/// A nutrient the app keeps: one row of `Data/nutrients.tsv` (see `Nutrient.all`, generated
/// from it), which says where its figures come from, what bounds them and what a day should hold.
public struct Nutrient: Sendable, Hashable, Identifiable {
  /// The position in `Nutrient.all`, where `NutrientAmounts` keeps its value.
  public let index: Int
  /// The key in catalog.json, the log and JSON output ("vitamin_b12").
  public let id: String
  /// "Vitamin B12".
  public let label: String
  /// A few letters for narrow columns ("B12", "Fe").
  public let short: String
  public let unit: NutrientUnit
  /// The column of Data/usda-sr28-foods.tsv or Data/usda-sr28-nutrients.tsv, per 100 g, and
  /// the factor that turns its figure into `unit` (salt is sodium × 2.5, mg to g).
  public let usdaColumn: String
  public let usdaFactor: Double
  /// The column of FNDDS 2017-2018's nutrient-values.csv (same factor as USDA's).
  public let fnddsColumn: String
  /// The Open Food Facts nutriments field per 100 g, which OFF stores in grams (kcal for
  /// energy), and the factor into `unit`.
  public let offField: String
  public let offFactor: Double
  /// Above it, a figure per 100 g is a typo or an attack: SR28's largest value fits under it.
  public let maxPer100g: Double
  /// An adult's daily reference intake, in `unit`, and where it comes from.
  public let reference: Double
  public let referenceSource: ReferenceSource
  public let better: Direction

  /// A floor to reach (fibre, iron), a ceiling to stay under (salt, saturated fat), or neither.
  public enum Direction: Sendable, Hashable {
    case more, less, neither
  }

  /// The nutrient with this id, nil for an id the table does not have.
  public static func named(_ id: String) -> Nutrient? { byID[id] }

  private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// `maxPer100g` of each nutrient by index, for the checks a million foods go through.
  static let maximaPer100g = all.map(\.maxPer100g)

  /// An amount of this nutrient as a share of the reference intake (0.5 is half of a day's).
  public func shareOfReference(_ amount: Double) -> Double { amount / reference }
}

/// The units of the table. Figures are kept in them, never converted on the way.
public enum NutrientUnit: Sendable, Hashable {
  case kcal, grams, milligrams, micrograms

  /// As the table and JSON output write it.
  public var symbol: String {
    switch self {
    case .kcal: "kcal"
    case .grams: "g"
    case .milligrams: "mg"
    case .micrograms: "ug"
    }
  }

  /// As a person reads it: "µg" for micrograms (the app and the command line's text alike);
  /// `symbol` stays the identifier in JSON and in export's column names.
  public var text: String { self == .micrograms ? "µg" : symbol }
}

/// Where a reference intake comes from, as cited wherever one reaches the user.
public enum ReferenceSource: Sendable, Hashable {
  /// Regulation (EU) No 1169/2011, Annex XIII: Part A for vitamins and minerals, Part B for
  /// energy and the macronutrients.
  case euRegulation1169
  /// UK Scientific Advisory Committee on Nutrition, Carbohydrates and Health (2015): 30 g of
  /// fibre a day, which the EU regulation does not set.
  case sacn2015

  public var citation: String {
    switch self {
    case .euRegulation1169: "Regulation (EU) No 1169/2011, Annex XIII"
    case .sacn2015: "SACN, Carbohydrates and Health (2015)"
    }
  }
}
