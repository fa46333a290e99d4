import Foundation

/// German spells ä, ö and ü as ae, oe and ue where the letters are missing, and folding reads ä
/// as a (`TextFolding`): "kaese" then found no Käse, nor "Käse" a "Kaese". So a query is also
/// searched the other way: with its umlauts spelled out where it has them ("käse" as "kaese"),
/// and with ae, oe and ue read as the umlaut (folded: a, o, u) among the names and aliases that
/// have an umlaut ("kaesespaetzle" as "kasespatzle", only there: "blue" is no "blu").
enum UmlautSpelling {
  private static let spelledOut: [(Character, String)] = [("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue")]
  private static let pairs: [(String, String)] = [("ae", "a"), ("oe", "o"), ("ue", "u")]

  /// The text with its umlauts spelled out, if it has any.
  static func spellingOut(_ text: String) -> String? {
    let composed = text.precomposedStringWithCanonicalMapping
    guard composed.contains(where: { character in spelledOut.contains { $0.0 == character } }) else { return nil }
    return spelledOut.reduce(composed) { $0.replacingOccurrences(of: String($1.0), with: $1.1) }
  }

  /// The folded text with ae, oe and ue read as the folded umlaut, if it has any.
  static func readingUmlauts(_ folded: String) -> String? {
    guard pairs.contains(where: { folded.contains($0.0) }) else { return nil }
    return pairs.reduce(folded) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// Whether UTF-8 text holds ä, ö or ü, in either case, composed or as a vowel and a combining
  /// diaeresis.
  static func holdsUmlaut<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    var previous: UInt8 = 0
    for byte in bytes {
      if previous == 0xC3, [0xA4, 0xB6, 0xBC, 0x84, 0x96, 0x9C].contains(byte) { return true }
      if previous == 0xCC, byte == 0x88 { return true }
      previous = byte
    }
    return false
  }
}
