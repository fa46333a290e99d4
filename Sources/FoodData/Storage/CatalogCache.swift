import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where compiled catalogs are kept (`$XDG_CACHE_HOME/nomeat/`, else `~/.cache/nomeat/`), and
/// the rule for using one: a big catalog file (or a small one with recipes) is compiled the first
/// time it is read and read from its compiled form from then on, for as long as the source is
/// the same file. "The same" is first asked of the file system (`FileIdentity`: size,
/// modification and change times, inode, device), which costs no read of the source; only when
/// those changed, or were taken too soon after a write to prove anything, is the source's
/// content hashed and compared.
///
/// The cache is only ever a shortcut: a folder that cannot be written, or a compiled file that
/// is stale or damaged (every block's checksum is checked, unless a note beside the file says it
/// was checked and has not been written to since: `CheckedStamp`), means the source is read
/// again (and the file rebuilt where possible), silently.
public struct CatalogCache: Sendable {
  /// The folder, or nil to read every catalog from its source.
  public let directory: String?
  /// Smaller catalogs are read directly: that takes about as long as opening a compiled file.
  public let compileThreshold: Int
  /// How long after its last write a source's identity proves it unchanged, in nanoseconds.
  public let settleMargin: Int64
  /// Whether a compiled file checked before and unchanged since (`CheckedStamp`) is mapped, for
  /// a command that runs briefly. A program that runs for long (the app, `pick`) never maps one:
  /// the catalog points into its bytes for as long as it runs, and a page of a mapping is read
  /// again from the file as it is then, so a compiled file changed in place under it would kill
  /// it (SIGBUS) or feed it garbage. It reads the file whole into its own memory instead (the
  /// checksums are skipped all the same when the note says the bytes read are the ones checked).
  /// Mapping it for the first frame and copying it behind was tried and taken out (DECISIONS.md,
  /// 2026-12-07): a file cut short in the window before the copy still killed `pick`.
  public var mapsCheckedFiles = false

  /// How a catalog was found, for tests and measurements.
  enum Freshness: Equatable {
    /// The compiled form, the source's identity unchanged: the source was not read. Its
    /// checksums were checked, unless the note beside it says the bytes read are those checked.
    case sameFile
    /// As `sameFile`, and the compiled file unchanged since its checksums were last checked
    /// (`CheckedStamp`): it was mapped (`mapsCheckedFiles`), not read.
    case mapped
    /// The compiled form, the source's content hash unchanged (it was touched, copied back, or
    /// its identity was taken too soon after a write).
    case sameContent
    /// Read from the source and compiled.
    case compiled
    /// Read from the source, with no compiled form.
    case notCached
  }

  public init(directory: String?, compileThreshold: Int = 1 << 20, settleMargin: Int64 = 1_000_000_000) {
    self.directory = directory
    self.compileThreshold = compileThreshold
    self.settleMargin = settleMargin
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
    try loadTelling(from: url, progress: progress).catalog
  }

  func loadTelling(from url: URL, progress: CatalogProgress? = nil) throws(CatalogError) -> (catalog: Catalog, freshness: Freshness) {
    let path = url.standardizedFileURL.path
    func uncached() throws(CatalogError) -> (catalog: Catalog, freshness: Freshness) {
      (try Catalog.load(from: url, progress: progress), .notCached)
    }
    // Looked at before anything is read: what is read after it can only be as new or newer.
    guard let directory, let file = FileIdentity.ofRegularFile(path: path), file.size > 0 else { return try uncached() }
    var mapped: MappedFile?
    if file.size < UInt64(compileThreshold) {
      guard let small = MappedFile(path: path), Catalog.hasRecipes(small.bytes) else { return try uncached() }
      mapped = small
    }
    let compiledPath = compiledPath(for: path, in: directory)
    if let checked = openChecked(compiledPath, source: file) { return checked }
    // Not checked and settled: read into memory, not mapped, since the catalog keeps pointing
    // into these bytes for as long as the program runs, and a compiled file changed in place
    // (cut short, rewritten) under a mapping kills it (SIGBUS) or feeds it garbage. The checks
    // below see what is kept.
    // Before the read: the note is settled only for a file whose last write was long before.
    let readAt = FileIdentity.now()
    let compiled = MappedFile(reading: compiledPath)
    let stored = compiled.flatMap(CompiledCatalog.sourceKey(of:))
    if let compiled, let stored, stored.fileIsTrusted, stored.file == file,
      let catalog = open(compiled, at: compiledPath, readAt: readAt)
    {
      return (catalog, .sameFile)
    }
    guard let source = mapped ?? MappedFile(path: path) else { return try uncached() }
    // With no compiled file of this size, the source is to be read whatever its hash: its shape
    // is looked at on the other core while it is hashed.
    let mustCompile = compiled == nil || stored?.size != UInt64(source.bytes.count)
    let (hash, shape) = mustCompile ? Self.hashAndShape(source) : (ContentHash.ofChunks(source.bytes) { source.release($0) }, .notDone)
    let settled = file.isSettled(now: FileIdentity.now(), margin: settleMargin) && UInt64(source.bytes.count) == file.size
    let key = CompiledCatalog.SourceKey(file: file, hash: hash, fileIsTrusted: settled)
    if !source.wasCutShort, let compiled, let stored, stored.size == UInt64(source.bytes.count), stored.hash == hash,
      let catalog = CompiledCatalog.open(compiled)
    {
      if stored != key, let read = compiled.identity { CompiledCatalog.rewriteSourceKey(key, at: compiledPath, read: read) }
      return (catalog, .sameContent)
    }
    let catalog = try Catalog.readWhole(source, file: url.path, progress: progress, shape: shape)
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try? CompiledCatalog.write(catalog, key: key, to: compiledPath)
    return (catalog, .compiled)
  }

