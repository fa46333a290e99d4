import Foundation

/// Search over an index, remembering the results of the queries typed on the way to the current
/// one: when the query grows, only the previous results are searched; when it shrinks (Backspace),
/// the earlier results are at hand again.
///
/// This is a memo of a pure function (`results(for:)` depends on the text alone), so the picker's
/// reducer can use it and stay pure. It is safe to share between threads.
public final class FoodSearch: @unchecked Sendable {
  public let index: SearchIndex
  private let lock = NSLock()
  private var trail: [Step] = []
  private static let trailLimit = 32
  private static let trailHitLimit = 3_000_000
  /// Recent answers by text, beside the trail: when several screens or threads share one search
  /// and ask in turn for different texts, each would otherwise pop the other's trail and rescan.
  private var recent: [(text: String, results: SearchResults)] = []
  private static let recentLimit = 16
  private static let recentHitLimit = 1_000_000
  static let typoAfterFuzzyLimit = 50_000
  /// The index's distinct words, once made (`learnWords`): the typo reading asks them first.
  private var vocabulary: Vocabulary?
  private var learning = false
  /// Indexes this big have their words learnt behind the picker's first frame: below it a
  /// typo reading of every key takes a few milliseconds.
  public static let learnsWordsFrom = 20_000

  private struct Step {
    /// The text as given, so that asking again for the same text costs no folding.
    var text: String
    var query: SearchQuery
    var inItemOrder: [SearchHit]
    var results: SearchResults
    /// Whether no item matched every word: then no item matches a query that narrows this one.
    var strictIsEmpty: Bool
  }

  /// Items from this one on are imported foods: they rank below every curated food.
  public let importedFrom: Int
  /// Items before this one ship with the app (the curated foods and the FNDDS tier): their
  /// strict matches are answers, and keep the loose reading away ("funnel cake" is FNDDS's
  /// Funnel cake with sugar, not the curated Cake).
  public let builtInEnd: Int
  /// The person's own foods (`Catalog.ownFoods`): ranked with the curated ones, and first
  /// among hits that match as well.
  public let own: Range<Int>
  /// What each item is made of, for the kind rules (`FoodSearch+Kinds`); nil: no rules.
  public let kinds: FoodKindLookup?
  /// The foods each item is made of, for "X with Y" (`FoodSearch+Dishes`); nil: none is a dish.
  public let ingredients: FoodIngredientLookup?

  /// - Parameters:
  ///   - vocabulary: the index's words, if another search of it has learnt them.
  ///   - kinds: what each item is made of; without it no kind is ruled out or kept from first.
  ///   - ingredients: the foods each item is made of; without it no dish holds a word through them.
  public init(
    index: SearchIndex, importedFrom: Int? = nil, builtInEnd: Int? = nil, vocabulary: Vocabulary? = nil, kinds: FoodKindLookup? = nil,
    ingredients: FoodIngredientLookup? = nil, own: Range<Int> = 0..<0
  ) {
    self.index = index
    self.own = own
    self.vocabulary = vocabulary
    self.importedFrom = importedFrom ?? index.itemCount
    self.builtInEnd = max(self.importedFrom, builtInEnd ?? self.importedFrom)
    self.kinds = kinds
    self.ingredients = ingredients
  }

  /// The search of a catalog's foods, its second tier and imported ones ranked below the curated.
  public convenience init(catalog: Catalog) {
    self.init(
      index: catalog.foods.searchIndex, importedFrom: catalog.importedFoodStart, builtInEnd: catalog.builtInFoodEnd,
      kinds: catalog.foodKinds, ingredients: catalog.ingredientLookup, own: catalog.ownFoods)
  }

