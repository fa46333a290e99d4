import Foundation
import Testing
import TestSupport

@testable import FoodData

/// Composed foods: figures worked out from the ingredients, meat decided by the ingredients.
@Suite("Recipes")
struct RecipeTests {
  static let sections = #"""
    [{"id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true},
     {"id": "grains", "name": "Grains", "icon": "🌾", "countsAsMeat": false},
     {"id": "takeaway", "name": "Takeaway", "icon": "🥡", "countsAsMeat": false}]
    """#
  static let cod =
    #"{"id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": [], "footprint": {"kgCO2ePerKg": 10, "product": "Fish (farmed)", "proxy": true}, "nutrition": {"kcalPer100g": 100, "proteinPer100g": 20, "fibrePer100g": 0, "usdaNdb": "1", "usdaDescription": "cod"}}"#
  static let rice =
    #"{"id": "rice", "name": "Rice", "section": "grains", "icon": "🍚", "aliases": [], "footprint": {"kgCO2ePerKg": 2, "product": "Rice", "proxy": false}, "nutrition": {"kcalPer100g": 300, "proteinPer100g": 5, "fibrePer100g": 5, "usdaNdb": "2", "usdaDescription": "rice"}}"#

  static func dish(_ id: String, serving: Int = 100, _ ingredients: [(String, Double)], extra: String = "") -> String {
    let items = ingredients.map { #"{"id": "\#($0.0)", "grams": \#($0.1)}"# }.joined(separator: ", ")
    return
      #"{"id": "\#(id)", "name": "\#(id)", "section": "takeaway", "icon": "🥡", "aliases": []\#(extra), "recipe": {"servingGrams": \#(serving), "ingredients": [\#(items)]}}"#
  }

  static func catalog(_ foods: [String]) -> String {
    #"{"sections": \#(sections), "foods": [\#(([cod, rice] + foods).joined(separator: ","))]}"#
  }

  func load(_ foods: [String]) throws(CatalogError) -> Catalog {
    try Catalog.decode(Data(Self.catalog(foods).utf8), file: "my.json")
  }

  func error(_ foods: [String]) -> String? {
    do {
      _ = try load(foods)
      return nil
    } catch {
      return error.description
    }
  }

  /// A dish is held to the rules as composed, its portions from its serving: 3 kg a serving
  /// makes a lot of 6 kg, over the bound. A plain food before it that breaks a rule is named
  /// first, one after it is not.
  @Test func aComposedDishIsHeldToTheRulesInItsTurn() {
    let feast = Self.dish("feast", serving: 3000, [("rice", 100)])
    let blank =
      #"{"id": "blank", "name": " ", "section": "grains", "icon": "🍚", "aliases": [], "footprint": {"kgCO2ePerKg": 1, "product": "Rice", "proxy": false}}"#
    let feastError = "my.json: food 'feast', field 'portions.lot': must be 1-5000 grams, not 6000.0"
    #expect(error([feast]) == feastError)
    #expect(error([feast, blank]) == feastError)
    #expect(error([blank, feast]) == "my.json: food 'blank', field 'name': empty; give the food a name")
  }

  // MARK: arithmetic, by hand

  @Test func aDishIsTheWeightedMeanOfItsIngredients() throws {
    // 60 g cod (10 kg/kg, 100 kcal, 20 g protein, 0 fibre) + 40 g rice (2, 300, 5, 5):
    // 0.6 * 10 + 0.4 * 2 = 6.8 kg/kg; 60 + 120 = 180 kcal; 12 + 2 = 14 g protein; 0 + 2 = 2 g fibre.
    let catalog = try load([Self.dish("kedgeree", [("cod", 60), ("rice", 40)])])
    let dish = try #require(catalog.foods.first { $0.id == "kedgeree" })
    #expect(abs(dish.footprint.kgCO2ePerKg - 6.8) < 1e-12)
    #expect(abs((dish.nutrition?.kcalPer100g ?? 0) - 180) < 1e-12)
    #expect(abs((dish.nutrition?.proteinPer100g ?? 0) - 14) < 1e-12)
    #expect(abs((dish.nutrition?.fibrePer100g ?? -1) - 2) < 1e-12)
    #expect(dish.footprint.proxy, "cod's footprint is a proxy, so the dish's is")
    #expect(dish.footprint.product == Footprint.fromRecipe)
    #expect(dish.sectionsWithin == ["fish", "grains", "takeaway"])
  }

  @Test func dishesNestAndServingsScale() throws {
    // 250 g of kedgeree (6.8 kg/kg, 180 kcal) + 250 g rice (2, 300) in a 500 g serving:
    // 0.5 * 6.8 + 0.5 * 2 = 4.4 kg/kg; 90 + 150 = 240 kcal; 2.2 kg CO2e a serving.
    let catalog = try load([
      Self.dish("kedgeree", [("cod", 60), ("rice", 40)]),
      Self.dish("platter", serving: 500, [("kedgeree", 250), ("rice", 250)]),
    ])
    let platter = try #require(catalog.foods.first { $0.id == "platter" })
    #expect(abs(platter.footprint.kgCO2ePerKg - 4.4) < 1e-12)
    #expect(abs((platter.nutrition?.kcalPer100g ?? 0) - 240) < 1e-12)
    #expect(platter.sectionsWithin == ["fish", "grains", "takeaway"], "cod two levels down")
    #expect(Quantity.allCases.map(platter.grams(for:)) == [250, 500, 1000], "a little is half a serving, a lot two")
    let meal = Meal(quantity: .some, food: platter)
    #expect(abs((meal.kgCO2e ?? .nan) - 2.2) < 1e-12)
  }

  @Test func pizzaIsPricedFromItsToppingsNotAsBread() throws {
    // By hand from the tables: bread 100 g at 1.57 (Wheat & Rye), mozzarella 50 g at 23.88
    // (Cheese), passata 45 g at 2.09 * 24 / 18 (Tomatoes; raw tomato 18 kcal, sauce 24), olive
    // oil 5 g at 5.42: (157 + 1194 + 125.4 + 27.1) / 200 = 7.5175 kg CO2e per kg.
    // kcal: bread 266, mozzarella 300, sauce 24, oil 884: (266 + 150 + 10.8 + 44.2) / 2 = 235.5.
    let pizza = try #require(builtInCatalog.foods.first { $0.id == "pizza" })
    #expect(abs(pizza.footprint.kgCO2ePerKg - 7.5175) < 1e-9)
    #expect(abs((pizza.nutrition?.kcalPer100g ?? 0) - 235.5) < 1e-9)
    #expect(pizza.grams(for: .some) == 200)
  }

  @Test func bolognesePlateIsNoLongerPricedAsPureBeef() throws {
    // 150 g used to log 14.9 kg CO2e (99.48 per kg, as beef). By hand: 55 g cooked mince at
    // 99.48 * 27.73 / 18.59 = 148.39 (the protein of SR28 23570 cooked over 23567 raw), 60 g
    // passata at 2.7867, 15 g onion at 0.50, 10 g carrot at 0.43, 5 g celery at 0.53, 5 g olive
    // oil at 5.42: 8.37 kg CO2e in 150 g.
    let sauce = try #require(builtInCatalog.foods.first { $0.id == "bolognese" })
    let perServing = sauce.footprint.kgCO2ePerKg * 0.150
    let expected = (55 * 99.48 * 27.73 / 18.59 + 60 * 2.09 * 24 / 18 + 15 * 0.50 + 10 * 0.43 + 5 * 0.53 + 5 * 5.42) / 1000
    #expect(abs(perServing - expected) < 1e-9)
    #expect(perServing < 14.9 * 0.6, "\(perServing)")
  }

  // MARK: every built-in dish, against an independent reading of the file

  @Test func everyComposedFoodIsTheSumOfItsIngredients() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("Resources/catalog.json"))
    let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let foods = try #require(file["foods"] as? [[String: Any]])
    var byID: [String: [String: Any]] = [:]
    for food in foods { byID[food["id"] as? String ?? ""] = food }
    // (kg CO2e per kg, kcal, protein) from the raw JSON, recursively.
    func figures(_ id: String) -> (Double, Double, Double) {
      let food = byID[id] ?? [:]
      guard let recipe = food["recipe"] as? [String: Any], let items = recipe["ingredients"] as? [[String: Any]] else {
        let footprint = food["footprint"] as? [String: Any] ?? [:]
        let nutrition = food["nutrition"] as? [String: Any] ?? [:]
        return (footprint["kgCO2ePerKg"] as? Double ?? .nan, nutrition["kcalPer100g"] as? Double ?? .nan, nutrition["proteinPer100g"] as? Double ?? .nan)
      }
      var sums = (0.0, 0.0, 0.0)
      var total = 0.0
      for item in items {
        let grams = item["grams"] as? Double ?? .nan
        let inner = figures(item["id"] as? String ?? "")
        sums = (sums.0 + inner.0 * grams, sums.1 + inner.1 * grams, sums.2 + inner.2 * grams)
        total += grams
      }
      return (sums.0 / total, sums.1 / total, sums.2 / total)
    }
    var composed = 0
    for food in builtInCatalog.foods where food.recipe != nil {
      composed += 1
      let expected = figures(food.id)
      #expect(abs(food.footprint.kgCO2ePerKg - expected.0) < 1e-9, "\(food.id) footprint")
      #expect(abs((food.nutrition?.kcalPer100g ?? .nan) - expected.1) < 1e-9, "\(food.id) kcal")
      #expect(abs((food.nutrition?.proteinPer100g ?? .nan) - expected.2) < 1e-9, "\(food.id) protein")
      let raw = try #require(byID[food.id])
      #expect(raw["footprint"] == nil && raw["nutrition"] == nil, "\(food.id): figures are never typed")
      let serving = try #require((raw["recipe"] as? [String: Any])?["servingGrams"] as? Int)
      #expect(food.grams(for: .some) == serving, "\(food.id): Some is one serving")
    }
    #expect(composed >= 18)
  }

  // MARK: meat

  @Test func meatFollowsTheIngredientsAndTheSettings() throws {
    let catalog = try load([Self.dish("kedgeree", [("cod", 60), ("rice", 40)]), Self.dish("rice-bowl", [("rice", 100)])])
    let kedgeree = try #require(catalog.foodIndex(id: "kedgeree"))
    let bowl = try #require(catalog.foodIndex(id: "rice-bowl"))
    #expect(catalog.countsAsMeat(kedgeree, meatSections: ["fish"]))
    #expect(!catalog.countsAsMeat(kedgeree, meatSections: ["red-meat"]), "a pescatarian's kedgeree is meat-free")
    #expect(!catalog.countsAsMeat(bowl, meatSections: ["fish"]))
    #expect(catalog.countsAsMeat(bowl, meatSections: ["takeaway"]), "a user may count a dish section itself")
  }

  @Test func builtInDishesFollowTheSettings() throws {
    let catalog = builtInCatalog
    func index(_ id: String) throws -> Int { try #require(catalog.foodIndex(id: id), "\(id)") }
    let defaults = catalog.defaultMeatSections
    #expect(catalog.countsAsMeat(try index("spaghetti-bolognese"), meatSections: defaults))
    #expect(!catalog.countsAsMeat(try index("spaghetti-bolognese"), meatSections: ["poultry", "fish"]))
    #expect(catalog.countsAsMeat(try index("chicken-soup"), meatSections: ["poultry"]))
    #expect(!catalog.countsAsMeat(try index("chicken-soup"), meatSections: ["red-meat"]))
    #expect(catalog.countsAsMeat(try index("quiche"), meatSections: ["red-meat"]), "Quiche Lorraine has bacon")
    #expect(!catalog.countsAsMeat(try index("quiche"), meatSections: []))
    #expect(catalog.countsAsMeat(try index("sushi"), meatSections: ["fish"]))
    #expect(!catalog.countsAsMeat(try index("pizza"), meatSections: defaults))
    #expect(!catalog.countsAsMeat(try index("vegetable-soup"), meatSections: defaults))
    // Meat that people forget: fish sauce, beef stock, anchovies, gelatine, lard.
    #expect(catalog.countsAsMeat(try index("pad-thai"), meatSections: defaults))
    #expect(catalog.countsAsMeat(try index("pho-bo"), meatSections: ["red-meat"]), "beef stock")
    #expect(catalog.countsAsMeat(try index("caesar-salad"), meatSections: ["fish"]), "anchovies in the dressing")
    #expect(!catalog.countsAsMeat(try index("caesar-salad"), meatSections: ["red-meat", "poultry"]))
    #expect(catalog.countsAsMeat(try index("jelly"), meatSections: ["red-meat"]), "gelatine")
    #expect(catalog.countsAsMeat(try index("lard"), meatSections: ["red-meat"]), "lard is pig fat")
  }

  /// A vegetarian who types the menu word must get the dish with its meat, not a meat-free
  /// ingredient that happens to share a word.
  @Test(arguments: ["pad thai", "pho", "caesar salad", "jelly", "gravy", "panna cotta", "haggis", "spaghetti bolognese", "fish and chips"])
  func theMenuWordFindsAMeatDishFirst(query: String) throws {
    let first = try #require(builtInSearch.results(for: query).hits.first, "\(query)")
    let food = builtInCatalog.foods[Int(first.item)]
    #expect(builtInCatalog.countsAsMeat(Int(first.item), meatSections: builtInCatalog.defaultMeatSections), "'\(query)' finds \(food.id)")
  }

  /// Read from the raw file, independently of `sectionsWithin`: any ingredient at any depth in a
  /// section that counts as meat by default makes the dish meat under the defaults.
  @Test func noMeatDishIsEverFlaggedMeatFree() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("Resources/catalog.json"))
    let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let foods = try #require(file["foods"] as? [[String: Any]])
    let sections = try #require(file["sections"] as? [[String: Any]])
    let meat = Set(sections.filter { $0["countsAsMeat"] as? Bool == true }.compactMap { $0["id"] as? String })
    var byID: [String: [String: Any]] = [:]
    for food in foods { byID[food["id"] as? String ?? ""] = food }
    func hasMeat(_ id: String) -> Bool {
      let food = byID[id] ?? [:]
      if meat.contains(food["section"] as? String ?? "") { return true }
      let items = (food["recipe"] as? [String: Any])?["ingredients"] as? [[String: Any]] ?? []
      return items.contains { hasMeat($0["id"] as? String ?? "") }
    }
    let defaults = builtInCatalog.defaultMeatSections
    // The defaults are the catalog's meat sections, plus USDA's meat groups for imported foods.
    #expect(defaults.intersection(builtInCatalog.sections.map(\.id)) == meat)
    for (index, food) in builtInCatalog.foods.enumerated() {
      #expect(builtInCatalog.countsAsMeat(index, meatSections: defaults) == hasMeat(food.id), "\(food.id)")
    }
  }

  // MARK: refused

  @Test func refusesAnUnknownIngredient() {
    #expect(
      error([Self.dish("kedgeree", [("cod", 60), ("haddock", 40)])])
        == "my.json: food 'kedgeree', field 'recipe.ingredients[1].id': unknown ingredient 'haddock'; use the id of a food of this catalog")
  }

  @Test func refusesACycle() {
    #expect(
      error([Self.dish("a", [("b", 50), ("rice", 50)]), Self.dish("b", [("c", 100)]), Self.dish("c", [("a", 100)])])
        == "my.json: food 'a', field 'recipe.ingredients': a cycle (a -> b -> c -> a); a dish cannot contain itself")
    #expect(
      error([Self.dish("a", [("a", 100)])])
        == "my.json: food 'a', field 'recipe.ingredients': a cycle (a -> a); a dish cannot contain itself")
  }

  @Test func refusesADishWithoutGrams() {
    #expect(error([Self.dish("a", [])]) == "my.json: food 'a', field 'recipe.ingredients': none; list what one serving is made of")
    #expect(error([Self.dish("a", [("rice", 0)])]) == "my.json: food 'a', field 'recipe.ingredients[0].grams': must be grams above 0")
    #expect(error([Self.dish("a", [("rice", -5)])]) == "my.json: food 'a', field 'recipe.ingredients[0].grams': must be grams above 0")
    #expect(error([Self.dish("a", serving: 0, [("rice", 100)])]) == "my.json: food 'a', field 'recipe.servingGrams': must be 1-5000 grams, not 0.0")
  }

  @Test func refusesTypedFiguresOnADish() {
    let typed = #", "footprint": {"kgCO2ePerKg": 1, "product": "Rice", "proxy": false}"#
    #expect(
      error([Self.dish("a", [("rice", 100)], extra: typed)])
        == "my.json: food 'a', field 'footprint': a dish's footprint is computed from its recipe; remove the field")
    let portions = #", "portions": {"little": 1, "some": 2, "lot": 3}"#
    #expect(
      error([Self.dish("a", [("rice", 100)], extra: portions)])
        == "my.json: food 'a', field 'portions': a dish's portions come from recipe.servingGrams; remove the field")
  }
}
