import Foundation
import Testing

@testable import FoodData

/// Whether a compiled catalog is still its source's, decided from the file system first: a warm
/// start must not read the whole source, and a changed source must never pass for the old one.
@Suite("Source freshness")
struct SourceFreshnessTests {
  /// Runs touch(1), as a user would.
  private func touch(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/touch")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  /// Longer than a tick of the clock that the kernel stamps files from.
  private func waitATick() { usleep(30_000) }

  @Test func aSourceRewrittenWithItsSizeAndModificationTimeKeptIsStillSeenAsChanged() throws {
    let folder = try TemporaryFolder()
    // No margin: the identity is trusted as soon as it is taken, so only the change time can tell.
    let cache = CatalogCache(directory: folder.file("cache").path, compileThreshold: 0, settleMargin: 0)
    let source = folder.file("foods.json")
    let original = CatalogFixtures.generated(count: 300)
    try Data(original.utf8).write(to: source)
    try touch(["-d", "2026-01-01 12:00:00", source.path])
    #expect(try cache.loadTelling(from: source).freshness == .compiled)
    #expect(try cache.loadTelling(from: source).freshness == .sameFile)
    waitATick()
    // The same size, in place (the same inode), one name changed, the modification time put back.
    let edited = original.replacingOccurrences(of: "Food number 7 caf", with: "Food numbXr 7 caf")
    #expect(edited.utf8.count == original.utf8.count)
    let handle = try FileHandle(forWritingTo: source)
    try handle.write(contentsOf: Data(edited.utf8))
    try handle.close()
    try touch(["-d", "2026-01-01 12:00:00", source.path])
    let after = try cache.loadTelling(from: source)
    #expect(after.freshness == .compiled)
    #expect(after.catalog.foods[7].name == "Food numbXr 7 café")
    #expect(try cache.load(from: source).foods[7].name == "Food numbXr 7 café")
  }

  /// `touch -d` can set a time that nanoseconds since 1970 in an Int64 cannot hold (after
  /// 2262): it was multiplied out and trapped; it is now held at the end, never settled, so the
  /// source is hashed each time, and a change to it is still seen.
  @Test func aSourceDatedPast2262IsReadAndHashed() throws {
    let folder = try TemporaryFolder()
    let cache = CatalogCache(directory: folder.file("cache").path, compileThreshold: 0, settleMargin: 0)
    let source = folder.file("foods.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    try touch(["-d", "2300-01-01 12:00:00", source.path])
    #expect(try cache.loadTelling(from: source).freshness == .compiled)
    #expect(try cache.loadTelling(from: source).freshness == .sameContent, "a time at the end of Int64 proves nothing")
    try Data(CatalogFixtures.generated(count: 301).utf8).write(to: source)
    try touch(["-d", "2300-01-01 12:00:00", source.path])
    let after = try cache.loadTelling(from: source)
    #expect(after.freshness == .compiled)
    #expect(after.catalog.foods.count == 301)
    var far = timespec()
    far.tv_sec = 10_413_792_000
    #expect(FileIdentity.nanoseconds(far) == .max)
    far.tv_sec = -10_413_792_000
    #expect(FileIdentity.nanoseconds(far) == .min)
  }

  @Test func theSourceIsHashedOnlyWhenItsIdentityChangedOrWasTooFresh() throws {
    let folder = try TemporaryFolder()
    let directory = folder.file("cache").path
    // Two views of one cache folder: to the first every identity is too fresh to prove anything
    // (taken within 10 s of a write), to the second none is.
    let fresh = CatalogCache(directory: directory, compileThreshold: 0, settleMargin: 10_000_000_000)
    let settled = CatalogCache(directory: directory, compileThreshold: 0, settleMargin: 0)
    let source = folder.file("foods.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    #expect(try fresh.loadTelling(from: source).freshness == .compiled)
    // Written just now: a write in the same clock tick could carry the same times, so hash.
    #expect(try fresh.loadTelling(from: source).freshness == .sameContent)
    #expect(try fresh.loadTelling(from: source).freshness == .sameContent)
    // Settled: the hash finds it the same once more, and the identity is trusted from then on.
    #expect(try settled.loadTelling(from: source).freshness == .sameContent)
    #expect(try settled.loadTelling(from: source).freshness == .sameFile)
    #expect(try fresh.loadTelling(from: source).freshness == .sameFile)
    // Touched, not changed: hashed once, the compiled file kept.
    try touch(["-d", "2026-01-01 12:00:00", source.path])
    let touched = try settled.loadTelling(from: source)
    #expect(touched.freshness == .sameContent)
    #expect(touched.catalog.foods[7].name == "Food number 7 café")
    #expect(try settled.loadTelling(from: source).freshness == .sameFile)
    // Replaced by another file of the same content (a new inode): hashed once.
    let copy = folder.file("copy.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: copy)
    #expect(rename(copy.path, source.path) == 0)
    #expect(try settled.loadTelling(from: source).freshness == .sameContent)
    #expect(try settled.loadTelling(from: source).freshness == .sameFile)
  }

  @Test func aDamagedCompiledFileOfAnUnchangedSourceIsRebuilt() throws {
    let folder = try TemporaryFolder()
    let cacheFolder = folder.file("cache").path
    let cache = CatalogCache(directory: cacheFolder, compileThreshold: 0, settleMargin: 0)
    let source = folder.file("foods.json")
    try Data(CatalogFixtures.generated(count: 300).utf8).write(to: source)
    let reference = try cache.load(from: source)
    #expect(try cache.loadTelling(from: source).freshness == .sameFile)
    let compiled = cacheFolder + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: cacheFolder).first { $0.hasSuffix(".catalog") }))
    var bytes = try Data(contentsOf: URL(fileURLWithPath: compiled))
    bytes[bytes.count - 10] ^= 0x40
    try bytes.write(to: URL(fileURLWithPath: compiled))
    let again = try cache.loadTelling(from: source)
    #expect(again.freshness == .compiled)
    #expect(Array(again.catalog.foods) == Array(reference.foods))
    #expect(try cache.loadTelling(from: source).freshness == .sameFile)
  }
}
