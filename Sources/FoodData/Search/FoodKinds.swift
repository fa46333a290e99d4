/// What a food is made of, as far as a query can rule it out: meat (fish included), dairy, eggs.
///
/// A food is of a kind when it or any of its ingredients, at any depth, is in a section of that
/// kind: the rule `Catalog.countsAsMeat` counts meat by, so that a ham sandwich is meat and a
/// cheese pizza dairy. FNDDS sections count as their curated parents, an import's sections by
/// their names (`Catalog.foodKinds`).
public struct FoodKinds: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let meat = FoodKinds(rawValue: 1)
  public static let dairy = FoodKinds(rawValue: 2)
  public static let eggs = FoodKinds(rawValue: 4)
  /// What a vegan query rules out.
  public static let animal: FoodKinds = [.meat, .dairy, .eggs]
}

/// The kinds of each food of an index, asked one food at a time: only the hits a rule is about
/// are asked (a loose reading's, or those of a query that rules a kind out), never the catalog.
public struct FoodKindLookup: Sendable {
  private let lookup: @Sendable (Int) -> FoodKinds

  /// - Parameter lookup: the kinds of the item at a position of the index.
  public init(_ lookup: @escaping @Sendable (Int) -> FoodKinds) {
    self.lookup = lookup
  }

  public func kinds(of item: Int) -> FoodKinds { lookup(item) }
}
