/// How well one query word matched a name or alias; lower is better. The order is the ranking
/// rule of docs/DESIGN.md: whole word, word prefix, substring, fuzzy subsequence, then one typo.
public enum MatchTier: UInt8, Comparable, Sendable, CaseIterable {
  case wholeWord = 0
  case wordPrefix = 1
  case substring = 2
  case fuzzy = 3
  case typo = 4

  public static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rawValue < rhs.rawValue }
}
