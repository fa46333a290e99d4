import Foundation
import FoodData

/// The filtered list in the order it is shown: the curated foods' straight matches (every word
/// found as a word, a prefix or a substring of a name or an alias), then their looser ones (a
/// typo, a fuzzy subsequence, or only some of the words: `MatchKind.isLoose`), then the lower
/// tiers' (FNDDS, imports: `SearchResults.importedStart` on), each part in rank order.
///
/// Only the curated part is split: the lower tiers rank below every curated food, so a straight
/// FNDDS match must not move above a curated loose one, or the divider blocks (straight,
/// looser, imported) would not add up to the list and a position past its end be drawn.
public struct ResultSplit: Equatable, Sendable {
  public let straight: [SearchHit]
  /// The curated looser matches, then the lower tiers' matches within the head, in rank order.
  public let loose: [SearchHit]
  /// The results past the split head, in rank order, counted with the looser ones.
  let results: SearchResults
  let head: Int

  /// Only the best `SearchResults.eagerCount` results are split: splitting more would rank a
  /// million hits on every keystroke. Past them (very many results only), the rest follow in
  /// rank order under the divider.
  public init(_ results: SearchResults) {
    var straight: [SearchHit] = []
    var loose: [SearchHit] = []
    head = min(results.count, SearchResults.eagerCount)
    for position in 0..<head {
      let hit = results.hit(at: position)
      if hit.match.isLoose || position >= results.importedStart { loose.append(hit) } else { straight.append(hit) }
    }
    self.straight = straight
    self.loose = loose
    self.results = results
  }

  public var straightCount: Int { straight.count }
  public var looseCount: Int { results.count - straight.count }
  public var count: Int { results.count }

  /// The hit at a list position (straight matches first).
  public func hit(at position: Int) -> SearchHit {
    if position < straight.count { return straight[position] }
    if position < head { return loose[position - straight.count] }
    return results.hit(at: position)
  }

  /// Whether a list position is one of the looser matches (a lower tier's hit is loose by its
  /// own match, not by where it stands).
  public func isLoose(_ position: Int) -> Bool {
    position < results.importedStart ? position >= straight.count : hit(at: position).match.isLoose
  }
}

/// The split of the last query's results, kept so that a keystroke's reduce and render split
/// them once.
final class ResultSplitCache: @unchecked Sendable {
  private let lock = NSLock()
  private var last: (results: SearchResults, split: ResultSplit)?

  func split(_ results: SearchResults) -> ResultSplit {
    lock.lock()
    defer { lock.unlock() }
    if let last, last.results.query == results.query, last.results.count == results.count { return last.split }
    let made = ResultSplit(results)
    last = (results, made)
    return made
  }
}
