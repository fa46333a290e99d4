import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A catalog in the form it is searched in: the search index's arrays and the foods' columns,
/// each an aligned block of one file, mapped into memory and used where they lie. Opening one
/// costs a check of its header and checksum, not a parse.
///
/// Layout: a 96-byte header (magic, version, block count, the source's size, modification
/// time and content hash, the checksum, its change time, inode and device, whether those may be
/// trusted), a table of (offset, length) for each block, then the
/// blocks, each at a multiple of 8 bytes. Block 0 holds the small parts (sections, sources,
/// the string tables, the tiers: `CompiledCatalog+Meta`) as byte records; the others are raw
/// columns, the last four the recipes' and extras' record arenas and their starts
/// (`FoodRecords`), so that no food's record is read before the food is made.
///
/// A file that fails any check (magic, version, lengths, checksum, or a source that changed)
/// is never used: `open` returns nil and the caller rebuilds it.
public enum CompiledCatalog {
  /// Bump when the layout or the catalog's checking rules change: older files are then rebuilt.
  static let version: UInt32 = 12
  private static let magic = Array("NOMEATCC".utf8)
  private static let headerSize = 96
  private static let blockCount = 32

  /// What a compiled file was made from: the source file as the file system described it when
  /// it was read, and its content hash.
  public struct SourceKey: Equatable, Sendable {
    public var file: FileIdentity
    public var hash: UInt64
    /// Whether `file` alone may say that the source is unchanged: it was taken long enough after
    /// the source's last write (`FileIdentity.isSettled`). Otherwise the content is hashed.
    public var fileIsTrusted: Bool

    public var size: UInt64 { file.size }

    public init(file: FileIdentity, hash: UInt64, fileIsTrusted: Bool) {
      self.file = file
      self.hash = hash
      self.fileIsTrusted = fileIsTrusted
    }

    public init(size: UInt64, modified: Int64, hash: UInt64) {
      self.init(file: FileIdentity(size: size, modified: modified), hash: hash, fileIsTrusted: false)
    }
  }

  // MARK: Writing

