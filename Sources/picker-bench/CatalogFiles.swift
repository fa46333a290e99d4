import Foundation
import FoodData

/// The catalog files the benchmark starts the program on: USDA SR28 as a catalog (8,789
/// foods), and generated catalogs of 100,000 and 1,000,000 foods made of its foods under more
/// names, each beside a file of its names (one a line) for fzf.
enum CatalogFiles {
  /// USDA SR28's foods as a catalog, as `import usda` makes them.
  static func usdaCatalog() throws -> Catalog {
    let url = BenchCatalogs.packageRoot.appendingPathComponent("Data/usda-sr28-foods.tsv")
    return try USDAImport.catalog(Array(try Data(contentsOf: url)), file: url.path)
  }

  /// Writes a catalog of `count` foods: USDA's, then again with qualifiers, with their figures.
  /// The JSON is written directly (JSONEncoder would take minutes and gigabytes at a million).
  static func write(count: Int, base: Catalog, to url: URL) throws {
    let names = BenchCatalogs.millionNames(from: base.foods.map(\.name), count: count)
    var out = Data()
    out.reserveCapacity(count * 330)
    let sections = try JSONEncoder().encode(base.sections)
    out.append(Data("{\"sources\":[],\"sections\":".utf8))
    out.append(sections)
    out.append(Data(",\"foods\":[".utf8))
    for (index, name) in names.enumerated() {
      let food = base.foods[index % base.foods.count]
      let nutrition = food.nutrition
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(
        Data(
          ("{\"id\":\"f\(index)\",\"name\":\(quoted(name)),\"section\":\(quoted(food.section)),\"icon\":\(quoted(food.icon)),"
            + "\"aliases\":[],\"footprint\":{\"kgCO2ePerKg\":\(food.footprint.kgCO2ePerKg),\"product\":\(quoted(food.footprint.product)),"
            + "\"proxy\":true},\"nutrition\":{\"kcalPer100g\":\(nutrition?.kcalPer100g ?? 0),"
            + "\"proteinPer100g\":\(nutrition?.proteinPer100g ?? 0),\"usdaNdb\":\(quoted(nutrition?.usdaNdb ?? "")),"
            + "\"usdaDescription\":\(quoted(nutrition?.usdaDescription ?? ""))}}\n").utf8))
    }
    out.append(Data("]}\n".utf8))
    try out.write(to: url)
  }

  /// Writes a catalog of `count` foods that starts with the built-in file whole, its dishes and
  /// their recipes included, and goes on with generated plain foods: what a user gets by adding
  /// foods to the built-in file (issue 16's catalog with recipes).
  static func writeWithDishes(count: Int, base: Catalog, builtIn: URL, to url: URL) throws {
    let generated = folderless(url, "plain")
    let own = try JSONSerialization.jsonObject(with: Data(contentsOf: builtIn)) as? [String: Any] ?? [:]
    let ownFoods = own["foods"] as? [Any] ?? []
    try write(count: max(0, count - ownFoods.count), base: base, to: generated)
    defer { try? FileManager.default.removeItem(at: generated) }
    let plain = try JSONSerialization.jsonObject(with: Data(contentsOf: generated)) as? [String: Any] ?? [:]
    // The sections of both, each once; the built-in file's sources.
    var sections = own["sections"] as? [[String: Any]] ?? []
    let known = Set(sections.compactMap { $0["id"] as? String })
    sections += (plain["sections"] as? [[String: Any]] ?? []).filter { !known.contains($0["id"] as? String ?? "") }
    var out = Data("{\"sources\":".utf8)
    out.append(try JSONSerialization.data(withJSONObject: own["sources"] ?? []))
    out.append(Data(",\"sections\":".utf8))
    out.append(try JSONSerialization.data(withJSONObject: sections))
    out.append(Data(",\"foods\":[".utf8))
    for (index, food) in (ownFoods + (plain["foods"] as? [Any] ?? [])).enumerated() {
      if index > 0 { out.append(Data(",\n".utf8)) }
      out.append(try JSONSerialization.data(withJSONObject: food))
    }
    out.append(Data("]}\n".utf8))
    try out.write(to: url)
  }

  /// Names of the foods of the catalog file `writeWithDishes` writes, one a line, for fzf.
  static func writeNames(ofFile url: URL, to names: URL) throws {
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    let all = (file["foods"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    try Data((all.joined(separator: "\n") + "\n").utf8).write(to: names)
  }

  private static func folderless(_ url: URL, _ suffix: String) -> URL {
    url.deletingPathExtension().appendingPathExtension("\(suffix).json")
  }

  static func writeNames(of catalog: Catalog, count: Int, to url: URL) throws {
    let names = BenchCatalogs.millionNames(from: catalog.foods.map(\.name), count: count)
    try Data((names.joined(separator: "\n") + "\n").utf8).write(to: url)
  }

  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{0}"..."\u{1F}": out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
