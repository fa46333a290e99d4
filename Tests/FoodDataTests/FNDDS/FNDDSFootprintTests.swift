import Foundation
import Testing

@testable import FoodData

/// The FNDDS tier's footprints are its recipes' (Tools/make-fndds-tier.py): checked by hand on
/// one dish, and for every food against the trace that `show` prints.
@Suite struct FNDDSFootprintTests {
  /// kg CO2e per kg of a study product (Data/poore-nemecek-2018-per-product.tsv).
  func study(_ product: String) -> Double {
    dataRows("Data/poore-nemecek-2018-per-product.tsv").first { $0["product"] == product }.flatMap { Double($0["ghg_kgco2e_per_kg"] ?? "") } ?? .nan
  }

  func curated(_ id: String) -> Double {
    builtInCatalog.foodIndex(id: id).map { builtInCatalog.foods[$0].footprint.kgCO2ePerKg } ?? .nan
  }

  /// A food's ingredient lines (code, grams) and moisture change, from Data/fndds-2017-2018/ingredients.tsv.
  func recipe(_ code: String) -> (lines: [(code: String, grams: Double)], moisture: Double) {
    let rows = dataRows("Data/fndds-2017-2018/ingredients.tsv").filter { $0["Food code"] == code }
    let lines = rows.map { ($0["Ingredient code"] ?? "", Double($0["Ingredient weight (g)"] ?? "") ?? .nan) }
    return (lines, rows.first.flatMap { Double($0["Moisture change (%)"] ?? "") } ?? .nan)
  }

  /// kg CO2e per kg as eaten: the ingredients' carbon over their weight after cooking.
  func composed(_ code: String, _ figure: [String: Double]) -> Double {
    let (lines, moisture) = recipe(code)
    let grams = lines.reduce(0) { $0 + $1.grams }
    let carbon = lines.reduce(0) { $0 + $1.grams * (figure[$1.code] ?? .nan) }
    return carbon / (grams * (1 + moisture / 100))
  }

  @Test func aBeanPupusaIsItsIngredientsByHand() throws {
    // Vegetable oil, NFS (82101000): four oils, each through the curated food with its SR28 row,
    // or for corn oil (no curated food) by rule to the study's soybean oil.
    let oil = composed(
      "82101000", ["4044": curated("soybean-oil"), "4518": study("Soybean Oil"), "4582": curated("oil"), "4053": curated("olive-oil")])
    // Refried beans (41205010): canned refried beans, traditional style, by composite rule the
    // curated refried beans (pinto beans with lard; issue 34).
    let beans = composed("41205010", ["16103": curated("refried-beans")])
    // Pupusa, bean-filled (58105105): masa by rule the study's maize, tap water as the curated
    // water, Mexican cheese blend the study's cheese, salt nothing; 16% of the weight lost.
    let pupusa = composed(
      "58105105",
      ["20019": study("Maize"), "14411": curated("water"), "1251": study("Cheese"), "82101000": oil, "2047": 0, "41205010": beans])
    let food = try #require(fnddsCatalog.foodIndex(id: "fndds-58105105").map { fnddsCatalog.foods[$0] })
    #expect(food.name == "Pupusa, bean-filled")
    #expect(abs(food.footprint.kgCO2ePerKg - pupusa) < 1e-5, "\(food.footprint.kgCO2ePerKg) against \(pupusa) by hand")
    #expect(pupusa > 2 && pupusa < 3)
    #expect(food.footprint.proxy)
  }

  @Test func everyFoodsFootprintIsItsTracedRecipes() {
    var checked = 0
    for position in fnddsCatalog.foods.indices {
      let food = fnddsCatalog.foods[position]
      guard let code = FNDDSTier.code(ofFoodID: food.id), let recipe = fnddsTrace.recipe(of: code) else {
        Issue.record("\(food.id): no recipe in the trace")
        continue
      }
      #expect(abs(recipe.composedKgCO2ePerKg - food.footprint.kgCO2ePerKg) < 1e-4 * max(1, food.footprint.kgCO2ePerKg), "\(food.id)")
      checked += 1
    }
    #expect(checked == 7_083)
  }

  /// Every ingredient code of FNDDS is an SR28 row, an FNDDS food, or one of FNDDS's own codes
  /// read by a rule of Tools/fndds/ingredient_rules.py; what none of those price is listed, by
  /// code, in Data/fndds-2017-2018/unresolved-ingredients.tsv, and priced at 0 (the stated fallback).
  @Test func everyIngredientCodeResolvesOrIsNamedUnresolved() throws {
    let sr28 = Set(dataRows("Data/usda-sr28-foods.tsv").compactMap { $0["ndb_no"].map { String($0.drop { $0 == "0" }) } })
    let foods = Set(fnddsDescriptions.keys)
    let unresolved = Set(dataRows("Data/fndds-2017-2018/unresolved-ingredients.tsv").compactMap { $0["code"] })
    var codes = Set<String>()
    for row in dataRows("Data/fndds-2017-2018/ingredients.tsv") { codes.insert(row["Ingredient code"] ?? "") }
    #expect(codes.count == 2_749)
    var pricedBy: [String: String] = [:]
    for code in foods {
      for ingredient in try #require(fnddsTrace.recipe(of: code)).ingredients { pricedBy[ingredient.code] = ingredient.pricedBy }
    }
    #expect(Set(pricedBy.keys) == codes, "the trace prices every ingredient code of FNDDS")
    let own = codes.subtracting(sr28).subtracting(foods)
    #expect(own.count == 10, "FNDDS's own codes: \(own.sorted())")
    for code in codes {
      let priced = pricedBy[code] ?? ""
      if unresolved.contains(code) {
        #expect(priced.hasPrefix("unresolved"), "\(code) is listed unresolved but priced by \(priced)")
      } else {
        #expect(!priced.hasPrefix("unresolved"), "\(code) is unresolved but not listed")
        #expect(sr28.contains(code) || foods.contains(code) || priced.hasPrefix("rule"), "\(code): \(priced)")
      }
    }
  }
}
