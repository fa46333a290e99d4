import CSQLite
import Foundation
import Testing

/// What the app says, in a real terminal: the weekly review drawn with the terminal's own
/// characters, and a failure that names what failed.
@Suite("The app's words, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct AppWordsEndToEndTests {
  /// A locale that says UTF-8 but is not installed: the C library falls back to ASCII, so the
  /// terminal is driven in ASCII. The review used to choose its bars from LANG ("█"), which the
  /// ASCII screen then drew as "?"; it now uses the terminal's glyphs ("#").
  @Test func theReviewsBarsAreTheTerminals() throws {
    let folder = TemporaryFolder("nomeat-words-e2e")
    let db = folder.appendingPathComponent("log.sqlite3").path
    #expect(try Binary.run(["add", "beef", "--quantity", "lot", "--db", db]).status == 0)
    let tmux = try Tmux("env -u LC_ALL -u LC_CTYPE LANG=xx_XX.UTF-8 \(Binary.command("--db '\(db)'")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("h")
    try tmux.waitFor("History since")
    try tmux.send("r")
    let screen = try tmux.waitFor("Most of the footprint")
    let days = screen.filter { $0.contains(" kg ") && $0.contains("kcal") }
    #expect(days.count == 7, "a line a day: \(screen)")
    #expect(days.contains { $0.contains("meat    ####") }, "the beef day's bar in ASCII: \(screen)")
    #expect(!screen.joined().contains("?"), "no character the terminal cannot show: \(screen)")
    try tmux.send("Escape")
    try tmux.send("Escape")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
  }

  /// A read that fails says it was a read: the log's tables are gone under the open app.
  @Test func aHistoryThatCannotBeReadSaysSo() throws {
    let folder = TemporaryFolder("nomeat-words-e2e")
    let db = folder.appendingPathComponent("log.sqlite3").path
    #expect(try Binary.run(["add", "tofu", "--db", db]).status == 0)
    let tmux = try Tmux("\(Binary.command("--db '\(db)'")); echo finished with $?")
    try tmux.waitFor("Some Tofu")
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "DROP TABLE meals; DROP TABLE answers", nil, nil, nil) == SQLITE_OK)
    try tmux.send("h")
    let screen = try tmux.waitFor("Could not read the history:")
    #expect(!screen.joined().contains("Not saved"), "nothing was being saved: \(screen)")
    try tmux.send("Escape")
    try tmux.send("q")
    try tmux.waitFor("finished with")
  }
}
