import Foundation
import Testing

/// Pasted text and job control in a real terminal (issue 20, faults 1 and 14).
@Suite("Paste and Ctrl-Z, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct PasteAndSuspendEndToEndTests {
  func mealCount(_ db: String) throws -> Int {
    let result = try Binary.run(["today", "--json", "--db", db])
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (json?["meals"] as? [Any])?.count ?? -1
  }

  /// Two lines pasted on the main screen are one search, not two meals and an answer.
  @Test func aPasteOnTheMainScreenIsSearchTextNotKeys() throws {
    let tmux = try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?")
    try tmux.waitFor("No meals logged today")
    try tmux.paste("grilled salmon\nand rice\nyqa\n")
    let screen = try tmux.waitFor("grilled salmon and rice yqa")
    #expect(!screen.joined().contains("Added"))
    #expect(!screen.joined().contains("finished with"))
    try tmux.send("Escape")
    try tmux.send("Escape")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    #expect(try mealCount(tmux.file("log.sqlite3").path) == 0, "nothing was logged")
  }

  /// After `meal=$(nomeat-tui pick)`, a pasted "beef⏎echo INJECTED⏎" is a query: nothing is
  /// picked, and nothing of it reaches the shell after pick ends.
  @Test func aPasteIntoPickNeverRunsInTheShell() throws {
    let tmux = try Tmux(
      "meal=$(\(Binary.command("pick"))); echo \"rc=$? meal=[$meal]\" > out.txt; read -t 1 rest; echo \"rest=[$rest]\" >> out.txt; echo finished")
    try tmux.waitFor("DAIRY")
    try tmux.paste("beef\necho INJECTED\n")
    try tmux.waitFor("beef echo INJECTED")
    try tmux.send("Escape")
    try tmux.send("Escape")
    try tmux.waitFor("finished")
    #expect(tmux.read("out.txt") == "rc=1 meal=[]\nrest=[]\n")
  }

  /// Keys typed ahead of pick's end (here in one burst with the Enter that picks, as a paste
  /// sends them where bracketed paste is off) are dropped, not left for the shell to run.
  @Test func inputNotReadWhenPickEndsIsDropped() throws {
    let tmux = try Tmux("PS1='$ ' bash --norc --noprofile -i")
    try tmux.waitFor("$")
    try tmux.type("meal=$(\(Binary.command("pick --query beef"))); echo \"meal=[$meal]\"")
    try tmux.send("Enter")
    try tmux.waitFor("🔍 beef")
    try tmux.send("Enter", "e", "c", "h", "o", "Space", "I", "N", "J", "E", "C", "T", "E", "D", "Enter")
    try tmux.waitFor("meal=[Some Beef]")
    try tmux.type("echo done")
    try tmux.send("Enter")
    let screen = try tmux.waitFor("done") { $0.contains("done") }
    #expect(!screen.joined().contains("INJECTED"), "\(screen.joined(separator: "\n"))")
  }

  /// Ctrl-Z stops the app and gives the shell its terminal back; `fg` redraws the screen. Run
  /// directly, and under a wrapper that waits for it (`sh -c`, as `swift run` does; the `true`
  /// keeps sh from replacing itself with the app), where stopping the app alone left the
  /// wrapper waiting and the shell without its prompt (issue 40).
  @Test(arguments: [false, true])
  func ctrlZSuspendsAndFgRedraws(wrapped: Bool) throws {
    let tmux = try Tmux("PS1='$ ' bash --norc --noprofile -i")
    try tmux.waitFor("$")
    // The app alone on its line: bash goes on to the next command of a list when a job stops.
    let app = Binary.command("--db log.sqlite3")
    try tmux.type(wrapped ? "sh -c \"\(app); true\"" : app)
    try tmux.send("Enter")
    try tmux.waitFor("No meals logged today")
    try tmux.send("C-z")
    try tmux.waitFor("Stopped")
    try tmux.type("stty -a > stty.txt")
    try tmux.send("Enter")
    try tmux.type("fg")
    try tmux.send("Enter")
    var screen = try tmux.waitFor("No meals logged today")
    #expect(screen.joined().contains("Did you eat meat today?"))
    #expect(!screen.joined().contains("Stopped"), "the whole screen is the app's again")
    try tmux.send("a")
    screen = try tmux.waitFor("Added Some Milk")
    try tmux.send("q")
    // Typed only once the shell has the terminal again, or the app would take it as keys.
    try tmux.waitFor("the app's end") { !$0.joined().contains("Did you eat meat today?") }
    try tmux.type("echo finished with $?")
    try tmux.send("Enter")
    try tmux.waitFor("finished with 0")
    let modes = tmux.read("stty.txt")
    #expect(modes.contains(" icanon") && modes.contains(" echo "), "the shell had its modes while the app was stopped: \(modes)")
  }
}
