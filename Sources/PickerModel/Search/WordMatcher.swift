#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Matches one folded query word against one folded key (a name or an alias), byte by byte.
///
/// Everything here works on buffers and allocates nothing: it runs once per food per keystroke.
enum WordMatcher {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// The best tier at which `word` matches `key` without typos, or nil.
  @inline(__always)
  static func tier(of word: Bytes, stem: Bytes, in key: Bytes) -> MatchTier? {
    let n = word.count
    let m = key.count
    guard n > 0 else { return .wholeWord }
    var best: MatchTier?
    if n <= m {
      let last = m - n
      var next = find(word, in: key, from: 0, through: last)
      while let i = next {
        next = find(word, in: key, from: i + 1, through: last)
        if equal(word, key, at: i) {
          let atStart = i == 0 || !key[i - 1].isWordByte
          if atStart {
            var end = i + n
            while end < m, key[end].isWordByte { end += 1 }
            if end == i + n || SearchQuery.isWordEnding(key[(i + n)..<end]) { return .wholeWord }
            best = .wordPrefix
          } else if best == nil {
            best = .substring
          }
        }
      }
    }
    if stem.count < n, stem.count > 0, stem.count <= m, best != .wholeWord {
      // "berries" finds "Strawberry": the stem "berr" and the ending "y" make the same word.
      var next = find(stem, in: key, from: 0, through: m - stem.count)
      while let i = next {
        next = find(stem, in: key, from: i + 1, through: m - stem.count)
        if equal(stem, key, at: i) {
          var end = i + stem.count
          while end < m, key[end].isWordByte { end += 1 }
          if SearchQuery.isWordEnding(key[(i + stem.count)..<end]) {
            // "berry" in "Strawberries": the same word's ending, inside a longer word.
            if i == 0 || !key[i - 1].isWordByte { return .wholeWord }
            if best == nil { best = .substring }
          }
        }
      }
    }
    if best != nil { return best }
    return isFuzzy(word, in: key) ? .fuzzy : nil
  }

