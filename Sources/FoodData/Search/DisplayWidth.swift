/// Terminal columns that text takes: 2 for emoji and East Asian wide characters, 0 for
/// combining marks and joiners, 1 otherwise. The grid and the renderer measure with this, so the
/// cells line up in the terminal.
public enum DisplayWidth {
  public static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      width = max(width, of(scalar))
    }
    // An emoji sequence (flag, skin tone, keycap with VS16) is one glyph of two columns.
    if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
      return 2
    }
    return width
  }

  public static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The text cut to at most `columns` columns, ending in "…" when it was cut.
  public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
    guard columns > 0 else { return "" }
    if of(text) <= columns { return text }
    let room = columns - of(ellipsis)
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > room { break }
      result.append(character)
      used += width
    }
    return room >= 0 ? result + ellipsis : ""
  }

  /// The end of the text that fits in `columns` columns, measured from the end: a long query
  /// shows what is being typed. Linear in what is kept, whatever the text's length.
  public static func suffix(_ text: String, fitting columns: Int) -> String {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let before = text.index(before: start)
      let width = of(text[before])
      if used + width > columns { break }
      used += width
      start = before
    }
    return String(text[start...])
  }
}
