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
    let kinds = items.map { meat.contains($0[0]) ? FoodKinds.meat : [] }
    let search = FoodSearch(index: SearchIndex(items: items), kinds: FoodKindLookup { kinds[$0] })
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

  @Test func aShortWordIsNoSlipOfALongerWordOfAMeatFood() {
    let items = [["Pork satay"], ["Satay peanut sauce"], ["Steak"]]
    let meat: Set = ["Pork satay", "Steak"]
    #expect(names("saty", in: items, meat: meat) == ["Satay peanut sauce"])
    #expect(names("stek", in: items, meat: meat) == ["Steak"], "a slip of a meat word names meat")
  }

  /// Every plant food with a diet word before it, as someone who eats none of the meat would
  /// type it: never a meat food first.
  @Test func aVeganOrVegetarianQueryForAPlantFoodIsNeverMeatFirst() {
    let meat = builtInCatalog.defaultMeatSections
    let plant: Set = ["meat-alternatives", "plant-proteins", "vegetables"]
    var meatFirst: [String] = []
    for food in builtInFoods where plant.contains(food.section) {
      for query in ["vegan \(food.name)", "vegetarian \(food.name)"] {
        guard let first = builtInSearch.results(for: query).hits.first else { continue }
        if builtInCatalog.countsAsMeat(Int(first.item), meatSections: meat) {
          meatFirst.append("\(query) -> \(builtInFoods[Int(first.item)].id)")
        }
      }
    }
    #expect(meatFirst.isEmpty, "\(meatFirst.joined(separator: "\n"))")
  }
}
