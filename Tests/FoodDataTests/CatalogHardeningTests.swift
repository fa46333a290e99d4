import Foundation
import Testing

@testable import FoodData

/// Hostile catalogs (issue 11): absurd figures, control characters, emoji sequences, ids with
/// spaces, and more aliases than the search index can number. Each is refused at load in one
/// line that names the food and the bound.
@Suite("Catalog hardening")
struct CatalogHardeningTests {
  static let section = #"{"id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true}"#

  /// A food's JSON; each argument is JSON text (strings quoted), `extra` adds fields.
  static func food(
    id: String = #""cod""#, name: String = #""Cod""#, icon: String = #""🐟""#, kg: String = "13.63", aliases: String = "[]",
    extra: String = ""
  ) -> String {
    #"{"id": \#(id), "name": \#(name), "section": "fish", "icon": \#(icon), "aliases": \#(aliases), "footprint": {"kgCO2ePerKg": \#(kg), "product": "Fish", "proxy": true}\#(extra)}"#
  }

  static func quoted(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data()
    return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
  }

  func error(_ foods: [String], sections: [String] = [section]) -> String? {
    let json = #"{"sections": [\#(sections.joined(separator: ","))], "foods": [\#(foods.joined(separator: ","))]}"#
    do {
      _ = try Catalog.decode(Data(json.utf8), file: "my.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    (#"kg: "1e308""#, "footprint.kgCO2ePerKg", "must be 0-1000 kg CO2e per kg, not 1e+308"),
    (#"kg: "1001""#, "footprint.kgCO2ePerKg", "must be 0-1000 kg CO2e per kg, not 1001.0"),
    (#"extra: nutrition kcal 1e308"#, "nutrition.kcalPer100g", "must be 0-1000 kcal per 100 g, not 1e+308"),
    (#"extra: nutrition protein 101"#, "nutrition.proteinPer100g", "must be 0-100 g per 100 g, not 101.0"),
    (#"extra: nutrition fibre -1"#, "nutrition.fibrePer100g", "must be 0-100 g per 100 g, not -1.0"),
    (#"extra: portions lot 9200000000000000000"#, "portions.lot", "must be 1-5000 grams, not 9.2e+18"),
    (#"extra: portions little 0"#, "portions.little", "must be 1-5000 grams, not 0.0"),
    (#"extra: recipe serving 5001"#, "recipe.servingGrams", "must be 1-5000 grams, not 5001.0"),
  ])
  func refusesAbsurdFigures(change: String, field: String, problem: String) {
    let food: String
    switch change {
    case #"kg: "1e308""#: food = Self.food(kg: "1e308")
    case #"kg: "1001""#: food = Self.food(kg: "1001")
    case "extra: nutrition kcal 1e308": food = Self.food(extra: Self.nutrition(kcal: "1e308"))
    case "extra: nutrition protein 101": food = Self.food(extra: Self.nutrition(protein: "101"))
    case "extra: nutrition fibre -1": food = Self.food(extra: Self.nutrition(fibre: "-1"))
    case "extra: portions lot 9200000000000000000":
      food = Self.food(extra: #", "portions": {"little": 50, "some": 100, "lot": 9200000000000000000}"#)
    case "extra: portions little 0": food = Self.food(extra: #", "portions": {"little": 0, "some": 100, "lot": 200}"#)
    default: food = Self.food(extra: #", "recipe": {"servingGrams": 5001, "ingredients": []}"#)
    }
    #expect(error([food]) == "my.json: food 'cod', field '\(field)': \(problem)")
  }

  static func nutrition(kcal: String = "100", protein: String = "10", fibre: String = "1") -> String {
    #", "nutrition": {"kcalPer100g": \#(kcal), "proteinPer100g": \#(protein), "fibrePer100g": \#(fibre), "usdaNdb": "1", "usdaDescription": "x"}"#
  }

  @Test func acceptsTheBoundsThemselves() {
    let food = Self.food(
      kg: "1000",
      extra: Self.nutrition(kcal: "1000", protein: "100", fibre: "0")
        + #", "portions": {"little": 1, "some": 100, "lot": 5000}"#)
    #expect(error([food]) == nil)
  }

  @Test(arguments: ["\u{1B}]0;owned\u{7}", "\u{1B}[2J", "line\nbreak", "del\u{7F}", "c1\u{9B}31m", "bidi\u{202E}txt"])
  func refusesControlCharactersInANameAndShowsThemEscaped(bad: String) throws {
    let message = try #require(error([Self.food(name: Self.quoted("Cod \(bad)"))]))
    #expect(message.hasPrefix("my.json: food 'cod', field 'name': holds a control character"), "\(message)")
    #expect(!message.unicodeScalars.contains(where: SafeText.isUnsafe), "the message itself is safe: \(message.debugDescription)")
  }

  @Test func aControlCharacterInAnIdIsNamedByASafeRendering() throws {
    let message = try #require(error([Self.food(id: Self.quoted("cod\u{1B}[31m"))]))
    #expect(message == #"my.json: food 'cod\u{1B}[31m', field 'id': holds a control character; remove it"#)
  }

  @Test func refusesControlCharactersInAliasesIconsAndSections() throws {
    let alias = try #require(error([Self.food(aliases: #"["ok", "bad\u0007"]"#)]))
    #expect(alias.hasPrefix("my.json: food 'cod', field 'aliases[1]': holds a control character"))
    let icon = try #require(error([Self.food(icon: #""\u001b🐟""#)]))
    #expect(icon.hasPrefix("my.json: food 'cod', field 'icon': holds a control character"))
    let section = #"{"id": "fish", "name": "Fi\u0085sh", "icon": "🐟", "countsAsMeat": true}"#
    let named = try #require(error([Self.food()], sections: [section]))
    #expect(named.hasPrefix("my.json: section 'fish', field 'name': holds a control character"))
  }

  @Test(arguments: ["\"❤️\"", "\"👨‍🍳\"", "\"1️⃣\"", "\"👍🏽\"", "\"🇫🇷\""])
  func refusesEmojiSequencesInIcons(icon: String) throws {
    let message = try #require(error([Self.food(icon: icon)]))
    #expect(message.hasPrefix("my.json: food 'cod', field 'icon': holds an emoji sequence"), "\(message)")
  }

  @Test func refusesEmojiSequencesInNames() throws {
    let message = try #require(error([Self.food(name: "\"I ❤️ cod\"")]))
    #expect(message.hasPrefix("my.json: food 'cod', field 'name': holds an emoji sequence"))
  }

  @Test(arguments: ["\"cod \"", "\" cod\"", "\"cod\\t\""])
  func refusesIdsWithSpacesAtTheEnds(id: String) throws {
    let message = try #require(error([Self.food(id: id)]))
    #expect(message.contains("field 'id': "), "\(message)")
    #expect(message.contains("space") || message.contains("control character"), "\(message)")
  }

  @Test func refusesASectionIdWithASpaceAtTheEnd() throws {
    let section = #"{"id": "fish ", "name": "Fish", "icon": "🐟", "countsAsMeat": true}"#
    let message = try #require(error([Self.food()], sections: [section]))
    #expect(message == "my.json: section 'fish ', field 'id': starts or ends with a space; remove it")
  }

  /// The search index numbers a food's name and aliases in 16 bits: 65,535 aliases fit, one
  /// more used to crash the first search that matched the last alias.
  @Test func refusesMoreAliasesThanTheIndexCanNumber() throws {
    let many = "[" + (0...65_535).map { "\"a\($0)\"" }.joined(separator: ",") + "]"
    let message = try #require(error([Self.food(aliases: many)]))
    #expect(message == "my.json: food 'cod', field 'aliases': 65536 aliases; a food may have at most 65535")
  }

  @Test func theMostAliasesTheIndexCanNumberAreSearchable() throws {
    let names = (0..<65_535).map { "a\($0)" }
    let json = #"{"sections": [\#(Self.section)], "foods": [\#(Self.food(aliases: "[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]"))]}"#
    let catalog = try Catalog.decode(Data(json.utf8), file: "my.json")
    let results = FoodSearch(catalog: catalog).results(for: "a65534")
    #expect(results.count == 1)
    #expect(results.hits.first.map { Int($0.key) } == 65_535, "the last alias is key 65,535")
  }

  @Test func safeTextEscapesOnlyWhatIsUnsafe() {
    #expect(SafeText.render("Crème 🥩") == "Crème 🥩")
    #expect(SafeText.render("a\u{1B}b\u{0}c\u{9B}") == #"a\u{1B}b\u{0}c\u{9B}"#)
  }
}
