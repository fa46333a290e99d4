extension Catalog {
  /// The plant food that could take a food's place in a meal, for honest comparisons ("the
  /// same 150 g as lentils would be 0.3 kg CO2e"): a stated table by food, then by section,
  /// using only foods this catalog has. Nil for foods that are plants already.
  ///
  /// The table is the catalog author's judgement of the same role on the plate: mince for
  /// mince, a burger for a burger, a sausage for a sausage, a white protein for poultry and fish.
  public func plantSwap(for food: Food) -> Food? {
    let candidates = Self.plantSwapsByFood[food.id] ?? Self.plantSwapsBySection[food.section] ?? []
    for id in candidates where id != food.id {
      if let index = foodIndex(id: id) { return foods[index] }
    }
    return nil
  }

  /// The stated swaps by food id, best first (each id is checked against the built-in catalog
  /// by `CatalogTablesTests`).
  static let plantSwapsByFood: [String: [String]] = [
    "ground-beef": ["soy-mince", "lentils"], "ground-lamb": ["soy-mince", "lentils"],
    "ground-pork": ["soy-mince", "lentils"], "ground-chicken": ["soy-mince"], "ground-turkey": ["soy-mince"],
    "burger": ["veggie-burger-bun", "veggie-burger"], "beef-patty": ["veggie-burger"], "pork-sausage": ["veggie-sausage"], "hot-dog": ["veggie-sausage"],
    "chicken-nuggets": ["vegan-nuggets"], "pulled-pork": ["jackfruit"], "milk": ["soy-milk", "oat-milk"],
    "cheese": ["vegan-cheese"], "cheddar": ["vegan-cheese"], "butter": ["margarine"],
  ]

  /// The swaps for the rest of a section, best first.
  static let plantSwapsBySection: [String: [String]] = [
    "red-meat": ["lentils", "kidney-beans"], "game": ["lentils"], "poultry": ["tofu", "chickpeas"],
    "fish": ["tofu", "chickpeas"], "shellfish": ["tofu"], "dairy": ["soy-milk"], "eggs": ["tofu"],
  ]
}
