import Foundation
import Testing

@testable import PickerModel

@Suite("The built-in catalog")
struct CatalogTests {
  let catalog = builtInCatalog

  @Test func hasEnoughFoodsAndSections() {
    #expect(catalog.foods.count >= 200)
    #expect(catalog.sections.count >= 12)
    for section in catalog.sections {
      #expect(catalog.foods.contains { $0.section == section.id }, "section \(section.id) has no foods")
    }
  }

  @Test func sectionsSayWhatCountsAsMeatByDefault() {
    let meat = Set(catalog.sections.filter(\.countsAsMeat).map(\.id))
    #expect(meat == ["red-meat", "poultry", "game", "fish", "shellfish"])
  }

  @Test func everySectionHasAGenericEntry() throws {
    for section in catalog.sections {
      let generic = try #require(section.generic, "section \(section.id)")
      let food = try #require(catalog.foods.first { $0.id == generic })
      #expect(food.section == section.id)
    }
    #expect(catalog.foods.contains { $0.name == "Red meat" })
    #expect(catalog.foods.contains { $0.name == "Poultry" })
    #expect(catalog.foods.contains { $0.name == "Fish" })
  }

  @Test func everyIconIsOneWideEmoji() {
    for food in catalog.foods {
      #expect(food.icon.count == 1, "\(food.id) icon \(food.icon)")
      #expect(DisplayWidth.of(food.icon) == 2, "\(food.id) icon \(food.icon) is not two columns")
    }
  }

  @Test func everyFootprintComesFromPooreAndNemecek() throws {
    let table = try TSV(packageRoot.appendingPathComponent("Data/poore-nemecek-2018-per-product.tsv"))
    var perKg: [String: Double] = [:]
    for row in table.rows { perKg[row["product"] ?? ""] = Double(row["ghg_kgco2e_per_kg"] ?? "") }
    for food in catalog.foods {
      let expected = try #require(perKg[food.footprint.product] ?? nil, "\(food.id): product \(food.footprint.product)")
      #expect(food.footprint.kgCO2ePerKg == expected, "\(food.id)")
    }
    #expect(catalog.foods.first { $0.id == "beef" }?.footprint.kgCO2ePerKg == 99.48)
    #expect(catalog.foods.first { $0.id == "turkey" }?.footprint.proxy == true, "the study has no turkey row")
  }

  @Test func everyNutritionFigureComesFromUSDA() throws {
    let table = try TSV(packageRoot.appendingPathComponent("Data/usda-sr28-foods.tsv"))
    var rows: [String: [String: String]] = [:]
    for row in table.rows { rows[row["ndb_no"] ?? ""] = row }
    #expect(rows.count == 8789)
    for food in catalog.foods {
      let nutrition = try #require(food.nutrition, "\(food.id) has no nutrition")
      let row = try #require(rows[nutrition.usdaNdb], "\(food.id): NDB \(nutrition.usdaNdb)")
      #expect(Double(row["kcal"] ?? "") == nutrition.kcalPer100g, "\(food.id) kcal")
      #expect(Double(row["protein_g"] ?? "") == nutrition.proteinPer100g, "\(food.id) protein")
      #expect(row["long_desc"] == nutrition.usdaDescription, "\(food.id) description")
    }
  }

  @Test func citesBothSources() {
    let citations = catalog.sources.map(\.citation).joined(separator: "\n")
    #expect(citations.contains("Poore"))
    #expect(citations.contains("Nemecek"))
    #expect(citations.contains("Release 28"))
  }

  @Test(arguments: [
    ("prawn", "shrimp"), ("mince", "ground-beef"), ("aubergine", "eggplant"), ("courgette", "zucchini"),
    ("arugula", "rocket"), ("cilantro", "coriander"), ("garbanzo", "chickpeas"), ("yoghurt", "yogurt"),
    ("calamari", "squid"),
  ])
  func knowsTheWordsOfBothEnglishes(alias: String, id: String) throws {
    let food = try #require(catalog.foods.first { $0.id == id })
    #expect(food.aliases.contains(alias) || food.name.lowercased() == alias)
    // And searching for the word finds the food (DESIGN: "prawn" finds Shrimp), among the
    // first few: a name that holds the word ("Soy mince") ranks above an alias.
    let top = builtInPicker.search.results(for: alias).hits.prefix(3).map { catalog.foods[Int($0.item)].id }
    #expect(top.contains(id), "searching '\(alias)' finds \(top) first")
  }

  @Test func portionsOverrideTheDefaultsWhereTheyDiffer() throws {
    let egg = try #require(catalog.foods.first { $0.id == "egg" })
    #expect(egg.grams(for: .little) == 50)
    #expect(egg.grams(for: .lot) == 150)
    let beef = try #require(catalog.foods.first { $0.id == "beef" })
    #expect(Quantity.allCases.map(beef.grams(for:)) == [50, 150, 300])
  }
}

/// A tab-separated file with a header line.
struct TSV {
  var rows: [[String: String]] = []
  init(_ url: URL) throws {
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true)
    let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    for line in lines.dropFirst() {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      rows.append(Dictionary(uniqueKeysWithValues: zip(header, cells)))
    }
  }
}
