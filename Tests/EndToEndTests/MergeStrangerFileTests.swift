import CSQLite
import Foundation
import MealLog
import Testing

/// `merge` of a copy that a stranger made (issue 38, fourth battery): anyone who can write to the
/// sync folder chooses the other copy, so every row it brings meets our rules and more before
/// any is written; it is refused with one line naming that file and the row, exit 2, and this
/// log is left exactly as it was. Each case here was merged before, and harmed the log.
@Suite("Command line: merging a copy a stranger made")
struct MergeStrangerFileTests {
  let folder = TemporaryFolder("nomeat-merge-stranger")
  let merge = MergeEndToEndTests()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ words: [String], _ db: String) throws -> Subprocess.Result { try Binary.run(words + ["--db", db]) }

  /// Runs SQL on a file as the sqlite3 shell would, with CHECK constraints off (a hand edit).
  func edit(_ file: String, _ sql: String) {
    var handle: OpaquePointer?
    #expect(sqlite3_open(file, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "PRAGMA ignore_check_constraints = ON; " + sql, nil, nil, nil) == SQLITE_OK, "\(sql)")
  }

  /// Our log with a beef meal, and the other copy made from it.
  func twoCopies(other name: String = "other.sqlite3") throws -> (ours: String, theirs: String) {
    let ours = path("log.sqlite3")
    let theirs = path(name)
    #expect(try run(["add", "beef"], ours).status == 0)
    try merge.copy(ours, theirs)
    return (ours, theirs)
  }

  /// The edits of the other copy that were merged before, each with what the refusal names.
  static let hostileEdits: [(sql: String, named: String)] = [
    // A change stamped in the far future won over our meal, and over every later edit here.
    ("UPDATE meals SET grams = 1, modified_at = 253402300799000", "meals row 1 has modified_at '253402300799000'"),
    // Finite but absurd figures: every total became infinite; the app died on `i`.
    ("UPDATE meals SET kg_co2e_per_kg = 1.7e308, modified_at = modified_at + 1000", "has kg_co2e_per_kg"),
    ("UPDATE meals SET iron_per_100g = 1e300, modified_at = modified_at + 1000", "has iron_per_100g"),
    // A name of two million characters: `today` printed a 2 MB line.
    ("UPDATE meals SET food_name = printf('%.*c', 2000000, 'x'), modified_at = modified_at + 1000", "has food_name"),
    // A day that add, edit and copy refuse.
    ("UPDATE meals SET day = '9999-12-31', modified_at = modified_at + 1000", "has day '9999-12-31'"),
    // A setting every command reads: they all stopped until an undo.
    (
      "INSERT INTO settings (key, value, uid, modified_at) VALUES ('target.protein', 'NaN', '0123456789abcdef0123456789abcdef', 1000)",
      "settings row 1 has value 'NaN', not a protein target"
    ),
    // A limit's period that no reader knows: the error then blamed our own log.
    (
      "INSERT INTO limits (target, count, period, uid, modified_at) VALUES ('beef', 2, 'fortnight', '0123456789abcdef0123456789abcdef', 1000)",
      "has period 'fortnight', not day, week or month"
    ),
  ]

  @Test(arguments: hostileEdits.indices)
  func aRowOfTheOtherCopyThatWouldHarmTheLogIsRefusedByNameAndNothingChanges(_ index: Int) throws {
    let (sql, named) = Self.hostileEdits[index]
    let (ours, theirs) = try twoCopies()
    edit(theirs, sql)
    let before = try merge.files(ours)
    let result = try run(["merge", theirs], ours)
    #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && result.stderr.count < 600, "one short line: \(result.stderr.prefix(600))")
    #expect(result.stderr.hasPrefix("nomeat-tui: cannot merge '"), "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("other.sqlite3"), "names the other file: \(result.stderr.prefix(300))")
    #expect(result.stderr.contains(named), "\(result.stderr.prefix(400))")
    #expect(result.stderr.contains("nothing was merged"), "\(result.stderr.prefix(400))")
    #expect(try merge.files(ours) == before, "this log is unchanged")
    #expect(try run(["today"], ours).status == 0, "every command still works")
  }

  /// A copy whose meals are a view (a recursive one): merge read it for ever at 100% CPU.
  @Test func aCopyWhoseTablesAreViewsIsRefusedAtOnce() throws {
    let (ours, theirs) = try twoCopies()
    let columns = "1 AS id, '2026-12-01' AS day, '12:00' AS time, 'some' AS quantity, 100 AS grams, 'beef' AS food_id"
    edit(theirs, "DROP TABLE meals; CREATE VIEW meals AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT \(columns) FROM r")
    let before = try merge.files(ours)
    let result = try run(["merge", theirs], ours)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("other.sqlite3'"), "names the other file: \(result.stderr)")
    #expect(result.stderr.contains("is not a nomeat-tui meal log; nothing was merged"), "\(result.stderr)")
    #expect(try merge.files(ours) == before)
  }

  /// An empty file: the error named our own log.
  @Test func anEmptyFileIsRefusedAsEmpty() throws {
    let (ours, _) = try twoCopies()
    let empty = path("empty.sqlite3")
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    let result = try run(["merge", empty], ours)
    #expect(result.status == 2)
    #expect(result.stderr.contains("empty.sqlite3' is empty, not a copy of a meal log; nothing was merged"), "\(result.stderr)")
    #expect(!result.stderr.contains("log.sqlite3"), "our log is not blamed: \(result.stderr)")
  }

  /// The other copy is never written: no -wal or -shm beside it (it was opened `mode=ro`).
  @Test func nothingIsCreatedBesideTheOtherCopy() throws {
    let (ours, theirs) = try twoCopies()
    #expect(try run(["add", "tofu"], theirs).status == 0)
    let besideBefore = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(!besideBefore.contains("other.sqlite3-shm"), "the test's own copy left no -shm: \(besideBefore)")
    let result = try run(["merge", theirs], ours)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("1 meal added"), "\(result.stdout)")
    let besideAfter = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("other") }.sorted()
    #expect(besideAfter == ["other.sqlite3"], "\(besideAfter)")
  }

  /// Changes still in the other copy's -wal (the app open on the other machine) are merged,
  /// from a private copy, and the other copy's files are left as they were.
  @Test func changesStillInTheOtherCopysWALAreMerged() throws {
    let (ours, theirs) = try twoCopies()
    #expect(try run(["add", "tofu"], theirs).status == 0)
    // A connection kept open holds the -wal: what the other machine's app leaves in the sync.
    var handle: OpaquePointer?
    #expect(sqlite3_open(theirs, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "PRAGMA wal_autocheckpoint = 0; UPDATE meals SET grams = grams WHERE 0", nil, nil, nil) == SQLITE_OK)
    #expect(try run(["add", "lentils"], theirs).status == 0)
    let wal = try FileManager.default.attributesOfItem(atPath: theirs + "-wal")[.size] as? Int ?? 0
    try #require(wal > 0, "the lentils are still in the -wal")
    let files = ["", "-wal", "-shm"].map { theirs + $0 }
    let bytes = try files.map { try merge.bytes($0) }
    let result = try run(["merge", theirs], ours)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("2 meals added"), "tofu and the lentils: \(result.stdout)")
    #expect(try files.map { try merge.bytes($0) } == bytes, "the other copy's files are as they were")
  }

  /// The merged file's name is the journal's summary, printed by undo and redo: an escape
  /// sequence in it (a window title, a clear screen) is printed as text.
  @Test func undoPrintsTheMergedFilesNameSafely() throws {
    let (ours, theirs) = try twoCopies(other: "x\u{1B}]0;owned\u{07}\u{1B}[2J.sqlite3")
    #expect(try run(["add", "tofu"], theirs).status == 0)
    #expect(try run(["merge", theirs], ours).status == 0)
    for verb in ["undo", "redo"] {
      let result = try run([verb], ours)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.hasPrefix(verb == "undo" ? "Undid: merged x" : "Redid: merged x"), "\(result.stdout)")
      #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "no escape: \(result.stdout.debugDescription)")
    }
  }
}
