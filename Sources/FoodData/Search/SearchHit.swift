/// One item that matched a query: which item, through which key (0 = the name, n = alias n-1),
/// and its rank (lower first): how it matched (`RankBucket`), then the length of the name.
public struct SearchHit: Equatable, Sendable {
  public var item: Int32
  public var key: UInt16
  public var rank: UInt16

  public init(item: Int32, key: UInt16, rank: UInt16) {
    self.item = item
    self.key = key
    self.rank = rank
  }

  /// Whether the item matched through an alias rather than its name.
  public var matchedAlias: Bool { key > 0 }

  /// How the item matched: straight through its name or an alias, or loosely (fuzzy, typo,
  /// partial), which the sheet shows apart.
  public var match: MatchKind { RankBucket.kind(rank: rank, key: key) }

  /// Whether the key it matched is the query's words and no others (filler words aside), as
  /// typed or not: the food the query names, not one that has its words among others.
  public var namesTheQuery: Bool { RankBucket.bucket(of: rank) < RankBucket.firstWithOtherWords }
}
