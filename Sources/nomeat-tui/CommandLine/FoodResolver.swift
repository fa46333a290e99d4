import PickerModel

/// Finds the food a user named on the command line: an id, name or alias that matches exactly
/// (ignoring case and accents) wins; else the one food that matches; else none or several.
struct FoodResolver {
  let catalog: Catalog

  enum Match {
    case one(Int)
    case none
    /// The closest foods, best first (at most five when found by search).
    case several([Int])
  }

  func match(_ text: String) -> Match {
    let wanted = SearchQuery(text).text
    let exact = catalog.foods.indices.filter { index in
      let food = catalog.foods[index]
      return ([food.id, food.name] + food.aliases).contains { SearchQuery($0).text == wanted }
    }
    // A name beats an alias that another food also has.
    if let byName = exact.first(where: {
      SearchQuery(catalog.foods[$0].name).text == wanted || SearchQuery(catalog.foods[$0].id).text == wanted
    }) {
      return .one(byName)
    }
    if exact.count == 1 { return .one(exact[0]) }
    if !exact.isEmpty { return .several(exact) }
    let results = Picker(catalog: catalog).search.results(for: text)
    if results.count == 1 { return .one(Int(results.hit(at: 0).item)) }
    let closest = results.hits.prefix(5).map { Int($0.item) }
    return closest.isEmpty ? .none : .several(closest)
  }

  /// The one food meant, or a usage error naming the closest ones.
  func resolve(_ text: String) throws(UsageError) -> Food {
    switch match(text) {
    case .one(let index): return catalog.foods[index]
    case .none: throw noFood(text)
    case .several(let indices): throw severalFoods(text, indices)
    }
  }

  func noFood(_ text: String) -> UsageError {
    UsageError("no food matches \(echoed(text)); look for its name with nomeat-tui search WORD")
  }

  func severalFoods(_ text: String, _ indices: [Int]) -> UsageError {
    let names = indices.map { "\(catalog.foods[$0].name) (\(catalog.foods[$0].id))" }
    return UsageError("\(echoed(text)) could be several foods: \(names.joined(separator: ", ")); name one of them")
  }
}
