import Dispatch

/// The searchable text of every item (a name, then its aliases), folded once at load time into
/// one contiguous byte arena, so that a keystroke is a scan over bytes that allocates nothing per
/// item. The original text is kept the same way, and turned into a `String` only for the few
/// items on screen.
///
/// - Complexity: building is O(total text); memory is about twice the UTF-8 size of the text
///   plus 20 bytes a key.
public struct SearchIndex: Sendable {
  public internal(set) var itemCount = 0
  var folded = Column<UInt8>()
  var foldedStart = Column<Int32>([0])
  var original = Column<UInt8>()
  var originalStart = Column<Int32>([0])
  /// Keys of item i are itemFirstKey[i] ..< itemFirstKey[i + 1]; the first is the name.
  var itemFirstKey = Column<Int32>([0])
  /// Which letters each key holds: a word with a letter the key lacks cannot match it.
  var masks = Column<UInt64>()
  /// Per key: which letters start a word (low 38 bits, as in `masks`), and which letters a-z
  /// make a whole word alone (high 26 bits). A one-letter query needs nothing else.
  var wordMasks = Column<UInt64>()
  /// Per key, two 64-bit Bloom filters: of the byte pairs that stand side by side (a word of
  /// two letters or more can only be a substring if all its pairs are there), and of the pairs
  /// (first letter of a word, a later letter of it) that fuzzy matching needs. Most keys are
  /// then turned away without reading their text.
  var pairBlooms = Column<PairBloom>()
  /// Item name lengths in characters, capped at 255, for "shorter names first".
  var nameLengths = Column<UInt8>()
  /// For keys that are not plain ASCII: the character offset of each folded byte.
  var characterOffsets = CharacterOffsets()

  public init() {}

  /// An index of items that have a name and aliases each.
  public init<S: Sequence>(items: S) where S.Element == [String] {
    for keys in items { append(keys) }
  }

  /// Adds one item: its name first, then its aliases.
  public mutating func append(_ keys: [String]) {
    precondition(!keys.isEmpty, "an item needs a name")
    for key in keys {
      let (bytes, offsets) = TextFolding.fold(key)
      if let offsets { characterOffsets.append(offsets, key: Int32(masks.count)) }
      folded.append(contentsOf: bytes)
      foldedStart.append(Int32(folded.count))
      original.append(contentsOf: key.utf8)
      originalStart.append(Int32(original.count))
      masks.append(Self.mask(bytes[...]))
      wordMasks.append(Self.wordMask(bytes))
      pairBlooms.append(PairBloom(key: bytes))
    }
    nameLengths.append(UInt8(min(255, keys[0].count)))
    itemFirstKey.append(Int32(masks.count))
    itemCount += 1
  }

