/// The layout of a hit's rank (lower first): `bucket << 7 | name length`, the bucket saying how
/// the hit matched. Buckets use 7 bits and lengths 7 (names of 127 characters or more tie), so
/// a rank stays below 0x4000: the two bits above are the food's kind (`SearchResults.otherKindRank`)
/// and its tier (`SearchResults.importedRank`).
///
/// A hit's `MatchKind` is read back from its bucket alone, so a hit stays 8 bytes (a
/// million-hit step of the trail is 8 MB). From best to worst:
///
/// - 0 ..< 21, straight: a name that is the query as typed first ("chocolate milk" is
///   Chocolate milk before Milk chocolate), then together an alias that is the query as typed
///   and a name with the query's words and no others in another order ("burger in a bun": the
///   Burger's alias, shorter, before the name Burger bun), then an alias with the query's words
///   and no others ("mince" is Ground beef's alias, before the name Soy mince), then names by
///   the sum of the word tiers (whole word 0, prefix 1, substring 2).
/// - 21 ..< 40, only through an alias that has other words too ("beef" in Lard's "beef
///   tallow"), by the sum of the word tiers.
/// - 40 ..< 52, every word, some with one typo: one typo before several, then the straight
///   words' tiers, then name before alias. A one-letter slip is a closer reading than a
///   subsequence, so typos rank above fuzzy matches ("beaf": Beef before Breakfast cereal).
/// - 52 ..< 68, every word, some only fuzzily: one fuzzy word before several, then as above.
/// - 68 ..< 128, partial: words missing (1, 2, 3 or more; a word of the dish named before "with"
///   counts as three), then loose words among the rest (0, 1, 2 or more), then tiers, then name
///   before alias. A food with every word therefore outranks one with fewer, a straight partial
///   match one with typos, and for "noodles with tofu" any noodles one with the tofu alone.
enum RankBucket {
  /// The first straight bucket whose key has other words too (`Cover.more`).
  static let firstWithOtherWords = 4
  static let aliasOnlyBase = 21
  static let typoBase = 40
  static let fuzzyBase = 52
  static let partialBase = 68
  private static let perMissingWord = 20

  /// How much of a key a match of every word covers.
  enum Cover {
    /// The key is the query as typed.
    case literal
    /// The key has the query's words (or their plurals) and no others but filler words.
    case sameWords
    /// The key has other words too.
    case more
  }

  /// The bucket of a match of every word; `tierSum` is of the straight words only.
  @inline(__always)
  static func every(tierSum: Int, fuzzyWords: Int, typoWords: Int, cover: Cover, alias: Bool) -> Int {
    let aliasBit = alias ? 1 : 0
    if typoWords > 0 {
      return typoBase + min(1, typoWords + fuzzyWords - 1) * 6 + min(2, tierSum) * 2 + aliasBit
    }
    if fuzzyWords > 0 { return fuzzyBase + min(1, fuzzyWords - 1) * 8 + min(3, tierSum) * 2 + aliasBit }
    // The name typed letter for letter is the food as the catalog calls it; an alias typed so
    // is as near, with a name of the query's words in another order (the shorter name first,
    // and a food's name before its alias); then an alias of the query's words.
    switch (cover, alias) {
    case (.literal, false): return 0
    case (.literal, true), (.sameWords, false): return 1
    case (.sameWords, true): return 2
    case (.more, false): return firstWithOtherWords + min(16, tierSum)
    case (.more, true): return aliasOnlyBase + min(18, tierSum)
    }
  }

  /// The bucket of a match of some words (`missingWords` ≥ 1); `missingHead`: one of them is of
  /// the dish the query names before "with" (`SearchQuery.headCount`).
  @inline(__always)
  static func partial(missingWords: Int, missingHead: Bool, looseWords: Int, tierSum: Int, alias: Bool) -> Int {
    let missing = missingHead ? 3 : min(3, missingWords)
    return partialBase + (missing - 1) * perMissingWord + min(2, looseWords) * 6 + min(2, tierSum) * 2 + (alias ? 1 : 0)
  }

  @inline(__always)
  /// The low bits of a rank: the name's length.
  static let lengthMask: UInt16 = 0x7F

  static func rank(bucket: Int, nameLength: UInt8) -> UInt16 {
    UInt16(bucket << 7) | UInt16(min(nameLength, 127))
  }

  /// The bucket of a rank; higher bits (kind, tier) are not part of it.
  @inline(__always)
  static func bucket(of rank: UInt16) -> Int { Int(rank >> 7) & 0x7F }

  /// How a hit of this rank, matched through key `key` (0 = the name), matched.
  static func kind(rank: UInt16, key: UInt16) -> MatchKind {
    let bucket = bucket(of: rank)
    if bucket < aliasOnlyBase { return key == 0 ? .name : .alias }
    if bucket < typoBase { return .aliasOnly }
    if bucket < fuzzyBase { return .typo }
    if bucket < partialBase { return .fuzzy }
    return .partial(missingWords: (bucket - partialBase) / perMissingWord + 1)
  }
}
