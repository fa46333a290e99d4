import Foundation
import Testing
import TestSupport

@testable import FoodData

/// A compiled catalog whose foods carry every field real foods carry (issue 36): copies of the
/// built-in file's foods, with their nutrients, portions, household measures, cooking yields,
/// proxies, aliases, and the dishes with their recipes. Opened from its compiled file, where
/// every record is read only when a food is made, it must give every food exactly as the
/// Foundation oracle reads the JSON.
@Suite("Every field, compiled")
struct EveryFieldCompiledTests {
  /// The built-in file's foods, then `laps - 1` more copies of each under a new id and name
  /// (a copied dish's recipe names the first copies), as picker-bench's real-shaped catalogs.
  static func copies(laps: Int) throws -> Data {
    let url = packageRoot.appendingPathComponent("Resources/catalog.json")
    var file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let foods = try #require(file["foods"] as? [[String: Any]])
    var all = foods
    for lap in 1..<laps {
      for food in foods {
        var copy = food
        copy["id"] = "\(food["id"] as? String ?? "")-copy\(lap)"
        copy["name"] = "\(food["name"] as? String ?? ""), copy \(lap)"
        all.append(copy)
      }
    }
    file["foods"] = all
    return try JSONSerialization.data(withJSONObject: file)
  }

  @Test func compiledFoodsAreTheOraclesWithEveryField() throws {
    let folder = try TemporaryFolder()
    let data = try Self.copies(laps: 3)
    let url = folder.file("every-field.json")
    try data.write(to: url)
    let oracle = try FoundationOracle.read(data, file: "every-field.json")
    let cache = CatalogCache(directory: folder.file("cache").path)
    let first = try cache.loadTelling(from: url)
    #expect(first.freshness == .compiled)
    // Opened again from the compiled file: nothing read from the source.
    let compiled = try cache.loadTelling(from: url)
    #expect(compiled.freshness != .compiled && compiled.freshness != .notCached)
    let foods = compiled.catalog.foods
    #expect(foods.count == oracle.foods.count)
    var seen = (recipe: 0, measure: 0, yield: 0, proxy: 0, portions: 0, nutrients: 0)
    for position in oracle.foods.indices {
      let theirs = oracle.foods[position]
      let ours = foods[position]
      guard ours == theirs else {
        Issue.record("food \(position) differs:\n\(ours)\n\(theirs)")
        return
      }
      #expect(foods.recipe(at: position) == theirs.recipe)
      #expect(foods.sectionsWithin(at: position) == theirs.sectionsWithin)
      if theirs.recipe != nil { seen.recipe += 1 }
      if theirs.measure != nil { seen.measure += 1 }
      if theirs.footprint.cookingYield != nil { seen.yield += 1 }
      if theirs.nutrition?.proxy == true { seen.proxy += 1 }
      if theirs.portions != nil { seen.portions += 1 }
      if (theirs.nutrition?.per100g.known.count ?? 0) >= 19 { seen.nutrients += 1 }
    }
    #expect(compiled.catalog.sections == oracle.sections && compiled.catalog.sources == oracle.sources)
    // Every kind of field is there, in every copy.
    #expect(seen.recipe > 0 && seen.measure > 0 && seen.yield > 0 && seen.proxy > 0 && seen.portions > 0 && seen.nutrients > 0, "\(seen)")
    #expect(seen.recipe % 3 == 0 && seen.measure % 3 == 0)
  }
}
