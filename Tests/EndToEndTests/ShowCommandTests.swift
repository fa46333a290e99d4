import Foundation
import Testing

/// `show` and `search --json` as processes: one food's figures, its ingredients, and whether it
/// counts as meat under the settings in the log.
@Suite("Show and search JSON")
struct ShowCommandTests {
  let folder = TemporaryFolder("nomeat-show")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ arguments: [String]) throws -> Subprocess.Result {
    try Binary.run(arguments + ["--db", db], environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
  }

  func object(_ result: Subprocess.Result) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
  }

  @Test func showsADishWithItsFiguresIngredientsAndSources() throws {
    let result = try run(["show", "pizza", "--json"])
    #expect(result.status == 0)
    let pizza = try object(result)
    #expect(pizza["id"] as? String == "pizza")
    // By hand: (100 g bread * 1.57 + 50 g mozzarella * 23.88 + 45 g passata * 2.787 + 5 g oil * 5.42) / 200 g.
    #expect(pizza["kgCO2ePerKg"] as? Double == 7.52)
    #expect(pizza["kgCO2ePerServing"] as? Double == 1.5)
    #expect(pizza["servingGrams"] as? Int == 200)
    #expect((pizza["portions"] as? [String: Int]) == ["little": 100, "some": 200, "lot": 400])
    #expect((pizza["per100g"] as? [String: Any])?["kcal"] as? Double == 235.5)
    #expect((pizza["perServing"] as? [String: Any])?["kcal"] as? Double == 471)
    #expect(pizza["countsAsMeat"] as? Bool == false)
    let ingredients = try #require(pizza["ingredients"] as? [[String: Any]])
    #expect(ingredients.map { $0["id"] as? String ?? "" } == ["bread", "mozzarella", "tomato-sauce", "olive-oil"])
    #expect(ingredients.map { $0["grams"] as? Double ?? 0 } == [100, 50, 45, 5])
    let sources = try #require(pizza["sources"] as? [[String: Any]])
    let cheese = try #require(sources.first { $0["id"] as? String == "mozzarella" })
    #expect(cheese["product"] as? String == "Cheese")
    #expect(cheese["usdaNdb"] as? String == "01026")
    #expect(cheese["proxy"] as? Bool == false)
  }

  /// `show` gives the swap the detail pane shows (issue 34: `show --json` carried none): a dish
  /// its own meat-free version, an FNDDS food its curated parent section's, a plant food none.
  @Test func showGivesThePlantSwap() throws {
    let chili = try object(try run(["show", "chili-con-carne", "--json"]))
    let swap = try #require(chili["swap"] as? [String: Any], "\(chili["swap"] ?? "none")")
    #expect(swap["id"] as? String == "bean-chili")
    let bean = try object(try run(["show", "bean-chili", "--json"]))
    let grams = try #require(chili["servingGrams"] as? Int)
    let ours = try #require(chili["kgCO2ePerKg"] as? Double), theirs = try #require(bean["kgCO2ePerKg"] as? Double)
    #expect(swap["kgCO2ePerKg"] as? Double == theirs)
    let less = try #require(swap["kgCO2eLessPerServing"] as? Double)
    #expect(abs(less - (ours - theirs) * Double(grams) / 1000) < 0.01, "\(less)")
    #expect(bean["swap"] is NSNull, "a meat-free dish has no swap")
    let fndds = try object(try run(["show", "fndds-21000120", "--json"]))
    #expect((fndds["swap"] as? [String: Any])?["id"] as? String == "lentils", "\(fndds["swap"] ?? "none")")
    let text = try run(["show", "chili-con-carne"]).stdout
    #expect(text.contains("Swap: the same \(grams) g of Bean chili (bean-chili): "), "\(text)")
  }

  @Test func showsAPlainFoodAsText() throws {
    let result = try run(["show", "rice"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Counts as meat: no"))
    #expect(result.stdout.contains("Rice: footprint Rice, yield 2.81 kg as eaten per kg (USDA 20044 to 20045)"), "\(result.stdout)")
    #expect(result.stdout.contains("Per 100 g: 130 kcal · 2.7 g protein · 0.4 g fibre"), "\(result.stdout)")
  }

  @Test func meatFollowsTheSettings() throws {
    let before = try object(try run(["show", "spaghetti bolognese", "--json"]))
    #expect(before["countsAsMeat"] as? Bool == true)
    #expect(try run(["meat", "--set", "poultry"]).status == 0)
    let after = try object(try run(["show", "spaghetti bolognese", "--json"]))
    #expect(after["countsAsMeat"] as? Bool == false, "beef no longer counts")
    let soup = try run(["search", "chicken soup", "--json"])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(soup.stdout.utf8)) as? [[String: Any]])
    let first = try #require(rows.first)
    #expect(first["id"] as? String == "chicken-soup")
    #expect(first["countsAsMeat"] as? Bool == true, "its chicken stock and chicken are poultry")
    #expect((first["ingredients"] as? [[String: Any]])?.first?["id"] as? String == "chicken-stock")
  }

  @Test func searchJSONSaysMeatAndIngredients() throws {
    let result = try run(["search", "sushi", "--json"])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let sushi = try #require(rows.first { $0["id"] as? String == "sushi" })
    #expect(sushi["countsAsMeat"] as? Bool == true)
    #expect((sushi["ingredients"] as? [[String: Any]])?.map { $0["id"] as? String ?? "" } == ["rice", "salmon", "tuna", "cucumber", "sugar"])
    let plain = try #require(try JSONSerialization.jsonObject(with: Data(try run(["search", "lentils", "--json"]).stdout.utf8)) as? [[String: Any]])
    #expect(plain.first?["countsAsMeat"] as? Bool == false)
    #expect(plain.first?["ingredients"] == nil, "a plain food has no ingredients")
    #expect(!FileManager.default.fileExists(atPath: db), "reading settings never creates a log")
  }

  @Test func nothingOrSeveralAreSaid() throws {
    let none = try run(["show", "xyzzy"])
    #expect(none.status == 1)
    #expect(none.stdout.isEmpty)
    #expect(none.stderr.hasPrefix("nomeat-tui: no food matches 'xyzzy'"))
    let several = try run(["show", "sauce"])
    #expect(several.status == 2)
    #expect(several.stderr.contains("could be several foods"))
    #expect(several.stderr.contains("Fish sauce (fish-sauce)"), "\(several.stderr)")
    #expect(several.stderr.filter { $0 == "\n" }.count == 1)
  }

  /// `show` and `add` never take a food found through part of the words or a loose reading.
  @Test func aPartialMatchIsListedNeverTaken() throws {
    // "marinara" is only part of "meatball marinara sub"; no food is spelt "spelt" or is a
    // vegan chorizo (the catalog has Horseradish, Cider and Vegan bacon since issue 21).
    let marinara = try run(["show", "marinara"])
    #expect(marinara.status == 2, "\(marinara.stdout)")
    #expect(marinara.stdout.isEmpty)
    #expect(marinara.stderr.contains("Meatball sub (meatball-sub)"), "\(marinara.stderr)")
    let spelt = try run(["add", "spelt"])
    #expect(spelt.status == 2)
    #expect(
      spelt.stderr.hasPrefix("nomeat-tui: no food matches 'spelt'; guesses, the closest first: Speculoos (speculoos)"), "\(spelt.stderr)")
    let chorizo = try run(["add", "vegan chorizo"])
    #expect(chorizo.status != 0)
    #expect(!chorizo.stderr.contains("Salami (salami)"), "\(chorizo.stderr)")
    let today = try object(try run(["today", "--json"]))
    #expect((today["meals"] as? [Any])?.count == 0, "nothing was logged")
  }

  @Test func searchSaysWhenItListsOnlyTheClosest() throws {
    let spelt = try run(["search", "spelt", "--limit", "1"])
    #expect(spelt.status == 0)
    #expect(spelt.stdout.hasPrefix("Speculoos · spekulatius\t"))
    #expect(spelt.stderr == "nomeat-tui: no food matches 'spelt'; these are guesses, the closest first\n")
    let salmon = try run(["search", "salmon", "--limit", "1"])
    #expect(salmon.stderr.isEmpty)
  }
}
