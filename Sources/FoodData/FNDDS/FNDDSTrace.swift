import Foundation

/// The FNDDS tier's recipes (Resources/fndds-trace.tsv), read whole once for a `show`, so that
/// a recipe of recipes is followed without reading the file again. Start-up never reads it.
public struct FNDDSTrace: Sendable {
  let text: String
  /// Where each food's recipe starts in `text`: the offset of its `F` line, by food code.
  let starts: [String: String.Index]

  init(text: String) {
    self.text = text
    var starts: [String: String.Index] = [:]
    // One pass over the bytes (Characters cost 100 ms over 2 MB): each `F\t` at a line start
    // is a food's first line, its code up to the next tab.
    let bytes = text.utf8
    var index = bytes.startIndex
    var atLineStart = true
    while index < bytes.endIndex {
      let byte = bytes[index]
      if atLineStart, byte == UInt8(ascii: "F") {
        let tab = bytes.index(after: index)
        if tab < bytes.endIndex, bytes[tab] == UInt8(ascii: "\t") {
          let codeStart = bytes.index(after: tab)
          let codeEnd = bytes[codeStart...].firstIndex(of: UInt8(ascii: "\t")) ?? bytes.endIndex
          starts[String(text[codeStart..<codeEnd])] = index
        }
      }
      atLineStart = byte == UInt8(ascii: "\n")
      index = bytes.index(after: index)
    }
    self.starts = starts
  }

  /// The trace in the app's resources, or nil where it is missing (a build without it).
  public static func builtIn() -> FNDDSTrace? {
    guard let url = Bundle.module.url(forResource: "fndds-trace", withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return nil }
    return FNDDSTrace(text: text)
  }

  /// The recipe of an FNDDS food code, or nil for a code the tier lacks.
  public func recipe(of code: String) -> FNDDSRecipe? {
    guard let start = starts[code] else { return nil }
    return FNDDSRecipe.parse(text[start...], code: code)
  }
}
