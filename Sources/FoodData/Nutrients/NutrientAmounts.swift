/// A figure for each nutrient of the table, or none where it is unknown: per 100 g of a food,
/// or for the grams of a meal. An unknown value stays unknown through scaling and recipes; it is
/// never zero (a food with no iron is a known 0).
public struct NutrientAmounts: Sendable, Hashable {
  /// By `Nutrient.index`; NaN marks an unknown value (one array, no optional boxes: a million
  /// foods keep these).
  private var values: [Double]

  /// Every value unknown.
  public static let unknown = NutrientAmounts(values: [Double](repeating: .nan, count: Nutrient.all.count))

  private init(values: [Double]) { self.values = values }

  /// The amounts named, every other unknown.
  public init(_ known: [Nutrient: Double]) {
    self = .unknown
    for (nutrient, value) in known { self[nutrient] = value }
  }

  /// The amounts named by their table ids; an id the table does not have is an error, named.
  public init(ids known: [String: Double]) throws(UnknownNutrient) {
    self = .unknown
    for (id, value) in known {
      guard let nutrient = Nutrient.named(id) else { throw UnknownNutrient(id: id) }
      self[nutrient] = value
    }
  }

  public subscript(nutrient: Nutrient) -> Double? {
    get {
      let value = values[nutrient.index]
      return value.isNaN ? nil : value
    }
    set { values[nutrient.index] = newValue ?? .nan }
  }

  /// The value of `Nutrient.all[index]`, nil where unknown: by index, for loops over a million
  /// foods that would otherwise copy each nutrient's row (and retain its texts) to ask.
  func value(at index: Int) -> Double? {
    let value = values[index]
    return value.isNaN ? nil : value
  }

  mutating func setValue(_ value: Double?, at index: Int) { values[index] = value ?? .nan }

  /// The known values, in the table's order.
  public var known: [(nutrient: Nutrient, value: Double)] {
    Nutrient.all.compactMap { nutrient in self[nutrient].map { (nutrient, $0) } }
  }

  /// The known values keyed by id, as catalog.json and JSON output write them.
  public var byID: [String: Double] {
    Dictionary(uniqueKeysWithValues: known.map { ($0.nutrient.id, $0.value) })
  }

  /// Every value times `factor` (grams / 100 turns a per-100 g figure into a meal's); unknown
  /// stays unknown.
  public func scaled(by factor: Double) -> NutrientAmounts {
    NutrientAmounts(values: values.map { $0 * factor })
  }

  /// The sum of parts, such as a recipe's ingredients already scaled to their grams: a value is
  /// known only where every part knows it, since a part with no figure could hold any amount.
  public static func sum(_ parts: [NutrientAmounts]) -> NutrientAmounts {
    var total = [Double](repeating: 0, count: Nutrient.all.count)
    for part in parts {
      for index in total.indices { total[index] += part.values[index] }
    }
    return NutrientAmounts(values: total)
  }

  /// Per 100 g of a mixture from per 100 g of its parts and their weights (a recipe's
  /// ingredients and grams): the weighted sum divided by the total weight, in that order, so
  /// that a dish's energy is the same to the last bit as when it alone was composed. Unknown
  /// where any part's is.
  public static func weightedMean(_ parts: [(amounts: NutrientAmounts, weight: Double)]) -> NutrientAmounts {
    let total = parts.reduce(0) { $0 + $1.weight }
    let sum = sum(parts.map { $0.amounts.scaled(by: $0.weight) })
    return NutrientAmounts(values: sum.values.map { $0 / total })
  }

  public static func == (left: NutrientAmounts, right: NutrientAmounts) -> Bool {
    zip(left.values, right.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }

  public func hash(into hasher: inout Hasher) {
    for value in values { hasher.combine(value.isNaN ? Double.infinity : value) }
  }
}

/// A nutrient id that `Data/nutrients.tsv` does not have.
public struct UnknownNutrient: Error, Equatable, Sendable {
  public let id: String

  /// "no nutrient 'iorn'; the nutrients are kcal, protein, ..."
  public var message: String {
    "no nutrient '\(id)'; the nutrients are \(Nutrient.all.map(\.id).joined(separator: ", "))"
  }
}
