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

  private struct Step {
    /// The text as given, so that asking again for the same text costs no folding.
    var text: String
    var query: SearchQuery
    var inItemOrder: [SearchHit]
    var results: SearchResults
  }

  /// Items from this one on are imported foods: they rank below every curated food.
  public let importedFrom: Int

  public init(index: SearchIndex, importedFrom: Int? = nil) {
    self.index = index
    self.importedFrom = importedFrom ?? index.itemCount
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
    lock.unlock()
    let query = SearchQuery(text)
    if query.isEmpty { return SearchResults(query: query, inItemOrder: [], usedTypos: false) }
    lock.lock()
    defer { lock.unlock() }
    while let last = trail.last {
      if last.query == query {
        trail[trail.count - 1].text = text
        return last.results
      }
      if !last.results.usedTypos && query.narrows(last.query) { break }
      trail.removeLast()
    }
    var inItemOrder = index.hits(for: query, among: trail.last?.inItemOrder, allowTypos: false)
    var usedTypos = false
    if inItemOrder.isEmpty && query.words.contains(where: { $0.bytes.count >= 4 }) {
      inItemOrder = index.hits(for: query, among: nil, allowTypos: true)
      usedTypos = true
    }
    if importedFrom < index.itemCount { SearchResults.rankImportedBelow(&inItemOrder, from: importedFrom) }
    let results = SearchResults(query: query, inItemOrder: inItemOrder, usedTypos: usedTypos)
    // Keep the trail within limits: a million-hit step is 8 MB, and the oldest go first.
    while trail.count >= Self.trailLimit || (trail.count > 1 && trail.reduce(0, { $0 + $1.inItemOrder.count }) > Self.trailHitLimit) {
      trail.removeFirst()
    }
    trail.append(Step(text: text, query: query, inItemOrder: inItemOrder, results: results))
    return results
  }
}
