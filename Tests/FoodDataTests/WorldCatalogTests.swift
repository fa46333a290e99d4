import Foundation
import Testing

@testable import FoodData

/// The curated catalog's truth after issue 21's review: servings, bought composite foods, energy
/// against measured USDA values, the restaurant-version rule and meat through gelatine, all read
/// from the built-in catalog a user gets.
@Suite("World catalog")
struct WorldCatalogTests {
  func food(_ id: String) throws -> Food {
    try #require(builtInCatalog.foods.first { $0.id == id }, "\(id)")
  }

  func firstHit(_ query: String) throws -> Int {
    Int(try #require(builtInSearch.results(for: query).hits.first, "'\(query)' finds nothing").item)
  }

  /// "Some" of a condiment is one condiment serving, not 100 g (three to five servings).
  @Test(arguments: ["pesto", "chocolate-spread", "caesar-dressing", "hollandaise"])
  func aCondimentIsLoggedByACondimentServing(id: String) throws {
    let grams = try food(id).grams(for: .some)
    #expect((15...30).contains(grams), "\(id): Some is \(grams) g")
  }

  /// By hand from the study's table: flour 28 g at 1.57 (Wheat & Rye), butter 17 g at 23.88
  /// (Cheese, the catalog's product for butter), milk 8 g at 3.15, egg 4 g at 4.67, sugar 3 g at
  /// 3.20: (43.96 + 405.96 + 25.2 + 18.68 + 9.6) / 60 = 8.39 kg CO2e per kg; as wheat alone it was
  /// 1.57. Energy (364, 717, 50, 155, 387 kcal): 24562 / 60 = 409.4 against SR28's 406.
  @Test func aCroissantIsPricedByItsButter() throws {
    let croissant = try food("croissant")
    #expect(abs(croissant.footprint.kgCO2ePerKg - 503.4 / 60) < 1e-9)
    #expect(abs((croissant.nutrition?.kcalPer100g ?? 0) - 24562.0 / 60) < 1e-9)
  }

  /// Milk chocolate is sugar, cocoa (dark chocolate), butter and milk solids: well under dark
  /// chocolate's 46.65, which it used to carry whole. Ice cream and biscuits carry their cream,
  /// butter and fat, so they cost more than the milk or the wheat they were priced as.
  @Test func boughtCompositeFoodsArePricedByTheirIngredients() throws {
    let dark = try food("dark-chocolate").footprint.kgCO2ePerKg
    #expect(try food("milk-chocolate").footprint.kgCO2ePerKg < 0.6 * dark)
    #expect(try food("ice-cream").footprint.kgCO2ePerKg > 1.5 * food("milk").footprint.kgCO2ePerKg)
    #expect(try food("biscuits").footprint.kgCO2ePerKg > 2 * food("flour").footprint.kgCO2ePerKg)
  }

  /// The review's recipes far from measured values, each against the USDA row named.
  @Test(arguments: [
    ("kung-pao-chicken", 129.0),  // FNDDS 2017-2018 Kung pao chicken
    ("clam-chowder", 61.0),  // FNDDS Clam chowder, New England, prepared with milk
    ("potato-pancakes", 268.0),  // SR28 Potato pancakes
    ("chips", 312.0),  // SR28 Fast foods, potato, french fried in vegetable oil
    ("falafel", 333.0),  // SR28 Falafel, home-prepared
  ])
  func energyIsWithinAQuarterOfUSDA(id: String, measured: Double) throws {
    let kcal = try #require(food(id).nutrition?.kcalPer100g)
    #expect(abs(kcal / measured - 1) <= 0.25, "\(id): \(Int(kcal)) kcal per 100 g against USDA's \(Int(measured))")
  }

  /// One restaurant-version rule: a dish named as the meat-free version is meat-free, so a
  /// vegetarian who types it never gets a meat food first.
  @Test(arguments: [
    "tofu pad thai", "vegetable pad thai", "vegetable green curry", "tofu green curry", "vegetable chow mein",
    "mushroom risotto", "vegetable soup", "veg momo", "vegan bacon", "vegetable suet", "vegan gummy bears",
    "beef tomato", "beefsteak tomato",
  ])
  func aMeatFreeVersionIsNeverAMeatFood(query: String) throws {
    let index = try firstHit(query)
    #expect(
      !builtInCatalog.countsAsMeat(index, meatSections: builtInCatalog.defaultMeatSections),
      "'\(query)' finds \(builtInCatalog.foods[index].id)")
  }

  /// Gelatine is pig skin, in the red-meat section: sweets set with it count as meat there.
  @Test func sweetsSetWithGelatineCountAsMeat() throws {
    for id in ["gummy-bears", "marshmallows", "rocky-road", "smores", "hot-chocolate-marshmallows"] {
      let index = try #require(builtInCatalog.foodIndex(id: id))
      #expect(builtInCatalog.countsAsMeat(index, meatSections: ["red-meat"]), "\(id)")
      #expect(!builtInCatalog.countsAsMeat(index, meatSections: ["fish", "poultry"]), "\(id)")
    }
    for id in ["vegan-gummy-bears", "jelly-beans"] {
      let index = try #require(builtInCatalog.foodIndex(id: id))
      #expect(!builtInCatalog.countsAsMeat(index, meatSections: builtInCatalog.defaultMeatSections), "\(id)")
    }
  }
}
