extension Catalog {
  /// The plain foods a food's figures come from, with their grams in one serving of it (a plain
  /// food: itself, with its "Some" grams), in recipe order, each once.
  public func plainSources(of food: Int) -> [(food: Int, grams: Double)] {
    var order: [Int] = []
    var grams: [Int: Double] = [:]
    func walk(_ index: Int, _ amount: Double, depth: Int) {
      let food = foods[index]
      guard let recipe = food.recipe, depth < 32 else {
        if grams[index] == nil { order.append(index) }
        grams[index, default: 0] += amount
        return
      }
      let total = recipe.ingredients.reduce(0) { $0 + $1.grams }
      for ingredient in recipe.ingredients {
        guard let inner = self.foodIndex(id: ingredient.id) else { continue }
        walk(inner, amount * ingredient.grams / total, depth: depth + 1)
      }
    }
    walk(food, Double(foods[food].grams(for: .some)), depth: 0)
    return order.map { ($0, grams[$0] ?? 0) }
  }
}
