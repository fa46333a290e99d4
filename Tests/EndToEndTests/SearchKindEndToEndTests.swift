import Foundation
import Testing

/// `search --json` on the real binary, for issue 37: what the search offers when no food has every
/// word, and the kinds of food a query rules out.
@Suite("Search keeps a food's kind, end to end")
struct SearchKindEndToEndTests {
  let folder = TemporaryFolder("nomeat-search-kind")

  struct Found {
    var rows: [[String: Any]]
    var stderr: String
    var ids: [String] { rows.map { $0["id"] as? String ?? "" } }
    var firstCountsAsMeat: Bool? { rows.first?["countsAsMeat"] as? Bool }
  }

  func search(_ query: String, limit: Int = 10) throws -> Found {
    let result = try Binary.run(
      ["search", query, "--json", "--limit", String(limit)],
      environment: ["NOMEAT_DB": folder.appendingPathComponent("log.sqlite3").path, "XDG_DATA_HOME": folder.path])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
    return Found(rows: rows, stderr: result.stderr)
  }

  /// The closest foods of a query with no meat word are not meat first, and are called guesses.
  @Test(arguments: ["pâte à tartiner", "chickpea tuna"])
  func theClosestFoodsAreNotMeatFirst(query: String) throws {
    let found = try search(query)
    #expect(found.firstCountsAsMeat == false, "\(query): \(found.ids)")
    #expect(found.stderr.contains("guesses"), "\(found.stderr)")
  }

  @Test func aPlantTunaGetsNoMeatAtAll() throws {
    let found = try search("chickpea tuna")
    #expect(found.ids.first == "chickpeas", "\(found.ids)")
    #expect(found.rows.allSatisfy { $0["countsAsMeat"] as? Bool == false }, "\(found.ids)")
  }

  /// A negated word is one the food must not hold, and a diet word rules its kinds out.
  @Test func aNegationOrAPlantWordNeverFindsWhatItExcludes() throws {
    #expect(try !search("gelatin", limit: 20).ids.contains("vegan-gummy-bears"), "its alias says gelatin free")
    #expect(try !search("plant", limit: 50).ids.contains("jollof-chicken-plantain"), "plant is no plantain in a chicken dish")
    #expect(try search("bolognese without meat").ids.first == "lentil-bolognese")
    let rolls = try search("meat free sausage rolls")
    #expect(rolls.ids.first == "vegan-sausage-roll")
    #expect(rolls.rows.allSatisfy { $0["countsAsMeat"] as? Bool == false }, "\(rolls.ids)")
  }

  /// "turky" is a slip of turkey, not "türk" (Turkish coffee's alias) with a "y".
  @Test func aSlipOfAWholeWordBeatsAWordTheTypedOneGoesOnFrom() throws {
    #expect(try search("turky").ids.first == "turkey")
  }

  /// "X with Y" is the dish X (made with Y) before Y alone; an alias as typed ranks with a name.
  @Test func aDishComesBeforeItsIngredientAndAnAliasWithAName() throws {
    let soup = try search("soup made with beef stock")
    #expect(soup.rows.first?["section"] as? String == "soups-salads", "\(soup.ids)")
    #expect(soup.stderr.isEmpty, "a soup made with beef stock has every word")
    #expect(try search("burger in a bun").ids.first == "burger")
    #expect(try search("hot dog bun").ids.first == "burger-bun")
  }

  /// German ae, oe, ue typed for ä, ö, ü.
  @Test func umlautsSpelledOutFindTheirFood() throws {
    #expect(try search("kaesespaetzle").ids.first == "kasespatzle")
  }
}
