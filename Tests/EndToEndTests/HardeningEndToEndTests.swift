import Foundation
import Testing

/// Faults found by outside testing (issue 11), in a real terminal: crashes must give the
/// terminal back, long queries must not freeze the screen, emoji must not leave stray cells.
@Suite("hardening, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct HardeningEndToEndTests {
  /// pick in the background of a shell that records its exit status and the terminal's modes.
  func startPickInBackground(_ arguments: String = "") throws -> Tmux {
    try Tmux(
      "\(Binary.command("pick \(arguments)")) > out.txt & echo $! > pid.txt; wait $!; echo $? > rc.txt; stty -a > stty.txt; echo finished with $(cat rc.txt)")
  }

  /// A crash signal restores the terminal, then the process dies of that signal (128 + n).
  @Test(arguments: [SIGQUIT, SIGABRT, SIGSEGV, SIGBUS])
  func aCrashSignalRestoresTheTerminalAndDiesOfIt(signal: Int32) throws {
    let tmux = try startPickInBackground()
    try tmux.waitFor("DAIRY")
    let text = tmux.read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)
    // An empty pid file must never become kill(0, ...): that is the test runner's own group.
    let pid = try #require(pid_t(text), "pid file: '\(text)'")
    try #require(pid > 1)
    kill(pid, signal)
    let screen = try tmux.waitFor("finished with \(128 + signal)")
    let modes = tmux.read("stty.txt")
    #expect(modes.contains(" icanon"), "canonical mode restored: \(modes)")
    #expect(modes.contains(" echo "), "echo restored")
    #expect(!screen.joined().contains("Pick a food"), "the shell is back on the normal screen")
  }

  /// A 12,000-character query used to take 7.8 s to its first frame; now the query is cut to 200
  /// characters and the screen answers Ctrl-C at once.
  @Test func aHugeQueryOptionDrawsAndCtrlCAnswers() throws {
    let tmux = try Tmux(
      #"\#(Binary.command("pick --query \"$(printf 'beef%.0s' $(seq 3000))\"")) > out.txt; echo $? > rc.txt; echo finished with $(cat rc.txt)"#)
    let screen = try tmux.waitFor("No food matches")
    let field = try #require(screen.first { $0.contains("🔍") })
    #expect(field.contains("beefbeef"), "\(field)")
    try tmux.send("C-c")
    try tmux.waitFor("finished with 130")
  }

  /// ❤️ is U+2764 and VS16, 👨‍🍳 two emoji and a joiner: ncurses measures them a scalar at a
  /// time, terminals may draw one glyph. The app drops the selector and the joiner, so the
  /// field and its border stay where they belong.
  @Test func aVariationSelectorTypedInTheSearchLeavesNoStrayCells() throws {
    let tmux = try Tmux("\(Binary.command("pick")); echo finished")
    try tmux.waitFor("DAIRY")
    try tmux.type("be❤️👨‍🍳x")
    let screen = try tmux.waitFor("the field with the emoji") { $0.contains { $0.contains("🔍 be❤") && $0.contains("x") } }
    let field = try #require(screen.first { $0.contains("🔍") })
    #expect(!field.unicodeScalars.contains("\u{FE0F}"), "\(field)")
    #expect(field.hasSuffix("│"), "the right border is in the last column: \(field)")
    // 80 columns: 🔍, 👨 and 🍳 take two each, every other character one.
    #expect(field.count == 80 - 3, "\(field.count) characters: \(field)")
    for line in screen where line.hasPrefix("│") { #expect(line.hasSuffix("│"), "row out of line: \(line)") }
  }

  /// A catalog name with an emoji sequence is refused before the screen starts.
  @Test func aCatalogWithAnEmojiSequenceIsRefused() throws {
    let tmux = try Tmux(
      #"printf '%s' '{"sections":[{"id":"s","name":"S","icon":"🐟","countsAsMeat":false}],"foods":[{"id":"f","name":"I ❤️ cod","section":"s","icon":"🐟","aliases":[],"footprint":{"kgCO2ePerKg":1,"product":"x","proxy":true}}]}' > c.json; \#(Binary.command("pick --catalog c.json")) 2> err.txt; echo finished with $?"#
    )
    try tmux.waitFor("finished with 2")
    #expect(tmux.read("err.txt").contains("food 'f', field 'name': holds an emoji sequence"), "\(tmux.read("err.txt"))")
  }
}
