import Foundation
import MealLog
import Testing

/// A food the catalog lacks, made in the app, in a real terminal over a real log: a search that
/// finds nothing offers it, Ctrl-N opens the form named as the query, Enter saves the food among
/// one's own and logs Some of it; the command line then finds it like any food.
@Suite("New food in the app, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct NewFoodEndToEndTests {
  @Test func aSearchThatFindsNothingMakesANewFoodAndLogsIt() throws {
    let tmux = try Tmux("sh -c \"exec \(Binary.command("--db log.sqlite3"))\"; echo finished with $?")
    let db = tmux.file("log.sqlite3").path
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("/")
    try tmux.type("qwzx bar")
    try tmux.waitFor("^N new food")
    try tmux.send("C-n")
    try tmux.waitFor("> kcal per 100 g")
    var screen = try tmux.waitFor("qwzx bar")
    #expect(screen.contains { $0.contains("Name") && $0.contains("qwzx bar") }, "named as the query: \(screen)")
    // A figure that is no food's is said, and nothing is saved.
    try tmux.type("2000")
    try tmux.send("Enter")
    try tmux.waitFor("! kcal per 100 g: a number from 0 to 1000")
    try tmux.send("BSpace", "BSpace", "BSpace", "BSpace")
    try tmux.type("410")
    try tmux.send("Tab")
    try tmux.type("12")
    try tmux.send("Tab")
    try tmux.type("oats")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Added Some qwzx bar")
    #expect(screen.contains { $0.contains("Some qwzx bar") && $0.contains("kg CO2e") }, "logged, its footprint as oats': \(screen)")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")

    let listed = try Binary.run(["food", "list", "--json", "--db", db])
    let foods = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    #expect(foods.map { $0["name"] as? String } == ["qwzx bar"])
    #expect((foods.first?["like"] as? [String: Any])?["id"] as? String == "oats")
    #expect(((foods.first?["per100g"] as? [String: Any])?["kcal"] as? Double) == 410)
    let today = try Binary.run(["today", "--json", "--db", db])
    let meals = (try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])?["meals"] as? [[String: Any]] ?? []
    #expect(meals.map { $0["name"] as? String } == ["qwzx bar"])
    #expect((meals.first?["kcal"] as? Double).map { abs($0 - 410 * 1.5) < 0.01 } == true, "Some is 150 g: \(meals)")
    // And the next start finds it by name, among one's own.
    #expect(try Binary.run(["add", "qwzx bar", "--db", db]).status == 0)
  }
}

extension NewFoodEndToEndTests {
  /// One's own foods have their section in the sheet, "Yours", after the built-in ones, and
  /// are found by search there.
  @Test func yourFoodsHaveASectionOfTheirOwnInTheSheet() throws {
    let tmux = try Tmux("sh -c \"exec \(Binary.command("--db log.sqlite3"))\"; echo finished with $?")
    let db = tmux.file("log.sqlite3").path
    // Made before the app starts: the app reads them with the catalog.
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    #expect(try Binary.run(["food", "new", "Grandma's flapjack", "--per100g", "kcal=450,protein=6", "--like", "oats", "--db", db]).status == 0)
    let again = try Tmux("sh -c \"exec \(Binary.command("--db '\(db)'"))\"; echo finished with $?")
    try again.waitFor("Did you eat meat today?")
    try again.send("f")
    try again.waitFor("Pick a food")
    try again.send("End")
    var screen = try again.waitFor("Yours ·")
    #expect(screen.contains { $0.contains("YOURS") }, "the section's header: \(screen)")
    #expect(screen.contains { $0.contains("Grandma's flapjack") })
    // Each key once the screen shows what the last one did: an Esc followed at once by
    // another key reads as Alt and that key.
    try again.send("Escape")
    try again.waitFor("a add")
    try again.send("/")
    try again.waitFor("Pick a food")
    try again.type("flapjack")
    screen = try again.waitFor("Grandma's flapjack")
    #expect(screen.contains { $0.contains("Grandma's flapjack") && $0.contains("Yours") }, "\(screen)")
    try again.send("Escape")
    try again.waitFor("Type to search")
    try again.send("Escape")
    try again.waitFor("a add")
    try again.send("q")
    try again.waitFor("finished with 0")
  }
}
