import Foundation

/// The FNDDS tier's recipes (Resources/fndds-trace.tsv), read whole once for a `show`, so that
/// a recipe of recipes is followed without reading the file again. Start-up never reads it.
public struct FNDDSTrace: Sendable {
  let text: String

  /// The trace in the app's resources, or nil where it is missing (a build without it).
  public static func builtIn() -> FNDDSTrace? {
    guard let url = Bundle.module.url(forResource: "fndds-trace", withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return nil }
    return FNDDSTrace(text: text)
  }

  /// The recipe of an FNDDS food code, or nil for a code the tier lacks.
  ///
  /// - Complexity: O(file) to find the code: a few milliseconds, once per recipe shown.
  public func recipe(of code: String) -> FNDDSRecipe? {
    FNDDSRecipe.parse(text, code: code)
  }
}
