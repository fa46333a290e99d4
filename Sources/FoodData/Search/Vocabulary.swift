/// The distinct words of an index's keys, folded as the search reads them, for the typo reading.
///
/// Whether a query word is one slip from a key depends on the key's words alone, one at a time
/// (`TypoMatcher`), so asking the few hundred thousand distinct words of a catalog answers it
/// for its million keys at once: a word that is one slip from none of them is read with no typo
/// at all, and otherwise a key holds a slip of it when it holds one of those words, which is
/// looked for as a word is in the strict reading. Without it every key was read for a slip
/// ("beefst" read a million foods for 50 ms, to find none).
public struct Vocabulary: Sendable {
  private var bytes: [UInt8] = []
  private var starts: [Int32] = [0]

  /// The number of distinct words.
  public var count: Int { starts.count - 1 }

  /// The words of every key of the index.
  ///
  /// - Complexity: O(text of the keys), one hash of each word; at a million foods 0.2 s on one
  ///   core, which is why the picker has it made behind its first frame.
  public init(_ index: SearchIndex) {
    var table = WordTable()
    index.withScanBuffers(nil) { b in
      for k in 0..<b.masks.count {
        let key = b.key(k)
        key.forEachWordRange { range in table.insert(UnsafeBufferPointer(rebasing: key[range]), into: &self) }
      }
    }
  }

  /// The word at `position`.
  func word(_ position: Int) -> ArraySlice<UInt8> {
    bytes[Int(starts[position])..<Int(starts[position + 1])]
  }

  fileprivate mutating func append(_ word: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: word)
    starts.append(Int32(bytes.count))
  }

  /// Whether some key holds `word` whole, or with another ending (`SearchIndex.holdsWholeWord`),
  /// asked of the words alone; nil for a word with a byte that is no word byte ("w/"), whose
  /// match can span a key's words.
  func holdsWholeWord(_ word: SearchQuery.Word) -> Bool? {
    guard let first = word.bytes.first, word.bytes.allSatisfy(\.isWordByte), word.stem.allSatisfy(\.isWordByte) else { return nil }
    // Such a word starts as the typed one does, and is it or its stem with an ending of at most
    // three letters (`SearchQuery.isWordEnding`).
    let lengths = min(word.bytes.count, word.stem.count)...(word.bytes.count + 3)
    return word.bytes.withUnsafeBufferPointer { typed in
      word.stem.withUnsafeBufferPointer { stem in
        anyWord(of: lengths) { $0[0] == first && WordMatcher.tier(of: typed, stem: stem, in: $0, fuzzy: false) == .wholeWord }
      }
    }
  }

  /// The words of the keys that are one slip from `word` (`TypoMatcher`): a key holds a slip
  /// of it exactly when it holds one of these as a whole word.
  func slips(of word: SearchQuery.Word) -> [[UInt8]] {
    // A word longer or shorter than these cannot be one slip (and an ending) away.
    let lengths = (min(word.bytes.count, word.stem.count) - 1)...max(word.bytes.count + 1, word.stem.count + 4)
    var found: [[UInt8]] = []
    word.bytes.withUnsafeBufferPointer { typed in
      word.stem.withUnsafeBufferPointer { stem in
        // Every word is asked: the test collects them and never stops.
        _ = anyWord(of: lengths) { candidate in
          if TypoMatcher.matchedWord(typed, stem: stem, in: candidate) != nil { found.append(Array(candidate)) }
          return false
        }
      }
    }
    return found
  }

  /// Whether `test` holds for a word whose length is within `lengths`, asked of each in turn
  /// until it does.
  private func anyWord(of lengths: ClosedRange<Int>, where test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    bytes.withUnsafeBufferPointer { text in
      (0..<count).contains { position in
        let start = Int(starts[position])
        let end = Int(starts[position + 1])
        return lengths.contains(end - start) && test(UnsafeBufferPointer(rebasing: text[start..<end]))
      }
    }
  }
}

/// An open-addressing set of the vocabulary's words, by their bytes' hash: no `String` is made
/// for the millions of words a big catalog's keys hold.
private struct WordTable {
  /// Word position + 1 in each slot; 0 is empty.
  private var slots = [Int32](repeating: 0, count: 1 << 12)
  private var hashes = [UInt64](repeating: 0, count: 1 << 12)
  private var filled = 0

  mutating func insert(_ word: UnsafeBufferPointer<UInt8>, into vocabulary: inout Vocabulary) {
    let hash = Self.hash(word)
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[slot] != 0 {
      if hashes[slot] == hash, vocabulary.word(Int(slots[slot]) - 1).elementsEqual(word) { return }
      slot = (slot + 1) & (slots.count - 1)
    }
    vocabulary.append(word)
    slots[slot] = Int32(vocabulary.count)
    hashes[slot] = hash
    filled += 1
    if 2 * filled > slots.count { grow() }
  }

  private mutating func grow() {
    let size = 2 * slots.count
    var newSlots = [Int32](repeating: 0, count: size)
    var newHashes = [UInt64](repeating: 0, count: size)
    for (slot, entry) in slots.enumerated() where entry != 0 {
      var at = Int(truncatingIfNeeded: hashes[slot]) & (size - 1)
      while newSlots[at] != 0 { at = (at + 1) & (size - 1) }
      newSlots[at] = entry
      newHashes[at] = hashes[slot]
    }
    slots = newSlots
    hashes = newHashes
  }

  /// FNV-1a, then mixed so that the low bits (the slot) depend on every byte.
  private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return (hash ^ hash >> 29) &* 0xBF58_476D_1CE4_E5B9
  }
}
