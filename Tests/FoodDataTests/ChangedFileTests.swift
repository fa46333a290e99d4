import Foundation
import Testing

@testable import FoodData

/// Files changed under a reader (issue 20, faults 2 and 3): a catalog cut short while it is read
/// is refused, not a SIGBUS; a compiled catalog cut short or rewritten while a picker uses it
/// changes nothing for that picker, and is rebuilt the next time.
@Suite("Files changed while in use")
struct ChangedFileTests {
  /// More foods than the reader's progress step (16,384), so that the file can be cut from
  /// inside the first progress call, half-way through the read.
  static let bigCatalog = CatalogFixtures.generated(count: 20_000)

  func cutShortDuringTheRead(_ load: (URL, @escaping CatalogProgress) throws(CatalogError) -> Catalog) throws -> CatalogError? {
    let folder = try TemporaryFolder()
    let source = folder.file("big.json")
    try Data(Self.bigCatalog.utf8).write(to: source)
    var cut = false
    do {
      _ = try load(source) { _, _, _ in
        guard !cut else { return }
        cut = true
        truncate(source.path, 4_096)
      }
    } catch {
      return error
    }
    return nil
  }

  @Test func aCatalogCutShortWhileItIsReadIsRefused() throws {
    let error = try #require(try cutShortDuringTheRead { url, progress throws(CatalogError) in try Catalog.load(from: url, progress: progress) })
    #expect(error.problem.hasPrefix("was cut short while it was read"), "\(error)")
    #expect(error.description.contains("big.json"))
  }

  @Test func aCatalogCutShortWhileTheCacheReadsItIsRefusedAndNotCompiled() throws {
    let cacheFolder = try TemporaryFolder()
    let cache = CatalogCache(directory: cacheFolder.file("cache").path, compileThreshold: 0)
    let error = try #require(try cutShortDuringTheRead { url, progress throws(CatalogError) in try cache.load(from: url, progress: progress) })
    #expect(error.problem.hasPrefix("was cut short while it was read"), "\(error)")
    let compiled = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder.file("cache").path)) ?? []
    #expect(compiled.isEmpty, "nothing compiled from a half-read file: \(compiled)")
  }

  /// The catalog a picker uses is its own: the compiled file emptied or overwritten with random
  /// bytes of the same size under it changes no search; the next load rebuilds the file.
  @Test(arguments: ["emptied", "cut", "random bytes"])
  func aCompiledCatalogChangedUnderAUserChangesNothingForIt(damage: String) throws {
    let folder = try TemporaryFolder()
    let cacheFolder = folder.file("cache").path
    let cache = CatalogCache(directory: cacheFolder, compileThreshold: 0)
    let source = folder.file("catalog.json")
    try Data(CatalogFixtures.generated(count: 3_000).utf8).write(to: source)
    _ = try cache.load(from: source)
    let inUse = try cache.load(from: source)  // from the compiled file
    let before = FoodSearch(catalog: inUse).results(for: "food number 2999")
    let compiled = cacheFolder + "/" + (try FileManager.default.contentsOfDirectory(atPath: cacheFolder)[0])
    let size = try Data(contentsOf: URL(fileURLWithPath: compiled)).count
    switch damage {
    case "emptied": truncate(compiled, 0)
    case "cut": truncate(compiled, off_t(size / 3))
    default:
      // In place, as `dd conv=notrunc` does: the same inode, other bytes.
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: compiled))
      var generator = SystemRandomNumberGenerator()
      try handle.write(contentsOf: Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }))
      try handle.close()
    }
    let search = FoodSearch(catalog: inUse)
    let after = search.results(for: "food number 2999")
    #expect(after == before)
    #expect(after.hits.first.map { inUse.foods[Int($0.item)].name } == "Food number 2999 café")
    #expect(inUse.foods.indices.allSatisfy { inUse.foods[$0].name.hasPrefix("Food number") })
    // The next start finds the damage and compiles again.
    #expect(try cache.load(from: source).foods[2_999].name == "Food number 2999 café")
    #expect(MappedFile(reading: compiled).flatMap { CompiledCatalog.open($0) } != nil)
  }
}
