/// How a hit matched its query, for the renderer: straight readings first, then the looser ones,
/// which the sheet dims below a divider.
public enum MatchKind: Equatable, Sendable {
  /// Every word matched the name: whole word, word prefix or substring.
  case name
  /// The query is one alias: its words and no others ("prawn" for Shrimp, "mince" for Ground
  /// beef). The catalog's own word for the food, as good a reading as a name.
  case alias
  /// Every word matched an alias that has other words too ("beef" in Lard's "beef tallow"):
  /// ranked below every name and every alias that is the query.
  case aliasOnly
  /// Every word matched, at least one only as a subsequence of a word ("chkn" for Chicken).
  case fuzzy
  /// Every word matched, at least one only with one typo ("salomn" for Salmon).
  case typo
  /// No food has every word: this one has some of them. `missingWords` says how many of the
  /// query's words it lacks (3 stands for three or more).
  case partial(missingWords: Int)

  /// Whether the food has only some of the words.
  public var isPartial: Bool {
    if case .partial = self { return true }
    return false
  }

  /// Whether the reading is loose: only a word of an alias, fuzzy, typo or partial.
  public var isLoose: Bool {
    switch self {
    case .name, .alias: false
    case .aliasOnly, .fuzzy, .typo, .partial: true
    }
  }
}
