import CSQLite
import Foundation
import MealLog
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Never lose a meal: the real binary killed with SIGKILL at random moments while it adds,
/// removes, undoes, redoes and copies. Every change is one transaction with its journal entry,
/// so the log is always as before a change or after it: SQLite's check passes, and the rows and
/// the journal agree.
@Suite("Command line: kill -9 during changes")
struct KillDuringChangesTests {
  let folder = TemporaryFolder("nomeat-kill")

  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  /// Starts the binary, kills it with SIGKILL after `delay` microseconds (if it is still
  /// running), and says whether it was killed.
  func runKilled(_ words: [String], after delay: UInt32) -> Bool {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0) }
    let argv = ([Binary.path] + words + ["--db", db]).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, Binary.path, &actions, nil, argv, environ) == 0 else { return false }
    usleep(delay)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status & 0x7f == SIGKILL
  }

  /// The integers a query gives, read through the sqlite3 C API (read-only).
  func integers(_ sql: String) -> [Int64] {
    var handle: OpaquePointer?
    guard sqlite3_open_v2(db, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return [] }
    defer { sqlite3_close(handle) }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return [-1] }
    defer { sqlite3_finalize(statement) }
    var values: [Int64] = []
    while sqlite3_step(statement) == SQLITE_ROW { values.append(sqlite3_column_int64(statement, 0)) }
    return values
  }

  func text(_ sql: String) -> String {
    var handle: OpaquePointer?
    guard sqlite3_open_v2(db, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return "cannot open" }
    defer { sqlite3_close(handle) }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, sqlite3_step(statement) == SQLITE_ROW else { return "no row" }
    defer { sqlite3_finalize(statement) }
    return String(cString: sqlite3_column_text(statement, 0))
  }

  @Test func aLogKilledDuringChangesIsAlwaysWholeAndItsJournalAgrees() throws {
    let yesterday = Day.today.adding(days: -1).description
    for food in ["beef", "tofu"] { #expect(try Binary.run(["add", food, "--date", yesterday, "--db", db]).status == 0) }
    // How long a change takes here and now (a loaded machine runs slower): the kills fall
    // anywhere from the start to a little after the end of one.
    let timed = Date()
    #expect(try Binary.run(["add", "lentils", "--db", db]).status == 0)
    let span = UInt32(min(2.0, max(0.02, Date().timeIntervalSince(timed) * 2)) * 1_000_000)
    let commands: [[String]] = [["add", "beef"], ["remove", "last"], ["undo"], ["add", "tofu"], ["copy", "--from", yesterday], ["redo"], ["undo"]]
    var killed = 0
    var generator = SystemRandomNumberGenerator()
    let start = Date()
    var round = 0
    // Three seconds, longer only until some runs were killed and some finished (at most ten);
    // changes stay well under the journal's depth, so that every meal row's add is still in it.
    while Date().timeIntervalSince(start) < 10, round < 150,
      Date().timeIntervalSince(start) < 3 || killed == 0 || killed == round
    {
      if runKilled(commands[round % commands.count], after: UInt32.random(in: 0...span, using: &generator)) { killed += 1 }
      round += 1
    }
    #expect(killed > 0, "some runs were killed (\(killed) of \(round))")
    #expect(killed < round, "some ran to the end (\(killed) of \(round) killed)")
    #expect(integers("SELECT count(*) FROM changes")[0] > 3, "changes landed between the kills")
    #expect(text("PRAGMA integrity_check") == "ok")
    // Every meal row came with the journal entry that added it; none is half written.
    let rows = integers("SELECT count(*) FROM meals")[0]
    #expect(rows == integers("SELECT count(*) FROM change_rows WHERE tbl = 'meals' AND before IS NULL")[0], "rows: \(rows)")
    #expect(integers("SELECT count(*) FROM meals WHERE uid IS NULL OR length(uid) != 32") == [0])
    // Each meal is as the latest entry that wrote it left it: removed, or not.
    let disagreeing = integers(
      """
      SELECT count(*) FROM meals m JOIN change_rows r ON r.tbl = 'meals' AND r.key = m.uid
      WHERE r.seq = (SELECT max(seq) FROM change_rows WHERE tbl = 'meals' AND key = m.uid)
        AND (m.deleted_at IS NULL) != (r.after LIKE '%"deleted_at":null%')
      """)
    #expect(disagreeing == [0])
    #expect(integers("SELECT count(*) FROM changes c WHERE kind = 'change' AND NOT EXISTS (SELECT 1 FROM change_rows r WHERE r.seq = c.seq)") == [0])
    #expect(
      integers(
        "SELECT count(*) FROM changes c WHERE undone = 1 AND NOT EXISTS (SELECT 1 FROM changes u WHERE u.kind = 'undo' AND u.target = c.seq AND u.seq > c.seq)")
        == [0],
      "a change marked undone was undone by an entry")
    // The commands read the log as SQLite does, and carry on changing it.
    let live = integers("SELECT count(*) FROM meals WHERE deleted_at IS NULL AND day = '\(Day.today)'")[0]
    let today = try Binary.run(["meals", "--json", "--db", db])
    #expect(today.status == 0, "\(today.stderr)")
    #expect(today.stdout.components(separatedBy: "\"shortId\"").count - 1 == Int(live))
    #expect(try Binary.run(["add", "lentils", "--db", db]).status == 0)
    #expect(try Binary.run(["undo", "--db", db]).stdout.hasPrefix("Undid: added Some Lentils on \(Day.today)"))
  }
}
