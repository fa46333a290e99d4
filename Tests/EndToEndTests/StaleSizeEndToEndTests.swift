import Foundation
import Testing

/// COLUMNS and LINES exported by a shell (or left from another window) are not the window's
/// size: ncurses believed them over the terminal's own, and the app said "Too small" in a
/// big window or drew past its edges (issue 38, fault 2).
@Suite("A stale COLUMNS and LINES, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct StaleSizeEndToEndTests {
  func startApp(environment: [String: String] = [:]) throws -> Tmux {
    try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?", columns: 100, rows: 30, environment: environment)
  }

  /// The app's whole screen in a 100x30 window is the same as without the variables. (Not
  /// 80x24, which is also what terminfo says an xterm has.)
  @Test(arguments: [(20, 5), (200, 60)])
  func theWindowsOwnSizeWins(columns: Int, rows: Int) throws {
    let plain = try startApp()
    let stale = try startApp(environment: ["COLUMNS": "\(columns)", "LINES": "\(rows)"])
    let expected = try plain.waitFor("the whole first frame") {
      $0.first?.contains("No Meat Today") == true && $0.dropFirst(29).first?.contains("? keys") == true
    }
    try stale.waitFor("the same frame in the window of stale COLUMNS=\(columns) LINES=\(rows)") { $0 == expected }
    // And after the window is resized: the variables are no truer then.
    try plain.resize(columns: 70, rows: 20)
    try stale.resize(columns: 70, rows: 20)
    let resized = try plain.waitFor("the whole frame at 70x20") {
      // The rules run to the last column but one.
      $0.contains { $0.hasPrefix(" ──") && $0.count == 69 } && $0.dropFirst(19).first?.contains("? keys") == true
    }
    try stale.waitFor("the same frame at 70x20") { $0 == resized }
    try stale.send("q")
    try stale.waitFor("finished with 0")
  }
}
