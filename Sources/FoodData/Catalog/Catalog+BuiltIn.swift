import Foundation

extension Catalog {
  /// The curated catalog that ships with the app (Resources/catalog.json), alone.
  public static func builtIn() throws(CatalogError) -> Catalog {
    try load(from: resourceURL("catalog", "json"))
  }

  /// The built-in foods in their two tiers: the curated catalog, then USDA FNDDS 2017-2018's
  /// foods as eaten (Resources/fndds.json, `FNDDSTier`), which search puts below every curated
  /// food, as it puts imports. Both are read through the compiled-catalog cache: the curated
  /// dishes are composed once, not at every start (about 100 ms), and the 7,083 FNDDS foods are
  /// decoded once (about 300 ms of JSON); the two joined are compiled too, and opened from then
  /// on (joining copies every column).
  public static func builtIn(cache: CatalogCache) throws(CatalogError) -> Catalog {
    try cache.loadJoined([try resourceURL("catalog", "json"), try resourceURL(FNDDSTier.resource, "json")]) { parts in
      parts[0].appendingSecondTier(parts[1])
    }
  }

  static func resourceURL(_ name: String, _ type: String) throws(CatalogError) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: type) else {
      throw CatalogError(file: "\(name).\(type)", problem: "the built-in catalog is missing from the app's resources; rebuild with swift build")
    }
    return url
  }
}
