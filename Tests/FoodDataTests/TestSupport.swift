import Foundation
import TestSupport

@testable import FoodData

/// The built-in catalog and its search, loaded once for all tests.
let builtInCatalog: Catalog = {
  do { return try Catalog.builtIn() } catch { fatalError("built-in catalog: \(error)") }
}()
let builtInSearch = FoodSearch(catalog: builtInCatalog)
/// Its foods built once: `catalog.foods[i]` builds a food from the columns each time it is read.
let builtInFoods = Array(builtInCatalog.foods)

/// Names of the top results for a query, for readable assertions.
func topNames(_ query: String, _ count: Int = 5) -> [String] {
  builtInSearch.results(for: query).hits.prefix(count).map { builtInCatalog.foods[Int($0.item)].name }
}

func foodIndex(_ id: String) -> Int {
  guard let index = builtInCatalog.foodIndex(id: id) else { fatalError("no food \(id)") }
  return index
}
