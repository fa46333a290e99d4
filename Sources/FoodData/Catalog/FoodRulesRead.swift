/// The rules of each food (`CatalogRules.fault(in:)`), asked while the reader holds the food it
/// has just read: asking them afterwards meant making every food again from the columns, a
/// third of compiling a million foods.
///
/// Only the first broken rule is kept, and it is reported where `Catalog.check` would meet it,
/// after the JSON, the ids and the recipes, so that a file with several faults is named by the
/// same one as before. A dish is asked once it is composed: its figures come from its recipe.
struct FoodRulesRead: Sendable {
  /// The first plain food that breaks a rule, and the rule.
  private(set) var first: (position: Int32, fault: CatalogRules.Fault)?
  /// The dishes, to be asked once composed.
  private(set) var dishes: [Int32] = []
  /// The bytes of every food's name and aliases, for the catalog's bound.
  private(set) var textBytes = 0
  /// The icon of the last food that kept every rule.
  private var safeIcon = ""

  mutating func note(_ food: Food, at position: Int32, isDish: Bool) {
    textBytes += food.searchTextBytes
    if isDish {
      dishes.append(position)
    } else if first == nil {
      if let fault = CatalogRules.fault(in: food, iconKnownSafe: !safeIcon.isEmpty && food.icon == safeIcon) {
        first = (position, fault)
      } else {
        safeIcon = food.icon
      }
    }
  }

  /// A later part of the same list, read from position `start` on.
  mutating func append(_ other: FoodRulesRead, from start: Int32) {
    if first == nil, let (position, fault) = other.first { first = (position + start, fault) }
    dishes += other.dishes.map { $0 + start }
    textBytes += other.textBytes
  }
}

extension Food {
  /// The bytes of its name and aliases, which `CatalogBounds.textBytes` bounds for a catalog.
  var searchTextBytes: Int { aliases.reduce(name.utf8.count) { $0 + $1.utf8.count } }
}
