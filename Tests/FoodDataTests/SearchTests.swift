import Testing
import TestSupport

@testable import FoodData

@Suite("Search")
struct SearchTests {
  @Test func aliasPutsShrimpFirstForPrawn() throws {
    let results = builtInSearch.results(for: "prawn")
    let first = try #require(results.hits.first)
    #expect(builtInCatalog.foods[Int(first.item)].name == "Shrimp")
    #expect(first.matchedAlias)
  }

  @Test func ignoresAccentsAndCase() {
    #expect(Set(topNames("creme", 2)) == ["Crème brûlée", "Crème fraîche"])
    #expect(topNames("CRÈME FRAÎCHE", 1) == ["Crème fraîche"])
    #expect(topNames("CHICKEN", 1) == ["Chicken"])
  }

  @Test func takesWordsInAnyOrder() {
    #expect(topNames("beef ground", 1) == ["Ground beef"])
    #expect(topNames("ground beef", 1) == ["Ground beef"])
  }

  @Test func findsThroughAliases() {
    #expect(topNames("aubergine", 1) == ["Eggplant"])
    #expect(topNames("mince", 10).contains("Ground beef"))
    #expect(topNames("courgette", 1) == ["Zucchini"])
  }

  @Test func treatsSingularAndPluralAlike() {
    #expect(topNames("eggs", 1) == ["Egg"])
    #expect(topNames("tomatoes", 1) == ["Tomato"])
    #expect(topNames("strawberry", 1) == ["Strawberries"])
    #expect(topNames("berries", 1) == ["Berry smoothie"], "the whole word, singular")
    #expect(Set(["Blueberries", "Raspberries", "Strawberries"]).isSubset(of: topNames("berries", 8)))
    let hit = builtInSearch.results(for: "strawberry").hits[0]
    #expect(!hit.matchedAlias, "the name Strawberries matches strawberry without the alias")
  }

  @Test func ranksWholeWordsThenPrefixesThenSubstringsThenFuzzy() throws {
    let tiers = builtInSearch.results(for: "pea").hits.map(\.rank)
    #expect(tiers == tiers.sorted(), "ranks come out in order")
    // Whole word "Peas"/"Split peas" (plural of pea) before the prefix "Peach", "Peanuts" and
    // the substring "Chickpeas".
    let names = topNames("pea", 40)
    let peas = try #require(names.firstIndex(of: "Peas"))
    let peach = try #require(names.firstIndex(of: "Peach"))
    let chickpeas = try #require(names.firstIndex(of: "Chickpeas"))
    #expect(peas < peach)
    #expect(peach < chickpeas)
  }

  @Test func putsNamesBeforeAliasesAndShorterNamesFirst() {
    // "Cottage cheese" matches by name; "Halloumi" only through its alias "grilling cheese".
    let names = topNames("cheese", 80)
    #expect(names.firstIndex(of: "Cottage cheese")! < names.firstIndex(of: "Halloumi")!)
    // Among whole-word name matches of "beef", shorter names first.
    #expect(topNames("beef", 3) == ["Beef", "Roast beef", "Beef jerky"])
  }

  @Test func oneLetterQueriesAnsweredFromMasksAgreeWithTheMatcher() {
    let index = builtInSearch.index
    for letter in "abcdefghijklmnopqrstuvwxyz" {
      let query = SearchQuery(String(letter))
      // The best (tier, alias) of each item, read key by key with the byte matcher.
      var expected: [Int32: UInt16] = [:]
      for item in 0..<index.itemCount {
        for key in 0..<index.keyCount(item: item) {
          let (bytes, _) = TextFolding.fold(index.text(item: item, key: key))
          let tier = bytes.withUnsafeBufferPointer { keyBytes in
            query.words[0].bytes.withUnsafeBufferPointer { word in WordMatcher.tier(of: word, stem: word, in: keyBytes) }
          }
          guard let tier else { continue }
          // A key that is the letter alone comes first (a name as typed 0, an alias as typed 1);
          // then names by tier (from 4), then aliases by tier (from 21).
          let alone = tier == .wholeWord && bytes.filter(\.isWordByte).count == 1
          let bucket = alone ? (key == 0 ? 0 : 1) : (key == 0 ? 4 : 21) + UInt16(tier.rawValue)
          expected[Int32(item)] = min(expected[Int32(item)] ?? .max, bucket)
        }
      }
      let hits = index.hits(for: query, among: nil, reading: .strict)
      #expect(Dictionary(uniqueKeysWithValues: hits.map { ($0.item, UInt16(RankBucket.bucket(of: $0.rank))) }) == expected, "\(letter)")
    }
  }

