/// How the tiers of a search share its answers: the curated foods, then the lower tiers (FNDDS,
/// then imports), each searched with every word of the query.
///
/// The built-in foods' strict matches are answers and keep the loose reading away ("funnel
/// cake" is FNDDS's, never the curated Cake read loosely). When they have none, an import's
/// straight match of every word is an answer too ("pate tartiner" is the imported "Véritable
/// pâte à tartiner noisettes", where it had been the Foie gras pâté holding "pate" alone). In a
/// loose reading, a lower tier's food holding every word ranks with the curated foods when no
/// curated food holds them all: above every food holding only some of them.
extension FoodSearch {
  /// The strict hits that settle a query: the built-in foods' own, or else the lower tiers'
  /// matches of every word straight (as a name, or an alias that is the query).
  func answers(_ strict: [SearchHit]) -> [SearchHit] {
    guard builtInEnd < index.itemCount else { return strict }
    let builtIn = strict.filter { Int($0.item) < builtInEnd || own.contains(Int($0.item)) }
    return builtIn.isEmpty ? strict.filter { !$0.match.isLoose } : builtIn
  }

  /// Marks the lower tiers' hits to rank below every curated one (`SearchResults.importedRank`),
  /// but in a loose reading whose curated hits all hold only some of the words, those holding
  /// every word: they are closer than any curated one.
  func rankLowerTiersBelow(_ hits: inout [SearchHit], reading: SearchReading) {
    guard importedFrom < index.itemCount else { return }
    let curated = hits.lazy.filter { Int($0.item) < self.importedFrom }
    let lowerHoldAll = reading == .loose && !curated.isEmpty && curated.allSatisfy { $0.match.isPartial }
    for i in hits.indices {
      let item = Int(hits[i].item)
      if own.contains(item) {
        // One's own food ranks as a curated one, and before every hit of its bucket: its
        // name's length (the rank's low bits) counts as none.
        hits[i].rank &= ~RankBucket.lengthMask
      } else if item >= importedFrom && !(lowerHoldAll && !hits[i].match.isPartial) {
        hits[i].rank |= SearchResults.importedRank
      }
    }
  }
}
