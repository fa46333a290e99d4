/// Which query words may match loosely. Loose readings find abbreviations and slips; on short
/// words they mostly find other words ("pie" is a subsequence of "pigeon", "bun" of "butternut").
enum WordRules {
  /// Typos are read in words of this many bytes or more (DESIGN: four letters).
  static let typoMinimumLength = 4

  /// Whether the word may match as a subsequence ("chkn" for Chicken): words of four letters or
  /// more, and three-letter abbreviations ("chk", "brc", not "pie").
  static func allowsFuzzy(_ word: [UInt8]) -> Bool {
    word.count >= 4 || (word.count == 3 && isAbbreviation(word))
  }

  /// Whether the word looks like an abbreviation rather than a word: no vowel after its first
  /// letter ("chkn", "brcl").
  static func isAbbreviation(_ word: [UInt8]) -> Bool {
    !word.dropFirst().contains(where: KeyboardLayout.isVowel)
  }

  /// Whether a typo reading of the word may be tried at all (it also needs to be a word no key
  /// holds whole; see `SearchIndex.holdsWholeWord`).
  static func allowsTypo(_ word: [UInt8]) -> Bool { word.count >= typoMinimumLength }
}
