/// Whether a hit is the food its query names, or only the closest food there is: the picker and
/// the command line say "No food matches" rather than present a different food as the answer.
extension SearchIndex {
  /// True when the hit has every word of the query, each straight, as a one-letter slip
  /// (`MatchKind.typo`), or as a subsequence only where the word is an abbreviation ("chkn").
  /// A partial hit lacks words; a word read as a subsequence that is no abbreviation is a word
  /// no food has turned into another ("cider" in Coriander, "gras" in Grains).
  func matchesWell(_ hit: SearchHit, _ query: SearchQuery) -> Bool {
    switch hit.match {
    case .name, .alias, .aliasOnly, .typo: return true
    case .partial: return false
    case .fuzzy: break
    }
    let k = Int(itemFirstKey[Int(hit.item)]) + Int(hit.key)
    return withScanBuffers(nil) { b in
      let key = b.key(k)
      // A negated word is a condition the hit met, not a word it must have.
      return query.words.allSatisfy { word in
        word.negated || WordRules.isAbbreviation(word.bytes)
          || word.bytes.withUnsafeBufferPointer { bytes in
            word.stem.withUnsafeBufferPointer { stem in WordMatcher.tier(of: bytes, stem: stem, in: key, fuzzy: false) != nil }
          }
      }
    }
  }
}

extension SearchIndex {
  /// Whether the hit's key holds the word only loosely: as a subsequence or a slip of a word,
  /// not whole, as a prefix or inside one. False when it does not hold it at all (a partial hit
  /// without the word).
  func readsLoosely(_ word: SearchQuery.Word, _ hit: SearchHit) -> Bool {
    let k = Int(itemFirstKey[Int(hit.item)]) + Int(hit.key)
    return withScanBuffers(nil) { b in
      let key = b.key(k)
      return word.bytes.withUnsafeBufferPointer { bytes in
        word.stem.withUnsafeBufferPointer { stem in
          guard WordMatcher.tier(of: bytes, stem: stem, in: key, fuzzy: false) == nil else { return false }
          return (WordRules.allowsFuzzy(word.bytes) && WordMatcher.isFuzzy(bytes, in: key))
            || (WordRules.allowsTypo(word.bytes) && TypoMatcher.matchedWord(bytes, stem: stem, in: key) != nil)
        }
      }
    }
  }
}
