import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where compiled catalogs are kept (`$XDG_CACHE_HOME/nomeat/`, else `~/.cache/nomeat/`), and
/// the rule for using one: a big catalog file is compiled the first time it is read and mapped
/// from then on, for as long as the source keeps its size, modification time and content hash.
///
/// The cache is only ever a shortcut: a folder that cannot be written, or a compiled file that
/// is stale or damaged, means the source is read again (and the file rebuilt where possible),
/// silently.
public struct CatalogCache: Sendable {
  /// The folder, or nil to read every catalog from its source.
  public let directory: String?
  /// Smaller catalogs are read directly: that takes about as long as opening a compiled file.
  public let compileThreshold: Int

  public init(directory: String?, compileThreshold: Int = 1 << 20) {
    self.directory = directory
    self.compileThreshold = compileThreshold
  }

  /// The XDG cache folder of nomeat for this environment.
  public static func standard(environment: [String: String]) -> CatalogCache {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return CatalogCache(directory: cache + "/nomeat")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return CatalogCache(directory: nil) }
    return CatalogCache(directory: home + "/.cache/nomeat")
  }

  /// The checked catalog in `url`, from its compiled form when that is current.
  public func load(from url: URL, progress: CatalogProgress? = nil) throws(CatalogError) -> Catalog {
    let path = url.standardizedFileURL.path
    guard let directory, let source = MappedFile(path: path), source.bytes.count >= compileThreshold || Catalog.hasRecipes(source.bytes),
      let key = Self.key(of: source, path: path)
    else { return try Catalog.load(from: url, progress: progress) }
    let compiledPath = compiledPath(for: path, in: directory)
    // Read into memory, not mapped: the catalog keeps pointing into these bytes for as long as
    // the program runs, and a compiled file changed in place (cut short, rewritten) under a
    // mapping kills it (SIGBUS) or feeds it garbage. The checks below see what is kept.
    if !source.wasCutShort, let compiled = MappedFile(reading: compiledPath), CompiledCatalog.sourceKey(of: compiled) == key,
      let catalog = CompiledCatalog.open(compiled)
    {
      return catalog
    }
    let catalog = try Catalog.readWhole(source, file: url.path, progress: progress)
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try? CompiledCatalog.write(catalog, key: key, to: compiledPath)
    return catalog
  }

  /// One compiled file per source path; the key inside says which version of it.
  func compiledPath(for source: String, in directory: String) -> String {
    let name = Array(source.utf8).withUnsafeBytes { ContentHash.of($0) }
    return directory + "/" + String(name, radix: 16) + ".catalog"
  }

  /// The source's size, modification time and content hash, hashed a chunk at a time (its
  /// pages given back once read) so that memory stays small.
  static func key(of source: MappedFile, path: String) -> CompiledCatalog.SourceKey? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let bytes = source.bytes
    let hash = ContentHash.ofChunks(bytes) { source.release($0) }
    return CompiledCatalog.SourceKey(
      size: UInt64(bytes.count), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
      hash: hash)
  }
}
