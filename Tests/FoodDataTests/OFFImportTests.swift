import Foundation
import Testing

@testable import FoodData

/// Open Food Facts' exports read line by line: the real samples in Data/ (100 products of the
/// JSONL export, 1,000 rows of the CSV one), a known product's figures against its own fields,
/// meat from its tags, and input that is no export.
@Suite("Open Food Facts import")
struct OFFImportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The export's lines, as `import off` hands them over.
  static func lines(_ name: String) throws -> [ArraySlice<UInt8>] {
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("Data/openfoodfacts-sample/\(name)")))
    return bytes.split(separator: 10, omittingEmptySubsequences: false).filter { !$0.isEmpty }
  }

  static func imported(_ lines: [ArraySlice<UInt8>]) throws -> OFFImport {
    var importer = try OFFImport(firstLine: lines[0], file: "t")
    for line in lines.dropFirst() { importer.add(line) }
    return importer
  }

  @Test func everyProductOfTheJSONLSampleIsImportedOrCountedAsSkipped() throws {
    let lines = try Self.lines("products-100.jsonl")
    let importer = try Self.imported(lines)
    #expect(importer.format == .jsonl)
    #expect(importer.imported + importer.skipped.values.reduce(0, +) == lines.count)
    #expect(importer.imported > 50, "most of the sample: \(importer.skippedWords)")
  }

  @Test func aKnownProductHasItsOwnFigures() throws {
    let catalog = try Self.imported(try Self.lines("products-100.jsonl")).catalog()
    let index = try #require(catalog.foodIndex(id: "off:0000127534587"))
    let bread = catalog.foods[index]
    // Its page: 228 kcal, 5.26 g protein and 0.00253 g iron per 100 g, a 57 g serving, vegan,
    // in en:breads.
    #expect(bread.name == "Today's temptations, lithuanian rye bread")
    #expect(bread.aliases == ["0000127534587"])
    #expect(bread.nutrition?.kcalPer100g == 228)
    #expect(bread.nutrition?.proteinPer100g == 5.26)
    #expect(abs((bread.nutrition?.per100g[.iron] ?? 0) - 2.53) < 1e-9, "grams into mg")
    #expect(bread.portions == Portions(little: 28, some: 57, lot: 114))
    #expect(bread.footprint == Footprint(kgCO2ePerKg: 1.57, product: "Wheat & Rye", proxy: true))
    #expect(bread.section == "off-vegan")
    #expect(catalog.sections.first { $0.id == "off-vegan" }?.countsAsMeat == false)
    #expect(catalog.sources.map(\.citation).joined().contains("Open Food Facts contributors"))
  }

  @Test func theCSVExportReadsTheSameFieldsByItsHeader() throws {
    let lines = try Self.lines("products-1000.csv")
    let importer = try Self.imported(lines)
    #expect(importer.format == .csv)
    #expect(importer.imported + importer.skipped.values.reduce(0, +) == lines.count - 1)
    let catalog = try importer.catalog()
    #expect(catalog.foods.count == importer.imported)
    // Each food's energy is its row's energy-kcal_100g cell, found by the header here.
    let header = String(decoding: lines[0], as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let code = try #require(header.firstIndex(of: "code"))
    let kcal = try #require(header.firstIndex(of: "energy-kcal_100g"))
    var checked = 0
    for line in lines.dropFirst() {
      let cells = String(decoding: line, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
      guard cells.count == header.count, let value = Double(cells[kcal]), let index = catalog.foodIndex(id: "off:\(cells[code])") else { continue }
      #expect(catalog.foods[index].nutrition?.kcalPer100g == value)
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test func meatIsWhatTheProductsTagsSayElseItsPrice() {
    var product = OFFProduct()
    product.analysis = ["en:non-vegetarian"]
    #expect(OFFImport.section(product, pricedAsMeat: false).countsAsMeat)
    product.analysis = ["en:vegan"]
    #expect(OFFImport.section(product, pricedAsMeat: true).id == "off-vegan")
    product.analysis = ["en:vegetarian-status-unknown"]
    #expect(OFFImport.section(product, pricedAsMeat: true).countsAsMeat)
    #expect(!OFFImport.section(product, pricedAsMeat: false).countsAsMeat)
  }

  @Test func aTruncatedLineIsSkippedAndTheRestImported() throws {
    var lines = try Self.lines("products-100.jsonl").prefix(10).map { $0 }
    let whole = try Self.imported(lines).imported
    lines.append(lines[3].prefix(lines[3].count / 2))
    let importer = try Self.imported(lines)
    #expect(importer.imported == whole)
    #expect(importer.skipped[.unreadable] == 1)
  }

  /// A product refused by the catalog's rules does not take its barcode: a later line with the
  /// same code is imported, and only a second imported one is "a barcode given twice".
  @Test func aRefusedProductLeavesItsBarcodeToALaterLine() throws {
    let lines = try Self.lines("products-100.jsonl")
    let bread = try #require(lines.first { String(decoding: $0, as: UTF8.self).contains("0000127534587") })
    let text = String(decoding: bread, as: UTF8.self)
    let unshowable = text.replacingOccurrences(of: #""product_name":"Today's temptations, lithuanian rye bread""#, with: #""product_name":"Rye\u0007bread""#)
    #expect(unshowable != text)
    let importer = try Self.imported([lines[0], ArraySlice(unshowable.utf8), bread, bread])
    #expect(importer.skipped[.unshowable] == 1)
    #expect(importer.skipped[.repeated] == 1, "only the second imported bread is a repeat")
    let catalog = try importer.catalog()
    #expect(catalog.foodIndex(id: "off:0000127534587").map { catalog.foods[$0].name } == "Today's temptations, lithuanian rye bread")
  }

  @Test func whatIsNoExportIsRefusedWithWhatItIs() {
    let usda = Array("ndb_no\tfood_group\tlong_desc\tkcal".utf8)[...]
    #expect(throws: ImportError.self) { try OFFImport(firstLine: usda, file: "t") }
    do {
      _ = try OFFImport(firstLine: usda, file: "t")
    } catch {
      #expect(error.problem.hasPrefix("not an Open Food Facts export"))
    }
    do {
      _ = try OFFImport(firstLine: [0x7F, 0x45, 0x4C, 0x46, 0, 1][...], file: "t")
    } catch {
      #expect(error.problem.hasPrefix("binary data"))
    }
  }

  @Test func noProductImportedIsAnErrorThatSaysWhy() throws {
    var importer = try OFFImport(firstLine: Array(#"{"code":"1","product_name":""}"#.utf8)[...], file: "t")
    importer.add(Array(#"{"code":"2","product_name":"Water","nutriments":{}}"#.utf8)[...])
    #expect(throws: ImportError.self) { try importer.catalog() }
    #expect(importer.skippedWords == "1 with no name, 1 with no energy or protein")
  }
}

extension OFFImportTests {
  @Test func theCatalogIsWrittenInPiecesAsItIsWhole() throws {
    let catalog = try Self.imported(try Self.lines("products-100.jsonl")).catalog()
    var pieces: [[UInt8]] = []
    #expect(
      try catalog.writeJSON {
        pieces.append($0); return true
      })
    #expect(Data(pieces.joined()) == (try catalog.jsonData()))
    var tries = 0
    #expect(
      try !catalog.writeJSON { _ in
        tries += 1; return false
      }, "a refused piece stops the writing")
    #expect(tries == 1)
  }
}
