import CSQLite
import Foundation
import Testing

@testable import MealLog

/// Which files the log may write to, and what it says about the others: another program's
/// database, a file of 0.1.0, read-only files and folders, a folder, a loop, a full disk, a
/// file replaced under an open log.
@Suite("Meal log: whose file it is")
struct MealLogFileSafetyTests {
  let folder = TemporaryFolder("meallog")

  var path: String { folder.appendingPathComponent("nomeat.sqlite3").path }

  func meal(_ food: String = "beef", day: String = "2026-12-02") -> LoggedMeal {
    LoggedMeal(
      day: Day(day)!, time: "12:00", quantity: "some", grams: 150, foodID: food, foodName: food.capitalized,
      sectionID: "red-meat", sectionName: "Red meat", kgCO2ePerKg: 99.48, kcalPer100g: 200, proteinPer100g: 20)
  }

  /// Another program's file, written with the sqlite3 C API in rollback-journal mode.
  func foreignFile(_ sql: String) throws -> Data {
    var handle: OpaquePointer?
    #expect(sqlite3_open(path, &handle) == SQLITE_OK)
    #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  func folderListing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test(arguments: [
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('milk');",
    "CREATE TABLE meals (id INTEGER PRIMARY KEY, what TEXT); INSERT INTO meals (what) VALUES ('soup');",
    "PRAGMA user_version = 1; CREATE TABLE meals (x); CREATE TABLE answers (y); CREATE TABLE settings (z);",
    "PRAGMA application_id = 42; CREATE TABLE t (x);",
  ])
  func anotherProgramsDatabaseIsRefusedAndLeftByteForByte(sql: String) throws {
    let before = try foreignFile(sql)
    for access in [MealLog.Access.readWrite, .readOnly] {
      #expect(throws: MealLogError.notOurs(path)) { try MealLog(path: path, access: access) }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try folderListing() == ["nomeat.sqlite3"], "no -wal or -shm left beside it")
    #expect(MealLogError.notOurs(path).description.contains("another program's SQLite database"))
  }

  @Test func newFilesAreMarkedAsOurs() throws {
    let log = try MealLog(path: path)
    #expect(try log.database.integer("PRAGMA application_id") == 0x4E6F_4D74)
    #expect(
      try log.database.integer("PRAGMA user_version") == 7,
      "version 7: limits, fibre, the sections of each meal, the indexes of limits, ids and the journal, every nutrient, meal names and own foods")
  }

  /// A file that nomeat-tui 0.1.0 wrote (no application_id): every meal, the answer and the
  /// setting survive the upgrade, and the file is marked as ours.
  @Test func aLogFromVersion010IsUpgradedKeepingEverything() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/nomeat-v1.sqlite3")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
    do {
      let reader = try MealLog(path: path, access: .readOnly)
      #expect(try reader.allMeals().count == 3, "readable before the upgrade")
      #expect(try reader.limits().isEmpty, "a version-1 file has no limits, and reading it needs none")
    }
    #expect(try Data(contentsOf: fixture) == Data(contentsOf: URL(fileURLWithPath: path)), "reading changed nothing")
    let log = try MealLog(path: path)
    let meals = try log.allMeals()
    #expect(meals.map(\.sentence) == ["A lot of Beef", "A little Shrimp", "120 g of Tofu"])
    #expect(meals.map(\.day.description) == ["2026-11-30", "2026-12-01", "2026-12-01"])
    #expect(meals.map(\.grams) == [300, 50, 120])
    #expect(meals.map(\.kgCO2ePerKg) == [99.48, 26.87, 3.16])
    #expect(try log.answers(from: Day("2026-12-02")!, through: Day("2026-12-02")!) == [Day("2026-12-02")!: false])
    #expect(try log.meatSections() == ["red-meat", "poultry", "fndds-red-meat", "fndds-poultry"])
    #expect(try log.database.integer("PRAGMA application_id") == 0x4E6F_4D74)
    #expect(meals.allSatisfy { $0.fibrePer100g == nil }, "meals from before fibre count none")
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
    try log.addLimit(Limit(target: .food("beef"), count: 1, period: .week))
    try log.add(meal())
    let reopened = try MealLog(path: path)
    #expect(try reopened.allMeals().count == 4)
    #expect(try reopened.limits() == [Limit(target: .food("beef"), count: 1, period: .week)])
  }

  @Test func readingAMissingLogCreatesNothing() throws {
    let missing = folder.appendingPathComponent("not/yet/here.sqlite3").path
    let log = try MealLog(path: missing, access: .readOnly)
    #expect(try log.allMeals().isEmpty)
    #expect(try log.meatSections() == nil)
    #expect(try folderListing().isEmpty, "neither the file nor its folders")
  }

  @Test func aReadOnlyFileInAReadOnlyFolderCanBeRead() throws {
    do { try MealLog(path: path).add(meal()) }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    }
    let log = try MealLog(path: path, access: .readOnly)
    #expect(try log.allMeals().map(\.foodID) == ["beef"])
    #expect(throws: MealLogError.readOnly(path)) { try log.add(meal()) }
    #expect(throws: MealLogError.readOnly(path)) { try MealLog(path: path) }
    #expect(try folderListing() == ["nomeat.sqlite3"], "no -wal or -shm made to read it")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aFolderAndASymlinkLoopAreSaidForWhatTheyAre() throws {
    #expect(throws: MealLogError.isDirectory(folder.path)) { try MealLog(path: folder.path) }
    #expect(throws: MealLogError.isDirectory(folder.path)) { try MealLog(path: folder.path, access: .readOnly) }
    #expect(MealLogError.isDirectory("/d").description.contains("is a folder"))
    let loop = folder.appendingPathComponent("loop").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    #expect(throws: MealLogError.cannotOpen(loop, reason: "it is a loop of symbolic links")) { try MealLog(path: loop) }
    #expect(!MealLogError.cannotOpen(loop, reason: "x").description.contains("chmod"))
  }

  @Test func aFullDiskIsSaidAsSuch() throws {
    let log = try MealLog(path: path)
    // SQLite's own cap on the file's size stands in for a full disk: SQLITE_FULL either way.
    let pages = try log.database.integer("PRAGMA page_count")
    _ = try log.database.integer("PRAGMA max_page_count = \(pages + 1)")
    var error: MealLogError?
    for _ in 0..<500 where error == nil {
      do { try log.add(meal()) } catch let thrown { error = thrown }
    }
    #expect(error == .diskFull(path))
    #expect(error?.description == "disk full or I/O error writing \(path); free some space and try again")
    #expect(error?.isTemporary == true)
  }

  @Test func aLogReplacedWhileOpenWritesToTheFileAtThePath() throws {
    let log = try MealLog(path: path)
    try log.add(meal("beef"))
    // Another program moves the file away and leaves a new log in its place.
    let moved = folder.appendingPathComponent("moved.sqlite3").path
    try FileManager.default.moveItem(atPath: path, toPath: moved)
    do { try MealLog(path: path).add(meal("tofu")) }
    try log.add(meal("salmon"))
    #expect(try MealLog(path: path, access: .readOnly).allMeals().map(\.foodID) == ["tofu", "salmon"])
    #expect(try log.allMeals().map(\.foodID) == ["tofu", "salmon"], "reads follow the path too")
    // Deleted outright: the next meal makes a new log there rather than vanish.
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    try log.add(meal("lentils"))
    #expect(try MealLog(path: path, access: .readOnly).allMeals().map(\.foodID) == ["lentils"])
  }
}

/// A query over a file someone else chose runs under a deadline (issue 38): a recursive view in
/// a merge copy ran for ever at 100% CPU.
@Suite("Queries under a deadline")
struct DeadlineTests {
  @Test func aQueryThatWouldRunForEverIsInterrupted() throws {
    let database = try SQLite(path: ":memory:", mode: .create)
    let endless = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"
    #expect {
      try database.withDeadline(seconds: 0.05) { _ = try database.integer(endless) }
    } throws: { error in
      (error as? SQLiteError)?.isInterrupt == true
    }
    // The deadline ends with its body: the same connection runs a long query after it.
    let finite = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 200000) SELECT count(*) FROM r"
    #expect(try database.integer(finite) == 200_000)
  }
}
