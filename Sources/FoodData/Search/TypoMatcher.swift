/// The typo reading of a query word: one wrong, missing, extra or swapped letter against a whole
/// word of a key ("chiken" for chicken, "salomn" for salmon), with a plural ending allowed on
/// either side ("chikens", "tomatoe").
///
/// Whole words only: "stew" is not "stea(k)" with a wrong letter. A wrong letter must be a
/// plausible slip (`KeyboardLayout`): "curry" is not "curly", nor "doner" "dover". Like the rest
/// of matching it reads buffers and allocates nothing.
enum TypoMatcher {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// The byte range of the first key word that `word` (or its stem) is one typo from, or nil.
  ///
  /// This runs for every key when nothing else matched: a million foods' worth of text. So the
  /// key is not read word by word; only the words that can be one slip away are tried, found
  /// by their first two letters: a slip after them keeps the first letter; a wrong first
  /// letter keeps the second; a swap of the first two, or an extra first letter, puts the typed
  /// second letter first; a missing first letter puts the typed first letter second. So one of
  /// a matching key word's first two letters is one of the typed word's first two (the stem
  /// path reads the same: a stem of three letters or more starts like its word). The places
  /// of those two letters are found eight bytes at a time, and a word is tried only when its
  /// length allows a slip (by one letter, or an ending of up to three more).
  static func matchedWord(_ word: Bytes, stem: Bytes, in key: Bytes) -> Range<Int>? {
    let shortest = min(word.count, stem.count) - 1
    let longest = max(word.count + 1, stem.count + 4)
    guard word.count >= 2, shortest >= 2, let base = key.baseAddress else {
      return slowMatchedWord(word, stem: stem, in: key)
    }
    let m = key.count
    var tried = -1
    /// The word starting at `start`, when a word starts there and it is one slip away.
    func attempt(_ start: Int) -> Range<Int>? {
      guard start > tried, key[start].isWordByte, start == 0 || !key[start - 1].isWordByte else { return nil }
      tried = start
      var end = start + 1
      while end < m, key[end].isWordByte { end += 1 }
      let length = end - start
      guard length >= shortest, length <= longest, matches(word, stem, key, start, end) else { return nil }
      return start..<end
    }
    let first = word[0]
    let second = word[1]
    /// Whether key[at] can be the second letter of a match: the typed first letter (which the
    /// slip left out), or the typed second after a plausible slip for the first ("veef" for
    /// beef). A word whose second letter is the typed second after any other letter cannot be
    /// one slip away, and such words are most of them when that letter is an "e".
    func canBeSecond(_ at: Int) -> Bool {
      key[at] == first || KeyboardLayout.isPlausibleSubstitution(first, for: key[at - 1])
    }
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let firsts = UInt64(first) &* 0x0101_0101_0101_0101
    let seconds = UInt64(second) &* 0x0101_0101_0101_0101
    var chunk = 0
    // The chunk before's word bytes and word starts (0x80 in a byte for each).
    var wordBefore: UInt64 = 0
    var startBefore: UInt64 = 0
    while chunk + 8 <= m {
      let bytes = UInt64(littleEndian: UnsafeRawPointer(base + chunk).loadUnaligned(as: UInt64.self))
      // 0x80 in each byte equal to `first` or `second`, exactly (no carry crosses a byte).
      let a = bytes ^ firsts
      let b = bytes ^ seconds
      var found = ~(((a & lows) &+ lows) | a | lows) | ~(((b & lows) &+ lows) | b | lows)
      // Only a letter at a word's start, or just after it, can begin a match, and the second
      // letter of a query word is often "e", in every word: the others are dropped here, eight
      // bytes at a time, before any is tried.
      let words = Self.wordBytes(bytes)
      let starts = words & ~(words << 8 | wordBefore >> 56)
      found &= starts | (starts << 8 | startBefore >> 56)
      wordBefore = words
      startBefore = starts
      while found != 0 {
        let at = chunk + found.trailingZeroBitCount / 8
        found &= found &- 1
        if at > 0, canBeSecond(at), let range = attempt(at - 1) { return range }
        if let range = attempt(at) { return range }
      }
      chunk += 8
    }
    for at in chunk..<m where key[at] == first || key[at] == second {
      if at > 0, canBeSecond(at), let range = attempt(at - 1) { return range }
      if let range = attempt(at) { return range }
    }
    return nil
  }

