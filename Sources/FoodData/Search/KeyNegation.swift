/// Whether a key (a folded name or alias) says it is free of a word: "gelatin free gummy bears",
/// "dairy-free cheese", "pad thai without fish sauce", "pain de mie sans gluten". Such a key does
/// not hold the word: "gelatin" must not find the gummy bears as if they held gelatin.
///
/// A plain query word is asked this only of keys it matched whose pairs could spell a negation
/// (`mayNegate`), a handful among thousands: the scan's cost stays where it was.
enum KeyNegation {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// How a key holds a word (or its stem with an ending), as a whole word or, where `prefixes`,
  /// as the start of a longer one: plainly somewhere, negated somewhere.
  struct Reading {
    var plain = false
    var negated = false
  }

  /// The pairs of "free", "without" and "sans": a key lacking all of one of them cannot say it.
  private static let pairs: [UInt64] = ["free", "without", "sans"].map { PairBloom(adjacentOf: Array($0.utf8), fuzzyOf: []).adjacent }

  /// Whether a key with these pairs may hold a negation; false for most keys.
  @inline(__always)
  static func mayNegate(_ bloom: PairBloom) -> Bool {
    pairs.contains { bloom.adjacent & $0 == $0 }
  }

  static func read(_ word: Bytes, stem: Bytes, in key: Bytes, prefixes: Bool) -> Reading {
    var reading = Reading()
    key.forEachWordRange { range in
      guard holds(word, stem: stem, key[range], prefixes: prefixes) else { return }
      if isNegated(key, range) { reading.negated = true } else { reading.plain = true }
    }
    return reading
  }

  /// Whether the key word is the word, or the word or its stem with a plural or singular ending,
  /// or (where `prefixes`) starts with the word.
  private static func holds(_ word: Bytes, stem: Bytes, _ keyWord: Slice<Bytes>, prefixes: Bool) -> Bool {
    for candidate in [word, stem] where !candidate.isEmpty && keyWord.starts(with: candidate) {
      let rest = keyWord.dropFirst(candidate.count)
      if rest.isEmpty || SearchQuery.isWordEnding(rest) || (prefixes && candidate.count == word.count) { return true }
    }
    return false
  }

  /// Whether the key word at `range` is followed by "free" (after spaces or a hyphen) or comes
  /// after "without" or "sans".
  private static func isNegated(_ key: Bytes, _ range: Range<Int>) -> Bool {
    var after = range.upperBound
    while after < key.count, key[after] == 0x20 || key[after] == 0x2D { after += 1 }
    if after > range.upperBound, word(in: key, at: after).elementsEqual(NegationWords.free) { return true }
    var before = range.lowerBound
    while before > 0, key[before - 1] == 0x20 { before -= 1 }
    guard before < range.lowerBound, before > 0 else { return false }
    var start = before
    while start > 0, key[start - 1].isWordByte { start -= 1 }
    return NegationWords.before.contains(Array(key[start..<before]))
  }

  /// The key word starting at `start` (empty when none does).
  private static func word(in key: Bytes, at start: Int) -> Slice<Bytes> {
    var end = start
    while end < key.count, key[end].isWordByte { end += 1 }
    return key[start..<end]
  }
}
