import CSQLite
import Foundation
import MealLog
import Testing

/// `merge` on the real binary: two copies of one log changed apart (a laptop and a desktop)
/// and merged both ways hold the same meals; merging again changes nothing; a file that is not
/// a log of ours, or is newer, is refused and both files are left as they were.
@Suite("Command line: merging two copies of a log")
struct MergeEndToEndTests {
  let folder = TemporaryFolder("nomeat-merge")

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  let yesterday = Day.today.adding(days: -1).description

  func run(_ words: [String], _ db: String) throws -> Subprocess.Result {
    let result = try Binary.run(words + ["--db", db])
    return result
  }

  /// Every meal of the last days of a copy, by full id: "id day time sentence".
  func meals(_ db: String) throws -> [String] {
    var all: [String] = []
    for day in [yesterday, Day.today.description] {
      let result = try run(["meals", "--json", "--date", day], db)
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      for meal in object?["meals"] as? [[String: Any]] ?? [] {
        all.append("\(meal["id"] as? String ?? "") \(day) \(meal["time"] as? String ?? "") \(meal["sentence"] as? String ?? "")")
      }
    }
    return all.sorted()
  }

  func id(of sentence: String, _ db: String, on day: String? = nil) throws -> String {
    let result = try run(["meals", "--json"] + (day.map { ["--date", $0] } ?? []), db)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let meal = (object?["meals"] as? [[String: Any]] ?? []).first { $0["sentence"] as? String == sentence }
    return meal?["id"] as? String ?? "none"
  }

