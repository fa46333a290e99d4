import Foundation
import Testing
import TestSupport

@testable import FoodData

/// Every nutrient of the table in the built-in catalog, checked against SR28's own tables (read
/// here, not through the pipeline), through recipes and through the compiled form.
@Suite("Catalog nutrients")
struct CatalogNutrientsTests {
  /// SR28's two tables joined on ndb_no, each row by column name; the foods table's cell wins
  /// where both have the column (Data/README.md).
  static let sr28: [String: [String: String]] = {
    var rows: [String: [String: String]] = [:]
    for name in ["usda-sr28-nutrients.tsv", "usda-sr28-foods.tsv"] {
      guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Data/\(name)"), encoding: .utf8) else { continue }
      let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
      guard let header = lines.first else { continue }
      for cells in lines.dropFirst() where cells.count == header.count {
        rows[cells[0], default: [:]].merge(zip(header, cells)) { _, foods in foods }
      }
    }
    return rows
  }()

  /// The nutrient from a row as the table says to take it: the cell times its factor, nil
  /// where the cell is empty.
  static func expected(_ nutrient: Nutrient, in row: [String: String]) -> Double? {
    guard let cell = row[nutrient.usdaColumn], !cell.isEmpty, let value = Double(cell) else { return nil }
    return value * nutrient.usdaFactor
  }

  @Test func everyPlainFoodHasEveryNutrientOfItsSR28Row() throws {
    let plain = builtInFoods.filter { $0.recipe == nil }
    #expect(plain.count > 300)
    var known = [Int](repeating: 0, count: Nutrient.all.count)
    for food in plain {
      let nutrition = try #require(food.nutrition, "\(food.id)")
      let row = try #require(Self.sr28[nutrition.usdaNdb], "\(food.id): no SR28 row \(nutrition.usdaNdb)")
      for nutrient in Nutrient.all {
        let zero = Self.knownZeros[nutrition.usdaNdb]?.contains(nutrient.id) == true && Self.expected(nutrient, in: row) == nil
        #expect(nutrition.per100g[nutrient] == (zero ? 0 : Self.expected(nutrient, in: row)), "\(food.id) \(nutrient.id)")
        if nutrition.per100g[nutrient] != nil { known[nutrient.index] += 1 }
      }
    }
    // SR28 knows the macronutrients and the main minerals of every one of them, and most of
    // the vitamins: the few gaps are its own, kept unknown.
    for nutrient in [Nutrient.kcal, .protein, .fat, .carbohydrate, .salt, .calcium, .iron, .zinc, .potassium] {
      #expect(known[nutrient.index] == plain.count, "\(nutrient.id)")
    }
    #expect(known[Nutrient.vitaminD.index] < plain.count && known[Nutrient.vitaminD.index] > plain.count / 2)
  }

  /// SR28 cells left blank whose value is known to be 0 (Tools/make-catalog.py, KNOWN_ZEROS):
  /// a plant oil holds no vitamin D, as SR28 says of every other plant oil.
  static let knownZeros: [String: Set<String>] = ["04060": ["vitamin_d"], "04055": ["vitamin_d"]]

  /// A dish fried in sunflower or palm oil knows its vitamin D when its other ingredients do
  /// (issue 34: 88 dishes were unknown for their frying oil alone).
  @Test func aDishFriedInSunflowerOilKnowsItsVitaminD() throws {
    let oil = try #require(builtInFoods.first { $0.id == "sunflower-oil" }?.nutrition)
    #expect(oil.per100g[.vitaminD] == 0)
    let schnitzel = try #require(builtInFoods.first { $0.id == "wiener-schnitzel" })
    #expect(schnitzel.recipe?.ingredients.contains { $0.id == "sunflower-oil" } == true)
    #expect(schnitzel.nutrition?.per100g[.vitaminD] != nil)
  }

