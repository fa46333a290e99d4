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

  static func appendQuoted(_ string: String, to text: inout String) {
    text += "\""
    var plain = string.unicodeScalars.startIndex
    let scalars = string.unicodeScalars
    var index = plain
    while index != scalars.endIndex {
      let scalar = scalars[index]
      if let escaped = escape(scalar) {
        text.unicodeScalars.append(contentsOf: scalars[plain..<index])
        text += escaped
        plain = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    text.unicodeScalars.append(contentsOf: scalars[plain..<scalars.endIndex])
    text += "\""
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x22: "\\\""
    case 0x5C: "\\\\"
    case 0x2F: "\\/"
    case 0x08: "\\b"
    case 0x09: "\\t"
    case 0x0A: "\\n"
    case 0x0C: "\\f"
    case 0x0D: "\\r"
    case 0x00..<0x20: "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
    default: nil
    }
  }
}
