import Foundation

/// JSON output for scripts: stable key order, no escaped slashes, UTF-8 as is.
enum JSONText {
  static func encode(_ value: Any) -> String {
    let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: options) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
