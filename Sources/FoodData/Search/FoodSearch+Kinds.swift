/// The kind rules of a search (`FoodKinds`), applied to its hits once they are found.
///
/// A query that rules a kind out ("vegan ...", "chickpea tuna") never gets a food of it, in any
/// reading. A loose reading (the fallback when no food has every word) never swaps a food's
/// kind: for a query that names no meat (`namesMeat`), a meat food that is only a guess ranks
/// after every food of its tier that is not meat (`SearchResults.otherKindRank`), and one
/// reached by reading a word of three or four letters as a slip or a subsequence of a longer
/// word is not offered at all ("pâte à tartiner" is no Foie gras pâté; "saty" no Pork satay).
///
/// Only hits are asked their kinds, never the catalog: a strict reading pays nothing unless its
/// query rules a kind out, and a loose one a lookup per hit.
extension FoodSearch {
  /// The kinds this search leaves out of the query's hits: none without kinds to ask.
  func ruledOut(_ query: SearchQuery) -> FoodKinds {
    kinds == nil ? [] : query.excludedKinds
  }

  /// The hits whose kinds the query does not rule out.
  func withoutExcludedKinds(_ hits: [SearchHit], _ query: SearchQuery) -> [SearchHit] {
    let excluded = query.excludedKinds
    guard let kinds, !excluded.isEmpty else { return hits }
    return hits.filter { kinds[Int($0.item)].isDisjoint(with: excluded) }
  }

  /// A loose reading's hits with meat after the rest, and meat left out where a short word was
  /// read loosely to reach it, unless the query names meat (`meatNamed`). A meat food read with
  /// every word, one with a slip, is the food typed and keeps its place ("lasagana" is the
  /// Lasagne); one that lacks a word, has them among others' (an alias of a cheeseburger "any
  /// amount of cheese slices") or only as a subsequence is a guess.
  func keepingKinds(_ hits: [SearchHit], _ query: SearchQuery, meatNamed: Bool) -> [SearchHit] {
    guard let kinds, !meatNamed else { return hits }
    let short = query.words.filter { !$0.negated && $0.bytes.count >= 2 && $0.bytes.count <= Self.shortWordLength }
    return hits.compactMap { hit in
      guard kinds[Int(hit.item)].contains(.meat) else { return hit }
      if short.contains(where: { index.readsLoosely($0, hit) }) { return nil }
      switch hit.match {
      case .name, .alias, .typo: return hit
      case .aliasOnly, .fuzzy, .partial:
        var demoted = hit
        demoted.rank |= SearchResults.otherKindRank
        return demoted
      }
    }
  }

  /// Words this long or shorter are not read as a slip of a longer word of another kind: one
  /// letter of four is a quarter of the word, and most four-letter words are one slip or a
  /// subsequence away from some longer food.
  static let shortWordLength = 4

  /// Whether a word of the query names meat: a meat word (`MeatWords`), an abbreviation of one
  /// ("chkn"), or a slip of one that the catalog does not hold whole ("turky", "stek"; "beer" is
  /// beer). Then a meat food is the kind asked for, and a short word's slip may reach it.
  func namesMeat(_ query: SearchQuery, vocabulary: Vocabulary?) -> Bool {
    query.words.contains { word in
      if word.negated { return false }
      if MeatWords.contains(word.bytes) { return true }
      if WordRules.isAbbreviation(word.bytes), WordRules.allowsFuzzy(word.bytes), MeatWords.holdsAbbreviation(word.bytes) { return true }
      guard WordRules.allowsTypo(word.bytes), MeatWords.holdsSlip(of: word) else { return false }
      return !(vocabulary?.holdsWholeWord(word) ?? index.holdsWholeWord(word))
    }
  }
}
