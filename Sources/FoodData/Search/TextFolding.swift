import Foundation

/// Folds text for matching: lower case, accents removed ("Crème" → "creme"), control characters
/// dropped. Matching then compares bytes, which is what keeps search fast on a million foods.
public enum TextFolding {
  /// The folded UTF-8 bytes of `text`, and for each byte the offset of the character of `text` it
  /// came from. The map is nil when the text is ASCII: then byte offsets are character offsets.
  ///
  /// - Complexity: O(n) for ASCII text; Foundation folds other characters one at a time.
  public static func fold(_ text: String) -> (bytes: [UInt8], characterOffsets: [Int32]?) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
        bytes.append(lowercased(byte))
      }
      // Control bytes dropped above would shift offsets; they are rare enough to pay for a map.
      if bytes.count == text.utf8.count { return (bytes, nil) }
    }
    bytes.removeAll(keepingCapacity: true)
    var offsets: [Int32] = []
    offsets.reserveCapacity(text.utf8.count)
    for (offset, character) in text.enumerated() {
      for byte in foldCharacter(character) {
        bytes.append(byte)
        offsets.append(Int32(offset))
      }
    }
    return (bytes, offsets)
  }

  /// The folded bytes of one character: ASCII lower case, accents and case folded away,
  /// control and format characters dropped.
  static func foldCharacter(_ character: Character) -> [UInt8] {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii != 0x7F ? [lowercased(ascii)] : []
    }
    if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
      return []
    }
    let folded = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    // Ligatures people type as two letters.
    switch folded {
    case "ß": return Array("ss".utf8)
    case "æ": return Array("ae".utf8)
    case "œ": return Array("oe".utf8)
    case "ø": return Array("o".utf8)
    case "ł": return Array("l".utf8)
    default: return Array(folded.utf8)
    }
  }

  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 65 && byte <= 90 ? byte + 32 : byte
  }
}

extension UInt8 {
  /// Letters, digits and every byte of a non-ASCII character belong to words; the rest separates them.
  @inline(__always)
  var isWordByte: Bool {
    (self >= 97 && self <= 122) || (self >= 48 && self <= 57) || self >= 0x80 || (self >= 65 && self <= 90)
  }
}
