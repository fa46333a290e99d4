/// Which reading of a query a search makes.
public enum SearchReading: Equatable, Sendable {
  /// Every word of the query matches one name or alias, straight or as a subsequence.
  case strict
  /// The fallback when nothing matches strictly: foods with some of the words (ranked by how
  /// many), and words of four letters or more read with one typo.
  case loose
}