  @Test func namesGivenAsBytesSearchLikeNamesGivenAsStrings() {
    let names = builtInCatalog.foods.map(\.name) + ["Beef, ground, 85% lean meat / 15% fat, raw", "Crème brûlée", "Tab\there"]
    var fromBytes = SearchIndex()
    for name in names { Array(name.utf8).withUnsafeBytes { fromBytes.append(nameUTF8: $0) } }
    let fromStrings = SearchIndex(items: names.map { [$0] })
    for query in ["beef", "creme", "ground 85", "chkn", "salomn", "b", "brulee", "tab"] {
      let a = FoodSearch(index: fromBytes).results(for: query)
      let b = FoodSearch(index: fromStrings).results(for: query)
      #expect(a == b, "\(query)")
    }
    for item in names.indices { #expect(fromBytes.text(item: item, key: 0) == names[item]) }
  }

  @Test func keepsCatalogOrderForEqualRanks() {
    let hits = builtInSearch.results(for: "a").hits
    for (a, b) in zip(hits, hits.dropFirst()) where a.rank == b.rank {
      #expect(a.item < b.item)
    }
  }

  @Test func findsFuzzySubsequencesRankedLow() {
    #expect(topNames("chkn", 1) == ["Chicken"])
    let hit = builtInSearch.results(for: "chkn").hits[0]
    #expect(hit.match == .fuzzy)
  }

  @Test func toleratesOneTypoWhereNothingElseMatches() {
    #expect(topNames("chiken", 1) == ["Chicken"])
    let salmon = builtInSearch.results(for: "salomn")
    #expect(salmon.usedTypos)
    #expect(topNames("salomn", 1) == ["Salmon"])
    #expect(topNames("broccolli", 1) == ["Broccoli"])  // one extra letter
    #expect(topNames("chikcen", 1) == ["Chicken"])  // two letters swapped
    #expect(topNames("spinch", 1) == ["Spinach"])
    #expect(builtInSearch.results(for: "xyzzy").isEmpty)
    #expect(builtInSearch.results(for: "zgg").isEmpty, "three-letter words get no typo tolerance")
  }

  /// The typo reading turns keys away by the letters they lack and the first letters of their
  /// words; every slip that only it can read must still get through, at a word's start too. (A
  /// missing letter needs no typo reading: the rest is a subsequence, a fuzzy match.)
  @Test func everyKindOfSlipGetsPastTheTypoFilters() {
    let search = FoodSearch(index: SearchIndex(items: [["Salmon"], ["Tikka masala"], ["Oat milk"]]))
    let slips: [(String, Int32, String)] = [
      ("salmkn", 0, "a wrong letter the key lacks (k beside o), typed once"),
      ("xalmon", 0, "a wrong first letter (x beside s)"),
      ("aslmon", 0, "the first two letters swapped"),
      ("ssalmon", 0, "an extra first letter"),
      ("tikla", 1, "a wrong letter next to a doubled one"),
      ("tikkka", 1, "a doubled letter typed three times"),
      ("mikls", 2, "two letters swapped, with a plural ending"),
    ]
    for (text, item, slip) in slips {
      let results = search.results(for: text)
      #expect(results.usedTypos && results.hits.first?.item == item, "\(text): \(slip)")
    }
  }

  @Test func typoFallbackOnlyWhenNothingMatches() {
    #expect(!builtInSearch.results(for: "salmon").usedTypos)
  }

  @Test func highlightsMatchedCharactersOfTheOriginalText() {
    let index = builtInSearch.index
    let creme = foodIndex("creme-fraiche")
    #expect(index.matchedCharacterRanges(item: creme, key: 0, query: SearchQuery("fraiche")) == [6..<13])
    let beef = foodIndex("ground-beef")
    #expect(index.matchedCharacterRanges(item: beef, key: 0, query: SearchQuery("beef gro")) == [0..<3, 7..<11])
    let chicken = foodIndex("chicken")
    #expect(index.matchedCharacterRanges(item: chicken, key: 0, query: SearchQuery("chkn")) == [0..<2, 4..<5, 6..<7])
  }

  @Test func growingQueriesSearchOnlyThePreviousResultsAndAgreeWithAFreshSearch() {
    let typed = [
      "b", "be", "bee", "beef", "beef ", "beef g", "beef gr", "e", "eg", "egg", "eggs", "berr", "berri", "berrie", "berries", "sa", "sal", "salo", "salom",
      "salomn", "salmon",
    ]
    let incremental = FoodSearch(index: builtInSearch.index)
    for text in typed {
      let fresh = FoodSearch(index: builtInSearch.index).results(for: text)
      #expect(incremental.results(for: text) == fresh, "\(text)")
    }
    // And back again with Backspace.
    for text in typed.reversed() {
      let fresh = FoodSearch(index: builtInSearch.index).results(for: text)
      #expect(incremental.results(for: text) == fresh, "\(text)")
    }
  }

  @Test func narrowingIsRecognised() {
    #expect(SearchQuery("beef g").narrows(SearchQuery("beef")))
    #expect(SearchQuery("eggs").narrows(SearchQuery("egg")))
    #expect(!SearchQuery("berries").narrows(SearchQuery("berrie")), "the stem of berries is shorter than berrie")
    #expect(!SearchQuery("beef").narrows(SearchQuery("beef g")))
  }

  @Test(arguments: [
    "🥩", "e\u{301}", "שלום", String(repeating: "a", count: 10_000),
    String(repeating: "beef ", count: 2_000), "\u{0}\u{7}\u{1B}[A", "\u{200D}", "  ", "🇫🇷 cheese", "ｂｅｅｆ",
  ])
  func handlesAnyQueryWithoutCrashing(query: String) {
    let results = builtInSearch.results(for: query)
    #expect(results.count <= builtInCatalog.foods.count)
    for fault in ReferenceMatcher.faults(query, results, foods: builtInFoods) { Issue.record("\(fault)") }
  }

  @Test(arguments: [("🥩", 0), ("שלום", 0), ("\u{200D}", 0), ("  ", 0)])
  func queriesThatNoNameHoldsFindNothing(query: String, expected: Int) {
    #expect(builtInSearch.results(for: query).count == expected)
  }

  @Test func aRepeatedWordFindsWhatTheWordFinds() {
    let once = builtInSearch.results(for: "beef").hits.map(\.item)
    #expect(!once.isEmpty)
    #expect(builtInSearch.results(for: String(repeating: "beef ", count: 2_000)).hits.map(\.item) == once)
  }

  @Test func combiningAccentsMatchLikePrecomposedOnes() {
    #expect(Set(topNames("cre\u{300}me", 2)) == ["Crème brûlée", "Crème fraîche"])
  }

  @Test func fullWidthLettersFold() {
    #expect(topNames("ｂｅｅｆ", 1) == ["Beef"])
  }

  @Test func controlCharactersAreIgnored() {
    #expect(topNames("be\u{7}ef", 1) == ["Beef"])
  }
}
