/// A figure as a person or a spreadsheet writes it: decimal digits with at most one point and
/// an optional exponent ("12.5", ".5", "100.", "1.2e2"), spaces around it allowed. Swift's
/// `Double(_:)` also reads hex ("0x10"), "inf", "nan" and "infinity", which no food list means.
enum ImportFigure {
  /// The figure's value when the text is a decimal number of 0 or more, else nil.
  static func value(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    var bytes = trimmed.utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    var mantissa = digits()
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return nil }
    }
    guard bytes.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }
}
