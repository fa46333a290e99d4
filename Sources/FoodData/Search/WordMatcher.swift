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

  /// The best tier at which `word` matches `key` without typos, or nil; `fuzzy` says whether a
  /// subsequence counts (`WordRules.allowsFuzzy`).
  @inline(__always)
  static func tier(of word: Bytes, stem: Bytes, in key: Bytes, fuzzy: Bool = true) -> MatchTier? {
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
          if SearchQuery.isWordEnding(key[(i + stem.count)..<end]), isSameFamily(word[stem.count], key, i + stem.count, end) {
            // "berry" in "Strawberries": the same word's ending, inside a longer word.
            if i == 0 || !key[i - 1].isWordByte { return .wholeWord }
            if best == nil { best = .substring }
          }
        }
      }
    }
    if best != nil { return best }
    return fuzzy && isFuzzy(word, in: key) ? .fuzzy : nil
  }

  /// Whether the typed word's ending (starting with `ending`) and the key word's key[from..<end]
  /// are of one family: "y" and "ies" ("berry", "berries"), or none, "s" and "es" ("egg",
  /// "eggs"). A "y" is no ending of a word that stops without one: "turky" is not "türk" said
  /// twice over, but one slip from "turkey", which then comes first; nor is "crispy" "crisps".
  @inline(__always)
  static func isSameFamily(_ ending: UInt8, _ key: Bytes, _ from: Int, _ end: Int) -> Bool {
    let typedY = ending == UInt8(ascii: "y") || ending == UInt8(ascii: "i")
    let keyY = from < end && (key[from] == UInt8(ascii: "y") || key[from] == UInt8(ascii: "i"))
    return typedY == keyY
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
      return TypoMatcher.matchedWord(word, stem: stem, in: key).map { [$0] } ?? []
    }
  }
}
