/// For each word of a query, the words of the keys that are one slip from it
/// (`Vocabulary.slips`), in one manually managed buffer like `PreparedQuery`'s: a key then
/// holds a slip of the word exactly when it holds one of them as a whole word, which is found
/// as the strict reading finds a word, instead of reading the key for a slip.
struct PreparedSlips {
  /// More words than this one slip away are not looked for one by one: the key is read for a
  /// slip instead.
  static let limit = 32

  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Slip word j is bytes[ends[j - 1] ..< ends[j]] (from 0 for the first).
  private let ends: UnsafeMutableBufferPointer<Int>
  private let masks: UnsafeMutableBufferPointer<UInt64>
  /// Each slip word's pairs: a key holding it whole has them all in its `PairBloom`.
  private let blooms: UnsafeMutableBufferPointer<PairBloom>
  /// Query word w's slip words are firsts[w] ..< firsts[w + 1].
  private let firsts: UnsafeMutableBufferPointer<Int>

  /// - Parameter slips: per query word, its slip words; none for a word whose slips are not
  ///   known (its keys are then read for a slip).
  init(_ slips: [[[UInt8]]], count: Int) {
    let words = slips.flatMap { $0 }
    bytes = .allocate(capacity: max(1, words.reduce(0) { $0 + $1.count }))
    ends = .allocate(capacity: max(1, words.count))
    masks = .allocate(capacity: max(1, words.count))
    blooms = .allocate(capacity: max(1, words.count))
    firsts = .allocate(capacity: count + 1)
    var at = 0
    var j = 0
    for w in 0..<count {
      firsts[w] = j
      for word in w < slips.count ? slips[w] : [] {
        for byte in word {
          bytes[at] = byte
          at += 1
        }
        ends[j] = at
        masks[j] = SearchIndex.mask(word[...])
        blooms[j] = PairBloom(adjacentOf: word, fuzzyOf: word)
        j += 1
      }
    }
    firsts[count] = j
  }

  func deallocate() {
    bytes.deallocate()
    ends.deallocate()
    masks.deallocate()
    blooms.deallocate()
    firsts.deallocate()
  }

  /// Whether the slips of query word w are known (none known: read the key for a slip).
  @inline(__always)
  func areKnown(_ w: Int) -> Bool { firsts[w + 1] > firsts[w] }

  /// Whether the key, whose letters are `keyMask` and pairs `keyBloom`, holds one of word w's
  /// slips as a whole word. The letters and pairs turn most keys away unread, as in the strict
  /// reading: the slips of a word are real words, with all their letters.
  @inline(__always)
  func keyHoldsOne(of w: Int, _ key: UnsafeBufferPointer<UInt8>, keyMask: UInt64, keyBloom: PairBloom) -> Bool {
    for j in firsts[w]..<firsts[w + 1]
    where masks[j] & ~keyMask == 0 && blooms[j].adjacent & ~keyBloom.adjacent == 0 && blooms[j].fuzzy & ~keyBloom.fuzzy == 0 {
      let start = j == 0 ? 0 : ends[j - 1]
      if Self.holdsWholeWord(UnsafeBufferPointer(rebasing: bytes[start..<ends[j]]), in: key) { return true }
    }
    return false
  }

  /// Whether `word` stands in `key` with no word byte on either side.
  @inline(__always)
  static func holdsWholeWord(_ word: UnsafeBufferPointer<UInt8>, in key: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = word.count
    let m = key.count
    guard n > 0, n <= m else { return false }
    let last = m - n
    var next = WordMatcher.find(word, in: key, from: 0, through: last)
    while let i = next {
      if (i == 0 || !key[i - 1].isWordByte) && (i + n == m || !key[i + n].isWordByte) && WordMatcher.equal(word, key, at: i) {
        return true
      }
      next = WordMatcher.find(word, in: key, from: i + 1, through: last)
    }
    return false
  }
}