  /// Every row of every table of a file (the journal too), read with the sqlite3 C API
  /// without writing: what a merge that changes nothing leaves as it was. (The bytes are no
  /// measure of a log: closing the last connection copies the -wal into the file.)
  func files(_ db: String) throws -> [String] {
    guard FileManager.default.fileExists(atPath: db) else { return [] }
    var handle: OpaquePointer?
    guard sqlite3_open_v2(db, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return ["cannot open"] }
    defer { sqlite3_close(handle) }
    var rows: [String] = []
    var tables: OpaquePointer?
    sqlite3_prepare_v2(handle, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name", -1, &tables, nil)
    var names: [String] = []
    while sqlite3_step(tables) == SQLITE_ROW { names.append(String(cString: sqlite3_column_text(tables, 0))) }
    sqlite3_finalize(tables)
    for name in names {
      var statement: OpaquePointer?
      sqlite3_prepare_v2(handle, "SELECT * FROM \"\(name)\" ORDER BY rowid", -1, &statement, nil)
      while sqlite3_step(statement) == SQLITE_ROW {
        let columns = (0..<sqlite3_column_count(statement)).map { column in
          sqlite3_column_type(statement, column) == SQLITE_NULL ? "NULL" : String(cString: sqlite3_column_text(statement, column))
        }
        rows.append("\(name): " + columns.joined(separator: "|"))
      }
      sqlite3_finalize(statement)
    }
    return rows
  }

  /// The other copy's file as bytes: a merge only reads it.
  func bytes(_ db: String) throws -> Data? {
    FileManager.default.fileExists(atPath: db) ? try Data(contentsOf: URL(fileURLWithPath: db)) : nil
  }

  func copy(_ from: String, _ to: String) throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: from + suffix) {
      try? FileManager.default.removeItem(atPath: to + suffix)
      try FileManager.default.copyItem(atPath: from + suffix, toPath: to + suffix)
    }
  }

  @Test func twoCopiesChangedApartMergedBothWaysHoldTheSameMeals() throws {
    let laptop = path("laptop.sqlite3")
    let desktop = path("desktop.sqlite3")
    for food in ["beef", "tofu", "salmon"] { #expect(try run(["add", food, "--date", yesterday], laptop).status == 0) }
    try copy(laptop, desktop)
    let (beef, tofu, salmon) = (
      try id(of: "Some Beef", laptop, on: yesterday), try id(of: "Some Tofu", laptop, on: yesterday), try id(of: "Some Salmon", laptop, on: yesterday)
    )
    // Apart: each adds, edits and removes; beef is edited on both (the desktop's edit is
    // later), tofu removed on the laptop and edited later on the desktop, salmon removed on
    // the desktop.
    #expect(try run(["add", "lentils"], laptop).status == 0)
    #expect(try run(["edit", beef, "--quantity", "lot"], laptop).status == 0)
    #expect(try run(["remove", tofu], laptop).status == 0)
    #expect(try run(["answer", "yes", "--date", yesterday], laptop).status == 0)
    #expect(try run(["add", "chickpeas"], desktop).status == 0)
    #expect(try run(["edit", beef, "--quantity", "little"], desktop).status == 0)
    #expect(try run(["edit", tofu, "--time", "07:00"], desktop).status == 0)
    #expect(try run(["remove", salmon], desktop).status == 0)

    let laptopMerged = path("laptop-merged.sqlite3")
    let desktopMerged = path("desktop-merged.sqlite3")
    try copy(laptop, laptopMerged)
    try copy(desktop, desktopMerged)
    let intoLaptop = try run(["merge", desktop], laptopMerged)
    #expect(intoLaptop.status == 0, "\(intoLaptop.stderr)")
    #expect(intoLaptop.stdout.hasPrefix("Merged '") && intoLaptop.stdout.contains("1 meal added"), "\(intoLaptop.stdout)")
    let desktopBefore = try files(desktop)
    let desktopBytes = try bytes(desktop)
    #expect(try run(["merge", laptop], desktopMerged).status == 0)
    #expect(try files(desktop) == desktopBefore, "the other copy is never written")
    #expect(try bytes(desktop) == desktopBytes)

    let merged = try meals(laptopMerged)
    #expect(try meals(desktopMerged) == merged, "both ways, the same meals with the same ids")
    #expect(
      merged.map { $0.split(separator: " ", maxSplits: 3).last.map(String.init) ?? "" }.sorted() == [
        "A little Beef", "Some Chickpeas", "Some Lentils", "Some Tofu",
      ], "\(merged)")
    #expect(merged.contains { $0.hasPrefix("\(tofu) \(yesterday) 07:00 ") }, "an edit later than the removal brings the meal back edited")
    #expect(!merged.contains { $0.hasPrefix(salmon) }, "the removal is carried over")
    let answer = try run(["today", "--json", "--date", yesterday], desktopMerged).stdout
    #expect(answer.contains("\"answeredExplicitly\":true"), "the answer is carried over: \(answer)")

    // Merging again, or merging back, changes nothing.
    for (db, other) in [(laptopMerged, desktop), (desktopMerged, laptop), (laptopMerged, desktopMerged), (desktopMerged, laptopMerged)] {
      let files = try files(db)
      let again = try run(["merge", other], db)
      #expect(again.stdout.hasSuffix(": nothing new\n"), "\(again.stdout)")
      #expect(try self.files(db) == files, "merging twice writes nothing")
    }
    // A merge is one change: undo takes it back.
    #expect(try run(["undo"], laptopMerged).stdout.hasPrefix("Undid: merged desktop.sqlite3"))
    #expect(try meals(laptopMerged) == meals(laptop))
  }

  /// A copy that was never upgraded (an older nomeat-tui on the other machine) merges as the
  /// same meals, not new ones: its rows are read with the ids the upgrade gives them.
  @Test func anOlderCopyMergesWithoutDuplicates() throws {
    let db = path("log.sqlite3")
    let old = path("old.sqlite3")
    var handle: OpaquePointer?
    #expect(sqlite3_open(old, &handle) == SQLITE_OK)
    let day = yesterday
    let sql = """
      CREATE TABLE meals (id INTEGER PRIMARY KEY, day TEXT NOT NULL, time TEXT NOT NULL, quantity TEXT NOT NULL,
        grams INTEGER NOT NULL CHECK (grams > 0), food_id TEXT NOT NULL, food_name TEXT NOT NULL, section_id TEXT NOT NULL,
        section_name TEXT NOT NULL, kg_co2e_per_kg REAL NOT NULL, kcal_per_100g REAL, protein_per_100g REAL, logged_at TEXT NOT NULL);
      CREATE INDEX meals_by_day ON meals (day, time);
      CREATE TABLE answers (day TEXT PRIMARY KEY, ate_meat INTEGER NOT NULL, answered_at TEXT NOT NULL);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      PRAGMA user_version = 1;
      INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name, kg_co2e_per_kg,
        kcal_per_100g, protein_per_100g, logged_at)
      VALUES ('\(day)', '08:00', 'some', 150, 'beef', 'Beef', 'red-meat', 'Red meat', 99.48, 250, 26, '\(day)T08:00:00Z');
      """
    #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    try copy(old, db)
    #expect(try run(["add", "tofu"], db).status == 0, "upgrades this copy")
    let oldBytes = try bytes(old)
    let merged = try run(["merge", old], db)
    #expect(merged.stdout.hasSuffix(": nothing new\n"), "\(merged.stdout) \(merged.stderr)")
    #expect(try bytes(old) == oldBytes, "the old copy is read as it is, not upgraded")
    #expect(try meals(db).count == 2)
  }

  @Test func aFileThatIsNotOurLogOrIsNewerIsRefusedAndNothingChanges() throws {
    let db = path("log.sqlite3")
    #expect(try run(["add", "beef"], db).status == 0)
    let foreign = path("other-program.sqlite3")
    var handle: OpaquePointer?
    #expect(sqlite3_open(foreign, &handle) == SQLITE_OK)
    #expect(
      sqlite3_exec(handle, "CREATE TABLE meals (id INTEGER PRIMARY KEY, what TEXT); INSERT INTO meals (what) VALUES ('soup')", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    let newer = path("newer.sqlite3")
    #expect(try run(["add", "tofu"], newer).status == 0)
    #expect(sqlite3_open(newer, &handle) == SQLITE_OK)
    #expect(sqlite3_exec(handle, "PRAGMA user_version = 99", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    let text = path("notes.txt")
    try Data("not a database at all, but long enough to be read as a header of one.............".utf8).write(to: URL(fileURLWithPath: text))
    let cases: [(String, String)] = [
      (foreign, "is not a nomeat-tui meal log; nothing was merged"),
      (newer, "was written by a newer nomeat-tui (schema 99"),
      (text, "is not a nomeat-tui meal log"),
      (path("missing.sqlite3"), "there is no file"),
      (db, "is this log itself"),
    ]
    for (other, message) in cases {
      let ours = try files(db)
      let theirs = try bytes(other)
      let result = try run(["merge", other], db)
      #expect(result.status == 2, "\(other): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(other): \(result.stderr)")
      #expect(try files(db) == ours, "this log is unchanged")
      #expect(try bytes(other) == theirs, "the other file is unchanged")
    }
    #expect(!FileManager.default.fileExists(atPath: path("missing.sqlite3")), "nothing is created")
  }

  /// A row of the other copy that nomeat-tui would not write (edited by hand) stops the merge
  /// by name before anything is brought in.
  @Test func aBadRowInTheOtherCopyIsRefusedByName() throws {
    let db = path("log.sqlite3")
    let other = path("other.sqlite3")
    #expect(try run(["add", "beef"], db).status == 0)
    try copy(db, other)
    #expect(try run(["add", "tofu"], other).status == 0)
    var handle: OpaquePointer?
    #expect(sqlite3_open(other, &handle) == SQLITE_OK)
    #expect(sqlite3_exec(handle, "UPDATE meals SET grams = 'abc', modified_at = modified_at + 1000 WHERE food_id = 'beef'", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    let ours = try files(db)
    let result = try run(["merge", other], db)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("has a row nomeat-tui did not write: meals row 1 has grams 'abc'"), "\(result.stderr)")
    #expect(try files(db) == ours, "nothing was brought in, not even the new tofu")
  }
}
