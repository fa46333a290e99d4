import Foundation

/// Catalogs and exports shaped as real ones are (issue 36): every generated food is a copy of
/// a food of the built-in file with every field it has (its 19 nutrients, portions, household
/// measure, cooking yield, proxy flag, aliases, and a dish's recipe), and every generated Open
/// Food Facts product a copy of a product of the sample export, with the fields an import
/// reads. The lean catalogs of `CatalogFiles.write` carry kcal, protein and a footprint only,
/// which is not what people search.
///
/// The first lap is the source itself, in its order; later laps give each copy a new id (or
/// barcode) and the name with a qualifier (`BenchCatalogs.millionNames`). A copied dish's recipe
/// names the first lap's foods, which exist.
enum RealShapedFiles {
  /// Writes a catalog of `count` foods made of `builtIn`'s foods, and their names one a line.
  static func writeCatalog(count: Int, builtIn: URL, to url: URL, names namesURL: URL) throws {
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: builtIn)) as? [String: Any] ?? [:]
    let foods = file["foods"] as? [[String: Any]] ?? []
    // Each food's JSON without its id and name, serialised once: "...rest}" after `{"id":..,"name":..,`.
    let rests = try foods.map { food -> Data in
      var rest = food
      rest["id"] = nil
      rest["name"] = nil
      return try JSONSerialization.data(withJSONObject: rest, options: [.sortedKeys, .withoutEscapingSlashes]).dropFirst()
    }
    let ids = foods.map { $0["id"] as? String ?? "" }
    let names = BenchCatalogs.millionNames(from: foods.map { $0["name"] as? String ?? "" }, count: count)
    var out = Data("{\"sources\":".utf8)
    out.append(try JSONSerialization.data(withJSONObject: file["sources"] ?? []))
    out.append(Data(",\"sections\":".utf8))
    out.append(try JSONSerialization.data(withJSONObject: file["sections"] ?? []))
    out.append(Data(",\"foods\":[\n".utf8))
    let handle = try create(url)
    defer { try? handle.close() }
    for (index, name) in names.enumerated() {
      let base = index % foods.count
      let id = index < foods.count ? ids[base] : "\(ids[base])-g\(index)"
      if index > 0 { out.append(Data(",\n".utf8)) }
      out.append(Data("{\"id\":\(quoted(id)),\"name\":\(quoted(name)),".utf8))
      out.append(rests[base])
      if out.count > 8 << 20 { try flush(&out, to: handle) }
    }
    out.append(Data("]}\n".utf8))
    try flush(&out, to: handle)
    try Data((names.joined(separator: "\n") + "\n").utf8).write(to: namesURL)
  }

  /// The fields of a product that `import off` reads, as the export has them.
  private static let productFields = ["product_name", "brands", "categories_tags", "serving_quantity", "ingredients_analysis_tags"]

  /// Writes an Open Food Facts JSONL export of `count` products made of the sample's (`sample`,
  /// the export's own format), and their names one a line (every product's, kept or not).
  static func writeOFFExport(count: Int, sample: URL, to url: URL, names namesURL: URL) throws {
    let lines = try String(contentsOf: sample, encoding: .utf8).split(separator: "\n")
    var rests: [Data] = []
    var productNames: [String] = []
    for line in lines {
      guard let product = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
      var kept: [String: Any] = [:]
      for field in productFields { kept[field] = product[field] }
      if let nutriments = product["nutriments"] as? [String: Any] {
        kept["nutriments"] = nutriments.filter { $0.key.hasSuffix("_100g") }
      }
      rests.append(try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys, .withoutEscapingSlashes]).dropFirst())
      productNames.append((product["product_name"] as? String ?? "").trimmingCharacters(in: .whitespaces))
    }
    let names = BenchCatalogs.millionNames(from: productNames, count: count)
    let handle = try create(url)
    defer { try? handle.close() }
    var out = Data()
    var nameLines: [String] = []
    nameLines.reserveCapacity(count)
    for index in 0..<count {
      let base = index % rests.count
      // A name made of the sample's name and a qualifier; the product name field is replaced.
      var rest = rests[base]
      let name = names[index]
      if index >= rests.count, !productNames[base].isEmpty {
        let from = Data("\"product_name\":\(quoted(productNames[base]))".utf8)
        if let range = rest.range(of: from) { rest.replaceSubrange(range, with: Data("\"product_name\":\(quoted(name))".utf8)) }
      }
      out.append(Data(String(format: "{\"code\":\"%013d\",", 2_000_000_000_000 + index).utf8))
      out.append(rest)
      out.append(10)
      nameLines.append(index >= rests.count && !productNames[base].isEmpty ? name : productNames[base])
      if out.count > 8 << 20 { try flush(&out, to: handle) }
    }
    try flush(&out, to: handle)
    try Data((nameLines.joined(separator: "\n") + "\n").utf8).write(to: namesURL)
  }

  private static func create(_ url: URL) throws -> FileHandle {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    return try FileHandle(forWritingTo: url)
  }

  private static func flush(_ out: inout Data, to handle: FileHandle) throws {
    try handle.write(contentsOf: out)
    out.removeAll(keepingCapacity: true)
  }

  static func quoted(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }
}
