import PickerModel
import FoodData

/// Finds the food a user named on the command line: an id, name or alias that matches exactly
/// (ignoring case and accents) wins; else the one food that matches; else none or several.
struct FoodResolver {
  let catalog: Catalog

  enum Match {
    case one(Int)
    case none
    /// The foods that match, best first (at most five when found by search).
    case several([Int])
    /// No food matches well (`SearchResults.matchesWell`): the closest ones, best first.
    case closest([Int])
  }

  /// How many of the best hits are read for an exact name or alias. Such a food matches every
  /// word whole, so it ranks among the first; reading only those keeps a million-food catalog
  /// from making a Food of every food (that took 12 s).
  static let exactCandidates = 1_000

  func match(_ text: String) -> Match {
    let wanted = SearchQuery(text).text
    // One's own food named so is the food meant, even where a catalog food's id is the text:
    // "porridge" is the person's Porridge, not the catalog's `porridge`.
    if let own = catalog.ownFoods.first(where: { SearchQuery(catalog.foods[$0].name).text == wanted }) { return .one(own) }
    if let byID = catalog.foodIndex(id: text) ?? catalog.foodIndex(id: text.lowercased()) { return .one(byID) }
    let results = FoodSearch(catalog: catalog).results(for: text)
    let candidates = results.hits.prefix(Self.exactCandidates).map { Int($0.item) }
    let exactAnywhere = candidates.filter { index in
      let food = catalog.foods[index]
      return ([food.name] + food.aliases).contains { SearchQuery($0).text == wanted }
    }
    // A curated food named so, by name or alias, beats any other tier's: "pupusa" is the
    // curated Pupusa, never an FNDDS food that happens to carry the word as its name.
    // And a food of one's own named so beats the curated one: it is the one the person made.
    let ownExact = exactAnywhere.filter { catalog.isOwn(food: $0) }
    let curatedExact = exactAnywhere.filter { $0 < catalog.importedFoodStart }
    let exact = !ownExact.isEmpty ? ownExact : curatedExact.isEmpty ? exactAnywhere : curatedExact
    // A name beats an alias that another food also has.
    if let byName = exact.first(where: { SearchQuery(catalog.foods[$0].name).text == wanted }) { return .one(byName) }
    if exact.count == 1 { return .one(exact[0]) }
    if !exact.isEmpty { return .several(exact) }
    // One food found is the food meant only when its name or an alias is the text, read
    // straight, with one slip ("edamane") or as an abbreviation: a food that has the words
    // among others ("marinara" in "meatball marinara sub") or only some of them is offered,
    // never taken.
    // "One food" is one curated food where the lower tiers (FNDDS, imports) match too: "edamane"
    // is the curated Edamame, whatever FNDDS's edamame dishes.
    if results.count == 1 || results.importedStart == 1, results.matchesWell, case let hit = results.hit(at: 0),
      hit.namesTheQuery || hit.match == .typo || hit.match == .fuzzy
    {
      return .one(Int(hit.item))
    }
    let closest = results.hits.prefix(5).map { Int($0.item) }
    if closest.isEmpty { return .none }
    return results.matchesWell ? .several(closest) : .closest(closest)
  }

  /// The one food meant, or a usage error naming the closest ones.
  func resolve(_ text: String) throws(UsageError) -> Food {
    switch match(text) {
    case .one(let index): return catalog.foods[index]
    case .none: throw noFood(text)
    case .several(let indices): throw severalFoods(text, indices)
    case .closest(let indices): throw closestFoods(text, indices)
    }
  }

  func noFood(_ text: String) -> UsageError {
    UsageError("no food matches \(echoed(text)); look for its name with nomeat-tui search WORD")
  }

  func closestFoods(_ text: String, _ indices: [Int]) -> UsageError {
    let names = indices.map { "\(catalog.foods[$0].name) (\(catalog.foods[$0].id))" }
    return UsageError("no food matches \(echoed(text)); guesses, the closest first: \(names.joined(separator: ", ")); name one of them")
  }

  func severalFoods(_ text: String, _ indices: [Int]) -> UsageError {
    let names = indices.map { "\(catalog.foods[$0].name) (\(catalog.foods[$0].id))" }
    return UsageError("\(echoed(text)) could be several foods: \(names.joined(separator: ", ")); name one of them")
  }
}
