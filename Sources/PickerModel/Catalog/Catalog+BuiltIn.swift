import Foundation

extension Catalog {
  /// The catalog that ships with the app (Resources/catalog.json).
  public static func builtIn() throws(CatalogError) -> Catalog {
    try load(from: builtInURL())
  }

  /// The same through the compiled-catalog cache: its dishes are composed once, not at every
  /// start (a start took about 100 ms composing them, 36 ms opening the compiled file).
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
