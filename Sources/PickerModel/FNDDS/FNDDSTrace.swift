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
    var lineStart = text.startIndex
    // One pass over the lines: a recipe is found by its code in O(1) afterwards.
    while lineStart < text.endIndex {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      let line = text[lineStart..<lineEnd]
      if line.hasPrefix("F\t") {
        let fields = line.split(separator: "\t", maxSplits: 2)
        if fields.count > 1 { starts[String(fields[1])] = lineStart }
      }
      lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
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
