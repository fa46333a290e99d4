/// Words that glue a food's name together ("cup of tea", "mac and cheese", "ramen with pork"):
/// they never decide a match and never match alone.
///
/// They are dropped from a query that has other words. A query of filler words only is searched
/// as typed: "on" and "or" are also how "onion" and "orange" begin.
enum FillerWords {
  static let all: Set<[UInt8]> = Set(
    ["a", "an", "and", "in", "my", "of", "on", "or", "some", "the", "with", "w/", "&", "+"].map { Array($0.utf8) })

  static func contains(_ word: [UInt8]) -> Bool { all.contains(word) }
}
