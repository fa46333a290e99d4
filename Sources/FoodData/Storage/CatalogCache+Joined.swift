import Foundation

extension CatalogCache {
  /// The catalog that `join` makes of the catalogs in `urls` (the built-in curated foods and
  /// their FNDDS tier), kept compiled as one file: joining copies every column of the parts,
  /// which was most of a warm start on the built-in foods. The joined file stands for the parts
  /// as the file system describes them together (`FileIdentity.joined`); when any part changed,
  /// or was looked at too soon after a write, the parts are read from their sources and joined
  /// again. They are not kept compiled apart: they change only with the app (a new build), and
  /// one file is one thing to check.
  public func loadJoined(_ urls: [URL], join: ([Catalog]) -> Catalog) throws(CatalogError) -> Catalog {
    try loadJoinedTelling(urls, join: join).catalog
  }

  func loadJoinedTelling(_ urls: [URL], join: ([Catalog]) -> Catalog) throws(CatalogError) -> (catalog: Catalog, freshness: Freshness) {
    func joinParts() throws(CatalogError) -> Catalog {
      var parts: [Catalog] = []
      for url in urls { parts.append(try Catalog.load(from: url)) }
      return join(parts)
    }
    let paths = urls.map { $0.standardizedFileURL.path }
    var identities: [FileIdentity] = []
    for path in paths {
      guard let identity = FileIdentity.ofRegularFile(path: path) else { return (try joinParts(), .notCached) }
      identities.append(identity)
    }
    guard let directory else { return (try joinParts(), .notCached) }
    let file = FileIdentity.joined(identities)
    let compiledPath = compiledPath(for: "joined:" + paths.joined(separator: "\n"), in: directory)
    if let checked = openChecked(compiledPath, source: file) { return checked }
    let readAt = FileIdentity.now()
    if let compiled = MappedFile(reading: compiledPath), let stored = CompiledCatalog.sourceKey(of: compiled),
      stored.fileIsTrusted, stored.file == file, let catalog = open(compiled, at: compiledPath, readAt: readAt)
    {
      return (catalog, .sameFile)
    }
    let catalog = try joinParts()
    // Written only when every part's identity proves its content: otherwise the next start
    // would not trust the file anyway.
    if file.isSettled(now: FileIdentity.now(), margin: settleMargin) {
      try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try? CompiledCatalog.write(catalog, key: CompiledCatalog.SourceKey(file: file, hash: 0, fileIsTrusted: true), to: compiledPath)
    }
    return (catalog, .compiled)
  }
}