  /// Adds an item that has a name only, given as UTF-8 bytes: ASCII names (most of a large
  /// list) skip the String and the folding of `append(_:)`.
  public mutating func append(nameUTF8 bytes: UnsafeRawBufferPointer) {
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
      append([String(decoding: bytes, as: UTF8.self)])
      return
    }
    let start = folded.count
    folded.append(contentsOf: bytes.lazy.map(TextFolding.lowercased))
    let key = Array(folded[start...])
    foldedStart.append(Int32(folded.count))
    original.append(contentsOf: bytes)
    originalStart.append(Int32(original.count))
    masks.append(Self.mask(key[...]))
    wordMasks.append(Self.wordMask(key))
    pairBlooms.append(PairBloom(key: key))
    nameLengths.append(UInt8(min(255, bytes.count)))
    itemFirstKey.append(Int32(masks.count))
    itemCount += 1
  }

  /// Makes room for `items` items with `bytes` bytes of text in all.
  public mutating func reserveCapacity(items: Int, bytes: Int) {
    folded.reserveCapacity(bytes)
    original.reserveCapacity(bytes)
    foldedStart.reserveCapacity(items + 1)
    originalStart.reserveCapacity(items + 1)
    masks.reserveCapacity(items)
    wordMasks.reserveCapacity(items)
    pairBlooms.reserveCapacity(items)
    itemFirstKey.reserveCapacity(items + 1)
    nameLengths.reserveCapacity(items)
  }

  /// The text of key `key` (0 is the name) of an item, as given.
  public func text(item: Int, key: Int) -> String {
    let k = Int(itemFirstKey[item]) + key
    return String(decoding: original[Int(originalStart[k])..<Int(originalStart[k + 1])], as: UTF8.self)
  }

  /// The widest name in terminal columns, or `limit` once a name is found that wide.
  /// A name's width is never more than its UTF-8 byte count (a wide character takes three
  /// bytes or more), so only names longer in bytes than the widest so far are measured:
  /// a million names cost a pass over their offsets, not a million measurements.
  public func widestName(upTo limit: Int) -> Int {
    var widest = 0
    for item in 0..<itemCount where widest < limit {
      let k = Int(itemFirstKey[item])
      guard Int(originalStart[k + 1] - originalStart[k]) > widest else { continue }
      widest = max(widest, DisplayWidth.of(text(item: item, key: 0)))
    }
    return min(widest, limit)
  }

  public func keyCount(item: Int) -> Int {
    Int(itemFirstKey[item + 1] - itemFirstKey[item])
  }

  static func mask(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var mask: UInt64 = 0
    for byte in bytes { mask |= bit(byte) }
    return mask
  }

  static func wordMask(_ bytes: [UInt8]) -> UInt64 {
    var mask: UInt64 = 0
    var start = 0
    while start < bytes.count {
      guard bytes[start].isWordByte, start == 0 || !bytes[start - 1].isWordByte else {
        start += 1
        continue
      }
      var end = start + 1
      while end < bytes.count, bytes[end].isWordByte { end += 1 }
      let first = bytes[start]
      mask |= bit(first)
      if first >= 97, first <= 122, SearchQuery.isWordEnding(bytes[(start + 1)..<end]) {
        mask |= 1 << UInt64(38 + first - 97)
      }
      start = end
    }
    return mask
  }

  /// The tier of a one-letter word from the key's masks alone; the same answer as
  /// `WordMatcher.tier`, without reading the key.
  @inline(__always)
  static func singleLetterTier(_ byte: UInt8, mask: UInt64, wordMask: UInt64) -> MatchTier? {
    let bit = bit(byte)
    guard mask & bit != 0 else { return nil }
    if wordMask & (1 << UInt64(38 + byte - 97)) != 0 { return .wholeWord }
    return wordMask & bit != 0 ? .wordPrefix : .substring
  }

  @inline(__always)
  static func bit(_ byte: UInt8) -> UInt64 {
    switch byte {
    case 97...122: 1 << UInt64(byte - 97)
    case 48...57: 1 << UInt64(26 + byte - 48)
    case 0x80...: 1 << 36
    default: 1 << 37
    }
  }
}

extension SearchIndex {
  /// Finds the items whose name, or one of whose aliases, matches the query.
  ///
  /// - Parameters:
  ///   - candidates: the hits of an earlier query that `query` narrows, or nil for all items.
  ///   - reading: `.strict`, every word must match one key; `.loose`, the fallback when nothing
  ///     does: some of the words, and words read with one typo (`SearchIndex+LooseReading`).
  /// - Returns: hits in item order (not yet ranked).
  /// - Complexity: O(text of the candidates); split across the cores above 20,000 candidates.
  ///   - vocabulary: the index's distinct words, if made: a word one slip from none of them is
  ///     read with no typo, and keys are read for a slip only when they have the letters that
  ///     the words one slip away share. The same hits, sooner.
  ///   - ruledOut: the kinds the caller leaves out of the hits (`FoodSearch+Kinds`): the loose
  ///     reading may then drop the words that rule them out (`keptWords`).
  public func hits(
    for query: SearchQuery, among candidates: [SearchHit]?, reading: SearchReading, vocabulary: Vocabulary? = nil, ruledOut: FoodKinds = []
  ) -> [SearchHit] {
    let found = scannedHits(for: query, among: candidates, reading: reading, vocabulary: vocabulary, ruledOut: ruledOut)
    return reading == .strict ? withUmlautSpellings(found, query, among: candidates, ruledOut: ruledOut) : found
  }

