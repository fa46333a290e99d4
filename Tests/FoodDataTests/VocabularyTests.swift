import Foundation
import Testing

@testable import FoodData

/// The vocabulary is a shortcut for the typo reading: every answer must be the one the reading
/// of every key gives, and the words it holds are the keys' words, each once.
@Suite("Vocabulary")
struct VocabularyTests {
  /// Slips of every kind and none, at a word's start and end, beside punctuation, with plural
  /// endings, within several words, and words kept by a loose reading.
  static let queries = [
    "salomn", "chiken", "chikcen", "broccolli", "brocolli", "spinch", "beefst", "strawbery", "strawberies", "tomatoe",
    "chicken tikk", "tikka masla", "vegan bacn", "lentel soup", "beaf stew", "yoghrt", "cheddar chese", "xalmon",
    "ssalmon", "aslmon", "mikls", "oat mlik", "chikens", "potatos", "zgg", "xyzzy", "tofo curry", "pork chp",
  ]

  static let fixture = SearchIndex(items: [
    ["Salmon"], ["Tikka masala"], ["Oat milk", "milks"], ["Chicken, roast (skin-on)"], ["Strawberries"],
    ["Beef stew/casserole"], ["Smoked salmon-trout"], ["Potatoes, new"], ["Lentil soup", "dal"],
  ])

  private func expectSameAnswers(_ index: SearchIndex, importedFrom: Int? = nil, builtInEnd: Int? = nil) -> Int {
    let vocabulary = Vocabulary(index)
    var typoAnswers = 0
    for query in Self.queries {
      let everyKey = FoodSearch(index: index, importedFrom: importedFrom, builtInEnd: builtInEnd).results(for: query)
      let viaWords = FoodSearch(index: index, importedFrom: importedFrom, builtInEnd: builtInEnd, vocabulary: vocabulary).results(for: query)
      #expect(viaWords == everyKey, "\(query)")
      #expect(viaWords.hits == everyKey.hits, "\(query)")
      if everyKey.usedTypos { typoAnswers += 1 }
    }
    return typoAnswers
  }

  @Test func typoReadingsAreTheSameWithTheVocabularyAsWithoutOnTheBuiltInCatalog() {
    let catalog = builtInCatalog
    let typoAnswers = expectSameAnswers(catalog.foods.searchIndex, importedFrom: catalog.importedFoodStart, builtInEnd: catalog.builtInFoodEnd)
    // Not a comparison of two empty answers: many of the queries are read with a typo.
    #expect(typoAnswers >= 10)
  }

  @Test func typoReadingsAreTheSameWithTheVocabularyAsWithoutOnEdgeCases() {
    #expect(expectSameAnswers(Self.fixture) >= 8)
  }

  @Test func holdsEveryWordOfEveryKeyOnce() {
    let keys = [["Salmon"], ["Tikka masala"], ["Oat milk", "milks"], ["Chicken, roast (skin-on)"], ["Crème brûlée"], ["salmon-trout"]]
    let vocabulary = Vocabulary(SearchIndex(items: keys))
    let words = (0..<vocabulary.count).map { String(decoding: vocabulary.word($0), as: UTF8.self) }
    #expect(Set(words).count == words.count)
    // The keys' words as folded for search: lower case, accents kept as their bytes.
    let expected = Set(
      keys.joined().flatMap { key in
        TextFolding.fold(key).bytes.split { !$0.isWordByte }.map { String(decoding: $0, as: UTF8.self) }
      })
    #expect(Set(words) == expected)
    #expect(Set(words).isSuperset(of: ["salmon", "tikka", "milks", "skin", "on", "trout"]))
  }

  /// Which words are read with a typo at all is asked of the words too: the same answer as
  /// every key's, plurals and singulars included.
  @Test func holdsAWholeWordWhereSomeKeyDoes() {
    let index = builtInCatalog.foods.searchIndex
    let vocabulary = Vocabulary(index)
    let words = ["salmon", "salmons", "berries", "strawberry", "curry", "curly", "salomn", "tikka", "tikk", "lentils", "lentil", "beefst", "chicken"]
    var held = 0
    for text in words {
      let word = SearchQuery(text).words[0]
      #expect(vocabulary.holdsWholeWord(word) == index.holdsWholeWord(word), "\(text)")
      if index.holdsWholeWord(word) { held += 1 }
    }
    #expect(held >= 8 && held < words.count)
    // A word with a byte between words may match across them: the vocabulary does not say.
    #expect(vocabulary.holdsWholeWord(SearchQuery("salmon-trout").words[0]) == nil)
  }

  @Test func tellsTheWordsOneSlipAway() {
    let vocabulary = Vocabulary(builtInCatalog.foods.searchIndex)
    func slips(_ text: String) -> Set<String> {
      Set(vocabulary.slips(of: SearchQuery(text).words[0]).map { String(decoding: $0, as: UTF8.self) })
    }
    #expect(slips("salomn").contains("salmon"))
    #expect(slips("chiken").contains("chicken"))
    #expect(slips("beefst").isEmpty)
    #expect(slips("salmon").contains("salmon"))
  }

  @Test func aBigIndexLearnsItsWordsBehindAndASmallOneDoesNot() async throws {
    let big = FoodSearch(index: SearchIndex(items: (0..<FoodSearch.learnsWordsFrom).map { ["Food \($0 % 97) of batch \($0 % 5)"] }))
    let small = FoodSearch(index: SearchIndex(items: [["Salmon"], ["Tofu"]]))
    big.learnWordsBehind()
    small.learnWordsBehind()
    var waited = 0
    while big.learntWords == nil, waited < 100 {
      try await Task.sleep(nanoseconds: 50_000_000)
      waited += 1
    }
    // "food", "of", "batch" and the numbers 0-96.
    #expect(big.learntWords?.count == 3 + 97)
    #expect(small.learntWords == nil)
  }
}
