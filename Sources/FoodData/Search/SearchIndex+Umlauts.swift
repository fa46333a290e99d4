/// The strict reading of a query with its German umlauts spelled the other way too
/// (`UmlautSpelling`), joined to its hits: "kaesespaetzle" finds Käsespätzle, "Käse" a Kaese.
///
/// A query with ae, oe or ue (many: "tomatoes", "blue") is read again only among the items with
/// an umlaut in a name or alias, which only keys that are not plain ASCII can have (a few hundred
/// in the built-in catalog); a query typed with an umlaut, rare, is read again among all the
/// candidates. Among the candidates of a narrowing search too: a grown word's other spelling
/// grows from the shorter word's ("kae" → "ka", "kaes" → "kas"), so its hits were among them.
extension SearchIndex {
  func withUmlautSpellings(_ hits: [SearchHit], _ query: SearchQuery, among candidates: [SearchHit]?, ruledOut: FoodKinds) -> [SearchHit] {
    var found: [SearchHit] = []
    if let spelled = query.umlautsSpelledOut {
      found += scannedHits(for: SearchQuery(spelled), among: candidates, reading: .strict, ruledOut: ruledOut)
    }
    if let read = UmlautSpelling.readingUmlauts(query.text) {
      var items = itemsWithUmlauts()
      if let candidates {
        let allowed = Set(candidates.map { Int($0.item) })
        items = items.filter(allowed.contains)
      }
      if !items.isEmpty {
        let among = items.map { SearchHit(item: Int32($0), key: 0, rank: 0) }
        found += scannedHits(for: SearchQuery(read), among: among, reading: .strict, ruledOut: ruledOut)
      }
    }
    return found.isEmpty ? hits : Ranking.bestPerItem(hits + found)
  }
}
