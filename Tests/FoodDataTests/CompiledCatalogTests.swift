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

  /// The recipes and extras are byte records, one per food, read when the food is made: they
  /// read back as written, and a record cut short, a bad flag or bytes left over read as
  /// nothing, never as part of a record.
  @Test func recipesAndExtrasReadBackAndRefuseDamage() {
    let columns = builtInCatalog.foods.columns
    var recipes = FoodRecords<Recipe>()
    var extras = FoodRecords<FoodExtras>()
    for food in builtInCatalog.foods {
      recipes.append(food.recipe)
      extras.append(FoodExtras(food))
    }
    #expect(recipes.isWhole(items: columns.count) && extras.isWhole(items: columns.count))
    for (position, food) in builtInCatalog.foods.enumerated() {
      #expect(recipes[position] == food.recipe && columns.recipes[position] == food.recipe)
      #expect(extras[position] == FoodExtras(food) && columns.extras[position] == FoodExtras(food))
    }
    #expect(!recipes.isEmpty && (0..<columns.count).contains { extras[$0]?.cookingYield?.rawUsdaNdb == nil && extras[$0] != nil })
    #expect((0..<columns.count).contains { extras[$0]?.cookingYield?.rawUsdaNdb != nil && extras[$0]?.sectionsWithin == nil })

    func damaged<Record: ByteRecord>(_ record: Record, _ change: ([UInt8]) -> [UInt8]) -> Record? {
      var writer = ByteWriter()
      record.write(to: &writer)
      let bytes = change(writer.bytes)
      return FoodRecords<Record>(bytes: Column(bytes), starts: Column([0, Int64(bytes.count)]))[0]
    }
    let recipe = Recipe(servingGrams: 250, ingredients: [.init(id: "rice", grams: 80.5)])
    #expect(damaged(recipe) { $0 } == recipe)
    for cut in 0..<12 { #expect(damaged(recipe) { Array($0.prefix(cut)) } == nil, "cut at \(cut)") }
    #expect(damaged(recipe) { $0 + [0] } == nil, "bytes left over")
    let yield = CookingYield(factor: 0.7, rawUsdaNdb: "05011", rawUsdaDescription: nil, eatenUsdaNdb: "05013")
    let extra = FoodExtras(sectionsWithin: ["beef", "dairy"], cookingYield: yield, nutritionProxy: true)
    #expect(damaged(extra) { $0 } == extra)
    for cut in 0..<20 { #expect(damaged(extra) { Array($0.prefix(cut)) } == nil, "cut at \(cut)") }
    #expect(damaged(extra) { [9] + $0.dropFirst() } == nil, "no such flag")
    // Starts out of order or past the bytes read as no record.
    #expect(FoodRecords<Recipe>(bytes: Column([1, 2]), starts: Column([0, 5]))[0] == nil)
  }

  /// A food replaced after it was read (a dish composed) is written with its new record.
  @Test func aReplacedRecordIsWrittenInItsPlace() throws {
    var records = FoodRecords<Recipe>()
    let one = Recipe(servingGrams: 100, ingredients: [.init(id: "rice", grams: 50)])
    let two = Recipe(servingGrams: 200, ingredients: [.init(id: "beans", grams: 70), .init(id: "rice", grams: 30)])
    records.append(one)
    records.append(nil)
    records.append(one)
    records.replace(at: 0, with: two)
    records.replace(at: 2, with: nil)
    records.replace(at: 1, with: one)
    let written = records.written
    #expect([written[0], written[1], written[2]] == [two, one, nil])
    #expect([records[0], records[1], records[2]] == [two, one, nil])
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
