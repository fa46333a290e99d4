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
        "\(path.isEmpty ? "a figure" : path) is \(number), too large to be a number: a meal in the log came from a catalog with an absurd figure; nothing was printed. Delete or correct that meal in the log with sqlite3")
    case let array as [Any]:
      for (index, element) in array.enumerated() { try check(element, at: "\(path)[\(index)]") }
    case let object as [String: Any]:
      for (key, element) in object.sorted(by: { $0.key < $1.key }) { try check(element, at: path.isEmpty ? key : "\(path).\(key)") }
    default: break
    }
  }
}
