import Testing
import TestSupport

@testable import FoodData

/// Incremental search (each keystroke searching the previous results where that is sound) must
/// give what a fresh search gives, also for queries read loosely: partial matches, typos and
/// filler words coming and going as words are typed and erased.
@Suite("Incremental search")
struct IncrementalSearchTests {
  static let words = [
    "chicken", "curry", "cup", "of", "tea", "with", "ramen", "pork", "chiken", "salomn", "beaf", "and",
    "cheese", "mac", "burger", "on", "a", "the", "stew", "pie", "chkn", "rice", "beef", "ground",
  ]

  /// Random queries typed letter by letter, with Backspace and Ctrl-W now and then; after every
  /// key the incremental results equal a fresh search's, and every hit matches the query in the
  /// reading the results say.
  @Test(arguments: [20_261_203, 11, 12] as [UInt64])
  func typingAndErasingAgreeWithAFreshSearch(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let index = builtInSearch.index
    let incremental = FoodSearch(index: index)
    var checked = 0
    for _ in 0..<60 {
      let target = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.words.randomElement(using: &random) ?? "tea" }
        .joined(separator: " ")
      var text = ""
      for character in target {
        text.append(character)
        if Int.random(in: 0..<8, using: &random) == 0, !text.isEmpty { text.removeLast() }
        if Int.random(in: 0..<25, using: &random) == 0 {
          text = String(text.split(separator: " ").dropLast().joined(separator: " "))
        }
        let results = incremental.results(for: text)
        let fresh = FoodSearch(index: index).results(for: text)
        #expect(results == fresh, "'\(text)' typed towards '\(target)'")
        let query = SearchQuery(text)
        for hit in results.hits.prefix(20) {
          let again = index.hits(for: query, among: [hit], reading: results.reading)
          #expect(again == [hit], "\(hit) of '\(text)'")
        }
        checked += 1
      }
    }
    #expect(checked > 300)
  }

  @Test func aGrowingQueryThatTurnsPartialIsSearchedAfresh() {
    let items = [["Chicken"], ["Chicken breast"], ["Thai green curry"]]
    let incremental = FoodSearch(index: SearchIndex(items: items))
    for text in ["chicken", "chicken c", "chicken cu", "chicken curry", "chicken curr", "chicken"] {
      let fresh = FoodSearch(index: SearchIndex(items: items)).results(for: text)
      #expect(incremental.results(for: text) == fresh, "\(text)")
    }
    #expect(incremental.results(for: "chicken curry").reading == .loose)
  }

  /// A query that narrows one that nothing matched strictly is read loosely without a strict
  /// scan; one that narrows a loose step whose strict reading had hits (fuzzy only) is not.
  @Test func narrowingALooseStepAgreesWithAFreshSearch() {
    let items = [["Chicken"], ["Chicken breast"], ["Tikka masala"], ["Chickpea curry"], ["Cheese"]]
    let incremental = FoodSearch(index: SearchIndex(items: items))
    for text in ["chicken tik", "chicken tikk", "chicken tikka", "chicken tikka m", "chike", "chiken", "chikenb", "chik"] {
      let fresh = FoodSearch(index: SearchIndex(items: items)).results(for: text)
      #expect(incremental.results(for: text) == fresh, "\(text)")
    }
    #expect(incremental.results(for: "chicken tikka").reading == .loose)
    #expect(incremental.results(for: "chicken tikka").hits.count == 2, "Chicken, Chicken breast, partly (Tikka masala lacks chicken)")
  }
}
