/// Words that glue a food's name together ("cup of tea", "mac and cheese", "ramen with pork"):
/// they never decide a match and never match alone.
///
/// They are dropped from a query that has other words. A query of filler words only is searched
/// as typed: "on" and "or" are also how "onion" and "orange" begin.
enum FillerWords {
  static let all: Set<[UInt8]> = Set(
    ["a", "an", "and", "in", "made", "my", "of", "on", "or", "some", "the", "with", "w/", "&", "+"].map { Array($0.utf8) })

  /// The filler words after which a query names what its dish holds: "noodles with tofu".
  static let joinsADish: Set<[UInt8]> = Set(["with", "w/", "made"].map { Array($0.utf8) })

  static func contains(_ word: [UInt8]) -> Bool { all.contains(word) }

  /// The number of words of a folded key that are not filler words, nor "free", "without" or
  /// "sans" (a query reads them into the word they negate), read without allocating.
  static func contentWordCount(of key: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    key.forEachWordRange { range in
      let word = key[range]
      if !list.contains(where: { $0.elementsEqual(word) }) { count += 1 }
    }
    return count
  }

  private static let list = Array(all) + [NegationWords.free] + Array(NegationWords.before)
}
