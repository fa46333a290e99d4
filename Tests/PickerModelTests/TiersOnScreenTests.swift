import Foundation
import Testing

import FoodData
import Diary
import TestSupport
@testable import PickerModel

/// How the main screen shows a catalog with a lower tier (FNDDS, or an import): the food data's
/// order, split and grouped as the picker draws it.
struct TiersOnScreenTests {
  /// The two tiers as the app joins them, read from the resources once (no compiled cache).
  let twoTierCatalog: Catalog = {
    do { return try Catalog.builtIn(cache: CatalogCache(directory: nil)) } catch { fatalError("two tiers: \(error)") }
  }()

  /// The filtered list splits only the curated hits into straight and looser: a straight FNDDS
  /// hit ("s" in "Salmon, raw") below a loose curated one kept the blocks from adding up, and
  /// drawing the list's last rows crashed the picker.
  @Test(arguments: ["s", "si", "sil", "xyz", "tofu", "salmon raw"])
  func theFilteredListAddsUp(_ query: String) {
    let screen = MainScreen(catalog: twoTierCatalog)
    let results = screen.search.results(for: query)
    let split = ResultSplit(results)
    #expect(split.straightCount <= results.importedStart, "\(query)")
    let shown = (0..<min(split.count, SearchResults.eagerCount)).map { split.hit(at: $0).item }
    #expect(Set(shown).count == shown.count, "\(query): each hit once")
    #expect(shown.prefix(results.importedStart).allSatisfy { Int($0) < twoTierCatalog.importedFoodStart }, "\(query): curated first")
  }

  @Test func searchPutsCuratedFoodsFirstAndImportedOnesBelow() throws {
    let url = packageRoot.appendingPathComponent("Data/usda-sr28-foods.tsv")
    let usda = try USDAImport.catalog(Array(try Data(contentsOf: url)), file: url.path)
    let combined = builtInCatalog.appendingImport(usda)
    #expect(combined.importedFoodStart == builtInCatalog.foods.count)
    #expect(combined.importedSectionStart == builtInCatalog.sections.count)
    #expect(combined.foods.count == builtInCatalog.foods.count + usda.foods.count)
    let mainScreen = MainScreen(catalog: combined)
    // An import that has every word is the answer where no curated food has them all (issue
    // 37): USDA's raw salmons, not the curated Salmon holding "salmon" alone.
    let raw = mainScreen.search.results(for: "salmon raw")
    #expect(raw.importedStart == 0 && raw.count > 0 && raw.matchesWell)
    #expect(raw.hits.allSatisfy { combined.foods[Int($0.item)].name.lowercased().contains("raw") })
    for query in ["beef", "chkn", "milk"] {
      let results = mainScreen.search.results(for: query)
      let positions = results.hits.map { Int($0.item) }
      let curated = positions.prefix { $0 < combined.importedFoodStart }
      #expect(curated.count == results.importedStart, "\(query)")
      #expect(positions.dropFirst(results.importedStart).allSatisfy { $0 >= combined.importedFoodStart }, "\(query)")
      // The curated part is the built-in catalog's own ranking, unchanged.
      #expect(Array(curated) == builtInPicker.search.results(for: query).hits.map { Int($0.item) }, "\(query)")
      #expect(results.importedStart < results.count, "\(query) finds USDA foods too")
    }
    // The grouped grid: imported sections after the curated ones.
    let sections = mainScreen.groupedOrder.map { combined.foods.sectionID(at: $0) }
    let firstImported = try #require(sections.firstIndex { $0.hasPrefix("usda-") })
    #expect(sections[firstImported...].allSatisfy { $0.hasPrefix("usda-") })
    #expect(firstImported == builtInCatalog.foods.count)
  }
}