  /// 0x80 in each byte of `bytes` that `isWordByte` holds: a letter, a digit or a byte of a
  /// longer character. Each test is exact per byte: seven-bit values plus a constant below
  /// 0x80 cannot carry into the next byte.
  @inline(__always)
  static func wordBytes(_ bytes: UInt64) -> UInt64 {
    let highs: UInt64 = 0x8080_8080_8080_8080
    let low = bytes & 0x7F7F_7F7F_7F7F_7F7F
    @inline(__always) func above(_ value: UInt8) -> UInt64 { (low &+ UInt64(0x7F - value) &* 0x0101_0101_0101_0101) & highs }
    let digits = above(0x2F) & ~above(0x39)
    let capitals = above(0x40) & ~above(0x5A)
    let letters = above(0x60) & ~above(0x7A)
    return digits | capitals | letters | (bytes & highs)
  }

  /// Every key word tried, for words too short for the tests above (a stem of two letters).
  private static func slowMatchedWord(_ word: Bytes, stem: Bytes, in key: Bytes) -> Range<Int>? {
    let m = key.count
    var start = 0
    while start < m {
      guard key[start].isWordByte, start == 0 || !key[start - 1].isWordByte else {
        start += 1
        continue
      }
      var end = start + 1
      while end < m, key[end].isWordByte { end += 1 }
      if matches(word, stem, key, start, end) { return start..<end }
      start = end
    }
    return nil
  }

  /// Whether the word is one slip from the key word start..<end, or its stem from the key word's
  /// stem ("chikens" for chicken, "strawbery" for strawberries). Stems only within one family of
  /// endings: "curry" (stem "curr") is no slip for "curd".
  private static func matches(_ word: Bytes, _ stem: Bytes, _ key: Bytes, _ start: Int, _ end: Int) -> Bool {
    if isWithinOneSlip(word, key, start, end) { return true }
    // An ending is at most three letters and the slip one more: further apart cannot match.
    guard abs(stem.count - (end - start)) <= 4 else { return false }
    let keyEnding = SearchQuery.endingLength(key, start, end)
    guard stem.count < word.count || keyEnding > 0 else { return false }
    let keyFamily = keyEnding > 0 && isYEnding(key[(end - keyEnding)..<end])
    let wordFamily = stem.count < word.count && isYEnding(word[stem.count...])
    return keyFamily == wordFamily && isWithinOneSlip(stem, key, start, end - keyEnding)
  }

  /// Whether a removed ending is "y" or "ies" (the other family is "s" and "es").
  private static func isYEnding<C: Collection>(_ ending: C) -> Bool where C.Element == UInt8 {
    ending.first == UInt8(ascii: "y") || ending.first == UInt8(ascii: "i")
  }

  /// Optimal string alignment distance of at most one between `typed` and key[start..<end],
  /// where a wrong letter must be a plausible slip. Walks both until they differ, then tries the
  /// four repairs; no table.
  static func isWithinOneSlip(_ typed: Bytes, _ key: Bytes, _ start: Int, _ end: Int) -> Bool {
    let n = typed.count
    let c = end - start
    guard abs(n - c) <= 1 else { return false }
    var i = 0
    while i < n, i < c, typed[i] == key[start + i] { i += 1 }
    if i == n && i == c { return true }
    if n == c {
      if KeyboardLayout.isPlausibleSubstitution(typed[i], for: key[start + i]),
        tailsEqual(typed, i + 1, key, start + i + 1, end)
      {
        return true  // a wrong letter
      }
      return i + 1 < n && typed[i] == key[start + i + 1] && typed[i + 1] == key[start + i]
        && tailsEqual(typed, i + 2, key, start + i + 2, end)  // two letters swapped
    }
    if n == c + 1 { return tailsEqual(typed, i + 1, key, start + i, end) }  // a letter too many
    return tailsEqual(typed, i, key, start + i + 1, end)  // a letter missing
  }

  /// Whether typed[from...] equals key[keyFrom..<end].
  @inline(__always)
  private static func tailsEqual(_ typed: Bytes, _ from: Int, _ key: Bytes, _ keyFrom: Int, _ end: Int) -> Bool {
    guard typed.count - from == end - keyFrom else { return false }
    var x = from
    var y = keyFrom
    while x < typed.count {
      if typed[x] != key[y] { return false }
      x += 1
      y += 1
    }
    return true
  }
}
