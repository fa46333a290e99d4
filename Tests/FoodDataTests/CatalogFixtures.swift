import Foundation

@testable import FoodData

/// Hand-made catalogs for the reader and the compiled form: every kind of field, and text that
/// is not plain ASCII.
enum CatalogFixtures {
  /// A catalog with escapes, \u sequences, a surrogate pair, exponents, a recipe, portions,
  /// fibre, null optionals and keys the catalog does not use.
  static let edgeCases = #"""
    {"sources": [{"id": "s", "citation": "A \"quoted\"\tstudy\nof \b\f\r", "used_for": null, "extra": [1, {"a": null}]}],
     "version": 3, "notes": {"deep": [[[]]], "t": true, "f": false},
     "sections": [
      {"id": "fish", "name": "Fish \u0026 seafood", "icon": "\ud83d\udc1f", "countsAsMeat": true, "generic": "cod"},
      {"id": "dish", "name": "Dishes", "icon": "🍲", "countsAsMeat": false, "generic": null, "colour": "blue"}
     ],
     "foods": [
      {"id": "cod", "name": "Cod \u00e9 fillet", "section": "fish", "icon": "🐟", "aliases": ["c\u00f4d", "morue \"fraîche\"", "a\/b\\c"],
       "footprint": {"kgCO2ePerKg": 1.363E1, "product": "Fish (farmed)", "proxy": true},
       "nutrition": {"kcalPer100g": 8.2e+1, "proteinPer100g": 17.81, "fibrePer100g": 0, "usdaNdb": "15015", "usdaDescription": "Fish, cod, Atlantic, raw"},
       "portions": {"little": 50, "some": 150, "lot": 3e2}},
      {"id": "stew", "name": "Crème brûlée stew 😀", "section": "dish", "icon": "🍲", "aliases": [],
       "footprint": {"kgCO2ePerKg": 0.5, "product": "Other Vegetables", "proxy": false, "note": "x"},
       "nutrition": null, "portions": null},
      {"id": "tiny", "name": "Tiny", "section": "dish", "icon": "x", "aliases": [], "unknown": {"nested": [1, 2, {"x": [true]}]},
       "footprint": {"kgCO2ePerKg": -0, "product": "P", "proxy": false}}
     ]}
    """#

  /// Files the reader must refuse, each as Foundation does.
  static let malformed: [String] = [
    "",
    "   ",
    "[]",
    "{",
    #"{"sections": []"#,
    #"{"sections": [], "foods": []} trailing"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": "yes"}], "foods": []}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x"}], "foods": []}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": 3}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "aliases": [], "footprint": {"kgCO2ePerKg": 01, "product": "p", "proxy": true}}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "aliases": [], "footprint": {"kgCO2ePerKg": 1., "product": "p", "proxy": true}}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "aliases": [], "footprint": {"kgCO2ePerKg": 1e, "product": "p", "proxy": true}}]}"#,
    #"{"sections": [{"id": "a", "name": "A\q", "icon": "x", "countsAsMeat": true}], "foods": []}"#,
    #"{"sections": [{"id": "a", "name": "A\ud83d", "icon": "x", "countsAsMeat": true}], "foods": []}"#,
    #"{"sections": [{"id": "a", "name": "A\u12", "icon": "x", "countsAsMeat": true}], "foods": []}"#,
    "{\"sections\": [{\"id\": \"a\", \"name\": \"A\nB\", \"icon\": \"x\", \"countsAsMeat\": true}], \"foods\": []}",
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "aliases": [], "footprint": {"kgCO2ePerKg": 1, "product": "p", "proxy": true}, "portions": {"little": 1.5, "some": 2, "lot": 3}}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "footprint": {"kgCO2ePerKg": 1, "product": "p", "proxy": true}}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "aliases": [], "footprint": {"kgCO2ePerKg": 1, "product": "p", "proxy": true}, "recipe": {"servingGrams": 100, "ingredients": [{"grams": 2}]}}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true}], "foods": [{"id": "f", "name": "F", "section": "a", "icon": "x", "aliases": [], "footprint": {"kgCO2ePerKg": null, "product": "p", "proxy": true}}]}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": tru}], "foods": []}"#,
    #"{"sections": [{"id": "a", "name": "A", "icon": "x", "countsAsMeat": true},], "foods": []}"#,
  ]

  /// A catalog JSON of `count` foods, each with a name, aliases for some, and figures.
  static func generated(count: Int, rename: [Int: String] = [:]) -> String {
    var foods: [String] = []
    for i in 0..<count {
      let name = rename[i] ?? "Food number \(i) caf\\u00e9"
      let aliases = i % 3 == 0 ? #"["alias \#(i)", "zweite \#(i)"]"# : "[]"
      let nutrition =
        i % 2 == 0
        ? #", "nutrition": {"kcalPer100g": \#(i % 900), "proteinPer100g": \#(Double(i % 40) / 4), "usdaNdb": "\#(i)", "usdaDescription": "Desc \#(i)"}"# : ""
      let portions = i % 5 == 0 ? #", "portions": {"little": 10, "some": 20, "lot": \#(30 + i % 7)}"# : ""
      foods.append(
        #"{"id": "f\#(i)", "name": "\#(name)", "section": "\#(i % 2 == 0 ? "a" : "b")", "icon": "\#(i % 4 == 0 ? "🍎" : "🐟")", "aliases": \#(aliases), "footprint": {"kgCO2ePerKg": \#(Double(i % 100) / 7), "product": "P\#(i % 9)", "proxy": \#(i % 2 == 0)}\#(nutrition)\#(portions)}"#
      )
    }
    return
      #"{"sections": [{"id": "a", "name": "A", "icon": "🍎", "countsAsMeat": false}, {"id": "b", "name": "B", "icon": "🐟", "countsAsMeat": true, "generic": "f1"}], "foods": [\#(foods.joined(separator: ",\n"))]}"#
  }
}

/// A temporary folder removed when the test ends, pass or fail.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("nomeat-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  deinit { try? FileManager.default.removeItem(at: url) }
}