  /// The ranked matches for the text; empty for a query with no words.
  ///
  /// - Complexity: O(text of the previous results) when the query grew, O(text of all items)
  ///   otherwise, plus O(matches) to rank them.
  public func results(for text: String) -> SearchResults {
    lock.lock()
    if let last = trail.last, last.text == text {
      defer { lock.unlock() }
      return last.results
    }
    if let known = recent.last(where: { $0.text == text }) {
      defer { lock.unlock() }
      return known.results
    }
    lock.unlock()
    let query = SearchQuery(text)
    if query.isEmpty { return SearchResults(query: query, inItemOrder: [], reading: .strict) }
    lock.lock()
    defer { lock.unlock() }
    var knownEmpty = false
    while let last = trail.last {
      if last.query == query {
        trail[trail.count - 1].text = text
        return last.results
      }
      // Only a strict step can be narrowed: a food missing from a loose step's results may still
      // match a longer query strictly, and the other way round. But a query that narrows one
      // that nothing matched strictly matches nothing strictly either: it is read loosely at
      // once ("chicken tikk" after "chicken tik", a full scan saved on a million foods).
      if query.narrows(last.query) {
        if last.results.reading == .strict { break }
        if last.strictIsEmpty {
          knownEmpty = true
          break
        }
      }
      trail.removeLast()
    }
    let narrowed = knownEmpty ? [] : trail.last?.inItemOrder
    let ruledOut = ruledOut(query)
    var inItemOrder = withoutExcludedKinds(
      narrowed.map { $0.isEmpty ? [] : index.hits(for: query, among: $0, reading: .strict, ruledOut: ruledOut) }
        ?? index.hits(for: query, among: nil, reading: .strict, ruledOut: ruledOut), query)
    let strictIsEmpty = inItemOrder.isEmpty
    var reading = SearchReading.strict
    if Self.wantsLooseReading(query, strict: answers(inItemOrder), itemCount: builtInEnd) {
      let loose = index.hits(for: query, among: nil, reading: .loose, vocabulary: vocabulary, ruledOut: ruledOut)
      let meatNamed = kinds == nil || namesMeat(query, vocabulary: vocabulary)
      inItemOrder = keepingKinds(withoutExcludedKinds(dishesHolding(query, loose, meatNamed: meatNamed), query), query, meatNamed: meatNamed)
      reading = .loose
    }
    rankLowerTiersBelow(&inItemOrder, reading: reading)
    var results = SearchResults(query: query, inItemOrder: inItemOrder, reading: reading)
    if !results.isEmpty { results.matchesWell = index.matchesWell(results.hit(at: 0), query) }
    // Keep the trail within limits: a million-hit step is 8 MB, and the oldest go first.
    while trail.count >= Self.trailLimit || (trail.count > 1 && trail.reduce(0, { $0 + $1.inItemOrder.count }) > Self.trailHitLimit) {
      trail.removeFirst()
    }
    trail.append(Step(text: text, query: query, inItemOrder: inItemOrder, results: results, strictIsEmpty: strictIsEmpty))
    remember(results, for: text)
    return results
  }

  /// Makes the vocabulary of the index, for the typo reading, unless it is made or being made.
  /// Answers are the same with it or without; only their time differs.
  public func learnWords() {
    lock.lock()
    guard vocabulary == nil, !learning else {
      lock.unlock()
      return
    }
    learning = true
    lock.unlock()
    let learnt = Vocabulary(index)
    lock.lock()
    vocabulary = learnt
    learning = false
    lock.unlock()
  }

  /// `learnWords` on another thread, for an index of `learnsWordsFrom` items or more: a program
  /// that runs for long calls it once its first frame is on screen.
  public func learnWordsBehind() {
    guard index.itemCount >= Self.learnsWordsFrom else { return }
    DispatchQueue.global(qos: .utility).async { self.learnWords() }
  }

  /// The vocabulary, once made.
  public var learntWords: Vocabulary? {
    lock.lock()
    defer { lock.unlock() }
    return vocabulary
  }

  /// Keeps an answer among the recent ones (the caller holds the lock); big answers are not kept,
  /// and the oldest go first.
  private func remember(_ results: SearchResults, for text: String) {
    guard results.count <= Self.recentHitLimit else { return }
    recent.append((text, results))
    while recent.count > Self.recentLimit || recent.reduce(0, { $0 + $1.results.count }) > Self.recentHitLimit {
      recent.removeFirst()
    }
  }

  /// Whether to read the query loosely: when nothing matched every word straight, and the loose
  /// reading can find something better. That is a partial match when nothing matched at all
  /// (two words of two letters or more), or a typo of a word of four letters or more; after
  /// fuzzy matches only, a typo of a word that is not an abbreviation ("beaf" may mean beef,
  /// "chkn" is only chicken), in catalogs of up to `typoAfterFuzzyLimit` items: reading typos
  /// reads every key, which a million names make a second's work, and while a word is typed
  /// ("chike", on the way to "chiken") fuzzy-only results are common.
  static func wantsLooseReading(_ query: SearchQuery, strict hits: [SearchHit], itemCount: Int) -> Bool {
    if query.isFillerOnly { return false }
    if hits.isEmpty {
      return query.words.count(where: { $0.bytes.count >= 2 }) >= 2 || query.words.contains { WordRules.allowsTypo($0.bytes) }
    }
    guard itemCount <= typoAfterFuzzyLimit,
      query.words.contains(where: { WordRules.allowsTypo($0.bytes) && !WordRules.isAbbreviation($0.bytes) })
    else {
      return false
    }
    return !hits.contains { !$0.match.isLoose }
  }
}
