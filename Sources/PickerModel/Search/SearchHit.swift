/// One item that matched a query: which item, through which key (0 = the name, n = alias n-1),
/// and its rank (lower first): the match tiers and whether it matched an alias, then the
/// length of the name.
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
}
