import Foundation

/// The last string read for a field whose value repeats from food to food (a section, an icon,
/// a product): a big list has a few of each in runs, so giving the same `String` again spares a
/// million foods an allocation each, and the interning after them a byte compare.
struct RepeatedText {
  private(set) var text = ""
  /// Whether the raw JSON bytes of `text` are its own UTF-8: no quote, backslash or control
  /// byte, so that equal bytes in the file followed by a quote are this string and nothing else.
  private(set) var isPlain = false

  mutating func remember(_ string: String) {
    text = string
    isPlain = string.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
  }
}

/// The fields read with `readString(repeating:)`.
enum RepeatedField: Int, CaseIterable {
  case section, icon, product
}

extension CatalogReader {
  /// `readString`, giving the field's last string again when the file holds its very bytes.
  mutating func readString(repeating field: RepeatedField) throws(Fault) -> String {
    let last = lastTexts[field.rawValue]
    if last.isPlain, peek() == UInt8(ascii: "\"") {
      var text = last.text
      let start = at + 1
      let same = text.withUTF8 { utf8 in
        start + utf8.count < end && bytes[start + utf8.count] == UInt8(ascii: "\"")
          && (utf8.isEmpty || memcmp(bytes + start, utf8.baseAddress!, utf8.count) == 0)
      }
      if same {
        at = start + text.utf8.count + 1
        return text
      }
    }
    let text = try readString()
    lastTexts[field.rawValue].remember(text)
    return text
  }
}
