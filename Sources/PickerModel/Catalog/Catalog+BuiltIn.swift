import Foundation

extension Catalog {
  /// The catalog that ships with the app (Resources/catalog.json).
  public static func builtIn() throws(CatalogError) -> Catalog {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw CatalogError(file: "catalog.json", problem: "the built-in catalog is missing from the app's resources; rebuild with swift build")
    }
    return try load(from: url)
  }
}
