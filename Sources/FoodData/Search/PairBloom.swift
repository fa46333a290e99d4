/// Two 64-bit Bloom filters of byte pairs of a text: pairs side by side, and pairs made of a
/// word's first byte and a later byte of the same word. A query word whose pairs are not all in
/// a key's filter cannot match that key as a substring (or fuzzily): the search skips the key
/// without reading it. False positives only cost a read; there are no false negatives.
struct PairBloom: Sendable {
  var adjacent: UInt64 = 0
  var fuzzy: UInt64 = 0

  init(key: [UInt8]) {
    var wordStart: UInt8?
    for (i, byte) in key.enumerated() {
      if i + 1 < key.count { adjacent |= Self.bit(byte, key[i + 1]) }
      if byte.isWordByte {
        if let first = wordStart { fuzzy |= Self.bit(first, byte) } else { wordStart = byte }
      } else {
        wordStart = nil
      }
    }
  }

  /// The bits a query word needs: the side-by-side pairs of `stem` (every match holds the stem),
  /// and the first-to-later pairs of `word` (every fuzzy match holds them).
  init(adjacentOf stem: [UInt8], fuzzyOf word: [UInt8]) {
    for i in stem.indices.dropLast() { adjacent |= Self.bit(stem[i], stem[i + 1]) }
    if let first = word.first {
      for byte in word.dropFirst() { fuzzy |= Self.bit(first, byte) }
    }
  }

  @inline(__always)
  static func bit(_ a: UInt8, _ b: UInt8) -> UInt64 {
    let hash = (UInt64(a) &* 0x9E37_79B1 &+ UInt64(b) &* 0x85EB_CA77) >> 13
    return 1 << (hash & 63)
  }
}