  /// Muesli is oats, fruit, nuts and seeds (issue 34): it was Kellogg's Mueslix, a fortified
  /// cereal whose 10.9 µg of B12 per 100 g made it a vegan's B12 suggestion.
  @Test func muesliIsPlainMuesliNotAFortifiedCereal() throws {
    let muesli = try #require(builtInFoods.first { $0.id == "muesli" })
    #expect(muesli.recipe?.ingredients.first?.id == "oats")
    #expect((muesli.nutrition?.per100g[.vitaminB12] ?? 0) < 0.1)
    #expect(!Fortification.isFortified(muesli))
  }

  @Test func tofuAndSpinachHaveTheIronAndCalciumOfTheirRows() throws {
    let tofu = try #require(builtInFoods.first { $0.id == "tofu" }?.nutrition)
    let spinach = try #require(builtInFoods.first { $0.id == "spinach" }?.nutrition)
    // SR28 16126 (firm tofu, nigari) and 11457 (raw spinach), as Data/usda-sr28-nutrients.tsv has them.
    #expect(tofu.usdaNdb == "16126" && tofu.per100g[.iron] == 1.61 && tofu.per100g[.calcium] == 201)
    #expect(spinach.usdaNdb == "11457" && spinach.per100g[.iron] == 2.71 && spinach.per100g[.calcium] == 99)
    let row = try #require(Self.sr28["16126"])
    #expect(tofu.per100g[.salt] == Self.expected(.salt, in: row))
    #expect(tofu.per100g[.salt] == 12 * 0.0025)
  }

