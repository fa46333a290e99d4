/// A query's words, stems and masks in one manually managed buffer, for the search loop: reading
/// it costs no reference counting. Made and freed by one `scan`.
struct PreparedQuery {
  let count: Int
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// For word w: word bytes at [offsets[2w], offsets[2w+1]), stem at [offsets[2w+1], offsets[2w+2]).
  private let offsets: UnsafeMutableBufferPointer<Int>
  private let masks: UnsafeMutableBufferPointer<UInt64>
  /// Per word: the mask bits that only one byte of the stem sets. One slip removes at most one
  /// byte, so only such a bit can be missing from a key that holds the word with a typo.
  private let onceMasks: UnsafeMutableBufferPointer<UInt64>
  /// Per word, the words one slip from it where they are known.
  let slips: PreparedSlips
  /// The letter of a one-letter word a-z, else 0.
  private let letters: UnsafeMutableBufferPointer<UInt8>
  /// Each word's pairs, as `PairBloom` bits: side by side (of the stem), and first-to-later.
  private let pairs: UnsafeMutableBufferPointer<PairBloom>
  /// Per word: may it match fuzzily (bit 0), with a typo (bit 1)? Must a loose reading keep it
  /// (bit 2, `SearchIndex.keptWords`)? Is it negated (bit 3, `NegationWords`), and then may a
  /// key lack it (bit 4, `SearchIndex.optionalWords`)? Is it of the dish named before "with"
  /// (bit 5, `SearchQuery.headCount`)?
  private let looseness: UnsafeMutableBufferPointer<UInt8>

  /// The longest key that may hold the query's words and no others: each word with a plural
  /// ending, and room for separators and filler words. Longer keys skip the word count.
  let exactKeyLimit: Int
  /// The query as typed, folded, its words joined by single spaces: a key equal to it is the
  /// food the user named letter for letter.
  private let literal: UnsafeMutableBufferPointer<UInt8>

  /// - Parameters:
  ///   - typos: per word, whether a typo reading may be tried (none when empty).
  ///   - slips: per word, the words one slip from it, where they are known (none when empty).
  ///   - kept: per word, whether a loose reading must keep it (none when empty).
  ///   - optional: per word, whether a key may lack it (none when empty).
  init(_ query: SearchQuery, typos: [Bool] = [], slips: [[[UInt8]]] = [], kept: [Bool] = [], optional: [Bool] = []) {
    count = query.words.count
    exactKeyLimit = query.words.reduce(0) { $0 + $1.bytes.count + 9 }
    let typed = Array(Array(query.text.utf8).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).joined(separator: [0x20]))
    literal = .allocate(capacity: typed.count)
    _ = literal.initialize(from: typed)
    let total = query.words.reduce(0) { $0 + $1.bytes.count + $1.stem.count }
    bytes = .allocate(capacity: max(1, total))
    offsets = .allocate(capacity: 2 * count + 1)
    masks = .allocate(capacity: max(1, count))
    onceMasks = .allocate(capacity: max(1, count))
    self.slips = PreparedSlips(slips, count: count)
    letters = .allocate(capacity: max(1, count))
    pairs = .allocate(capacity: max(1, count))
    looseness = .allocate(capacity: max(1, count))
    var at = 0
    for (w, word) in query.words.enumerated() {
      offsets[2 * w] = at
      for byte in word.bytes {
        bytes[at] = byte
        at += 1
      }
      offsets[2 * w + 1] = at
      for byte in word.stem {
        bytes[at] = byte
        at += 1
      }
      masks[w] = SearchIndex.mask(word.stem[...])
      var seen: UInt64 = 0
      var repeated: UInt64 = 0
      for byte in word.stem {
        let bit = SearchIndex.bit(byte)
        repeated |= seen & bit
        seen |= bit
      }
      onceMasks[w] = seen & ~repeated
      let first = word.bytes.first ?? 0
      letters[w] = word.bytes.count == 1 && first >= 97 && first <= 122 ? first : 0
      pairs[w] = PairBloom(adjacentOf: word.stem, fuzzyOf: word.bytes)
      let typo = w < typos.count && typos[w]
      let fuzzy = !word.negated && WordRules.allowsFuzzy(word.bytes)
      looseness[w] =
        (fuzzy ? 1 : 0) | (typo ? 2 : 0) | (w < kept.count && kept[w] ? 4 : 0) | (word.negated ? 8 : 0)
        | (w < optional.count && optional[w] ? 16 : 0) | (w < query.headCount ? 32 : 0)
    }
    offsets[2 * count] = at
  }

  func deallocate() {
    bytes.deallocate()
    offsets.deallocate()
    masks.deallocate()
    onceMasks.deallocate()
    slips.deallocate()
    letters.deallocate()
    pairs.deallocate()
    looseness.deallocate()
    literal.deallocate()
  }

  /// Whether the key is the query as typed (folded, spaces aside).
  @inline(__always)
  func isLiteral(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
    key.count == literal.count && key.elementsEqual(literal)
  }

  /// How much of the key a match of every word covers, given each word's tier.
  @inline(__always)
  func cover(of key: UnsafeBufferPointer<UInt8>, tierSum: Int, looseWords: Int) -> RankBucket.Cover {
    guard tierSum == 0, looseWords == 0 else { return .more }
    if isLiteral(key) { return .literal }
    return key.count <= exactKeyLimit && FillerWords.contentWordCount(of: key) == count ? .sameWords : .more
  }

  @inline(__always)
  func allowsFuzzy(_ w: Int) -> Bool { looseness[w] & 1 != 0 }

  @inline(__always)
  func allowsTypo(_ w: Int) -> Bool { looseness[w] & 2 != 0 }

  @inline(__always)
  func mustKeep(_ w: Int) -> Bool { looseness[w] & 4 != 0 }

  @inline(__always)
  func isNegated(_ w: Int) -> Bool { looseness[w] & 8 != 0 }

  @inline(__always)
  func isOptional(_ w: Int) -> Bool { looseness[w] & 16 != 0 }

  @inline(__always)
  func isHead(_ w: Int) -> Bool { looseness[w] & 32 != 0 }

  @inline(__always)
  func adjacentPairs(_ w: Int) -> UInt64 { pairs[w].adjacent }

  @inline(__always)
  func fuzzyPairs(_ w: Int) -> UInt64 { pairs[w].fuzzy }

  @inline(__always)
  func word(_ w: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[offsets[2 * w]..<offsets[2 * w + 1]])
  }

  @inline(__always)
  func stem(_ w: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[offsets[2 * w + 1]..<offsets[2 * w + 2]])
  }

  @inline(__always)
  func mask(_ w: Int) -> UInt64 { masks[w] }

  @inline(__always)
  func onceMask(_ w: Int) -> UInt64 { onceMasks[w] }

  @inline(__always)
  func singleLetter(_ w: Int) -> UInt8? { letters[w] == 0 ? nil : letters[w] }
}
