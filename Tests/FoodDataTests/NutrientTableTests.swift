import Foundation
import Testing
import TestSupport

/// `Data/nutrients.tsv`, the one table of nutrients, against the files it names: every column
/// it reads exists, every unit conversion is the one the column's unit calls for, no real food
/// is beyond its bounds, and every reference intake is the one its source gives.
@Suite("The nutrient table")
struct NutrientTableTests {
  struct Row {
    var cells: [String: String]
    subscript(_ column: String) -> String { cells[column] ?? "" }
    func number(_ column: String) -> Double? { Double(self[column]) }
  }

  static let data = packageRoot.appendingPathComponent("Data")

  static func text(_ path: String) throws -> String {
    try String(contentsOf: data.appendingPathComponent(path), encoding: .utf8)
  }

  static func table() throws -> [Row] {
    let lines = try text("nutrients.tsv").split(separator: "\n").filter { !$0.hasPrefix("#") }
    let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
      Row(cells: Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))))
    }
  }

  /// A tab-separated file's rows by column name.
  static func tsv(_ path: String) throws -> (header: [String], rows: [[String: String]]) {
    let lines = try text(path).split(separator: "\n")
    let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let rows = lines.dropFirst().map {
      Dictionary(zip(header, $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)), uniquingKeysWith: { a, _ in a })
    }
    return (header, rows)
  }

  /// The header of a comma-separated file with quoted fields.
  static func csvHeader(_ path: String) throws -> [String] {
    let line = try text(path).prefix { $0 != "\n" && $0 != "\r\n" }
    var fields: [String] = []
    var field = ""
    var quoted = false
    for character in line {
      switch character {
      case "\"": quoted.toggle()
      case "," where !quoted:
        fields.append(field)
        field = ""
      default: field.append(character)
      }
    }
    return fields + [field]
  }

  /// Grams per unit.
  static let grams: [String: Double] = ["g": 1, "mg": 1e-3, "ug": 1e-6, "mcg": 1e-6, "mcg_RAE": 1e-6, "mcg_DFE": 1e-6]

  /// The factor from a figure in unit `from` to one in `to`; kcal only to kcal. Salt is sodium
  /// × 2.5 (Regulation 1169/2011, Annex I).
  static func factor(from: String, to: String, id: String) -> Double? {
    if from == "kcal" || to == "kcal" { return from == to ? 1 : nil }
    guard let a = grams[from], let b = grams[to] else { return nil }
    return a / b * (id == "salt" && from != "g" ? 2.5 : 1)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(abs(a), abs(b)) }

  @Test func holdsTheNutrientsPeopleEatingLessMeatNeedOnce() throws {
    let ids = try Self.table().map { $0["id"] }
    #expect(Set(ids).count == ids.count, "an id twice: \(ids)")
    for id in [
      "kcal", "protein", "fat", "saturated_fat", "carbohydrate", "sugars", "fibre", "salt", "calcium", "iron", "zinc",
      "vitamin_b12", "vitamin_d", "folate", "selenium", "potassium", "magnesium", "vitamin_c", "vitamin_a",
    ] {
      #expect(ids.contains(id), "\(id) is missing")
    }
  }

  @Test func everyUSDAColumnExistsAndConvertsByItsUnit() throws {
    let foods = try Self.tsv("usda-sr28-foods.tsv")
    let nutrients = try Self.tsv("usda-sr28-nutrients.tsv")
    for row in try Self.table() {
      let column = row["usda_column"]
      let source = foods.header.contains(column) ? foods : nutrients
      #expect(source.header.contains(column), "\(row["id"]): no SR28 column \(column)")
      let unit = column == "kcal" ? "kcal" : String(column.split(separator: "_").last ?? "")
      let expected = try #require(Self.factor(from: unit, to: row["unit"], id: row["id"]), "\(row["id"]): \(unit) is no unit for \(row["unit"])")
      #expect(
        row.number("usda_factor").map { Self.close($0, expected) } == true,
        "\(row["id"]): factor \(row["usda_factor"]), \(unit) to \(row["unit"]) is \(expected)")
      // Every real food fits the bounds: a bound that refused one would refuse the catalog.
      let largest = source.rows.compactMap { Double($0[column] ?? "") }.max() ?? 0
      let bound = try #require(row.number("max_per_100g"))
      #expect(largest * expected <= bound, "\(row["id"]): SR28 has \(largest * expected) \(row["unit"]) per 100 g, above \(bound)")
    }
  }

  @Test func everyFNDDSColumnExistsInItsUnit() throws {
    let header = try Self.csvHeader("fndds-2017-2018/nutrient-values.csv")
    for row in try Self.table() {
      let column = row["fndds_column"]
      #expect(header.contains(column), "\(row["id"]): no FNDDS column \(column)")
      // "Iron (mg)": the unit in the last brackets converts as the SR28 column does.
      let unit = column.split(separator: "(").last.map { String($0.dropLast()) } ?? ""
      let expected = Self.factor(from: unit, to: row["unit"], id: row["id"])
      #expect(expected.map { Self.close($0, row.number("usda_factor") ?? 0) } == true, "\(row["id"]): FNDDS's \(unit) needs \(expected ?? 0)")
    }
  }

  @Test func everyOpenFoodFactsFieldExistsAndConvertsFromGrams() throws {
    let header = try Self.tsv("openfoodfacts-sample/products-1000.csv").header
    for row in try Self.table() {
      #expect(header.contains(row["off_field"]), "\(row["id"]): no Open Food Facts field \(row["off_field"])")
      let expected = row["unit"] == "kcal" ? 1 : (Self.factor(from: "g", to: row["unit"], id: "") ?? 0)
      #expect(row.number("off_factor").map { Self.close($0, expected) } == true, "\(row["id"]): OFF grams to \(row["unit"]) is \(expected)")
    }
  }

  /// The README's copy of the regulation's list ("iron 14 mg", "B12 2.5 µg", "salt 6 g").
  @Test func everyEUReferenceIsTheRegulations() throws {
    let readme = try Self.text("README.md").replacingOccurrences(of: "\n", with: " ")
    let names = [
      "kcal": "energy", "saturated_fat": "saturates", "vitamin_a": "vitamin A", "vitamin_d": "D", "vitamin_c": "C",
      "vitamin_b12": "B12", "folate": "folic acid",
    ]
    var checked = 0
    for row in try Self.table() where row["reference_source"] == "EU" {
      let name = names[row["id"]] ?? row["id"]
      let unit = row["unit"] == "ug" ? "µg" : row["unit"]
      let pattern = try Regex("[ ,:]\(name) ([0-9.]+) \(unit)[,;. ]")
      let match = try #require(readme.firstMatch(of: pattern), "\(row["id"]): the README lists no '\(name) … \(unit)'")
      #expect(
        Double(String(match.output[1].substring ?? "")) == row.number("reference"), "\(row["id"]): the regulation says \(match.output[0].substring ?? "")")
      checked += 1
    }
    #expect(checked >= 17)
    #expect(try Self.table().allSatisfy { ["more", "less", "none"].contains($0["better"]) })
  }
}
