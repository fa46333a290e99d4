/// The loose reading of a query, the fallback when no key has every word: keys with some of the
/// words, ranked by how many (`RankBucket.loose`), and words read with one typo.
extension SearchIndex {
  /// Per query word, whether it may be read with one typo: words of four letters or more that
  /// no key holds whole. A word the catalog knows is meant as typed: once a curry is in the
  /// catalog, "curry" is never read as a slip for "curly".
  ///
  /// - Parameter vocabulary: the index's words, if made: asked instead of every key.
  func typoWords(_ query: SearchQuery, vocabulary: Vocabulary? = nil) -> [Bool] {
    query.words.map { !$0.negated && WordRules.allowsTypo($0.bytes) && !(vocabulary?.holdsWholeWord($0) ?? holdsWholeWord($0)) }
  }

  /// Per query word, whether a loose reading must keep it: a word that says what a food is
  /// made of (`DefiningWords`); a food without it is another food ("vegan bacon" is no Bacon).
  /// Where the search itself leaves out the kinds the query rules out (`ruledOut`), the words
  /// that rule them out or name them may go: "meatless mince" may be Soy mince, "chickpea tuna"
  /// Chickpeas, since no meat food can be offered for either.
  func keptWords(_ query: SearchQuery, ruledOut: FoodKinds = []) -> [Bool] {
    let optional = optionalWords(query, ruledOut: ruledOut)
    return query.words.indices.map { w in
      let word = query.words[w]
      guard DefiningWords.contains(word.bytes), !optional[w] else { return false }
      return !ruledOut.contains(.meat) || !(MeatWords.contains(word.bytes) || !DietWords.excluded(by: word.bytes).isEmpty)
    }
  }

  /// Per query word, whether a key may lack it: a negated word whose kinds the caller leaves
  /// out anyway (`ruledOut`): "bolognese without meat" is Lentil bolognese, which does not say
  /// "without meat". Other negated words must be said by the key ("sugar free cola"), and so
  /// must every word of a query of negated words only ("dairy-free").
  func optionalWords(_ query: SearchQuery, ruledOut: FoodKinds) -> [Bool] {
    let optional = query.words.map { word in
      let kinds = NegationWords.kinds(negating: word.bytes)
      return word.negated && !kinds.isEmpty && ruledOut.isSuperset(of: kinds)
    }
    return optional.allSatisfy { $0 } ? optional.map { _ in false } : optional
  }

  /// Whether some key holds the word, or its plural or singular, as a whole word.
  ///
  /// - Complexity: O(text of the keys that pass the letter and pair filters), up to the first.
  func holdsWholeWord(_ word: SearchQuery.Word) -> Bool {
    let letters = Self.mask(word.stem[...])
    let pairs = PairBloom(adjacentOf: word.stem, fuzzyOf: word.bytes).adjacent
    return withScanBuffers(nil) { b in
      word.bytes.withUnsafeBufferPointer { bytes in
        word.stem.withUnsafeBufferPointer { stem in
          for k in 0..<b.masks.count where letters & ~b.masks[k] == 0 && b.blooms[k].adjacent & pairs == pairs {
            if WordMatcher.tier(of: bytes, stem: stem, in: b.key(k), fuzzy: false) == .wholeWord { return true }
          }
          return false
        }
      }
    }
  }

  /// Per key: which words match (straight, fuzzily, or with a typo where `prepared` allows).
  /// A key counts when a word of two letters or more matches: one letter alone (a word still
  /// being typed) decides nothing, and filler words are not in the query at all.
  static func looseScan(_ b: ScanBuffers, _ prepared: PreparedQuery, _ range: Range<Int>) -> [SearchHit] {
    bestKeys(b, range) { k, alias in
      var missing = 0
      var missingHead = false
      var fuzzyWords = 0
      var typoWords = 0
      var tierSum = 0
      var anchored = false
      for w in 0..<prepared.count {
        if prepared.isNegated(w) {
          switch negatedReading(b, k, prepared, w) {
          case .negated: anchored = true
          case .plain: return nil
          case .absent where prepared.isOptional(w): tierSum += 1
          case .absent:
            if prepared.mustKeep(w) { return nil }
            missing += 1
          }
          continue
        }
        // A one-letter slip reads closer than a subsequence: "strawberies" is a typo of
        // strawberries before it is a fuzzy match of it.
        let straight = tier(b, k, prepared, w)
        guard let tier = straight == nil || straight == .fuzzy ? typo(b, k, prepared, w) ?? straight : straight else {
          // A food without a word that says what the food is (made of) is another food.
          if prepared.mustKeep(w) { return nil }
          missing += 1
          missingHead = missingHead || prepared.isHead(w)
          continue
        }
        if tier == .fuzzy && prepared.mustKeep(w) { return nil }
        switch tier {
        case .fuzzy: fuzzyWords += 1
        case .typo: typoWords += 1
        case .wholeWord, .wordPrefix, .substring: tierSum += Int(tier.rawValue)
        }
        if prepared.word(w).count >= 2 { anchored = true }
      }
      guard anchored else { return nil }
      if missing == 0 {
        let cover = prepared.cover(of: b.key(k), tierSum: tierSum, looseWords: fuzzyWords + typoWords)
        return RankBucket.every(tierSum: tierSum, fuzzyWords: fuzzyWords, typoWords: typoWords, cover: cover, alias: alias)
      }
      return RankBucket.partial(
        missingWords: missing, missingHead: missingHead, looseWords: fuzzyWords + typoWords, tierSum: tierSum, alias: alias)
    }
  }

  /// `.typo` when word w may be read with a typo and is one slip from a word of key k.
  @inline(__always)
  private static func typo(_ b: ScanBuffers, _ k: Int, _ prepared: PreparedQuery, _ w: Int) -> MatchTier? {
    // One slip changes at most one letter: a key lacking two of the word's letters is too far,
    // and so is one lacking a letter the word has twice ("tikk" needs a k). It breaks at most
    // three of the stem's side-by-side pairs (two letters swapped break the pairs on either
    // side and their own), so a key lacking four of their bits is too far too.
    guard prepared.allowsTypo(w) else { return nil }
    // The words one slip away, where the vocabulary has told them: looked for whole.
    if prepared.slips.areKnown(w) { return prepared.slips.keyHoldsOne(of: w, b.key(k), keyMask: b.masks[k], keyBloom: b.blooms[k]) ? .typo : nil }
    let missing = prepared.mask(w) & ~b.masks[k]
    guard missing & ~prepared.onceMask(w) == 0, missing.nonzeroBitCount <= 1,
      (prepared.adjacentPairs(w) & ~b.blooms[k].adjacent).nonzeroBitCount <= 3
    else { return nil }
    return TypoMatcher.matchedWord(prepared.word(w), stem: prepared.stem(w), in: b.key(k)) != nil ? .typo : nil
  }
}