  /// Writes `catalog` to `path` through a temporary file and a rename, so that a reader never
  /// sees half a file.
  public static func write(_ catalog: Catalog, key: SourceKey, to path: String) throws {
    let columns = catalog.foods.columns
    let index = columns.index
    let meta = Meta(
      sources: catalog.sources, sections: catalog.sections, sectionIDs: columns.sectionIDs.strings,
      icons: columns.icons.strings, products: columns.products.strings,
      itemCount: index.itemCount,
      tiers: [catalog.importedFoodStart, catalog.importedSectionStart, catalog.builtInFoodEnd])
    let metaData = meta.bytes
    // Each block is written from where it lies: copying a million foods' columns into arrays
    // first doubled the memory and the time of compiling.
    var blocks: [Block] = [Block(bytes: Array(metaData))]
    func add<T>(_ column: Column<T>) { blocks.append(Block(column)) }
    add(index.folded)
    add(index.foldedStart)
    add(index.original)
    add(index.originalStart)
    add(index.itemFirstKey)
    add(index.masks)
    add(index.wordMasks)
    add(index.pairBlooms)
    add(index.nameLengths)
    add(index.characterOffsets.keys)
    add(index.characterOffsets.starts)
    add(index.characterOffsets.values)
    add(columns.ids.bytes)
    add(columns.ids.starts)
    add(columns.sectionOf)
    add(columns.iconOf)
    add(columns.kgCO2ePerKg)
    add(columns.productOf)
    add(columns.flags)
    add(columns.nutrients.masks)
    add(columns.nutrients.starts)
    add(columns.nutrients.values)
    add(columns.usdaNdb.bytes)
    add(columns.usdaNdb.starts)
    add(columns.usdaDescription.bytes)
    add(columns.usdaDescription.starts)
    add(columns.portions)
    // Written with their edits in place (the dishes composed after they were read).
    let (recipes, extras) = (columns.recipes.written, columns.extras.written)
    add(recipes.bytes)
    add(recipes.starts)
    add(extras.bytes)
    add(extras.starts)
    precondition(blocks.count == blockCount)

    var table: [UInt64] = []
    var offset = headerSize + blockCount * 16
    for block in blocks {
      offset = (offset + 7) & ~7
      table += [UInt64(offset), UInt64(block.count)]
      offset += block.count
    }
    // The blocks are hashed on the other core while they are written; the checksum goes into
    // the header last. A file left without it fails its checksum and is rebuilt.
    nonisolated(unsafe) var blockHashes: [UInt64] = []
    nonisolated(unsafe) let toHash = blocks
    let hashing = DispatchGroup()
    DispatchQueue.global().async(group: hashing) { blockHashes = toHash.map { block in block.visit { ContentHash.ofChunks($0) } } }
    defer { hashing.wait() }
    var header = magic
    appendInteger(version, to: &header)
    appendInteger(UInt32(blockCount), to: &header)
    appendInteger(key.size, to: &header)
    appendInteger(key.file.modified, to: &header)
    appendInteger(key.hash, to: &header)
    let checksumOffset = header.count
    appendInteger(UInt64(0), to: &header)
    header += identityFields(key)
    header += [UInt8](repeating: 0, count: headerSize - header.count)
    for value in table { appendInteger(value, to: &header) }

    let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
    let fd = Glibc.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    var written = 0
    var complete = header.withUnsafeBytes { writeAll(fd, $0) }
    written += header.count
    for (number, block) in blocks.enumerated() where complete {
      let start = Int(table[2 * number])
      if start > written { complete = [UInt8](repeating: 0, count: start - written).withUnsafeBytes { writeAll(fd, $0) } }
      complete = complete && block.visit { writeAll(fd, $0) }
      written = start + block.count
    }
    hashing.wait()
    var checksum = checksumOf(table: table, blockHashes: blockHashes).littleEndian
    complete = complete && pwrite(fd, &checksum, 8, off_t(checksumOffset)) == 8
    // No fsync: a cache file cut short by a crash fails its checksum and is rebuilt.
    if close(fd) != 0 { complete = false }
    guard complete, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// A block of the compiled form, read where it lies.
  private struct Block {
    let count: Int
    let visit: ((UnsafeRawBufferPointer) -> Bool) -> Bool

    init(bytes: [UInt8]) {
      count = bytes.count
      visit = { body in bytes.withUnsafeBytes(body) }
    }

    init<T>(_ column: Column<T>) {
      count = column.count * MemoryLayout<T>.stride
      visit = { body in column.withUnsafeBufferPointer { body(UnsafeRawBufferPointer($0)) } }
    }

    /// The block's hash, as `hashInChunks` makes it of the bytes when they are read back.
    func visit(_ hash: (UnsafeRawBufferPointer) -> UInt64) -> UInt64 {
      var result: UInt64 = 0
      _ = visit { bytes in
        result = hash(bytes)
        return true
      }
      return result
    }
  }

  /// Writes every byte, again where a write was cut short or interrupted; false on an error.
  private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var done = 0
    while done < bytes.count, let base = bytes.baseAddress {
      let count = Glibc.write(fd, base + done, bytes.count - done)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      done += count
    }
    return true
  }

  // MARK: Opening

  /// The source key a compiled file says it was made from, after checking only its header;
  /// nil for anything that is not a compiled catalog of this version.
  public static func sourceKey(of file: MappedFile) -> SourceKey? {
    let bytes = file.bytes
    guard bytes.count >= headerSize + blockCount * 16, Array(bytes[0..<8]) == magic,
      bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == version,
      bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == UInt32(blockCount)
    else { return nil }
    let file = FileIdentity(
      size: bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
      modified: bytes.loadUnaligned(fromByteOffset: 24, as: Int64.self),
      changed: bytes.loadUnaligned(fromByteOffset: 48, as: Int64.self),
      inode: bytes.loadUnaligned(fromByteOffset: 56, as: UInt64.self),
      device: bytes.loadUnaligned(fromByteOffset: 64, as: UInt64.self))
    return SourceKey(
      file: file, hash: bytes.loadUnaligned(fromByteOffset: 32, as: UInt64.self),
      fileIsTrusted: bytes.loadUnaligned(fromByteOffset: 72, as: UInt64.self) == 1)
  }

