import Foundation
import Testing

@testable import FoodData

/// A program that runs for long maps a checked compiled catalog for its first frame and puts a
/// copy in memory in place of the mapping behind it (`CatalogCopies`): once the copy is made, the file changed
/// in place changes nothing for it; changed before, the copy says so and the program loads again.
@Suite("Compiled files copied behind the first frame", .enabled(if: MappedFile.canOwnPages, "needs mremap to a fixed address"))
struct CopiedCompiledFileTests {
  /// A catalog compiled and checked whole once (the note left beside it), and a cache that
  /// copies behind, as the app's.
  private func checkedCatalog(in folder: TemporaryFolder) throws -> (source: URL, compiled: URL, cache: CatalogCache) {
    let source = folder.file("foods.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    var cache = CatalogCache(directory: folder.file("cache").path, compileThreshold: 0, settleMargin: 0)
    #expect(try cache.loadTelling(from: source).freshness == .compiled)
    #expect(try cache.loadTelling(from: source).freshness == .sameFile)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("cache").path).filter { $0.hasSuffix(".catalog") }
    let compiled = folder.file("cache/" + (try #require(names.first)))
    #expect(CheckedStamp(beside: compiled.path)?.isSettled == true)
    cache.copiesBehind = CatalogCopies()
    return (source, compiled, cache)
  }

  /// Overwrites every byte after the header in place (the same inode), then cuts the file to a
  /// page, as a user's tools would.
  private func damage(_ url: URL) throws {
    var bytes = Array(try Data(contentsOf: url))
    for index in 4096..<bytes.count { bytes[index] = 0xA5 }
    let handle = try FileHandle(forWritingTo: url)
    try handle.write(contentsOf: Data(bytes))
    try handle.truncate(atOffset: 4096)
    try handle.close()
  }

  @Test func onceCopiedTheFileChangedInPlaceChangesNothing() throws {
    let folder = try TemporaryFolder()
    let (source, compiled, cache) = try checkedCatalog(in: folder)
    let copies = try #require(cache.copiesBehind)
    let loaded = try cache.loadTelling(from: source)
    #expect(loaded.freshness == .mappedToCopy)
    #expect(copies.outcome == nil, "nothing is copied before the first frame asks")
    #expect(copies.wait())
    #expect(copies.outcome == true)
    try damage(compiled)
    // Read through the mapping without the copy, these would be 0xA5s or the guard's zeros.
    #expect(Array(loaded.catalog.foods) == Array(try Catalog.load(from: source).foods))
    // The search's own columns too.
    let results = FoodSearch(catalog: loaded.catalog).results(for: "food number 299")
    #expect(!results.isEmpty && results.hit(at: 0).item == 299)
  }

  @Test func aWriteBeforeTheCopyIsDoneIsSeen() throws {
    let folder = try TemporaryFolder()
    let (source, compiled, cache) = try checkedCatalog(in: folder)
    let copies = try #require(cache.copiesBehind)
    #expect(try cache.loadTelling(from: source).freshness == .mappedToCopy)
    try damage(compiled)
    #expect(copies.wait() == false)
    #expect(copies.outcome == false)
    // Loaded again as the program does then (no copies): checked whole, found damaged, rebuilt.
    var again = cache
    again.copiesBehind = nil
    let reloaded = try again.loadTelling(from: source)
    #expect(reloaded.freshness == .compiled)
    #expect(Array(reloaded.catalog.foods) == Array(try Catalog.load(from: source).foods))
  }

  @Test func aBriefCommandStillMapsWithoutACopy() throws {
    let folder = try TemporaryFolder()
    var (source, _, cache) = try checkedCatalog(in: folder)
    cache.mapsCheckedFiles = true
    #expect(try cache.loadTelling(from: source).freshness == .mapped)
    #expect(cache.copiesBehind?.outcome == true, "nothing was given to copy")
  }
}
