import Foundation
import Testing

@testable import FoodData

/// A composite SR28 row of an FNDDS recipe (fast food, restaurant dishes, entrées, baby foods) is
/// priced by what it holds, not by its food group (issue 34: the fast-food pepperoni pizza was
/// wheat, 1.57 kg CO2e per kg, beside the curated pepperoni pizza's 9.0), and no line that names
/// a meat is priced as a plant.
@Suite struct FNDDSCompositeTests {
  let catalog = twoTierCatalog

  func food(_ id: String) throws -> Food {
    try #require(catalog.foodIndex(id: id).map { catalog.foods[$0] }, "\(id) is in the catalog")
  }

  func countsAsMeat(_ id: String) throws -> Bool {
    let index = try #require(catalog.foodIndex(id: id))
    return Catalog.countsAsMeat(sectionsWithin: catalog.foods.sectionsWithin(at: index), meatSections: catalog.defaultMeatSections)
  }

  /// kg CO2e per kg of a study product (Data/poore-nemecek-2018-per-product.tsv).
  func study(_ product: String) -> Double {
    dataRows("Data/poore-nemecek-2018-per-product.tsv").first { $0["product"] == product }.flatMap { Double($0["ghg_kgco2e_per_kg"] ?? "") } ?? .nan
  }

  /// FNDDS foods that are one composite row (their recipe in Data/fndds-2017-2018/ingredients.tsv
  /// is that row alone, no weight change), and the curated dish of the same kind: the figure a
  /// person sees for the FNDDS food is the one the app composes for the curated dish.
  @Test(arguments: [
    ("fndds-58106540", "21302", "pepperoni-pizza"), ("fndds-27510172", "21090", "cheeseburger"),
    ("fndds-58130014", "36041", "lasagne"), ("fndds-27111407", "22904", "chili-con-carne"),
    ("fndds-91501010", "19173", "jelly"), ("fndds-83102000", "43015", "caesar-dressing"),
    ("fndds-91705010", "19120", "milk-chocolate"),
  ])
  func aCompositeRowIsItsCuratedDish(id: String, row: String, dish: String) throws {
    let code = try #require(FNDDSTier.code(ofFoodID: id))
    let lines = dataRows("Data/fndds-2017-2018/ingredients.tsv").filter { $0["Food code"] == code }
    #expect(lines.map { $0["Ingredient code"] } == [row], "\(id) is the one SR28 row \(row)")
    #expect(lines.allSatisfy { Double($0["Moisture change (%)"] ?? "") ?? 0 == 0 })
    let fndds = try food(id)
    let curated = try food(dish)
    #expect(curated.recipe != nil, "\(dish) is a curated dish")
    #expect(
      abs(fndds.footprint.kgCO2ePerKg - curated.footprint.kgCO2ePerKg) < 1e-4 * curated.footprint.kgCO2ePerKg,
      "\(id) \(fndds.name): \(fndds.footprint.kgCO2ePerKg) kg CO2e/kg, the curated \(dish) \(curated.footprint.kgCO2ePerKg)")
    #expect(try countsAsMeat(id) == countsAsMeat(dish), "\(id) and \(dish) agree on meat")
  }

  /// Baby-food beef (SR28 03002, beef and broth) is beef at the share of its weight its protein
  /// says, the rest priced as its food group's vegetables: it was 0.53 kg CO2e per kg, all vegetable.
  @Test func babyFoodBeefIsBeefByItsProtein() throws {
    let row = try #require(dataRows("Data/usda-sr28-foods.tsv").first { $0["ndb_no"] == "03002" })
    let protein = try #require(Double(row["protein_g"] ?? ""))
    let beef = try food("ground-beef")
    let share = protein / (try #require(beef.nutrition?.proteinPer100g))
    let expected = share * beef.footprint.kgCO2ePerKg + (1 - share) * study("Other Vegetables")
    let fndds = try food("fndds-21701010")
    #expect(fndds.name == "Beef, baby food, strained")
    #expect(abs(fndds.footprint.kgCO2ePerKg - expected) < 1e-4 * expected, "\(fndds.footprint.kgCO2ePerKg) against \(expected)")
    #expect(share > 0.3 && share < 0.6)
    #expect(try countsAsMeat("fndds-21701010"))
  }

  /// Cooked bacon in an FNDDS recipe (SR28 10862, pan-fried) is the curated bacon as eaten, a
  /// third of its raw weight, not cooked pork (17.1 kg CO2e per kg, where bacon is 34.9).
  @Test func cookedBaconIsTheCuratedBacon() throws {
    let bacon = try food("bacon")
    var lines = 0
    for code in fnddsDescriptions.keys {
      for line in try #require(fnddsTrace.recipe(of: code)).ingredients where line.code == "10862" {
        lines += 1
        #expect(abs(line.kgCO2ePerKg - bacon.footprint.kgCO2ePerKg) < 1e-4 * bacon.footprint.kgCO2ePerKg, "FNDDS \(code)")
      }
    }
    #expect(lines > 20)
  }

  /// Every recipe line whose SR28 description names a meat or fish, and does not say it holds
  /// none, is priced by something other than a plant product of the study: a meat product, a
  /// curated food or dish, or shares that hold the meat. Before, 167 such rows (385 lines) were
  /// priced by their food group as wheat, vegetables or sugar. Hamburger and hot-dog rolls are
  /// bread, duck and steak sauces hold neither; clams are priced as pulses by the curated
  /// catalog's stated proxy for farmed bivalves.
  @Test func noLineThatNamesAMeatIsPricedAsAPlant() throws {
    let animal: Set = [
      "Beef (beef herd)", "Beef (dairy herd)", "Lamb & Mutton", "Pig Meat", "Poultry Meat", "Fish (farmed)", "Prawns (farmed)", "Cheese", "Milk", "Eggs",
    ]
    let plants = Set(dataRows("Data/poore-nemecek-2018-per-product.tsv").compactMap { $0["product"] }).subtracting(animal)
    let meat =
      #/(?i)\b(beef|steaks?|pork|chicken|turkey|ham|bacon|sausages?|pepperoni|salami|(cheese|ham)burgers?|meatballs?|lamb|veal|fish|shrimp|crab|clams?|tuna|salmon|chili con carne|frankfurters?|bologna)\b/#
    let none = #/(?i)meatless|without meat|vegetarian|imitation|flavou?r|substitute|^Sauce, (duck|steak)|^Rolls\b|^Mollusks, clam/#
    var wrong: Set<String> = []
    for code in fnddsDescriptions.keys {
      for line in try #require(fnddsTrace.recipe(of: code)).ingredients where !line.isFNDDSFood {
        if line.description.contains(meat), !line.description.contains(none), plants.contains(line.product) {
          wrong.insert("\(line.code) \(line.description): \(line.product), \(line.pricedBy)")
        }
      }
    }
    #expect(plants.contains("Wheat & Rye") && plants.count > 30)
    #expect(wrong.isEmpty, "\(wrong.count) rows: \(wrong.sorted().prefix(10))")
  }
}