  /// The header's bytes 48..<80: the rest of the source's identity, and whether it is trusted.
  private static func identityFields(_ key: SourceKey) -> [UInt8] {
    var bytes: [UInt8] = []
    appendInteger(key.file.changed, to: &bytes)
    appendInteger(key.file.inode, to: &bytes)
    appendInteger(key.file.device, to: &bytes)
    appendInteger(UInt64(key.fileIsTrusted ? 1 : 0), to: &bytes)
    return bytes
  }

  /// Writes a new source key into the header of the compiled file at `path`, in place, when it is
  /// still the file `read` describes (not one renamed over it since): the source was found the
  /// same by its hash, and from now on its identity says so without hashing. The blocks and
  /// their checksum are untouched; a reader that meets a header half written finds a key that
  /// does not match and hashes the source, as it would have anyway.
  static func rewriteSourceKey(_ key: SourceKey, at path: String, read: FileIdentity) {
    let fd = Glibc.open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return }
    let now = FileIdentity(info)
    guard now.inode == read.inode, now.device == read.device, now.size == read.size else { return }
    var first: [UInt8] = []
    appendInteger(key.size, to: &first)
    appendInteger(key.file.modified, to: &first)
    appendInteger(key.hash, to: &first)
    let second = identityFields(key)
    _ = first.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 16) }
    _ = second.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 48) }
  }

  /// The catalog in a compiled file, or nil when any check fails: the header, the block table,
  /// the checksum of every block, and the lengths of the columns against each other.
  /// `checksums: false` leaves out the checksums, for a file known unchanged since they were
  /// checked (`CheckedStamp`).
  public static func open(_ file: MappedFile, checksums: Bool = true) -> Catalog? {
    guard sourceKey(of: file) != nil else { return nil }
    let bytes = file.bytes
    var table: [UInt64] = []
    for i in 0..<(2 * blockCount) { table.append(bytes.loadUnaligned(fromByteOffset: headerSize + 8 * i, as: UInt64.self)) }
    var ranges: [Range<Int>] = []
    for number in 0..<blockCount {
      let (start, length) = (table[2 * number], table[2 * number + 1])
      guard start % 8 == 0, start <= UInt64(bytes.count), length <= UInt64(bytes.count) - start else { return nil }
      ranges.append(Int(start)..<Int(start + length))
    }
    // Hash block by block, giving pages back as we go: checking must not hold the file in memory.
    if checksums {
      var hashes: [UInt64] = []
      for range in ranges { hashes.append(hashInChunks(file, range)) }
      guard checksumOf(table: table, blockHashes: hashes) == bytes.loadUnaligned(fromByteOffset: 40, as: UInt64.self) else { return nil }
    }
    guard let meta = Meta(UnsafeRawBufferPointer(rebasing: bytes[ranges[0]]))
    else { return nil }

    var block = 1
    func column<T>(_ type: T.Type) -> Column<T>? {
      defer { block += 1 }
      let range = ranges[block]
      guard range.count % MemoryLayout<T>.stride == 0 else { return nil }
      return Column(mapped: file, offset: range.lowerBound, count: range.count / MemoryLayout<T>.stride)
    }
    var index = SearchIndex()
    var columns = FoodColumns()
    guard let folded = column(UInt8.self), let foldedStart = column(Int32.self), let original = column(UInt8.self),
      let originalStart = column(Int32.self), let itemFirstKey = column(Int32.self), let masks = column(UInt64.self),
      let wordMasks = column(UInt64.self), let blooms = column(PairBloom.self), let nameLengths = column(UInt8.self),
      let offsetKeys = column(Int32.self), let offsetStarts = column(Int64.self), let offsetValues = column(Int32.self),
      let idBytes = column(UInt8.self), let idStarts = column(Int32.self), let sectionOf = column(UInt32.self),
      let iconOf = column(UInt32.self), let kg = column(Double.self), let productOf = column(UInt32.self),
      let flags = column(UInt8.self), let nutrientMasks = column(UInt64.self), let nutrientStarts = column(Int64.self),
      let nutrientValues = column(Double.self), let ndbBytes = column(UInt8.self), let ndbStarts = column(Int32.self),
      let descriptionBytes = column(UInt8.self), let descriptionStarts = column(Int32.self),
      let portions = column(UInt16.self), let recipeBytes = column(UInt8.self), let recipeStarts = column(Int64.self),
      let extraBytes = column(UInt8.self), let extraStarts = column(Int64.self)
    else { return nil }
    let recipes = FoodRecords<Recipe>(bytes: recipeBytes, starts: recipeStarts)
    let extras = FoodRecords<FoodExtras>(bytes: extraBytes, starts: extraStarts)
    let items = meta.itemCount
    let keys = masks.count
    let offsets = CharacterOffsets(keys: offsetKeys, starts: offsetStarts, values: offsetValues)
    guard itemFirstKey.count == items + 1, itemFirstKey.last.map(Int.init) == keys, wordMasks.count == keys,
      blooms.count == keys, foldedStart.count == keys + 1, originalStart.count == keys + 1,
      foldedStart.last.map(Int.init) == folded.count, originalStart.last.map(Int.init) == original.count,
      nameLengths.count == items, idStarts.count == items + 1, idStarts.last.map(Int.init) == idBytes.count,
      [sectionOf.count, iconOf.count, kg.count, productOf.count, flags.count].allSatisfy({ $0 == items }),
      NutrientColumns(masks: nutrientMasks, starts: nutrientStarts, values: nutrientValues).isWhole(items: items),
      ndbStarts.count == items + 1, ndbStarts.last.map(Int.init) == ndbBytes.count,
      descriptionStarts.count == items + 1, descriptionStarts.last.map(Int.init) == descriptionBytes.count,
      offsets.isWhole(keyCount: keys), portions.count == 3 * items, recipes.isWhole(items: items), extras.isWhole(items: items),
      !meta.sectionIDs.isEmpty || items == 0
    else { return nil }
    index.folded = folded
    index.foldedStart = foldedStart
    index.original = original
    index.originalStart = originalStart
    index.itemFirstKey = itemFirstKey
    index.masks = masks
    index.wordMasks = wordMasks
    index.pairBlooms = blooms
    index.nameLengths = nameLengths
    index.characterOffsets = offsets
    index.itemCount = items
    columns.index = index
    columns.ids = TextColumn(bytes: idBytes, starts: idStarts)
    columns.sectionIDs = InternTable(meta.sectionIDs)
    columns.sectionOf = sectionOf
    columns.icons = InternTable(meta.icons)
    columns.iconOf = iconOf
    columns.kgCO2ePerKg = kg
    columns.products = InternTable(meta.products)
    columns.productOf = productOf
    columns.flags = flags
    columns.nutrients = NutrientColumns(masks: nutrientMasks, starts: nutrientStarts, values: nutrientValues)
    columns.usdaNdb = TextColumn(bytes: ndbBytes, starts: ndbStarts)
    columns.usdaDescription = TextColumn(bytes: descriptionBytes, starts: descriptionStarts)
    columns.portions = portions
    columns.recipes = recipes
    columns.extras = extras
    var catalog = Catalog(sources: meta.sources, sections: meta.sections, foods: FoodList(columns: columns))
    if let tiers = meta.tiers {
      guard tiers.count == 3, (0...items).contains(tiers[0]), (0...meta.sections.count).contains(tiers[1]), (0...items).contains(tiers[2])
      else { return nil }
      (catalog.importedFoodStart, catalog.importedSectionStart, catalog.builtInFoodEnd) = (tiers[0], tiers[1], tiers[2])
    }
    return catalog
  }

  /// The hash of a block of a mapped file, each chunk's pages given back once read.
  static func hashInChunks(_ file: MappedFile, _ range: Range<Int>) -> UInt64 {
    ContentHash.ofChunks(UnsafeRawBufferPointer(rebasing: file.bytes[range])) { read in
      file.release(read.lowerBound + range.lowerBound..<read.upperBound + range.lowerBound)
    }
  }

  private static func checksumOf(table: [UInt64], blockHashes: [UInt64]) -> UInt64 {
    (table + blockHashes).withUnsafeBytes { ContentHash.of($0, seed: UInt64(version)) }
  }

  private static func appendInteger<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }
}