  /// Every dish, every nutrient: the grams-weighted mean of its ingredients' (composed here in
  /// the other order, ingredient by ingredient, from the foods already composed), unknown where
  /// any ingredient's is.
  @Test func everyDishHasTheWeightedNutrientsOfItsIngredients() throws {
    let byID = Dictionary(uniqueKeysWithValues: builtInFoods.map { ($0.id, $0) })
    let dishes = builtInFoods.filter { $0.recipe != nil }
    #expect(dishes.count > 500)
    var unknownSomewhere = 0
    for dish in dishes {
      let recipe = try #require(dish.recipe)
      let parts = try recipe.ingredients.map { (try #require(byID[$0.id]), $0.grams) }
      let total = parts.reduce(0) { $0 + $1.1 }
      for nutrient in Nutrient.all {
        let values = parts.map { $0.0.nutrition?.per100g[nutrient] }
        let expected: Double? =
          values.contains(nil) ? nil : zip(values, parts).reduce(0) { $0 + ($1.0 ?? 0) * $1.1.1 } / total
        let actual = dish.nutrition?.per100g[nutrient]
        if let expected, let actual {
          #expect(abs(actual - expected) <= 1e-9 * max(1, expected), "\(dish.id) \(nutrient.id)")
        } else {
          #expect(actual == nil && expected == nil, "\(dish.id) \(nutrient.id): \(String(describing: actual)) vs \(String(describing: expected))")
        }
        if expected == nil { unknownSomewhere += 1 }
      }
    }
    // Some dish has an ingredient without vitamin D or sugars: unknown carried, not zero.
    #expect(unknownSomewhere > 0)
  }

  @Test func bologneseIronIsTheSumOfItsIngredientsIron() throws {
    let byID = Dictionary(uniqueKeysWithValues: builtInFoods.map { ($0.id, $0) })
    let bolognese = try #require(byID["bolognese"])
    let recipe = try #require(bolognese.recipe)
    // Iron in one serving: each ingredient's per 100 g times its grams / 100, added up.
    var ironInServing = 0.0
    for ingredient in recipe.ingredients {
      let iron = try #require(byID[ingredient.id]?.nutrition?.per100g[.iron], "\(ingredient.id)")
      ironInServing += iron * ingredient.grams / 100
    }
    let per100g = try #require(bolognese.nutrition?.per100g[.iron])
    let grams = recipe.ingredients.reduce(0) { $0 + $1.grams }
    #expect(abs(per100g * grams / 100 - ironInServing) < 1e-12)
    #expect(ironInServing > 1)
  }

  /// The compiled form keeps every known value bit for bit and every unknown unknown, for the
  /// built-in catalog (dishes composed in place) and for one joined with an import.
  @Test func theCompiledFormKeepsEveryValueAndEveryUnknown() throws {
    let folder = try TemporaryFolder()
    let usda = try USDAImport.catalog(
      Array(
        ("ndb_no\tfood_group\tlong_desc\tkcal\tprotein_g\tiron_mg\tsodium_mg\n" + "01001\tDairy and Egg Products\tButter\t717\t0.85\t\t643\n"
          + "11457\tVegetables and Vegetable Products\tSpinach\t23\t2.86\t2.71\t79\n").utf8), file: "sr28.tsv")
    for (name, source) in [("built-in", builtInCatalog), ("joined", builtInCatalog.appendingImport(usda))] {
      let path = folder.file("\(name).catalog").path
      try CompiledCatalog.write(source, key: CompiledCatalog.SourceKey(size: 1, modified: 2, hash: 3), to: path)
      let file = try #require(MappedFile(path: path))
      let compiled = try #require(CompiledCatalog.open(file))
      #expect(compiled.foods.count == source.foods.count)
      var unknowns = 0
      for position in 0..<source.foods.count {
        let (ours, theirs) = (compiled.foods[position].nutrition?.per100g, source.foods[position].nutrition?.per100g)
        for nutrient in Nutrient.all {
          #expect(ours?[nutrient]?.bitPattern == theirs?[nutrient]?.bitPattern, "\(name) \(position) \(nutrient.id)")
          if theirs != nil && theirs?[nutrient] == nil { unknowns += 1 }
        }
      }
      #expect(unknowns > 0, "\(name) has unknowns to keep")
    }
  }

  @Test func theUSDAImportReadsEveryNutrientColumnItHas() throws {
    let table =
      "ndb_no\tfood_group\tlong_desc\tkcal\tprotein_g\tfiber_g\tiron_mg\tsodium_mg\tvitamin_b12_ug\n"
      + "01001\tDairy and Egg Products\tButter, salted\t717\t0.85\t0.0\t0.02\t643\t\n"
    let butter = try #require(try USDAImport.catalog(Array(table.utf8), file: "sr28.tsv").foods.first?.nutrition)
    #expect(butter.per100g[.iron] == 0.02 && butter.per100g[.salt] == 643 * 0.0025 && butter.per100g[.fibre] == 0)
    // An empty cell and a column the table lacks are both unknown.
    #expect(butter.per100g[.vitaminB12] == nil && butter.per100g[.calcium] == nil)
    #expect(butter.per100g.known.map(\.nutrient) == [.kcal, .protein, .fibre, .salt, .iron])
    // Data/usda-sr28-foods.tsv has fat and carbohydrate too: the import takes them.
    let url = packageRoot.appendingPathComponent("Data/usda-sr28-foods.tsv")
    let sr28 = try USDAImport.catalog(Array(try Data(contentsOf: url)), file: url.path)
    let salted = try #require(sr28.foods.first { $0.name == "Butter, salted" }?.nutrition)
    #expect(salted.per100g[.fat] == 81.11 && salted.per100g[.carbohydrate] == 0.06)
    // A figure out of the nutrient's bounds is refused naming its column.
    let tooMuch = table.replacingOccurrences(of: "\t0.02\t", with: "\t900\t")
    #expect(throws: ImportError.self) { try USDAImport.catalog(Array(tooMuch.utf8), file: "sr28.tsv") }
    do {
      _ = try USDAImport.catalog(Array(tooMuch.utf8), file: "sr28.tsv")
    } catch {
      #expect(error.description == "sr28.tsv: line 2, column 'iron_mg': must be 0-200 mg per 100 g, not 900.0")
    }
  }
}
