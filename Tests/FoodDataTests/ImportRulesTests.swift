import Foundation
import Testing

@testable import FoodData

/// The importers and the catalog keep one set of rules (issue 20, faults 6, 7, 13, 15): what
/// an import writes, the catalog reads back, and what the catalog refuses, an import refuses
/// with the same words.
@Suite("Import rules")
struct ImportRulesTests {
  static let header = "name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g\n"

  func csvProblem(_ row: String) -> String? {
    do {
      _ = try CSVImport.catalog(Array((Self.header + row + "\n").utf8), name: "mine", file: "mine.csv")
      return nil
    } catch {
      return error.problem
    }
  }

  /// The catalog's message for the same food, written as catalog JSON.
  func catalogProblem(name: String, kg: Double, kcal: Double, protein: Double) -> String? {
    let food = Food(
      id: "f", name: name, section: "s", icon: "🍽", footprint: Footprint(kgCO2ePerKg: kg, product: "p", proxy: false),
      nutrition: Nutrition(kcalPer100g: kcal, proteinPer100g: protein, usdaNdb: "", usdaDescription: ""))
    let catalog = Catalog(sections: [Section(id: "s", name: "S", icon: "🍽", countsAsMeat: false)], foods: [food])
    guard let json = try? catalog.jsonData() else { return "not encoded" }
    do {
      _ = try Catalog.decode(json, file: "my.json")
      return nil
    } catch {
      return error.problem
    }
  }

  @Test(arguments: [
    ("Beef", 5000.0, 250.0, 26.0),
    ("Cake", 2.0, 2000.0, 5.0),
    ("Whey", 2.0, 400.0, 150.0),
    ("Big", 1e300, 100.0, 1.0),
    ("Red \u{1B}[31mbeef", 99.0, 250.0, 26.0),
    ("Tab\tbeef", 99.0, 250.0, 26.0),
    ("Bidi \u{202E}feeb", 99.0, 250.0, 26.0),
    ("Chef 👨‍🍳 stew", 2.0, 100.0, 5.0),
    ("Beans " + String(repeating: "x", count: 200), 1.0, 100.0, 8.0),
  ])
  func theImporterRefusesWhatTheCatalogRefusesInTheSameWords(name: String, kg: Double, kcal: Double, protein: Double) throws {
    let expected = try #require(catalogProblem(name: name, kg: kg, kcal: kcal, protein: protein), "the catalog refuses it")
    let quotedName = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    #expect(csvProblem("\(quotedName),Things,\(kg),\(kcal),\(protein)") == expected)
  }

  @Test func aNameOfTheLongestQueryIsKeptAndOneMoreIsNot() throws {
    let longest = String(repeating: "é", count: CatalogBounds.nameCharacters)
    #expect(csvProblem("\(longest),Things,1,100,8") == nil)
    #expect(catalogProblem(name: longest, kg: 1, kcal: 100, protein: 8) == nil)
    #expect(csvProblem("\(longest)e,Things,1,100,8")?.hasPrefix("longer than 200 characters") == true)
    #expect(catalogProblem(name: longest + "e", kg: 1, kcal: 100, protein: 8)?.hasPrefix("longer than 200 characters") == true)
  }

  @Test func recordsEndInLFOrCRLFAndQuotedFieldsHoldThem() throws {
    var records = CSVRecords("a,\"b\r\nc\",d\r\n\"x\"\"y\" ,z\n\r\nlast,\"\"", file: "f.csv")
    var read: [CSVRecords.Record] = []
    while let record = try records.next() { read.append(record) }
    #expect(read.map(\.line) == [1, 3, 4, 5])
    #expect(read.map(\.fields) == [["a", "b\r\nc", "d"], ["x\"y ", "z"], [""], ["last", ""]])
    #expect(read.map(\.isBlank) == [false, false, true, false])
  }

  @Test func anUnclosedQuoteIsNamedByTheLineItOpensOn() {
    var records = CSVRecords("a,b\nc,\"d\ne,f\n", file: "f.csv")
    #expect(throws: ImportError.self) {
      while try records.next() != nil {}
    }
    var again = CSVRecords("a,b\nc,\"d\ne,f\n", file: "f.csv")
    do {
      while try again.next() != nil {}
    } catch {
      #expect(error.line == 2)
      #expect(error.problem.hasPrefix("a quoted field opened on this line is not closed"))
    }
  }

  @Test(arguments: [
    ("12.5", 12.5), ("0", 0), (".5", 0.5), ("100.", 100), ("1.2e2", 120), ("1E-1", 0.1), (" 3 ", 3),
  ])
  func decimalFiguresAreRead(text: String, value: Double) {
    #expect(ImportFigure.value(text) == value)
  }

  @Test(arguments: ["0x10", "0X1p3", "inf", "nan", "infinity", "-1", "+2", "1e", "e5", ".", "1.2.3", "", "1e400", "1 2", "١٢"])
  func otherFiguresAreNot(text: String) {
    #expect(ImportFigure.value(text) == nil)
  }
}
