import Foundation

/// The ranked matches of one query.
///
/// Ranking a million matches in full costs more than the first screen needs, so only the best
/// `eagerCount` are ranked at once; the rest are ranked the first time a position past them is
/// asked for (End, or paging far down). Either way the order is the same: by rank, then in
/// catalog order.
public struct SearchResults: Equatable, Sendable {
  public let query: SearchQuery
  /// `.loose` when nothing matched every word: these are partial and one-typo matches.
  public let reading: SearchReading
  /// True when some of the hits are one-typo readings of every word (`MatchKind.typo`).
  public let usedTypos: Bool
  public let count: Int
  /// Whether the best hit is the food the query names (`SearchIndex.matchesWell`); when false
  /// the hits are only the closest foods, and the user is told so. True when there are none.
  public internal(set) var matchesWell = true
  /// The position of the first imported food: curated foods come first, imported ones from
  /// here on (`count` when there are none), with a divider between in the filtered grid. (A
  /// lower tier's food holding every word that a loose reading ranks with the curated foods,
  /// above those holding some, counts with them: `FoodSearch.rankLowerTiersBelow`.)
  public let importedStart: Int
  private let best: [SearchHit]
  private let rest: LazyRanking

  public static let eagerCount = 2_048
  /// The rank bit of imported foods: above every curated rank (tiers and length use 14 bits);
  /// `FoodSearch.rankLowerTiersBelow` sets it.
  static let importedRank: UInt16 = 0x8000
  /// The rank bit of a food of another kind than the query asks for (meat, when a loose reading
  /// of a query with no meat word finds it): after every food of its tier that is not
  /// (`FoodSearch+Kinds`).
  static let otherKindRank: UInt16 = 0x4000

  public init(query: SearchQuery, inItemOrder hits: [SearchHit], reading: SearchReading) {
    self.query = query
    self.reading = reading
    self.usedTypos = reading == .loose && hits.contains { $0.match == .typo }
    self.count = hits.count
    self.importedStart = hits.reduce(0) { $0 + ($1.rank & Self.importedRank == 0 ? 1 : 0) }
    self.best = Ranking.best(Self.eagerCount, of: hits)
    self.rest = LazyRanking(hits, complete: best.count == hits.count ? best : nil)
  }

  public var isEmpty: Bool { count == 0 }

  /// The hit at a rank position (0 = best).
  public func hit(at position: Int) -> SearchHit {
    position < best.count ? best[position] : rest.all[position]
  }

  /// All hits, best first.
  public var hits: [SearchHit] { best.count == count ? best : rest.all }

  public static func == (lhs: SearchResults, rhs: SearchResults) -> Bool {
    lhs.query == rhs.query && lhs.reading == rhs.reading && lhs.matchesWell == rhs.matchesWell && lhs.usedTypos == rhs.usedTypos && lhs.count == rhs.count
      && lhs.best == rhs.best
      && (lhs.count == lhs.best.count || lhs.rest.all == rhs.rest.all)
  }
}

/// The full ranking, made once on first use.
final class LazyRanking: @unchecked Sendable {
  private let lock = NSLock()
  private var inItemOrder: [SearchHit]
  private var ranked: [SearchHit]?

  init(_ hits: [SearchHit], complete: [SearchHit]?) {
    inItemOrder = complete == nil ? hits : []
    ranked = complete
  }

  var all: [SearchHit] {
    lock.lock()
    defer { lock.unlock() }
    if let ranked { return ranked }
    let made = Ranking.all(inItemOrder)
    ranked = made
    inItemOrder = []
    return made
  }
}
