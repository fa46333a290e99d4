import PickerModel

/// Finds the food a user named on the command line: an id, name or alias that matches exactly
/// (ignoring case and accents) wins; else the one food that matches; else an error listing the
/// closest foods.
struct FoodResolver {
  let catalog: Catalog

  func resolve(_ text: String) throws(UsageError) -> Food {
    let wanted = SearchQuery(text).text
    let exact = catalog.foods.filter { food in
      ([food.id, food.name] + food.aliases).contains { SearchQuery($0).text == wanted }
    }
    // A name beats an alias that another food also has.
    if let byName = exact.first(where: { SearchQuery($0.name).text == wanted || SearchQuery($0.id).text == wanted }) {
      return byName
    }
    if exact.count == 1 { return exact[0] }
    let results = Picker(catalog: catalog).search.results(for: text)
    if results.count == 1 { return catalog.foods[Int(results.hit(at: 0).item)] }
    let closest = (exact.isEmpty ? results.hits.prefix(5).map { catalog.foods[Int($0.item)] } : exact).map(\.name)
    if closest.isEmpty {
      throw UsageError("no food matches \(echoed(text)); look for its name with nomeat-tui search WORD")
    }
    throw UsageError("\(echoed(text)) could be several foods: \(closest.joined(separator: ", ")); name one of them")
  }
}
