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
  /// Two cheap tests turn most key words away before the slip is looked for (this runs for
  /// every word of every key when nothing else matched: a million foods' worth of words):
  /// - its length: a slip changes it by one, and an ending (at most three letters) by more;
  /// - its first two letters: a slip after them keeps the first letter; a wrong first letter
  ///   keeps the second; a swap of the first two, or an extra first letter, puts the typed
  ///   second letter first; a missing first letter puts the typed first letter second. So one
  ///   of the key word's first two letters is one of the typed word's first two. (The stem
  ///   path reads the same: a stem of three letters or more starts like its word.)
  static func matchedWord(_ word: Bytes, stem: Bytes, in key: Bytes) -> Range<Int>? {
    let shortest = min(word.count, stem.count) - 1
    let longest = max(word.count + 1, stem.count + 4)
    guard word.count >= 2, shortest >= 2 else { return slowMatchedWord(word, stem: stem, in: key) }
    let first = word[0]
    let second = word[1]
    let m = key.count
    var end = 0
    while end < m {
      var start = end
      while start < m, !key[start].isWordByte { start += 1 }
      end = start
      while end < m, key[end].isWordByte { end += 1 }
      let length = end - start
      guard length >= shortest, length <= longest else { continue }
      let a = key[start]
      let b = key[start + 1]
      guard a == first || a == second || b == first || b == second else { continue }
      if matches(word, stem, key, start, end) { return start..<end }
    }
    return nil
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
