import Foundation
import Testing

@testable import FoodData

/// A small catalog that sets every field of `CatalogFormat.fields` (a test holds it to the list),
/// with a recipe of recipes named before its ingredient dish, a yield, both proxies and portions;
/// and the edits the tests make to it: a field left out, null, of the wrong type, or another value.
enum EveryFieldCatalog {
  /// The catalog as a JSON tree.
  static var tree: [String: Any] {
    [
      "sources": [["id": "s1", "citation": "A study", "used_for": "footprint"]],
      "sections": [
        ["id": "veg", "name": "Vegetables", "icon": "🥕", "countsAsMeat": false, "generic": "carrot"],
        ["id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true],
        ["id": "dish", "name": "Dishes", "icon": "🍲", "countsAsMeat": false],
      ],
      "foods": [
        [
          "id": "carrot", "name": "Carrot", "section": "veg", "icon": "🥕", "aliases": ["root", "daucus"],
          "portions": ["little": 40, "some": 120, "lot": 250],
          "measure": ["label": "1 medium", "grams": 61],
          "footprint": [
            "kgCO2ePerKg": 0.4, "product": "Root Vegetables", "proxy": false,
            "yield": ["factor": 0.9, "rawUsdaNdb": "11124", "rawUsdaDescription": "Carrots, raw", "eatenUsdaNdb": "11125"],
          ],
          "nutrition": [
            "kcalPer100g": 41, "proteinPer100g": 0.9, "fibrePer100g": 2.8, "per100g": carrotPer100g, "usdaNdb": "11124",
            "usdaDescription": "Carrots, raw", "proxy": true,
          ],
        ],
        [
          "id": "feast", "name": "Soup feast", "section": "dish", "icon": "🍲", "aliases": [],
          "recipe": ["servingGrams": 400, "ingredients": [["id": "soup", "grams": 300], ["id": "cod", "grams": 100]]],
        ],
        [
          "id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": [],
          "footprint": ["kgCO2ePerKg": 5.4, "product": "Fish (farmed)", "proxy": true],
          // Iron alone of per100g: every other nutrient unknown, and so unknown in the dishes.
          "nutrition": ["kcalPer100g": 82, "proteinPer100g": 18, "per100g": ["iron": 0.38], "usdaNdb": "15015", "usdaDescription": "Cod, raw"],
        ],
        [
          "id": "soup", "name": "Carrot soup", "section": "dish", "icon": "🍲", "aliases": ["potage"],
          "recipe": ["servingGrams": 300, "ingredients": [["id": "carrot", "grams": 250], ["id": "cod", "grams": 50]]],
        ],
      ],
    ]
  }

  /// SR28's raw carrot (11124) for every nutrient of per100g, salt from its sodium.
  static var carrotPer100g: [String: Any] {
    [
      "fat": 0.24, "saturated_fat": 0.037, "carbohydrate": 9.58, "sugars": 4.74, "salt": 0.1725, "calcium": 33,
      "iron": 0.3, "zinc": 0.24, "vitamin_b12": 0, "vitamin_d": 0, "folate": 19, "selenium": 0.1, "potassium": 320,
      "magnesium": 12, "vitamin_c": 5.9, "vitamin_a": 835,
    ]
  }

  static func text(_ tree: [String: Any] = tree) -> String {
    // Sorted keys put "aliases" before "id": a fault in it must still name the food by its id.
    let data = (try? JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Every field path the tree sets, in the list's spelling ("foods[].footprint.yield.factor").
  static func paths(in value: Any, _ prefix: String = "") -> Set<String> {
    var found = Set<String>()
    if let object = value as? [String: Any] {
      for (key, member) in object {
        let path = prefix.isEmpty ? key : prefix + "." + key
        found.insert(path)
        found.formUnion(paths(in: member, path))
      }
    } else if let list = value as? [Any] {
      for element in list where element is [String: Any] { found.formUnion(paths(in: element, prefix + "[]")) }
    }
    return found
  }

  enum Edit {
    case remove
    case set(Any)
    /// Changes nothing; shows the value found.
    case inspect((Any) -> Void)
  }

  /// The tree with `edit` made to the first place that has `path` (a list's first element that
  /// has it); nil when no place has it.
  static func editing(_ path: String, _ edit: Edit, in tree: [String: Any] = tree) -> [String: Any]? {
    edited(tree, Array(path.split(separator: ".").map(String.init)), edit) as? [String: Any]
  }

  private static func edited(_ value: Any, _ parts: [String], _ edit: Edit) -> Any? {
    guard let part = parts.first, var object = value as? [String: Any] else { return nil }
    let isList = part.hasSuffix("[]")
    let key = isList ? String(part.dropLast(2)) : part
    guard let member = object[key] else { return nil }
    if parts.count == 1, isList {
      // "foods[]": the list's first element itself.
      guard var list = member as? [Any], let first = list.first else { return nil }
      switch edit {
      case .remove: list.removeFirst()
      case .set(let new): list[0] = new
      case .inspect(let look): look(first)
      }
      object[key] = list
      return object
    }
    if parts.count == 1 {
      switch edit {
      case .remove: object[key] = nil
      case .set(let new): object[key] = new
      case .inspect(let look): look(member)
      }
      return object
    }
    if isList {
      guard var list = member as? [Any] else { return nil }
      for index in list.indices {
        if let changed = edited(list[index], Array(parts.dropFirst()), edit) {
          list[index] = changed
          object[key] = list
          return object
        }
      }
      return nil
    }
    guard let changed = edited(member, Array(parts.dropFirst()), edit) else { return nil }
    object[key] = changed
    return object
  }

  /// A value of another type than the field's.
  static func wrongValue(for kind: CatalogFormat.Kind) -> Any {
    switch kind {
    case .string: 5
    case .number, .wholeNumber, .bool: "5"
    case .strings: "root"
    case .object: [1]
    case .objects: ["a": 1]
    }
  }

  /// A value of the field's type other than the fixture's, to see the field arrive.
  static func otherValue(for kind: CatalogFormat.Kind, key: String) -> Any? {
    switch kind {
    case .string: key == "id" || key == "section" || key == "generic" ? nil : "Other \(key)"
    case .number: 3.5
    case .wholeNumber: 77
    case .bool: nil
    case .strings: ["other words"]
    case .object, .objects: nil
    }
  }

  /// The value at the first place that has `path`.
  static func value(at path: String, in tree: [String: Any] = tree) -> Any? {
    var found: Any?
    _ = editing(path, .inspect { found = $0 }, in: tree)
    return found
  }

  /// A fault made by setting one field, and words the message must have.
  struct Fault: Sendable, CustomTestStringConvertible {
    var path: String
    /// JSON text of the value.
    var json: String
    var says: String

    var value: Any { (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])) ?? NSNull() }
    var testDescription: String { "\(path) = \(json.prefix(40))" }
  }

  static let faults: [Fault] = [
    Fault(path: "foods[].footprint.kgCO2ePerKg", json: "2000", says: "must be 0-1000 kg CO2e per kg"),
    Fault(path: "foods[].footprint.kgCO2ePerKg", json: "-1", says: "must be 0-1000 kg CO2e per kg"),
    Fault(path: "foods[].portions.some", json: "0", says: "must be 1-5000 grams"),
    Fault(path: "foods[].portions.lot", json: "1.5", says: "is not a whole number of grams"),
    Fault(path: "foods[].measure.grams", json: "0", says: "must be 1-5000 grams"),
    Fault(path: "foods[].measure.grams", json: "61.5", says: "is not a whole number of grams"),
    Fault(path: "foods[].measure.label", json: "\"  \"", says: "empty; give the measure's words"),
    Fault(path: "foods[].measure.label", json: "\"1 cup, chopped, or diced, or sliced, or whatever you like\"", says: "longer than 40 characters"),
    Fault(path: "foods[].measure.label", json: "\"1\\nslice\"", says: "holds a control character (a line break)"),
    Fault(path: "foods[].recipe.servingGrams", json: "0", says: "must be 1-5000 grams"),
    Fault(path: "foods[].recipe.servingGrams", json: "2.5", says: "is not a whole number of grams"),
    Fault(path: "foods[].recipe.ingredients", json: "[]", says: "none; list what one serving is made of"),
    Fault(path: "foods[].recipe.ingredients[].grams", json: "0", says: "must be grams above 0"),
    Fault(path: "foods[].recipe.ingredients[].grams", json: "6000", says: "must be 0-5000 grams"),
    Fault(path: "foods[].recipe.ingredients[].id", json: "\"nothing\"", says: "unknown ingredient 'nothing'"),
    Fault(path: "foods[].recipe.ingredients[].id", json: "\"feast\"", says: "a cycle (feast -> feast)"),
    Fault(path: "foods[].recipe.ingredients[]", json: "\"soup\"", says: "wrong type; expected an object"),
    Fault(path: "foods[].nutrition.kcalPer100g", json: "5000", says: "kcal per 100 g"),
    Fault(path: "foods[].nutrition.proteinPer100g", json: "200", says: "g per 100 g"),
    Fault(path: "foods[].nutrition.fibrePer100g", json: "500", says: "g per 100 g"),
    Fault(path: "foods[].nutrition.per100g.iron", json: "500", says: "must be 0-200 mg per 100 g, not 500"),
    Fault(path: "foods[].nutrition.per100g.vitamin_b12", json: "-1", says: "must be 0-100 µg per 100 g, not -1"),
    Fault(path: "foods[].nutrition.per100g", json: #"{"iorn": 2}"#, says: "no nutrient 'iorn'; the nutrients are kcal, protein, fat"),
    Fault(path: "foods[].nutrition.per100g", json: #"{"kcal": 41}"#, says: "'kcal' has a field of its own, nutrition.kcalPer100g"),
    Fault(path: "foods[].name", json: "\"\"", says: "empty; give the food a name"),
    Fault(path: "foods[].name", json: "\"\(String(repeating: "a", count: 201))\"", says: "longer than 200 characters"),
    Fault(path: "foods[].name", json: "\"A\\u0007\"", says: "control character"),
    Fault(path: "foods[].icon", json: "\" \"", says: "empty; give the food an emoji icon"),
    Fault(path: "foods[].id", json: "\"cod\"", says: "duplicate food id"),
    Fault(path: "foods[].id", json: "\"\"", says: "empty; give the food an id"),
    Fault(path: "foods[].aliases", json: #"["a", 3]"#, says: "wrong type; expected a string"),
    Fault(path: "foods[].aliases", json: #"["a", null]"#, says: "null; expected a string"),
    Fault(path: "foods[]", json: "null", says: "null; expected an object"),
    Fault(path: "sections[].generic", json: "\"cod\"", says: "no food 'cod' in this section"),
    Fault(path: "sections[].id", json: "\"fish\"", says: "duplicate section id"),
    Fault(path: "sections[].name", json: "\"\"", says: "empty; give the section a name"),
    Fault(path: "sections", json: "[]", says: "no sections; add at least one"),
  ]
}
