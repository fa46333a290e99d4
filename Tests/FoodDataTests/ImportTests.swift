import Foundation
import Testing
import TestSupport

@testable import FoodData

/// Imports of USDA SR28 and of CSV files, good and bad, and how imported foods are searched.
@Suite("Imports")
struct ImportTests {
  private func csv(_ text: String, name: String = "mine") throws(ImportError) -> Catalog {
    try CSVImport.catalog(Array(text.utf8), name: name, file: "mine.csv")
  }

  private func csvError(_ text: String) -> String? {
    do {
      _ = try csv(text)
      return nil
    } catch {
      return error.description
    }
  }

  /// The study's table, read here independently of the import's mapping.
  private func studyFigures() throws -> [String: Double] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("Data/poore-nemecek-2018-per-product.tsv"), encoding: .utf8)
    var figures: [String: Double] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
      if cells.count > 1, let value = Double(cells[1]) { figures[String(cells[0])] = value }
    }
    return figures
  }

  @Test func usdaSR28BecomesACatalogOfProxiesByFoodGroup() throws {
    let url = packageRoot.appendingPathComponent("Data/usda-sr28-foods.tsv")
    let catalog = try USDAImport.catalog(Array(try Data(contentsOf: url)), file: url.path)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
    #expect(catalog.foods.count == lines.count)
    #expect(catalog.foods.count == 8_789)
    let study = try studyFigures()
    for (food, line) in zip(catalog.foods, lines) {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      #expect(food.name == cells[2])
      #expect(food.nutrition?.kcalPer100g == Double(cells[3]))
      #expect(food.nutrition?.proteinPer100g == Double(cells[4]))
      #expect(food.footprint.proxy)
      #expect(study[food.footprint.product] == food.footprint.kgCO2ePerKg, "\(food.footprint.product)")
      #expect(catalog.section(of: food)?.name == "USDA: \(cells[1])")
    }
    #expect(catalog.foods.first { $0.name == "Butter, salted" }?.footprint.product == "Milk")
    let beef = try #require(catalog.sections.first { $0.name == "USDA: Beef Products" })
    #expect(beef.countsAsMeat)
    #expect(USDAImport.meatSectionIDs.contains(beef.id))
    // What is written is a catalog the ordinary reader accepts and checks.
    let reread = try Catalog.decode(try catalog.jsonData(), file: "usda.json")
    #expect(Array(reread.foods) == Array(catalog.foods))
  }

  @Test func aGoodCSVBecomesACatalog() throws {
    let catalog = try csv(
      "name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g\n" + "\"Beef, minced\",Meat,99.48,250,26\n"
        + "Oat milk,Drinks,0.9,46,1\n" + "\"Say \"\"cheese\"\"\",Dairy, 23.88 ,400,25\r\n")
    #expect(catalog.foods.map(\.name) == ["Beef, minced", "Oat milk", "Say \"cheese\""])
    #expect(catalog.sections.map(\.name) == ["mine: Meat", "mine: Drinks", "mine: Dairy"])
    #expect(catalog.sections.map(\.countsAsMeat) == [true, false, false])
    #expect(catalog.foods[2].footprint.kgCO2ePerKg == 23.88)
    #expect(catalog.foods[0].nutrition?.proteinPer100g == 26)
    #expect(try Catalog.decode(try catalog.jsonData(), file: "mine.json").foods.count == 3)
  }

  @Test func badCSVFilesAreRefusedNamingLineAndColumn() {
    let header = "name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g\n"
    #expect(csvError("") == "mine.csv: empty; give a file with a header row and foods")
    #expect(csvError("\n\n") == "mine.csv: no foods below the header; add a line a food: name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g")
    #expect(csvError(header) == "mine.csv: no foods below the header; add a line a food: name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g")
    #expect(
      csvError("food,kg\nBeef,99\n")?.hasPrefix("mine.csv: line 1: the header must be 'name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g'") == true)
    #expect(csvError(header + "Beef,Meat,99.48,250\n")?.hasPrefix("mine.csv: line 2: 4 columns where there must be 5") == true)
    #expect(
      csvError(header + "Beef,Meat,99.48,250,26\nTofu,Plants,lots,76,8\n")
        == "mine.csv: line 3, column 'kg CO2e per kg': 'lots' is not a number of 0 or more; write it like 12.5")
    #expect(csvError(header + "Beef,Meat,99.48,-1,26\n") == "mine.csv: line 2, column 'kcal per 100 g': '-1' is not a number of 0 or more; write it like 12.5")
    #expect(csvError(header + "Beef,Meat,99.48,250,nan\n")?.hasPrefix("mine.csv: line 2, column 'protein per 100 g'") == true)
    #expect(csvError(header + ",Meat,1,1,1\n") == "mine.csv: line 2, column 'name': empty; every food needs a name")
    #expect(
      csvError(header + "\"Beef,Meat,1,1,1\n")?.hasPrefix("mine.csv: line 2: a quoted field opened on this line is not closed by the end of the file") == true)
    #expect(csvError("name,section\u{0},x\n") == "mine.csv: binary data, not text; give a text file")
    let latin1: [UInt8] = Array(header.utf8) + [0x43, 0x72, 0xE8, 0x6D, 0x65, 0x2C, 0x61, 0x2C, 0x31, 0x2C, 0x31, 0x2C, 0x31]
    #expect(throws: ImportError(file: "mine.csv", problem: "not UTF-8 text; save it as UTF-8")) {
      try CSVImport.catalog(latin1, name: "mine", file: "mine.csv")
    }
    let huge = [UInt8](repeating: 0x41, count: ImportText.maximumBytes + 1)
    #expect(throws: ImportError.self) { try CSVImport.catalog(huge, name: "mine", file: "mine.csv") }
  }

  @Test func badUSDATablesAreRefused() {
    func error(_ text: String) -> String? {
      do {
        _ = try USDAImport.catalog(Array(text.utf8), file: "sr28.tsv")
        return nil
      } catch {
        return error.description
      }
    }
    let header = "ndb_no\tfood_group\tlong_desc\tkcal\tprotein_g\tfiber_g\n"
    #expect(error("ndb\tname\n1\tx\n")?.hasPrefix("sr28.tsv: line 1: no 'ndb_no' column") == true)
    #expect(error(header + "01001\tNot A Group\tButter\t717\t0.85\t0\n")?.hasPrefix("sr28.tsv: line 2, column 'food_group': unknown USDA food group") == true)
    #expect(error(header + "01001\tDairy and Egg Products\tButter\tlots\t0.85\t0\n") == "sr28.tsv: line 2, column 'kcal': 'lots' is not a number of 0 or more")
    #expect(error(header + "01001\tDairy and Egg Products\tButter\t717\n")?.hasPrefix("sr28.tsv: line 2: 4 columns") == true)
    #expect(error(header) == "sr28.tsv: no foods below the header; give USDA SR28's food table")
  }
}
