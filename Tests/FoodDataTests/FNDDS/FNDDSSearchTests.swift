import Foundation
import Testing

@testable import FoodData

/// The FNDDS tier in search: below every curated food, and found where only it has the food.
@Suite struct FNDDSSearchTests {
  let search = FoodSearch(catalog: twoTierCatalog)

  func ids(_ query: String) -> [String] {
    search.results(for: query).hits.map { twoTierCatalog.foods[Int($0.item)].id }
  }

  @Test func theTierComesAfterTheCuratedFoods() {
    #expect(twoTierCatalog.importedFoodStart == builtInCatalog.foods.count)
    #expect(twoTierCatalog.builtInFoodEnd == builtInCatalog.foods.count + 7_083)
    #expect(twoTierCatalog.sources.contains { $0.citation.contains("Food and Nutrient Database for Dietary Studies 2017-2018") })
  }

  /// Every FNDDS food that has a curated food's name (Falafel, Hush puppies, ...) ranks below it.
  @Test func aCuratedFoodRanksAboveAnFNDDSFoodOfTheSameName() {
    let curatedNames = Dictionary(builtInFoods.map { (SearchQuery($0.name).text, $0.id) }) { first, _ in first }
    var pairs = 0
    for position in fnddsCatalog.foods.indices {
      let name = fnddsCatalog.foods[position].name
      guard let curated = curatedNames[SearchQuery(name).text] else { continue }
      let found = ids(name)
      let fndds = fnddsCatalog.foods[position].id
      guard let above = found.firstIndex(of: curated), let below = found.firstIndex(of: fndds) else {
        Issue.record("\(name): \(curated) or \(fndds) not found")
        continue
      }
      #expect(above < below, "\(name)")
      pairs += 1
    }
    #expect(pairs >= 20, "only \(pairs) names shared by both tiers")
  }

  @Test(arguments: ["menudo", "scrapple", "chitterlings", "funnel cake"])
  func aQueryOnlyFNDDSHasFindsTheFNDDSFood(_ query: String) throws {
    #expect(builtInSearch.results(for: query).hits.allSatisfy { !$0.matchesEveryWord(of: query, in: builtInCatalog) })
    let results = search.results(for: query)
    let first = try #require(results.hits.first.map { twoTierCatalog.foods[Int($0.item)] })
    #expect(first.id.hasPrefix(FNDDSTier.idPrefix), "\(query): \(first.name)")
    #expect(SearchQuery(first.name).text.contains(SearchQuery(query).text), "\(query): \(first.name)")
    #expect(results.matchesWell)
  }

  /// A query the curated catalog answers keeps its curated answer first.
  @Test(arguments: [("salmon", "salmon"), ("pupusa", "pupusa"), ("lentils", "lentils"), ("chicken tikka masala", "chicken-tikka-masala")])
  func curatedAnswersStayFirst(_ query: String, _ id: String) {
    #expect(ids(query).first == id)
  }
}

extension SearchHit {
  /// Whether the food's name has every word of the query, as a reader would check it.
  func matchesEveryWord(of query: String, in catalog: Catalog) -> Bool {
    let name = SearchQuery(catalog.foods[Int(item)].name).text
    return SearchQuery(query).text.split(separator: " ").allSatisfy { name.contains($0) }
  }
}
