/// What an item's names and aliases hold, asked of one item at a time: for the readings joined
/// after a scan (`FoodSearch+Dishes`, `FoodSearch+Umlauts`).
extension SearchIndex {
  /// Whether a name or alias of the item holds the word as a word or the start of one.
  func holdsWord(_ word: SearchQuery.Word, item: Int) -> Bool {
    withScanBuffers(nil) { b in
      word.bytes.withUnsafeBufferPointer { bytes in
        word.stem.withUnsafeBufferPointer { stem in
          (Int(b.firstKey[item])..<Int(b.firstKey[item + 1])).contains { k in
            (WordMatcher.tier(of: bytes, stem: stem, in: b.key(k), fuzzy: false) ?? .substring) < .substring
          }
        }
      }
    }
  }

  /// The items with ä, ö or ü in a name or alias, in item order. Only keys that are not plain
  /// ASCII can have one, and the index knows them (`characterOffsets`).
  func itemsWithUmlauts() -> [Int] {
    var items = Set<Int>()
    for key in characterOffsets.keyList.elements {
      let k = Int(key)
      guard UmlautSpelling.holdsUmlaut(original[Int(originalStart[k])..<Int(originalStart[k + 1])]) else { continue }
      // The item whose keys hold key k: the last whose first key is at or before it.
      var low = 0
      var high = itemCount - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if Int(itemFirstKey[middle]) <= k { low = middle } else { high = middle - 1 }
      }
      items.insert(low)
    }
    return items.sorted()
  }
}