  /// The source's content hash and a look at its shape (`CatalogShape`), one on each core.
  static func hashAndShape(_ source: MappedFile) -> (UInt64, CatalogShape.Check) {
    nonisolated(unsafe) var hash: UInt64 = 0
    nonisolated(unsafe) var problem: String?
    DispatchQueue.concurrentPerform(iterations: 2) { job in
      if job == 0 {
        hash = ContentHash.ofChunks(source.bytes) { source.release($0) }
      } else {
        problem = CatalogShape.problem(source.bytes)
      }
    }
    return (hash, .done(problem: problem))
  }

  /// The compiled file mapped, its checksums left out, when its stamp says it was checked and
  /// has not been written to since, and it was made from `source` as it is now: for a brief
  /// command only (`mapsCheckedFiles`).
  func openChecked(_ compiledPath: String, source: FileIdentity) -> (catalog: Catalog, freshness: Freshness)? {
    guard mapsCheckedFiles, let stamp = CheckedStamp(beside: compiledPath), stamp.isSettled,
      let mapped = MappedFile(path: compiledPath, readAhead: true), mapped.identity == stamp.file,
      let stored = CompiledCatalog.sourceKey(of: mapped), stored.fileIsTrusted, stored.file == source,
      let catalog = CompiledCatalog.open(mapped, checksums: false)
    else { return nil }
    return (catalog, .mapped)
  }

  /// The catalog in a compiled file read whole (from `readAt` on): without its checksums when
  /// the note beside it says these are the bytes checked, else checked whole and noted.
  func open(_ compiled: MappedFile, at compiledPath: String, readAt: Int64) -> Catalog? {
    if isChecked(compiled, at: compiledPath), let catalog = CompiledCatalog.open(compiled, checksums: false) { return catalog }
    guard let catalog = CompiledCatalog.open(compiled) else { return nil }
    noteChecked(compiled, at: compiledPath, readAt: readAt)
    return catalog
  }

  /// Whether a compiled file read whole is, by the note beside it, the one whose checksums were
  /// checked, and was not written to while it was read.
  func isChecked(_ compiled: MappedFile, at compiledPath: String) -> Bool {
    guard compiled.unchangedWhileRead, let identity = compiled.identity, let stamp = CheckedStamp(beside: compiledPath) else { return false }
    return stamp.isSettled && stamp.file == identity
  }

  /// Notes beside a compiled file that it was just checked whole, as it was when read (from
  /// `readAt` on). Settled only when its last write was a margin before the read began: a write
  /// during a long read could otherwise share the change time the note keeps.
  func noteChecked(_ compiled: MappedFile, at compiledPath: String, readAt: Int64) {
    guard compiled.unchangedWhileRead, let identity = compiled.identity else { return }
    let stamp = CheckedStamp(file: identity, isSettled: identity.isSettled(now: readAt, margin: settleMargin))
    if CheckedStamp(beside: compiledPath) != stamp { stamp.write(beside: compiledPath) }
  }

  /// One compiled file per source path; the key inside says which version of it.
  func compiledPath(for source: String, in directory: String) -> String {
    let name = Array(source.utf8).withUnsafeBytes { ContentHash.of($0) }
    return directory + "/" + String(name, radix: 16) + ".catalog"
  }
}
