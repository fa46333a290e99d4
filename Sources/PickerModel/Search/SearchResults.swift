/// The ranked matches of one query.
public struct SearchResults: Equatable, Sendable {
  public var query: SearchQuery
  /// Best first: by rank, then in catalog order.
  public var hits: [SearchHit]
  /// True when nothing matched exactly and these are the one-typo matches.
  public var usedTypos: Bool

  public init(query: SearchQuery, hits: [SearchHit], usedTypos: Bool) {
    self.query = query
    self.hits = hits
    self.usedTypos = usedTypos
  }

  public var count: Int { hits.count }
  public var isEmpty: Bool { hits.isEmpty }
}
