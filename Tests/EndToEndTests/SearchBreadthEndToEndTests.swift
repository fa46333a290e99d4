import Foundation
import Testing

/// `search --json` on the real binary, for issue 37's breadth: festive, children's, breakfast,
/// chain and plant-based names find the curated dish, and a plant-based name is never meat.
@Suite("Search knows holiday, children's, breakfast, chain and plant-based foods, end to end")
struct SearchBreadthEndToEndTests {
  let folder = TemporaryFolder("nomeat-search-breadth")

  func firstRow(_ query: String) throws -> [String: Any] {
    let result = try Binary.run(
      ["search", query, "--json", "--limit", "3"],
      environment: ["NOMEAT_DB": folder.appendingPathComponent("log.sqlite3").path, "XDG_DATA_HOME": folder.path])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
    return try #require(rows.first, "\(query) found nothing: \(result.stderr)")
  }

  @Test(arguments: [
    ("christmas stollen", "stollen"),
    ("sufganiyah", "sufganiyot"),
    ("mid-autumn mooncake", "mooncake"),
    ("alphabet spaghetti", "spaghetti-hoops"),
    ("kanda poha", "poha"),
    ("jian bing", "jianbing"),
    ("egg mcmuffin", "bacon-egg-muffin"),
  ])
  func aFamilyNameFindsItsDishFirst(query: String, id: String) throws {
    #expect(try firstRow(query)["id"] as? String == id, "\(query)")
  }

  @Test(arguments: [("plant based mince", "soy-mince"), ("vegan chicken", "vegan-nuggets")])
  func aPlantBasedNameFindsThePlantFoodNotMeat(query: String, id: String) throws {
    let row = try firstRow(query)
    #expect(row["id"] as? String == id, "\(query)")
    #expect(row["countsAsMeat"] as? Bool == false, "\(query)")
  }
}
