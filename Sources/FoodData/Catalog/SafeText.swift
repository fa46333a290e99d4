/// Text from outside (a catalog, a command line) made safe to print in a message: control
/// characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides are
/// shown escaped, `\u{1B}`, so a message stays one line and cannot drive the terminal.
public enum SafeText {
  /// Whether a scalar may not appear raw in a catalog's text or in any message.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  public static func containsUnsafe(_ text: String) -> Bool {
    // Printable ASCII, most texts, is safe: a byte test spares them the scalar decoding.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return false }
    return text.unicodeScalars.contains(where: isUnsafe)
  }

  /// The text with each unsafe scalar written as `\u{HEX}`; safe text comes back as it was.
  public static func render(_ text: String) -> String {
    guard containsUnsafe(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a scalar only joins or modifies emoji into a sequence (VS16 as in ❤️, the zero-width
  /// joiner of 👨‍🍳, keycaps, skin tones, flag letters, tag characters). ncurses measures such a
  /// sequence one scalar at a time and terminals draw it as one glyph, so the two disagree on
  /// its width; the app keeps them out of what it draws.
  public static func isEmojiSequencePart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: return true
    default: return false
    }
  }

  public static func containsEmojiSequence(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isEmojiSequencePart)
  }

  /// The text without emoji-sequence scalars: "❤️" becomes "❤", one column wide everywhere.
  public static func withoutEmojiSequences(_ text: String) -> String {
    guard containsEmojiSequence(text) else { return text }
    var result = ""
    result.unicodeScalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isEmojiSequencePart($0) })
    return result
  }
}

extension SafeText {
  /// Outside text quoted in a message: at most `limit` characters (then "…"), control and
  /// format characters shown as "?", so that a 60 MB line or an escape sequence cannot flood or
  /// drive the terminal the message is printed on. Only the part shown is looked at.
  /// - Parameter keepingEnd: cut from the front instead ("'…/nomeat/nomeat.sqlite3'"), for paths,
  ///   whose end names the file.
  public static func quoted(_ text: String, limit: Int = 60, keepingEnd: Bool = false) -> String {
    let shown = keepingEnd ? text.suffix(limit + 1) : text.prefix(limit + 1)
    var safe = ""
    for scalar in shown.unicodeScalars {
      let category = scalar.properties.generalCategory
      safe.unicodeScalars.append(category == .control || category == .format ? "?" : scalar)
    }
    guard safe.count > limit else { return "'" + safe + "'" }
    return "'" + (keepingEnd ? "…" + safe.suffix(limit) : safe.prefix(limit) + "…") + "'"
  }
}
