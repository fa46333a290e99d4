extension Catalog {
  /// The foods each food is made of, its ingredients' ingredients too (a soup's stock's bones),
  /// for "X with Y" read as the dish X holding Y (`FoodSearch+Dishes`); nil when no food is a dish.
  public var ingredientLookup: FoodIngredientLookup? {
    guard foods.hasRecipes else { return nil }
    let foods = foods
    return FoodIngredientLookup { item in
      var found: [Int] = []
      var next = [item]
      // A recipe's depth is bounded by the catalog's rules; this bound keeps a cycle harmless.
      for _ in 0..<Self.ingredientDepth where !next.isEmpty {
        next = next.flatMap { foods.recipe(at: $0)?.ingredients.compactMap { foods.position(ofID: $0.id) } ?? [] }
        found += next
      }
      return found
    }
  }

  /// How deep `ingredientLookup` looks: a dish of dishes of plain foods is two levels, and a
  /// third covers a sauce's stock.
  static let ingredientDepth = 3
}
