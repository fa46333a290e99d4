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

/// The kinds of each food of an index (`Catalog.foodKinds`).
public typealias FoodKindLookup = ItemLookup<FoodKinds>
/// The foods each food of an index is made of, at any depth (`Catalog.ingredientLookup`).
public typealias FoodIngredientLookup = ItemLookup<[Int]>

/// Something known of each item of an index, asked one item at a time: only the hits a rule is
/// about are asked (a loose reading's, or those of a query that rules a kind out), never the
/// catalog.
public struct ItemLookup<Value>: Sendable {
  private let lookup: @Sendable (Int) -> Value

  /// - Parameter lookup: the value for the item at a position of the index.
  public init(_ lookup: @escaping @Sendable (Int) -> Value) {
    self.lookup = lookup
  }

  public subscript(item: Int) -> Value { lookup(item) }
}
