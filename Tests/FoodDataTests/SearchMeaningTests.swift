import Testing

@testable import FoodData

/// Search finds what people mean: partial matches when no food has every word, filler words
/// that never decide, typo readings that never turn one real word into another, and looser
/// readings marked as such. Small hand-made catalogs keep the cases independent of the
/// built-in one; the built-in catalog is used where it already has the foods.
@Suite("Search finds what people mean")
struct SearchMeaningTests {
  /// The names of the best hits of `query` in a catalog of items given as [name, aliases...].
  func names(_ query: String, in items: [[String]], _ count: Int = 10) -> [String] {
    FoodSearch(index: SearchIndex(items: items)).results(for: query).hits.prefix(count).map { items[Int($0.item)][0] }
  }

  // MARK: Partial matches

  @Test func aCupOfTeaIsTea() {
    let items = [["Coffee"], ["Tofu"], ["Tea", "cuppa"], ["Rack of lamb"]]
    #expect(names("cup of tea", in: items) == ["Tea"], "'of' alone matches nothing; Tea has tea (and 'cup' in cuppa)")
    #expect(topNames("cup of tea", 1) == ["Tea"])
  }

  @Test func chickenCurryGivesChickenThenCurriesWithoutTheDish() {
    let items = [["Beef"], ["Thai green curry"], ["Chicken breast"], ["Curly kale"], ["Chicken"]]
    let found = names("chicken curry", in: items)
    #expect(found.first == "Chicken")
    // A curry without chicken is another food: "chicken" is never dropped (DefiningWords).
    #expect(Set(found) == ["Chicken", "Chicken breast"])
  }

  @Test func chickenCurryGivesTheDishWhenThereIsOne() {
    let items = [["Chicken"], ["Thai green curry"], ["Chicken tikka masala", "chicken curry"]]
    #expect(names("chicken curry", in: items) == ["Chicken tikka masala"])
  }

  @Test func ramenWithPorkIsAPorkRamen() {
    let dish = [["Noodles", "ramen", "udon"], ["Pork"], ["Tonkotsu ramen", "pork ramen"], ["Prawns"]]
    #expect(names("ramen with pork", in: dish).first == "Tonkotsu ramen")
    let noDish = [["Noodles", "ramen", "udon"], ["Pork"], ["Beef"]]
    // Noodles without pork would turn a pork dish into a meat-free one: only Pork is offered.
    #expect(Set(names("ramen with pork", in: noDish)) == ["Pork"])
  }

  @Test func theWordsInTheOrderTypedComeFirst() {
    let items = [["Milk chocolate"], ["Chocolate milk"], ["Chocolate"]]
    #expect(names("chocolate milk", in: items).prefix(2) == ["Chocolate milk", "Milk chocolate"])
    #expect(names("milk chocolate", in: items).prefix(2) == ["Milk chocolate", "Chocolate milk"])
    #expect(topNames("chocolate milk", 1) == ["Chocolate milk"])
  }

  @Test func fillerWordsNeverDecide() {
    // "with" is in no key, and the food still matches straight.
    let items = [["Tea", "milk tea"], ["Milk"]]
    let results = FoodSearch(index: SearchIndex(items: items)).results(for: "tea with milk")
    #expect(results.hits.map { items[Int($0.item)][0] } == ["Tea"])
    #expect(results.hits.first?.match == .alias)
  }

  @Test func fillerWordsAloneMatchNothing() {
    let items = [["Coffee"], ["Tofu"], ["Rack of lamb"], ["Corn on the cob"], ["Mango"]]
    #expect(names("cup of mango", in: items) == ["Mango"])
    #expect(names("the of", in: items).isEmpty, "two filler words are no partial match of anything")
    #expect(names("some of the", in: items).isEmpty)
  }

  @Test func moreWordsMatchedRankFirst() {
    let items = [["Rice"], ["Chicken"], ["Grilled chicken salad"], ["Chicken fried rice"], ["Beef"]]
    let found = names("grilled chicken rice", in: items)
    #expect(Set(found.prefix(2)) == ["Grilled chicken salad", "Chicken fried rice"])
    #expect(Set(found.dropFirst(2)) == ["Chicken"], "Rice lacks chicken, which is never dropped")
  }

  @Test func aFoodWithEveryWordOutranksOneWithFewerEvenThroughATypo() {
    let items = [["Grilled rice"], ["Chicken"], ["Grilled chicken and rice"]]
    let found = names("grilled chiken rice", in: items)
    #expect(found.first == "Grilled chicken and rice")
    #expect(found.dropFirst().first == "Grilled rice", "two straight words before one")
    #expect(found.contains("Chicken"))
  }

