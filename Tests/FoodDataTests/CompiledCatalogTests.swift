import Foundation
import Synchronization
import Testing
import TestSupport

@testable import FoodData

/// The compiled form: what goes in comes out, a changed source is read again, and a damaged
/// file is never trusted.
@Suite("Compiled catalog")
struct CompiledCatalogTests {
  let key = CompiledCatalog.SourceKey(size: 1, modified: 2, hash: 3)

  private func expectSame(_ compiled: Catalog, _ source: Catalog, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(compiled.foods.count == source.foods.count, sourceLocation: sourceLocation)
    for index in source.foods.indices where compiled.foods[index] != source.foods[index] {
      Issue.record("food \(index) differs: \(compiled.foods[index]) vs \(source.foods[index])", sourceLocation: sourceLocation)
      return
    }
    #expect(compiled.sections == source.sections, sourceLocation: sourceLocation)
    #expect(compiled.sources == source.sources, sourceLocation: sourceLocation)
  }

  @Test(arguments: ["built-in", "edge cases", "generated"])
  func roundTripsEveryFoodAliasFigureAndRecipe(_ which: String) throws {
    let folder = try TemporaryFolder()
    let source: Catalog
    switch which {
    case "built-in": source = builtInCatalog
    case "edge cases": source = try Catalog.decode(Data(CatalogFixtures.edgeCases.utf8), file: "e.json")
    default: source = try Catalog.decode(Data(CatalogFixtures.generated(count: 3_000).utf8), file: "g.json")
    }
    let path = folder.file("c.catalog").path
    try CompiledCatalog.write(source, key: key, to: path)
    let file = try #require(MappedFile(path: path))
    #expect(CompiledCatalog.sourceKey(of: file) == key)
    let compiled = try #require(CompiledCatalog.open(file))
    expectSame(compiled, source)
    // The mapped index searches as the built one does, highlights included.
    let query = SearchQuery("cafe 12")
    let ours = FoodSearch(index: compiled.foods.searchIndex).results(for: "cafe 12").hits
    let theirs = FoodSearch(index: source.foods.searchIndex).results(for: "cafe 12").hits
    #expect(ours == theirs)
    for hit in ours.prefix(20) {
      #expect(
        compiled.foods.searchIndex.matchedCharacterRanges(item: Int(hit.item), key: Int(hit.key), query: query)
          == source.foods.searchIndex.matchedCharacterRanges(item: Int(hit.item), key: Int(hit.key), query: query))
    }
  }

  /// The recipes and extras are byte records: they read back as written, and a record cut
  /// short, a bad flag or a food past the end reads as nothing, never as part of a record.
  @Test func recipesAndExtrasReadBackAndRefuseDamage() {
    let columns = builtInCatalog.foods.columns
    let recipes = CompiledCatalog.recipesBlock(columns.recipes)
    let extras = CompiledCatalog.extrasBlock(columns.extras)
    let items = columns.count
    #expect(recipes.withUnsafeBytes { CompiledCatalog.recipes(in: $0, items: items) } == columns.recipes)
    #expect(extras.withUnsafeBytes { CompiledCatalog.extras(in: $0, items: items) } == columns.extras)
    #expect(!columns.recipes.isEmpty && columns.extras.values.contains { $0.cookingYield?.rawUsdaNdb == nil })
    #expect(columns.extras.values.contains { $0.cookingYield?.rawUsdaNdb != nil && $0.sectionsWithin == nil })

    let small = CompiledCatalog.recipesBlock([3: Recipe(servingGrams: 250, ingredients: [.init(id: "rice", grams: 80.5)])])
    for cut in 0..<small.count {
      #expect(small.prefix(cut).withUnsafeBytes { CompiledCatalog.recipes(in: $0, items: 10) } == nil, "cut at \(cut)")
    }
    #expect((small + [0]).withUnsafeBytes { CompiledCatalog.recipes(in: $0, items: 10) } == nil, "bytes left over")
    #expect(small.withUnsafeBytes { CompiledCatalog.recipes(in: $0, items: 3) } == nil, "food 3 of 3")
    let yield = CookingYield(factor: 0.7, rawUsdaNdb: "05011", rawUsdaDescription: nil, eatenUsdaNdb: "05013")
    var extra = CompiledCatalog.extrasBlock([1: FoodExtras(sectionsWithin: ["beef", "dairy"], cookingYield: yield, nutritionProxy: true)])
    #expect(extra.withUnsafeBytes { CompiledCatalog.extras(in: $0, items: 2) }?[1]?.cookingYield == yield)
    for cut in 0..<extra.count {
      #expect(extra.prefix(cut).withUnsafeBytes { CompiledCatalog.extras(in: $0, items: 2) } == nil, "cut at \(cut)")
    }
    extra[8] = 9  // the flags byte: no such flag
    #expect(extra.withUnsafeBytes { CompiledCatalog.extras(in: $0, items: 2) } == nil)
  }

  @Test func aDamagedOrCutFileIsRefusedNeverTrusted() throws {
    let folder = try TemporaryFolder()
    let source = try Catalog.decode(Data(CatalogFixtures.generated(count: 500).utf8), file: "g.json")
    let path = folder.file("c.catalog").path
    try CompiledCatalog.write(source, key: key, to: path)
    let good = try Data(contentsOf: URL(fileURLWithPath: path))
    var generator = SeededGenerator(seed: 8)
    var damaged: [Data] = [Data(), good.prefix(10), good.prefix(good.count / 2), good.dropLast(1)]
    for _ in 0..<60 {
      var copy = good
      let offset = Int.random(in: 0..<copy.count, using: &generator)
      copy[offset] ^= UInt8.random(in: 1...255, using: &generator)
      damaged.append(copy)
    }
    for (number, bytes) in damaged.enumerated() {
      try bytes.write(to: URL(fileURLWithPath: path))
      let opened = MappedFile(path: path).flatMap { CompiledCatalog.open($0) }
      #expect(opened == nil, "damaged file \(number) was trusted")
    }
  }

  /// A big file is hashed a chunk at a time on every core: a byte changed in any chunk changes
  /// the hash, and every byte is read once (its pages are given back by range).
  @Test func aBigBufferIsHashedWholeAcrossTheCores() {
    var bytes = [UInt8](repeating: 0, count: ContentHash.chunkSize * 3 + 12_345)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // xorshift: no two chunks alike
    for i in bytes.indices {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      bytes[i] = UInt8(truncatingIfNeeded: state)
    }
    let told = Mutex<[Range<Int>]>([])
    let hash = bytes.withUnsafeBytes { ContentHash.ofChunks($0) { range in told.withLock { $0.append(range) } } }
    let ranges = told.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
    #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == bytes.count)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "no gap, no overlap")
    #expect(bytes.withUnsafeBytes { ContentHash.ofChunks($0) } == hash, "the same bytes, the same hash")
    for offset in [0, ContentHash.chunkSize - 1, ContentHash.chunkSize, bytes.count - 1] {
      var changed = bytes
      changed[offset] ^= 1
      #expect(changed.withUnsafeBytes { ContentHash.ofChunks($0) } != hash, "byte \(offset) changed unseen")
    }
    var swapped = bytes
    swapped.withUnsafeMutableBufferPointer { buffer in
      for i in 0..<ContentHash.chunkSize { buffer.swapAt(i, i + ContentHash.chunkSize) }
    }
    #expect(swapped.withUnsafeBytes { ContentHash.ofChunks($0) } != hash, "two chunks swapped unseen")
  }

  /// A file to compile has its shape looked at while it is hashed: each bad shape is refused
  /// with the words a read without the cache gives, and nothing is compiled.
  @Test(arguments: ["cut short", "text after", "binary", "no brace"])
  func aBadShapeIsNamedAsWithoutTheCache(_ shape: String) throws {
    let folder = try TemporaryFolder()
    let good = CatalogFixtures.generated(count: 300)
    let text =
      switch shape {
      case "cut short": String(good.dropLast(40))
      case "text after": good + " {}"
      case "binary": good.replacingOccurrences(of: "Food number 7 ", with: "Food\u{01} number 7 ")
      default: "[" + good
      }
    let source = folder.file("bad.json")
    try Data(text.utf8).write(to: source)
    let cache = CatalogCache(directory: folder.file("cache").path, compileThreshold: 0)
    let throughCache = Result { () throws(CatalogError) in try cache.load(from: source) }
    let direct = Result { () throws(CatalogError) in try Catalog.load(from: source) }
    guard case .failure(let cached) = throughCache, case .failure(let plain) = direct else {
      Issue.record("a catalog of bad shape (\(shape)) was read")
      return
    }
    #expect(cached.description == plain.description)
    #expect(cached.problem.hasPrefix("not a catalog") || cached.problem.hasPrefix("not valid JSON"), "\(cached)")
    let compiled = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("cache").path)) ?? []
    #expect(compiled.isEmpty, "\(compiled)")
  }

  @Test func theCacheCompilesReusesAndRebuildsWhenTheSourceChanges() throws {
    let folder = try TemporaryFolder()
    let cache = CatalogCache(directory: folder.file("cache").path, compileThreshold: 0)
    let source = folder.file("big.json")
    try Data(CatalogFixtures.generated(count: 400).utf8).write(to: source)
    let first = try cache.load(from: source)
    let compiledFiles = try FileManager.default.contentsOfDirectory(atPath: folder.file("cache").path)
    #expect(compiledFiles.count == 1)
    let second = try cache.load(from: source)
    #expect(second.foods[7].name == "Food number 7 café")
    expectSame(second, first)

    // Same size, one letter changed: the content hash tells.
    var text = CatalogFixtures.generated(count: 400)
    text = text.replacingOccurrences(of: "Food number 7 caf", with: "Food numbXr 7 caf")
    try Data(text.utf8).write(to: source)
    let changed = try cache.load(from: source)
    #expect(changed.foods[7].name == "Food numbXr 7 café")
    #expect(try cache.load(from: source).foods[7].name == "Food numbXr 7 café")
  }

  @Test func aDamagedCompiledFileIsRebuiltFromTheSource() throws {
    let folder = try TemporaryFolder()
    let cacheFolder = folder.file("cache").path
    let cache = CatalogCache(directory: cacheFolder, compileThreshold: 0)
    let source = folder.file("big.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    let reference = try cache.load(from: source)
    let compiled = cacheFolder + "/" + (try FileManager.default.contentsOfDirectory(atPath: cacheFolder)[0])
    for damage in 0..<3 {
      var bytes = try Data(contentsOf: URL(fileURLWithPath: compiled))
      switch damage {
      case 0: bytes[bytes.count / 2] ^= 0x40
      case 1: bytes = bytes.prefix(bytes.count - 100)
      default: bytes = Data(repeating: 0xFF, count: 4_096)
      }
      try bytes.write(to: URL(fileURLWithPath: compiled))
      expectSame(try cache.load(from: source), reference)
      // Rebuilt: the file opens again.
      #expect(MappedFile(path: compiled).flatMap { CompiledCatalog.open($0) } != nil)
    }
  }

  @Test func anUnwritableCacheFolderIsNoObstacle() throws {
    let folder = try TemporaryFolder()
    let blocker = folder.file("file-not-folder")
    try Data("x".utf8).write(to: blocker)
    let cache = CatalogCache(directory: blocker.path + "/nomeat", compileThreshold: 0)
    let source = folder.file("big.json")
    try Data(CatalogFixtures.generated(count: 50).utf8).write(to: source)
    #expect(try cache.load(from: source).foods.count == 50)
  }
}
