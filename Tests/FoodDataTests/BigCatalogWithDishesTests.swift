import Foundation
import Testing
import TestSupport

@testable import FoodData

/// The built-in catalog's own file with plain foods added in the same format, past the size
/// where the reader before issue 16 refused its dishes ("food 'bolognese', field 'footprint':
/// missing") and dropped every yield and nutrition proxy. The foods are a few thousand and the
/// rest of the way is spaces, so that the test stays fast.
@Suite("A big catalog with dishes")
struct BigCatalogWithDishesTests {
  static let builtInText: String = {
    let url = packageRoot.appendingPathComponent("Resources/catalog.json")
    return String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
  }()

  /// The built-in file with `count` plain foods after its own, each with a yield and every
  /// third with a nutrition proxy.
  static func builtInPlus(_ count: Int) -> Data {
    var text = builtInText
    guard let close = text.range(of: "]", options: .backwards) else { return Data() }
    var foods: [String] = []
    foods.reserveCapacity(count)
    for i in 0..<count {
      foods.append(
        #"{"id": "extra-\#(i)", "name": "Extra food number \#(i)", "section": "\#(i % 2 == 0 ? "fish" : "vegetables")", "icon": "🥕", "aliases": [], "footprint": {"kgCO2ePerKg": \#(Double(i % 90) / 7), "product": "Other Vegetables", "proxy": false, "yield": {"factor": 2.5, "rawUsdaNdb": "20044", "rawUsdaDescription": "Rice, raw", "eatenUsdaNdb": "20045"}}, "nutrition": {"kcalPer100g": \#(i % 500), "proteinPer100g": 3.5, "usdaNdb": "\#(i)", "usdaDescription": "Row \#(i)", "proxy": \#(i % 3 == 0)}}"#
      )
    }
    text.replaceSubrange(close.lowerBound..<close.lowerBound, with: ",\n" + foods.joined(separator: ",\n") + "\n")
    var data = Data(text.utf8)
    data.append(Data(repeating: 0x20, count: max(0, CatalogReaderTests.oldThreshold + 1 - data.count)))
    return data
  }

  @Test func opensComposesAndSearchesFromItsSourceAndItsCompiledForm() throws {
    let data = Self.builtInPlus(3_000)
    #expect(data.count > CatalogReaderTests.oldThreshold)
    let folder = try TemporaryFolder()
    let url = folder.file("big.json")
    try data.write(to: url)
    let reference = try FoundationOracle.read(Data(Self.builtInText.utf8), file: "catalog.json")
    let cache = CatalogCache(directory: folder.file("cache").path)
    // Compiled on the first open, read from the compiled form on the second.
    for catalog in [try cache.load(from: url), try cache.load(from: url)] {
      #expect(catalog.foods.count == reference.foods.count + 3_000)
      for index in reference.foods.indices where catalog.foods[index] != reference.foods[index] {
        Issue.record("food \(index): \(catalog.foods[index]) vs \(reference.foods[index])")
        break
      }
      let extra = catalog.foods[reference.foods.count + 3]
      #expect(extra.footprint.cookingYield?.eatenUsdaNdb == "20045" && extra.nutrition?.proxy == true)
      #expect(catalog.foods[reference.foods.count + 1].nutrition?.proxy == false)
      let hits = FoodSearch(index: catalog.foods.searchIndex).results(for: "salmon").hits
      let first = try #require(hits.first)
      #expect(catalog.foods[Int(first.item)].name == "Salmon")
      let dish = FoodSearch(index: catalog.foods.searchIndex).results(for: "bolognese").hits
      let dishHit = try #require(dish.first)
      let bolognese = catalog.foods[Int(dishHit.item)]
      #expect(bolognese.recipe != nil && bolognese.footprint.product == Footprint.fromRecipe)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("cache").path).contains { $0.hasSuffix(".catalog") })
  }
}