  @Test func everydayPairsWithoutADishGiveBothFoods() {
    let items = [["Chicken"], ["Beef burger", "hamburger"], ["Chicken soup"], ["Cheese"], ["Pasta", "macaroni"]]
    // A food without a word that says what it is made of is never offered: no Beef burger for a
    // chicken burger, no plain Pasta for mac and cheese.
    #expect(Set(names("chicken burger", in: items)) == ["Chicken", "Chicken soup"])
    #expect(Set(names("mac and cheese", in: items)) == ["Cheese"])
    // The built-in catalog has the dish itself: that comes first.
    let burger = topNames("chicken burger", 5)
    #expect(burger.first == "Chicken burger", "\(burger)")
  }

  @Test func aKeyThatIsTheQueryComesFirstNameOrAlias() {
    let items = [["Prawn cocktail"], ["Shrimp", "prawn"], ["Prawn"]]
    #expect(names("prawn", in: items) == ["Prawn", "Shrimp", "Prawn cocktail"])
    #expect(names("prawns", in: items) == ["Prawn", "Shrimp", "Prawn cocktail"])
    #expect(topNames("mince", 1) == ["Ground beef"], "the alias mince before the name Soy mince")
  }

  @Test func aKeyThatIsTheQueryAsTypedComesBeforeOneWithTheSameWords() {
    let items = [["Syrup", "pancake syrup"], ["Pancakes with maple syrup", "pancakes with syrup"]]
    #expect(names("pancakes with syrup", in: items) == ["Pancakes with maple syrup", "Syrup"])
  }

  @Test func anAliasAsTypedRanksWithANameAsTyped() {
    // A name with the words in another order comes after: "burger in a bun" is the Burger's
    // own word for it, not the bread.
    let items = [["Burger bun"], ["Burger", "burger in a bun"], ["Hot dog in a bun"], ["Bread roll", "hot dog bun"]]
    #expect(names("burger in a bun", in: items).first == "Burger")
    #expect(names("hot dog bun", in: items).first == "Bread roll")
  }

  @Test func aDishComesBeforeTheIngredientItIsMadeWith() {
    let items = [["Beef stock"], ["Beef noodle soup"], ["French onion soup"], ["Tofu"], ["Rice noodles"]]
    #expect(names("soup made with beef stock", in: items).first == "Beef noodle soup", "the dish before the stock alone")
    #expect(names("noodles with broccoli", in: items) == ["Rice noodles", "Beef noodle soup"])
    // Through its recipe, the onion soup has the beef stock: it has every word.
    let recipes = FoodIngredientLookup { $0 == 2 ? [0] : [] }
    let search = FoodSearch(index: SearchIndex(items: items), ingredients: recipes)
    let found = search.results(for: "soup made with beef stock").hits.map { items[Int($0.item)][0] }
    #expect(found.first == "French onion soup", "\(found)")
    #expect(found.firstIndex(of: "Beef noodle soup") ?? 0 < found.firstIndex(of: "Beef stock") ?? 0)
  }

  @Test func anImportHoldingEveryWordRanksAboveABuiltInFoodHoldingSome() {
    let items = [["Foie gras", "foie gras pâté"], ["Curry paste"], ["Véritable pâte à tartiner noisettes"]]
    let search = FoodSearch(index: SearchIndex(items: items), importedFrom: 2)
    let found = { (query: String) in search.results(for: query).hits.map { items[Int($0.item)][0] } }
    #expect(found("pate tartiner") == ["Véritable pâte à tartiner noisettes"], "every word straight: the answer")
    #expect(search.results(for: "pate tartiner").matchesWell)
    #expect(found("pate tartinr").first == "Véritable pâte à tartiner noisettes", "every word, one with a slip")
    #expect(found("pate tartinr").dropFirst().contains("Foie gras"), "holding some: after")
  }

  @Test func germanUmlautsMatchTheirSpellingsOut() {
    #expect(names("kaesespaetzle", in: [["Käsespätzle"], ["Kale"]]) == ["Käsespätzle"])
    // The other way a subsequence was found already, as a loose reading: it is the name now.
    let spelled = FoodSearch(index: SearchIndex(items: [["Kaesespaetzle"], ["Kasha"]])).results(for: "käsespätzle")
    #expect(spelled.hits.map(\.item) == [0])
    #expect(spelled.hits.first?.match == .name && spelled.matchesWell)
    #expect(names("Zuercher geschnetzeltes", in: [["Zürcher Geschnetzeltes"], ["Zucchini"]]) == ["Zürcher Geschnetzeltes"])
    #expect(names("blue", in: [["Blueberries"], ["Blunt"]]) == ["Blueberries"], "ue is an umlaut only where a name has one")
  }

  // MARK: Typo readings

