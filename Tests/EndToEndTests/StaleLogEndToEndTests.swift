import Foundation
import Testing

/// The app and the shell on one log, and the app across midnight (issue 20, faults 4 and 5).
@Suite("A log changed by the shell, and midnight, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct StaleLogEndToEndTests {
  func answers(_ db: String, on day: String) throws -> Any? {
    let result = try Binary.run(["today", "--json", "--date", day, "--db", db])
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return json?["ateMeat"] ?? NSNull()
  }

  /// Beef limited to 1 a week; the shell logs a Beef while the app is open. The app shows it
  /// without a key pressed, and asks before a second one.
  @Test func aMealFromTheShellShowsAndCountsTowardsTheLimit() throws {
    let tmux = try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?")
    let db = tmux.file("log.sqlite3").path
    try tmux.waitFor("No meals logged today")
    #expect(try Binary.run(["limit", "add", "beef", "1/week", "--db", db]).status == 0)
    #expect(try Binary.run(["add", "beef", "--db", db]).status == 0)
    try tmux.waitFor("Some Beef")
    try tmux.send("/")
    try tmux.type("beef")
    try tmux.waitFor("of \(builtInFoodCount) foods")
    try tmux.send("Enter")
    try tmux.waitFor("[ 🥩 Beef ▾ ]")
    try tmux.send("a")
    try tmux.waitFor("Add anyway? y / n")
    try tmux.send("n")
    try tmux.waitFor("Not added")
    // A second one from the shell, seen when the history closes.
    #expect(try Binary.run(["add", "chickpeas", "--db", db]).status == 0)
    try tmux.send("h")
    try tmux.send("Escape")
    try tmux.waitFor("Some Chickpeas")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    let meals = try Binary.run(["today", "--json", "--db", db]).stdout
    #expect(meals.components(separatedBy: "\"sentence\"").count - 1 == 2, "the shell's two meals only: \(meals)")
  }

  /// Three seconds before midnight the screen shows Thursday; after midnight it shows Friday,
  /// and `y` answers for the day on screen.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime"), "needs faketime (bash .ci/run installs it)"))
  func theScreenRollsOverAtMidnightAndTheAnswerGoesToTheDayShown() throws {
    let tmux = try Tmux(
      "TZ=UTC faketime '2026-12-03 23:59:57' \(Binary.command("--db log.sqlite3")); echo finished with $?")
    let db = tmux.file("log.sqlite3").path
    try tmux.waitFor("Thu 3 Dec 2026")
    try tmux.waitFor("Fri 4 Dec 2026", timeout: 10)
    try tmux.send("y")
    try tmux.waitFor("You answered YES")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    #expect(try answers(db, on: "2026-12-04") as? Bool == true)
    #expect(try answers(db, on: "2026-12-03") is NSNull, "nothing stored for the day no longer shown")
  }
}
