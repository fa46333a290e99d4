import Foundation
import Testing

/// A personal limit in a real terminal: the sheet shows its count, and a meal over it is asked
/// about once; no keeps the log as it was, yes adds.
@Suite("Limits in the app, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct LimitsEndToEndTests {
  func todaysMeals(_ db: String) throws -> [String] {
    let result = try Binary.run(["today", "--json", "--db", db])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (object?["meals"] as? [[String: Any]] ?? []).compactMap { $0["sentence"] as? String }
  }

  @Test func aThirdSalmonAsksAndNoKeepsTheLogUnchanged() throws {
    let folder = TemporaryFolder("nomeat-limits-e2e")
    let db = folder.appendingPathComponent("log.sqlite3").path
    #expect(try Binary.run(["limit", "add", "salmon", "2/week", "--db", db]).status == 0)
    #expect(try Binary.run(["add", "salmon", "--db", db]).status == 0)
    #expect(try Binary.run(["add", "salmon", "--db", db]).status == 0)
    #expect(try todaysMeals(db).count == 2)

    let tmux = try Tmux("\(Binary.command("--db '\(db)'")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    // The detail pane names the limit; the sheet opens on the last food logged, Salmon, its
    // cell marked at the limit.
    try tmux.waitFor("Limit on Salmon: 2 of 2 this week (at the limit)")
    try tmux.send("f")
    var screen = try tmux.waitFor("!2/2")
    #expect(screen.contains { $0.contains("Salmon") && $0.contains("!2/2") }, "the grid cell is marked: \(screen)")
    // Searching shows the count on the food's line.
    try tmux.type("salmon")
    screen = try tmux.waitFor("! 2 of 2 this week")
    try tmux.send("Enter")
    try tmux.waitFor("Salmon ▾ ]")
    try tmux.send("a")
    try tmux.waitFor("Salmon is at its limit: 2 of 2 this week. Add anyway? y / n")
    try tmux.send("n")
    try tmux.waitFor("Not added: the log is unchanged")
    #expect(try todaysMeals(db).count == 2)
    try tmux.send("a")
    try tmux.waitFor("Add anyway? y / n")
    try tmux.send("y")
    screen = try tmux.waitFor("Added ")
    #expect(try todaysMeals(db).count == 3)
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
  }

  /// A meat limit counts a dish by its ingredients, as the meat answer does: a chicken risotto
  /// (its own section is rice dishes) uses the week's one meat meal, on the command line and
  /// in the app, whose sheet then marks other meat as at the limit.
  @Test func aMeatLimitCountsADishByItsIngredients() throws {
    let folder = TemporaryFolder("nomeat-limits-dish-e2e")
    let db = folder.appendingPathComponent("log.sqlite3").path
    #expect(try Binary.run(["limit", "add", "meat", "1/week", "--db", db]).status == 0)
    #expect(try Binary.run(["add", "chicken risotto", "--db", db]).status == 0)
    let stored = try limits(db)
    #expect(stored.first?["used"] as? Int == 1, "\(stored)")
    let tmux = try Tmux("\(Binary.command("--db '\(db)'")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.waitFor("Limit on meat: 1 of 1 this week (at the limit)")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
  }

  func limits(_ db: String) throws -> [[String: Any]] {
    let result = try Binary.run(["limit", "list", "--json", "--db", db])
    return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]) ?? []
  }

  @Test func theLimitsScreenAddsChangesAndRemovesInTheLog() throws {
    let folder = TemporaryFolder("nomeat-limits-screen-e2e")
    let db = folder.appendingPathComponent("log.sqlite3").path
    #expect(try Binary.run(["target", "set", "protein", "60", "--db", db]).status == 0)
    #expect(try Binary.run(["add", "salmon", "--db", db]).status == 0)
    let tmux = try Tmux("\(Binary.command("--db '\(db)'")); echo finished with $?")
    // Some Salmon is 150 g at 22.1 g protein a 100 g: 33 of 60 g, 2 of 5 cells.
    try tmux.waitFor("33/60 g protein ██░░░")
    try tmux.send("s")
    try tmux.waitFor("l limits")
    try tmux.send("l")
    try tmux.waitFor("No limits. Press a and type one")
    try tmux.send("a")
    try tmux.type("salmon 2/week")
    try tmux.send("Enter")
    try tmux.waitFor("Limit: Salmon at most 2 a week")
    try tmux.waitFor("2/week  1 of 2 this week")
    try tmux.send("+")
    try tmux.waitFor("3/week  1 of 3 this week")
    try tmux.send("p")
    try tmux.waitFor("3/month  1 of 3 this month")
    var stored = try limits(db)
    #expect(stored.map { "\($0["target"] ?? "")" } == ["salmon"])
    #expect(stored.first?["count"] as? Int == 3)
    #expect(stored.first?["period"] as? String == "month")
    // A bad limit is said on the status line; nothing is saved.
    try tmux.send("a")
    try tmux.type("salmon 100/week")
    try tmux.send("Enter")
    try tmux.waitFor("! the count of a limit must be a whole number from 0 to 99")
    #expect(try limits(db).count == 1)
    try tmux.send("d")
    try tmux.waitFor("Removed the limit on Salmon")
    stored = try limits(db)
    #expect(stored.isEmpty)
    // A search typed in the field, a food chosen from the candidates with the arrows.
    try tmux.send("a")
    try tmux.type("prawn")
    try tmux.waitFor("   Shrimp")
    try tmux.send("Down", "Enter")
    try tmux.waitFor("Limit: Shrimp at most 1 a week")
    #expect(try limits(db).map { "\($0["target"] ?? "")" } == ["shrimp"])
    // Back to the main screen, then the history's weekly review.
    try tmux.send("Escape", "Escape")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("h")
    try tmux.waitFor("r weekly review")
    try tmux.send("r")
    try tmux.waitFor("Meat days: 1")
    try tmux.send("Escape")
    try tmux.waitFor("History since")
  }
}