  @Test func aRealWordIsNotReadAsItsNeighbour() {
    let items = [["Curly kale"], ["Dover sole"], ["Steak"], ["Pigeon"], ["Pineapple"]]
    for query in ["curry", "doner", "stew", "pie"] {
      #expect(names(query, in: items).isEmpty, "\(query): \(names(query, in: items))")
    }
    #expect(!topNames("curry", 10).contains("Kale"))
    #expect(!topNames("doner", 10).contains("Sole"))
    #expect(!topNames("stew", 10).contains("Steak"))
    #expect(!topNames("pie", 10).contains("Pigeon"))
  }

  @Test func aWordTheCatalogKnowsIsNeverATypo() {
    // "beer" is one neighbouring key from "beef", but the catalog knows beer.
    let items = [["Beef"], ["Beer"], ["Cod"]]
    #expect(Set(names("beer cod", in: items)) == ["Cod"], "Beer lacks cod, which is never dropped; Beef is no reading of beer")
    #expect(Set(names("beer lager", in: items)) == ["Beer"])
  }

  @Test func slipsOfTheFingerAndSpellingSlipsAreStillForgiven() {
    #expect(topNames("chivken", 1) == ["Chicken"], "v is next to c")
    #expect(topNames("lentel", 1) == ["Lentils"], "one vowel for another")
    #expect(topNames("strawbery", 1) == ["Strawberries"])
    #expect(topNames("chikens", 1) == ["Chicken"])
    #expect(topNames("beaf", 1) == ["Beef"], "a one-letter slip reads closer than the subsequence in 'breakfast'")
    let berries = [["Jam", "strawberry jam"], ["Strawberries", "strawberry"]]
    #expect(names("strawberies", in: berries) == ["Strawberries", "Jam"], "a typo of the name before a fuzzy match of it")
  }

  @Test func aSlipOfAWholeWordRanksAboveAWordTheTypedOneGoesOnFrom() {
    // "turky" is "turk" and a "y": no plural or singular of it, so Turkish coffee's "türk
    // kahvesi" is one slip away like Turkey, and the name comes first.
    #expect(names("turky", in: [["Turkish coffee", "türk kahvesi"], ["Turkey"]]).first == "Turkey")
    #expect(topNames("turky", 1) == ["Turkey"])
    #expect(names("crispy", in: [["Crisps"], ["Crispy duck"]]) == ["Crispy duck"], "crispy is no crisp said as crisps")
    #expect(names("berries", in: [["Berry smoothie"], ["Eggs"]]) == ["Berry smoothie"], "y and ies are one word")
    #expect(names("egg", in: [["Berry smoothie"], ["Eggs"]]) == ["Eggs"])
  }

  @Test func aTypoMatchesAWholeWordOnly() {
    let items = [["Steak"], ["Stewed apples"]]
    #expect(names("stea", in: items) == ["Steak"])
    #expect(names("stwe", in: items) == ["Stewed apples"], "fuzzy, not a typo of the start of steak")
    #expect(names("staek", in: items) == ["Steak"])
    #expect(names("chivk", in: [["Chicken"]]).isEmpty, "the start of chicken with a wrong letter is no typo")
  }

  // MARK: Looser readings are marked and rank below

  @Test func eachHitSaysHowItMatched() throws {
    func first(_ query: String) throws -> SearchHit { try #require(builtInSearch.results(for: query).hits.first) }
    #expect(try first("chicken").match == .name)
    #expect(try first("prawn").match == .alias)
    #expect(try first("chkn").match == .fuzzy)
    #expect(try first("salomn").match == .typo)
    #expect(try !first("prawn").match.isLoose)
    #expect(try first("chkn").match.isLoose && first("salomn").match.isLoose)
    let items = [["Tea", "cuppa"], ["Coffee"]]
    let partial = FoodSearch(index: SearchIndex(items: items)).results(for: "cup of tea").hits.first?.match
    #expect(partial == .partial(missingWords: 1))
    #expect(partial?.isLoose == true)
  }

  @Test func looserReadingsRankBelowStraightOnes() {
    let items = [["Chicken"], ["Chkn nuggets"], ["Beef"]]
    let hits = FoodSearch(index: SearchIndex(items: items)).results(for: "chkn").hits
    #expect(hits.map { items[Int($0.item)][0] } == ["Chkn nuggets", "Chicken"])
    #expect(hits.map(\.match) == [.name, .fuzzy])
  }

  @Test func typoReadingsHighlightTheWordTheyRead() {
    let index = builtInSearch.index
    #expect(index.matchedCharacterRanges(item: foodIndex("salmon"), key: 0, query: SearchQuery("salomn")) == [0..<6])
  }
}