  /// The hits of one spelling of the query (`hits(for:among:reading:)` reads two where the
  /// query has German umlauts: `SearchIndex+Umlauts`).
  func scannedHits(
    for query: SearchQuery, among candidates: [SearchHit]?, reading: SearchReading, vocabulary: Vocabulary? = nil, ruledOut: FoodKinds = []
  ) -> [SearchHit] {
    // Which words may be read with a typo is a question about the whole index, so it is settled
    // before the candidates are split.
    var typos = reading == .loose ? typoWords(query, vocabulary: vocabulary) : []
    var slips = [[[UInt8]]](repeating: [], count: typos.count)
    if let vocabulary {
      for w in typos.indices where typos[w] {
        let found = vocabulary.slips(of: query.words[w])
        if found.isEmpty { typos[w] = false } else if found.count <= PreparedSlips.limit { slips[w] = found }
      }
    }
    let kept = reading == .loose ? keptWords(query, ruledOut: ruledOut) : []
    let optional = optionalWords(query, ruledOut: ruledOut)
    let typoReading = (allowed: typos, slips: slips, optional: optional)
    let total = candidates?.count ?? itemCount
    let chunkCount = total >= 20_000 ? 2 * ProcessInfoCores.count : 1
    let chunkSize = (total + chunkCount - 1) / max(chunkCount, 1)
    if chunkCount == 1 {
      return scan(query, typoReading, kept, candidates, 0..<total, reading)
    }
    nonisolated(unsafe) var parts = [[SearchHit]](repeating: [], count: chunkCount)
    parts.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let out = buffer
      DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        let lower = chunk * chunkSize
        let upper = min(total, lower + chunkSize)
        out[chunk] = lower < upper ? scan(query, typoReading, kept, candidates, lower..<upper, reading) : []
      }
    }
    var joined: [SearchHit] = []
    joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { joined.append(contentsOf: part) }
    return joined
  }

  private func scan(
    _ query: SearchQuery, _ typos: (allowed: [Bool], slips: [[[UInt8]]], optional: [Bool]), _ kept: [Bool], _ candidates: [SearchHit]?,
    _ range: Range<Int>,
    _ reading: SearchReading
  ) -> [SearchHit] {
    // The query goes into one flat buffer, and the loop gets every array as a raw buffer: it
    // then touches no reference-counted object, which would bounce cache lines between cores.
    let prepared = PreparedQuery(query, typos: typos.allowed, slips: typos.slips, kept: kept, optional: typos.optional)
    defer { prepared.deallocate() }
    return withScanBuffers(candidates) { buffers in
      switch reading {
      case .strict: Self.strictScan(buffers, prepared, range)
      case .loose: Self.looseScan(buffers, prepared, range)
      }
    }
  }

  /// Has the kernel read, in the background, the columns a scan reads (those of
  /// `withScanBuffers`) where they are mapped from a compiled catalog.
  func prefetchScanPages() {
    folded.prefetchPages()
    foldedStart.prefetchPages()
    masks.prefetchPages()
    wordMasks.prefetchPages()
    pairBlooms.prefetchPages()
    itemFirstKey.prefetchPages()
    nameLengths.prefetchPages()
  }

  /// Every array of the index as a raw buffer, for one scan.
  func withScanBuffers<R>(_ candidates: [SearchHit]?, _ body: (ScanBuffers) -> R) -> R {
    folded.withUnsafeBufferPointer { text in
      foldedStart.withUnsafeBufferPointer { starts in
        masks.withUnsafeBufferPointer { keyMasks in
          wordMasks.withUnsafeBufferPointer { keyWordMasks in
            pairBlooms.withUnsafeBufferPointer { keyBlooms in
              itemFirstKey.withUnsafeBufferPointer { firstKey in
                nameLengths.withUnsafeBufferPointer { lengths in
                  withOptionalBuffer(candidates) { candidateItems in
                    body(
                      ScanBuffers(
                        text: text, starts: starts, masks: keyMasks, wordMasks: keyWordMasks, blooms: keyBlooms,
                        firstKey: firstKey, lengths: lengths, candidates: candidateItems))
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  struct ScanBuffers {
    let text: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int32>
    let masks: UnsafeBufferPointer<UInt64>
    let wordMasks: UnsafeBufferPointer<UInt64>
    let blooms: UnsafeBufferPointer<PairBloom>
    let firstKey: UnsafeBufferPointer<Int32>
    let lengths: UnsafeBufferPointer<UInt8>
    let candidates: UnsafeBufferPointer<SearchHit>?

    /// The folded text of key k.
    @inline(__always)
    func key(_ k: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: text[Int(starts[k])..<Int(starts[k + 1])])
    }
  }

  /// The strict reading: every word matches the key, straight or fuzzily.
  private static func strictScan(_ b: ScanBuffers, _ prepared: PreparedQuery, _ range: Range<Int>) -> [SearchHit] {
    bestKeys(b, range) { k, alias in
      var tierSum = 0
      var fuzzyWords = 0
      for w in 0..<prepared.count {
        if prepared.isNegated(w) {
          switch negatedReading(b, k, prepared, w) {
          case .negated: continue
          case .absent where prepared.isOptional(w): tierSum += 1
          case .plain, .absent: return nil
          }
          continue
        }
        guard let tier = tier(b, k, prepared, w) else { return nil }
        if tier == .fuzzy { fuzzyWords += 1 } else { tierSum += Int(tier.rawValue) }
      }
      let cover = prepared.cover(of: b.key(k), tierSum: tierSum, looseWords: fuzzyWords)
      return RankBucket.every(tierSum: tierSum, fuzzyWords: fuzzyWords, typoWords: 0, cover: cover, alias: alias)
    }
  }

  /// For each item of the range (or of the candidates at those positions), its best key by
  /// `bucket(key, isAlias)` (nil: the key does not match) and the name's length; a hit for
  /// each item with a matching key.
  @inline(__always)
  static func bestKeys(_ b: ScanBuffers, _ range: Range<Int>, _ bucket: (Int, Bool) -> Int?) -> [SearchHit] {
    var hits: [SearchHit] = []
    hits.reserveCapacity(range.count)
    for index in range {
      let item = b.candidates.map { Int($0[index].item) } ?? index
      var bestRank = UInt16.max
      var bestKey = -1
      let firstKey = Int(b.firstKey[item])
      let endKey = Int(b.firstKey[item + 1])
      var k = firstKey
      while k < endKey {
        defer { k += 1 }
        guard let bucket = bucket(k, k != firstKey) else { continue }
        let rank = RankBucket.rank(bucket: bucket, nameLength: b.lengths[item])
        if rank < bestRank {
          bestRank = rank
          bestKey = k - firstKey
        }
      }
      if bestKey >= 0 {
        hits.append(SearchHit(item: Int32(item), key: UInt16(bestKey), rank: bestRank))
      }
    }
    return hits
  }

  /// How word w matches key k without typos, or nil. The letter mask and pair filters turn most
  /// keys away before their text is read.
  @inline(__always)
  static func tier(_ b: ScanBuffers, _ k: Int, _ prepared: PreparedQuery, _ w: Int) -> MatchTier? {
    let keyMask = b.masks[k]
    if let letter = prepared.singleLetter(w) {
      return singleLetterTier(letter, mask: keyMask, wordMask: b.wordMasks[k])
    }
    guard prepared.mask(w) & ~keyMask == 0 else { return nil }
    let bloom = b.blooms[k]
    let fuzzy = prepared.allowsFuzzy(w)
    if bloom.adjacent & prepared.adjacentPairs(w) == prepared.adjacentPairs(w) {
      let found = WordMatcher.tier(of: prepared.word(w), stem: prepared.stem(w), in: b.key(k), fuzzy: fuzzy)
      // A key that says it is free of the word does not hold it ("gelatin free gummy bears").
      guard let found, found != .fuzzy, KeyNegation.mayNegate(bloom) else { return found }
      let reading = KeyNegation.read(prepared.word(w), stem: prepared.stem(w), in: b.key(k), prefixes: true)
      return reading.negated && !reading.plain ? nil : found
    }
    guard fuzzy, bloom.fuzzy & prepared.fuzzyPairs(w) == prepared.fuzzyPairs(w) else { return nil }
    return WordMatcher.isFuzzy(prepared.word(w), in: b.key(k)) ? .fuzzy : nil
  }

  /// The character ranges of an item's key that the query matched, for highlighting.
  public func matchedCharacterRanges(item: Int, key: Int, query: SearchQuery) -> [Range<Int>] {
    let k = Int(itemFirstKey[item]) + key
    let slice = folded[Int(foldedStart[k])..<Int(foldedStart[k + 1])]
    var byteRanges: [Range<Int>] = []
    Array(slice).withUnsafeBufferPointer { keyBytes in
      for word in query.words where !word.negated {
        word.bytes.withUnsafeBufferPointer { bytes in
          word.stem.withUnsafeBufferPointer { stem in
            var tier = WordMatcher.tier(of: bytes, stem: stem, in: keyBytes, fuzzy: WordRules.allowsFuzzy(word.bytes))
            if tier == nil, WordRules.allowsTypo(word.bytes), TypoMatcher.matchedWord(bytes, stem: stem, in: keyBytes) != nil {
              tier = .typo
            }
            guard let tier else { return }
            byteRanges += WordMatcher.matchedRanges(of: bytes, stem: stem, in: keyBytes, tier: tier)
          }
        }
      }
    }
    guard let offsets = characterOffsets[Int32(k)] else { return Self.merged(byteRanges) }
    let mapped = byteRanges.compactMap { range -> Range<Int>? in
      guard range.lowerBound < offsets.count, range.upperBound >= 1 else { return nil }
      return Int(offsets[range.lowerBound])..<Int(offsets[min(range.upperBound, offsets.count) - 1]) + 1
    }
    return Self.merged(mapped)
  }

  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}

private func withOptionalBuffer<R>(_ array: [SearchHit]?, _ body: (UnsafeBufferPointer<SearchHit>?) -> R) -> R {
  guard let array else { return body(nil) }
  return array.withUnsafeBufferPointer { body($0) }
}

/// The number of cores to search on, read once.
enum ProcessInfoCores {
  static let count = max(1, min(8, sysconfCores()))
  private static func sysconfCores() -> Int {
    #if canImport(Glibc)
      return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      return 2
    #endif
  }
}
#if canImport(Glibc)
  import Glibc
#endif
