import Foundation

/// How `JSONSerialization` writes a row image, done without it: the keys in the order its
/// `.sortedKeys` gives (numeric and case-insensitive, through the locale), and each string
/// escaped as it escapes one (`"`, `\`, `/`, and the C0 controls, as \b \t \n \f \r or \u00XX;
/// everything else as it is).
enum RowImageText {
  /// Every column of every logged table, ranked once in the order `JSONSerialization` sorts
  /// them, by asking it.
  static let rank: [String: Int] = {
    var columns = Set(LoggedTable.allCases.flatMap(\.columns))
    columns.insert("modified_at")
    let object = Dictionary(uniqueKeysWithValues: columns.map { ($0, NSNull()) })
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      let written = String(data: data, encoding: .utf8)
    else { return [:] }
    // `{"a":null,"b":null}`, and every name a plain identifier (letters, digits, _).
    let names = written.dropFirst().dropLast().split(separator: ",").map { $0.dropFirst().dropLast("\":null".count) }
    return Dictionary(uniqueKeysWithValues: names.enumerated().map { (String($0.element), $0.offset) })
  }()

  /// The columns in written order; nil when one is not a known column.
  static func order(of columns: Dictionary<String, SQLValue>.Keys) -> [String]? {
    var ranked: [(rank: Int, column: String)] = []
    ranked.reserveCapacity(columns.count)
    for column in columns {
      guard let rank = rank[column] else { return nil }
      ranked.append((rank, column))
    }
    return ranked.sorted { $0.rank < $1.rank }.map(\.column)
  }

  /// `string`, after `tag` when given, as a JSON string. The bytes escaped are all ASCII, and
  /// no byte of a longer UTF-8 sequence is below 0x80, so the text is escaped byte by byte.
  static func appendQuoted(_ string: String, tag: Character? = nil, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    if let tag { bytes.append(contentsOf: tag.utf8) }
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x08: bytes.append(contentsOf: "\\b".utf8)
      case 0x09: bytes.append(contentsOf: "\\t".utf8)
      case 0x0A: bytes.append(contentsOf: "\\n".utf8)
      case 0x0C: bytes.append(contentsOf: "\\f".utf8)
      case 0x0D: bytes.append(contentsOf: "\\r".utf8)
      case 0x00..<0x20:
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// `text` with its one occurrence of `pattern` replaced, compared byte by byte (Foundation's
  /// replacing goes through NSString, which was a quarter of an undo); nil when it is not there.
  static func replacing(_ pattern: String, with replacement: String, in text: String) -> String? {
    let bytes = Array(text.utf8), wanted = Array(pattern.utf8)
    guard !wanted.isEmpty, bytes.count >= wanted.count else { return nil }
    for start in 0...(bytes.count - wanted.count) where bytes[start] == wanted[0] && bytes[start..<start + wanted.count].elementsEqual(wanted) {
      return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[(start + wanted.count)...], as: UTF8.self)
    }
    return nil
  }
}
