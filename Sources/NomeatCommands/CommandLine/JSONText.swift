import Foundation

/// JSON output for scripts: stable key order, no escaped slashes, UTF-8 as is. Only finite
/// numbers: a figure that overflowed (a meal logged from an absurd catalog figure) is an error
/// naming where it is, never `null` or `inf` printed with exit 0.
enum JSONText {
  static func encode(_ value: Any) throws(UsageError) -> String {
    try FiniteFigures.check(value, at: "")
    let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: options) else {
      throw UsageError("cannot write the output as JSON; report this with the command that was run")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Finds a number that is infinite or NaN in output about to be printed (JSON or CSV).
enum FiniteFigures {
  static func check(_ value: Any, at path: String) throws(UsageError) {
    switch value {
    case let number as Double where !number.isFinite:
      throw UsageError(
        "\(path.isEmpty ? "a figure" : path) is \(number), too large to be a number: a meal in the log came from a catalog with an absurd figure; nothing was printed. Delete or correct that meal in the log with sqlite3"
      )
    case let array as [Any]:
      for (index, element) in array.enumerated() { try check(element, at: "\(path)[\(index)]") }
    case let object as [String: Any]:
      for (key, element) in object.sorted(by: { $0.key < $1.key }) { try check(element, at: path.isEmpty ? key : "\(path).\(key)") }
    default: break
    }
  }
}

/// JSON written a value at a time, for output too big to build whole (export): byte for byte
/// what `JSONText.encode` (JSONSerialization) writes for the same value.
extension JSONText {
  /// A finite number: Swift's shortest form that reads back the same, without a trailing ".0"
  /// (150, 0.17, 5e+20).
  static func number(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// A text in quotes: quote and backslash escaped, control characters as \n, \t, \u001b and
  /// the like, slashes and all else as they are.
  static func string(_ text: String) -> String {
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    if plain { return "\"" + text + "\"" }
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\u{8}": escaped += "\\b"
      case "\u{C}": escaped += "\\f"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case "\u{0}"..."\u{1F}": escaped += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
