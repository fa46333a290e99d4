import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension CatalogCache {
  /// Deletes the compiled form of the catalog at `url`, if there is one: a removed or replaced
  /// import must not leave its foods behind in the cache folder.
  public func removeCompiled(of url: URL) {
    guard let directory else { return }
    let compiled = compiledPath(for: url.standardizedFileURL.path, in: directory)
    unlink(compiled)
    unlink(CheckedStamp.path(beside: compiled))
  }
}