  /// The first offset in from...through holding `byte`, found by the C library's vectorised
  /// memchr: the search loop's hottest line.
  @inline(__always)
  static func find(_ byte: UInt8, in key: Bytes, from start: Int, through last: Int) -> Int? {
    guard start <= last, let base = key.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), last - start + 1) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The first offset in from...through where the word's first two bytes stand (the first byte
  /// alone for a one-byte word): 16 offsets at a time with SIMD, so that common letters cost
  /// little. A candidate, not a match: the caller compares the rest.
  @inline(__always)
  static func find(_ word: Bytes, in key: Bytes, from start: Int, through last: Int) -> Int? {
    guard word.count >= 2 else { return find(word[0], in: key, from: start, through: last) }
    guard start <= last, let base = key.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let b0 = SIMD16<UInt8>(repeating: word[0])
    let b1 = SIMD16<UInt8>(repeating: word[1])
    var i = start
    // Blocks read bytes i ..< i + 17; `last + 1` (an offset where a word of two or more bytes
    // still fits) bounds them inside the key.
    while i + 16 <= last + 1 {
      let here = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      let next = raw.loadUnaligned(fromByteOffset: i + 1, as: SIMD16<UInt8>.self)
      let hits = (here .== b0) .& (next .== b1)
      if any(hits) {
        for lane in 0..<16 where hits[lane] { return i + lane }
      }
      i += 16
    }
    while i <= last {
      if base[i] == word[0], base[i + 1] == word[1] { return i }
      i += 1
    }
    return nil
  }

  @inline(__always)
  static func equal(_ word: Bytes, _ key: Bytes, at offset: Int) -> Bool {
    var j = 1
    while j < word.count {
      if key[offset + j] != word[j] { return false }
      j += 1
    }
    return true
  }

  /// Whether the word's letters appear in order within one word of the key, from its start
  /// ("chkn" in "Chicken"). Within one word, so that a short query does not match every long
  /// name that happens to hold its letters somewhere.
  static func isFuzzy(_ word: Bytes, in key: Bytes) -> Bool {
    fuzzyStart(word, in: key) != nil
  }

  /// The start of the first key word that holds the word's letters in order, or nil.
  static func fuzzyStart(_ word: Bytes, in key: Bytes) -> Int? {
    let m = key.count
    let first = word[0]
    var i = 0
    while i < m {
      guard let at = find(first, in: key, from: i, through: m - 1) else { return nil }
      i = at
      if i == 0 || !key[i - 1].isWordByte {
        var k = i + 1
        var j = 1
        while k < m, j < word.count, key[k].isWordByte {
          if key[k] == word[j] { j += 1 }
          k += 1
        }
        if j == word.count { return i }
        i = k
      } else {
        i += 1
      }
    }
    return nil
  }

  /// Whether the word is one edit (a wrong, missing, extra or swapped letter) from a word of
  /// the key or from the start of one. Only for words of four letters or more.
  static func isOneTypoAway(_ word: Bytes, in key: Bytes) -> Bool {
    let n = word.count
    guard n >= 4 else { return false }
    let m = key.count
    var start = 0
    while start < m {
      if key[start].isWordByte && (start == 0 || !key[start - 1].isWordByte) {
        var end = start
        while end < m, key[end].isWordByte { end += 1 }
        let length = end - start
        for prefix in max(1, n - 1)...(n + 1) where prefix <= length {
          if editDistanceIsAtMostOne(word, key, from: start, count: prefix) { return true }
        }
        start = end
      } else {
        start += 1
      }
    }
    return false
  }

  /// Optimal string alignment distance ≤ 1, without a table: walk both until they differ, then
  /// try the four one-edit repairs.
  static func editDistanceIsAtMostOne(_ a: Bytes, _ key: Bytes, from start: Int, count: Int) -> Bool {
    let n = a.count
    var i = 0
    while i < n, i < count, a[i] == key[start + i] { i += 1 }
    if i == n && i == count { return true }
    if tailsEqual(a, i + 1, key, start, i + 1, count) { return true }  // wrong letter
    if tailsEqual(a, i + 1, key, start, i, count) { return true }  // extra letter typed
    if tailsEqual(a, i, key, start, i + 1, count) { return true }  // letter missing
    if i + 1 < n, i + 1 < count, a[i] == key[start + i + 1], a[i + 1] == key[start + i] {
      return tailsEqual(a, i + 2, key, start, i + 2, count)  // two letters swapped
    }
    return false
  }

  /// Whether a[ai...] equals the key's bytes start+bi ..< start+count.
  @inline(__always)
  private static func tailsEqual(_ a: Bytes, _ ai: Int, _ key: Bytes, _ start: Int, _ bi: Int, _ count: Int) -> Bool {
    guard a.count - ai == count - bi, ai <= a.count else { return false }
    var x = ai
    var y = start + bi
    while x < a.count {
      if a[x] != key[y] { return false }
      x += 1
      y += 1
    }
    return true
  }

  /// The byte ranges of `key` that the word matched, for highlighting.
  static func matchedRanges(of word: Bytes, stem: Bytes, in key: Bytes, tier: MatchTier) -> [Range<Int>] {
    let n = word.count
    let m = key.count
    guard n > 0 else { return [] }
    switch tier {
    case .wholeWord, .wordPrefix, .substring:
      var fallback: Range<Int>?
      for candidate in [word, stem] where candidate.count > 0 && candidate.count <= m {
        var i = 0
        while i + candidate.count <= m {
          if key[i] == candidate[0], equal(candidate, key, at: i) {
            let atStart = i == 0 || !key[i - 1].isWordByte
            if atStart { return [i..<(i + candidate.count)] }
            if fallback == nil { fallback = i..<(i + candidate.count) }
          }
          i += 1
        }
      }
      return fallback.map { [$0] } ?? []
    case .fuzzy:
      guard var i = fuzzyStart(word, in: key) else { return [] }
      var ranges: [Range<Int>] = []
      var j = 0
      while i < m, j < n {
        if key[i] == word[j] {
          if let last = ranges.last, last.upperBound == i {
            ranges[ranges.count - 1] = last.lowerBound..<(i + 1)
          } else {
            ranges.append(i..<(i + 1))
          }
          j += 1
        }
        i += 1
      }
      return ranges
    case .typo:
      return []
    }
  }
}
