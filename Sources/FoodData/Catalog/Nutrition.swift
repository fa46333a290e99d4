/// A food's nutrients per 100 g as eaten (`per100g`, every nutrient of `Nutrient.all`, unknown
/// where the source has no figure), and the USDA row they come from.
///
/// In catalog JSON, energy, protein and fibre keep the fields they had before the nutrient
/// table (`kcalPer100g`, `proteinPer100g`, `fibrePer100g`), so that every catalog written
/// before reads as it did; every other nutrient is a member of `per100g`, keyed by its table id
/// and left out where unknown:
///
///     "nutrition": {"kcalPer100g": 144, "proteinPer100g": 15.8, "fibrePer100g": 2.3,
///                   "per100g": {"fat": 8.7, "calcium": 683, "iron": 2.7}, "usdaNdb": "16427", ...}
public struct Nutrition: Codable, Equatable, Sendable {
  public var per100g: NutrientAmounts
  /// The USDA row; empty for a composed food, whose figures are its ingredients'.
  public var usdaNdb: String
  public var usdaDescription: String
  /// True when SR28 has no row for this food and the row is a neighbouring food's; for a dish,
  /// when any ingredient's nutrition is a proxy.
  public var proxy: Bool

  public init(per100g: NutrientAmounts, usdaNdb: String, usdaDescription: String, proxy: Bool = false) {
    self.per100g = per100g
    self.usdaNdb = usdaNdb
    self.usdaDescription = usdaDescription
    self.proxy = proxy
  }

  /// Energy and protein, which every catalog food has, and fibre where it is known.
  public init(
    kcalPer100g: Double, proteinPer100g: Double, fibrePer100g: Double? = nil, usdaNdb: String,
    usdaDescription: String, proxy: Bool = false
  ) {
    var amounts = NutrientAmounts.unknown
    amounts[.kcal] = kcalPer100g
    amounts[.protein] = proteinPer100g
    amounts[.fibre] = fibrePer100g
    self.init(per100g: amounts, usdaNdb: usdaNdb, usdaDescription: usdaDescription, proxy: proxy)
  }

  /// The format requires energy and protein (`CatalogFormat`), so every Nutrition read or made
  /// has them; 0 only for a value made in code without them.
  public var kcalPer100g: Double { per100g[.kcal] ?? 0 }
  public var proteinPer100g: Double { per100g[.protein] ?? 0 }
  /// Total dietary fibre (USDA nutrient 291); nil where USDA gives no value.
  public var fibrePer100g: Double? { per100g[.fibre] }

  /// The nutrients with a field of their own, named as before the table; the others are members
  /// of `per100g`.
  static let ownFields: [Nutrient: String] = [.kcal: "kcalPer100g", .protein: "proteinPer100g", .fibre: "fibrePer100g"]

  /// The nutrients that `per100g` holds, by id: every one without a field of its own.
  static let per100gNutrients = Dictionary(
    uniqueKeysWithValues: Nutrient.all.filter { ownFields[$0] == nil }.map { ($0.id, $0) })

  /// The nutrient's field in a food, as messages name it: "nutrition.kcalPer100g",
  /// "nutrition.per100g.iron".
  static func field(of nutrient: Nutrient) -> String {
    "nutrition." + (ownFields[nutrient] ?? "per100g.\(nutrient.id)")
  }

  /// Why `per100g` cannot hold a key that `per100gNutrients` lacks: an id not in the table, or
  /// one of the nutrients with a field of their own (two places for one figure could disagree).
  static func per100gProblem(_ id: String) -> String {
    guard let own = Nutrient.named(id).flatMap({ ownFields[$0] }) else { return UnknownNutrient(id: id).message }
    return "'\(id)' has a field of its own, nutrition.\(own); move it there"
  }

  enum CodingKeys: String, CodingKey {
    case kcalPer100g, proteinPer100g, fibrePer100g, per100g, usdaNdb, usdaDescription, proxy
  }

  /// A nutrient id as a key of `per100g`.
  struct NutrientKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var amounts = NutrientAmounts.unknown
    amounts[.kcal] = try container.decode(Double.self, forKey: .kcalPer100g)
    amounts[.protein] = try container.decode(Double.self, forKey: .proteinPer100g)
    amounts[.fibre] = try container.decodeIfPresent(Double.self, forKey: .fibrePer100g)
    if container.contains(.per100g), try !container.decodeNil(forKey: .per100g) {
      let others = try container.nestedContainer(keyedBy: NutrientKey.self, forKey: .per100g)
      for key in others.allKeys {
        guard let nutrient = Self.per100gNutrients[key.stringValue] else {
          throw DecodingError.dataCorruptedError(forKey: key, in: others, debugDescription: Self.per100gProblem(key.stringValue))
        }
        amounts[nutrient] = try others.decodeIfPresent(Double.self, forKey: key)
      }
    }
    self.init(
      per100g: amounts, usdaNdb: try container.decode(String.self, forKey: .usdaNdb),
      usdaDescription: try container.decode(String.self, forKey: .usdaDescription),
      proxy: try container.decodeIfPresent(Bool.self, forKey: .proxy) ?? false)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kcalPer100g, forKey: .kcalPer100g)
    try container.encode(proteinPer100g, forKey: .proteinPer100g)
    try container.encodeIfPresent(fibrePer100g, forKey: .fibrePer100g)
    let others = per100g.known.filter { Self.ownFields[$0.nutrient] == nil }
    if !others.isEmpty {
      var nested = container.nestedContainer(keyedBy: NutrientKey.self, forKey: .per100g)
      for (nutrient, value) in others { try nested.encode(value, forKey: NutrientKey(stringValue: nutrient.id)) }
    }
    try container.encode(usdaNdb, forKey: .usdaNdb)
    try container.encode(usdaDescription, forKey: .usdaDescription)
    try container.encode(proxy, forKey: .proxy)
  }
}
