import Testing

@testable import FoodData

/// A search never hands a food of another kind to a query (issue 37): a query that rules meat out
/// never gets it, and when no food has every word, the closest foods of a query with no meat word
/// are not meat first. Hand-made catalogs say what each item is (`FoodKindLookup`); the built-in
/// catalog is used where the rule is about all of it.
@Suite("Search keeps a food's kind")
struct SearchKindTests {
  /// The names of the hits of `query` among `items` ([name, aliases...]), those named in `meat`
  /// counting as meat.
  func names(_ query: String, in items: [[String]], meat: Set<String>) -> [String] {
    names(query, in: items, kinds: Dictionary(uniqueKeysWithValues: meat.map { ($0, FoodKinds.meat) }))
  }

  /// The same with each item's kinds given by name (none where not given).
  func names(_ query: String, in items: [[String]], kinds: [String: FoodKinds]) -> [String] {
    let lookup = items.map { kinds[$0[0]] ?? [] }
    let search = FoodSearch(index: SearchIndex(items: items), kinds: FoodKindLookup { lookup[$0] })
    return search.results(for: query).hits.map { items[Int($0.item)][0] }
  }

  @Test func theClosestFoodsOfAQueryWithNoMeatWordAreNotMeatFirst() {
    let items = [["Pâté"], ["Pâte brisée"], ["Tuna"], ["Chickpeas", "chickpea"]]
    let meat: Set = ["Pâté", "Tuna"]
    #expect(names("pâte à tartiner", in: items, meat: meat) == ["Pâte brisée", "Pâté"], "still offered, after")
    #expect(names("chickpea tuna", in: items, meat: meat) == ["Chickpeas"], "a plant tuna: no meat at all")
    #expect(names("pâte sausage", in: items, meat: meat) == ["Pâté", "Pâte brisée"], "with a meat word, meat may come first")
    let unknown = FoodSearch(index: SearchIndex(items: items)).results(for: "chickpea tuna").hits.map { items[Int($0.item)][0] }
    #expect(unknown == ["Tuna"], "a search that knows no kinds rules none out")
  }

  @Test func aMeatFoodTypedWithASlipIsTheFoodTyped() {
    let items = [["Lasagne", "lasagna"], ["Vegetable lasagne", "vegetable lasagna"]]
    #expect(names("lasagana", in: items, meat: ["Lasagne"]).first == "Lasagne", "every word, one slip: no guess")
    // A dish whose meat the query did not name has no words through its recipe.
    let soup = [["Udon noodle soup"], ["Tofu"], ["Rice noodles"]]
    let search = FoodSearch(
      index: SearchIndex(items: soup), kinds: FoodKindLookup { $0 == 0 ? .meat : [] },
      ingredients: FoodIngredientLookup { $0 == 0 ? [1] : [] })
    #expect(search.results(for: "noodles with tofu").hits.map { soup[Int($0.item)][0] } == ["Tofu"])
  }

  @Test func aShortWordIsNoSlipOfALongerWordOfAMeatFood() {
    let items = [["Pork satay"], ["Satay peanut sauce"], ["Steak"]]
    let meat: Set = ["Pork satay", "Steak"]
    #expect(names("saty", in: items, meat: meat) == ["Satay peanut sauce"])
    #expect(names("stek", in: items, meat: meat) == ["Steak"], "a slip of a meat word names meat")
  }

  // MARK: Negations and diet words

  @Test func aKeyThatSaysItIsFreeOfAWordDoesNotHoldIt() {
    let items = [["Vegan gummy bears", "gelatin free gummy bears"], ["Gelatine", "gelatin"], ["Diet cola", "sugar-free cola"], ["Cola"]]
    let search = FoodSearch(index: SearchIndex(items: items))
    #expect(search.results(for: "gelatin").hits.map { items[Int($0.item)][0] } == ["Gelatine"])
    #expect(search.results(for: "gelatin free gummy bears").hits.map { items[Int($0.item)][0] } == ["Vegan gummy bears"])
    #expect(search.results(for: "sugar free cola").hits.map { items[Int($0.item)][0] } == ["Diet cola"], "Cola does not say it")
  }

  @Test func aNegationAttachesToTheWordItModifiesAndRulesOutItsKind() {
    let items = [["Spaghetti bolognese"], ["Lentil bolognese"], ["Meat"], ["Cheddar", "cheese"], ["Vegan cheese", "dairy-free cheese"]]
    let kinds: [String: FoodKinds] = ["Spaghetti bolognese": .meat, "Meat": .meat, "Cheddar": .dairy]
    #expect(names("bolognese without meat", in: items, kinds: kinds) == ["Lentil bolognese"])
    #expect(names("meat-free bolognese", in: items, kinds: kinds) == ["Lentil bolognese"])
    #expect(names("cheese without milk", in: items, kinds: kinds) == ["Vegan cheese"])
    #expect(names("dairy-free", in: items, kinds: kinds) == ["Vegan cheese"], "alone, the negation is what the key must say")
  }

  @Test func aPlantWordNeverFindsAnAnimalFood() {
    let items = [
      ["Plant protein"], ["Jollof rice with chicken and plantain"], ["Fried plantain"], ["Mayonnaise"],
      ["Aquafaba mayo", "eggless mayonnaise"],
    ]
    let kinds: [String: FoodKinds] = ["Jollof rice with chicken and plantain": .meat, "Mayonnaise": .eggs]
    #expect(names("plant", in: items, kinds: kinds) == ["Plant protein", "Fried plantain"])
    #expect(names("vegan mayonnaise", in: items, kinds: kinds) == ["Aquafaba mayo"], "vegan rules out eggs too")
  }

  /// Every plant food with a diet word or a negation of meat, as someone who eats none would
  /// type it: never a meat food first.
  @Test func aMeatFreeQueryForAPlantFoodIsNeverMeatFirst() {
    let meat = builtInCatalog.defaultMeatSections
    let plant: Set = ["meat-alternatives", "plant-proteins", "vegetables"]
    var meatFirst: [String] = []
    for food in builtInFoods where plant.contains(food.section) {
      for query in ["vegan \(food.name)", "vegetarian \(food.name)", "\(food.name) without meat", "meat-free \(food.name)"] {
        guard let first = builtInSearch.results(for: query).hits.first else { continue }
        if builtInCatalog.countsAsMeat(Int(first.item), meatSections: meat) {
          meatFirst.append("\(query) -> \(builtInFoods[Int(first.item)].id)")
        }
      }
    }
    #expect(meatFirst.isEmpty, "\(meatFirst.joined(separator: "\n"))")
  }
}
