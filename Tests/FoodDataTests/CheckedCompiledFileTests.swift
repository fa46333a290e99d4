import Foundation
import Testing

@testable import FoodData

/// A brief command maps a compiled catalog, its checksums left out, only while the file is the
/// one whose checksums were checked: any write to it since is seen, and the file is checked
/// whole (and rebuilt) again.
@Suite("Checked compiled files")
struct CheckedCompiledFileTests {
  /// No margin: an identity is trusted as soon as it is taken, so only the change time can tell.
  private func cache(_ folder: TemporaryFolder, mapping: Bool) -> CatalogCache {
    var cache = CatalogCache(directory: folder.file("cache").path, compileThreshold: 0, settleMargin: 0)
    cache.mapsCheckedFiles = mapping
    return cache
  }

  private func compiledFile(in folder: TemporaryFolder) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("cache").path).filter { $0.hasSuffix(".catalog") }
    #expect(names.count == 1)
    return folder.file("cache/" + (try #require(names.first)))
  }

  /// Writes the file's bytes, edited, over it: the same inode and size, as a user's tool would.
  private func overwriteInPlace(_ url: URL, _ edit: (inout [UInt8]) -> Void) throws {
    var bytes = Array(try Data(contentsOf: url))
    edit(&bytes)
    let handle = try FileHandle(forWritingTo: url)
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
  }

  /// Mapped (a brief command) or read whole (the app), a checked file skips its checksums only
  /// until someone writes to it.
  @Test(arguments: [true, false])
  func aWriteSinceTheCheckIsSeen(mapping: Bool) throws {
    let folder = try TemporaryFolder()
    let source = folder.file("foods.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    let cache = cache(folder, mapping: mapping)
    #expect(try cache.loadTelling(from: source).freshness == .compiled)
    // Checked whole once, which leaves the note; from then on a brief command maps it.
    #expect(try cache.loadTelling(from: source).freshness == .sameFile)
    #expect(CheckedStamp(beside: try compiledFile(in: folder).path)?.isSettled == true)
    let checked = try cache.loadTelling(from: source)
    #expect(checked.freshness == (mapping ? .mapped : .sameFile))
    #expect(Array(checked.catalog.foods) == Array(try Catalog.load(from: source).foods))

    // Someone writes garbage over the blocks in place, keeping the size and the header.
    usleep(30_000)
    try overwriteInPlace(try compiledFile(in: folder)) { bytes in
      for index in stride(from: 4096, to: bytes.count, by: 7) { bytes[index] = 0xA5 }
    }
    let after = try cache.loadTelling(from: source)
    #expect(after.freshness == .compiled, "a compiled file written to since it was checked is checked again, fails, and is rebuilt")
    #expect(Array(after.catalog.foods) == Array(try Catalog.load(from: source).foods))
  }

  @Test func aNoteOfAnotherFileIsNotBelieved() throws {
    let folder = try TemporaryFolder()
    let source = folder.file("foods.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    let mapping = cache(folder, mapping: true)
    _ = try mapping.loadTelling(from: source)
    _ = try mapping.loadTelling(from: source)
    let compiled = try compiledFile(in: folder)
    let note = try #require(CheckedStamp(beside: compiled.path))
    #expect(note.isSettled)
    // The compiled file replaced by a copy of itself (another inode): the note is not its own.
    let copy = folder.file("copy")
    try FileManager.default.copyItem(at: compiled, to: copy)
    #expect(rename(copy.path, compiled.path) == 0)
    #expect(try mapping.loadTelling(from: source).freshness == .sameFile, "checked whole again")
    #expect(try mapping.loadTelling(from: source).freshness == .mapped)
  }

  /// The built-in foods' two tiers are kept compiled as one file, and are what joining the two
  /// parts makes; a change to either part is seen.
  @Test func joinedTiersAreTheirPartsJoinedAndFollowAChangeToAPart() throws {
    let folder = try TemporaryFolder()
    let first = folder.file("first.json"), second = folder.file("second.json")
    try Data(CatalogFixtures.generated(count: 40).utf8).write(to: first)
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: second)
    let mapping = cache(folder, mapping: true)
    func load() throws -> (catalog: Catalog, freshness: CatalogCache.Freshness) {
      try mapping.loadJoinedTelling([first, second]) { $0[0].appendingSecondTier($0[1]) }
    }
    let expected = try Catalog.load(from: first).appendingSecondTier(try Catalog.load(from: second))
    for freshness in [CatalogCache.Freshness.compiled, .sameFile, .mapped] {
      let loaded = try load()
      #expect(loaded.freshness == freshness)
      #expect(Array(loaded.catalog.foods) == Array(expected.foods))
      #expect(loaded.catalog.builtInFoodEnd == 340 && loaded.catalog.importedFoodStart == 40)
      #expect(loaded.catalog.importedSectionStart == expected.importedSectionStart)
    }
    usleep(30_000)
    try Data(CatalogFixtures.generated(count: 301).utf8).write(to: second)
    let changed = try load()
    #expect(changed.freshness == .compiled)
    #expect(changed.catalog.foods.count == 341)
  }
}
