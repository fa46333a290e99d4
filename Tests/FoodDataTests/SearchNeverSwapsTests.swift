import Testing

@testable import FoodData

/// A search never swaps the food asked for with another: a word that says what a food is made
/// of is never dropped by a loose reading, and when no food has the words, the results say
/// they are only the closest (`SearchResults.matchesWell`).
@Suite("Search never swaps a food")
struct SearchNeverSwapsTests {
  func names(_ query: String, in items: [[String]]) -> [String] {
    FoodSearch(index: SearchIndex(items: items)).results(for: query).hits.map { items[Int($0.item)][0] }
  }

  @Test func aDietWordIsNeverDropped() {
    let items = [["Bacon"], ["Vegan pizza"], ["Suet"], ["Vegetables"], ["Cola"]]
    #expect(names("vegan bacon", in: items) == [], "Bacon lacks vegan, Vegan pizza lacks bacon")
    #expect(names("vegetable suet", in: items) == [])
    #expect(names("diet cola", in: items) == [])
    #expect(names("meat-free bacon", in: items) == [])
    let withOne = items + [["Coconut bacon", "vegan bacon"]]
    #expect(names("vegan bacon", in: withOne).first == "Coconut bacon")
  }

  @Test func anAnimalWordIsNeverDropped() {
    let items = [["Beef"], ["Tomato"], ["Cheese"], ["Grains"], ["Soy sauce"]]
    #expect(names("head cheese", in: items) == [])
    #expect(names("foie gras", in: items) == [], "no Grains: foie is kept, and gras is no subsequence of it")
    #expect(names("soy sauce chicken", in: items) == [])
    #expect(names("tomato salad", in: items) == ["Tomato"], "a word that says nothing of meat may still be dropped")
  }

  @Test func aTypoOfAKeptWordIsStillRead() {
    let items = [["Vegan burger"], ["Beef burger"]]
    #expect(names("vegna burger", in: items).first == "Vegan burger")
  }

  @Test func noMeatFreeQueryGetsAMeatFoodFirst() {
    let meat = builtInCatalog.defaultMeatSections
    for query in [
      "vegan bacon", "vegan sausage", "veggie chicken", "vegetarian haggis", "tofu scramble", "vegetable suet", "meat-free mince",
      "plant-based burger", "vegan cheese", "oat milk", "soy milk", "meatless meatballs", "veggie hot dog", "vegan fish",
    ] {
      let results = builtInSearch.results(for: query)
      guard let first = results.hits.first else { continue }
      #expect(!builtInCatalog.countsAsMeat(Int(first.item), meatSections: meat), "\(query) -> \(builtInCatalog.foods[Int(first.item)].name)")
    }
  }

  @Test func closeSpellingsOfAnotherFoodAreOnlyTheClosest() {
    let search = FoodSearch(index: SearchIndex(items: [["Coriander"], ["Salmon"], ["Chicken"], ["Broccoli"], ["Special fried rice"]]))
    #expect(search.results(for: "cider").matchesWell == false, "Coriander holds c-i-d-e-r, but cider is no slip for it")
    #expect(search.results(for: "special k").matchesWell == false)
    #expect(search.results(for: "salmon").matchesWell)
    #expect(search.results(for: "salomn").matchesWell, "one slip is the word meant")
    #expect(search.results(for: "chkn").matchesWell, "an abbreviation")
    #expect(search.results(for: "salmon raw").matchesWell == false, "Salmon is the closest, not a raw salmon")
    #expect(search.results(for: "zzzz").matchesWell, "no hits: nothing is presented")
  }
}
