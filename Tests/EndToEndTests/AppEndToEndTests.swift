import CSQLite
import Foundation
import Testing

/// The meal-entry screen in a real terminal, over a real meal log.
@Suite("The meal-entry screen, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct AppEndToEndTests {
  func startApp(columns: Int = 80, rows: Int = 24) throws -> (Tmux, String) {
    // The inner shell writes its pid and becomes the app (exec), which keeps the terminal as
    // its standard input; a background job (&) would get /dev/null. The log is in the
    // session's folder (the command's working folder), removed with it.
    let tmux = try Tmux(
      "sh -c \"echo \\$\\$ > pid.txt; exec \(Binary.command("--db log.sqlite3"))\"; echo finished with $?", columns: columns, rows: rows)
    try tmux.waitFor("Did you eat meat today?")
    return (tmux, tmux.file("log.sqlite3").path)
  }

  func today(_ db: String) throws -> [String: Any] {
    let result = try Binary.run(["today", "--json", "--db", db])
    return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]) ?? [:]
  }

  @Test func aMealAddedInTheAppIsInTodayAfterQuitting() throws {
    let (tmux, db) = try startApp()
    var screen = try tmux.waitFor("No meals logged today")
    #expect(screen.joined().contains("[ Some ▾ ]  [ 🥩 Beef ▾ ]"))
    // Pick Shrimp through search, make it a little, add it.
    try tmux.send("/")
    try tmux.type("prawn")
    try tmux.waitFor("1 of 259 foods")
    try tmux.send("Enter")
    try tmux.waitFor("[ 🦐 Shrimp ▾ ]")
    try tmux.send("-")
    try tmux.waitFor("[ A little ▾ ]")
    try tmux.send("a")
    screen = try tmux.waitFor("Added A little Shrimp")
    #expect(screen.contains { $0.contains("A little Shrimp") && $0.contains("1.3 kg CO2e") })
    #expect(screen.joined().contains("Did you eat meat today?  YES"))
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    let meals = try today(db)["meals"] as? [[String: Any]]
    #expect(meals?.map { $0["sentence"] as? String } == ["A little Shrimp"])
  }

  @Test func aMealSurvivesSIGKILLRightAfterAdd() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Beef")
    try tmux.signal(SIGKILL)
    try tmux.waitFor("finished with 137")
    let meals = try today(db)["meals"] as? [[String: Any]]
    #expect(meals?.count == 1)
  }

  @Test func answeringNoWinsOverAMeatMeal() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Did you eat meat today?  YES")
    try tmux.send("n")
    try tmux.waitFor("Did you eat meat today?  NO (your answer)")
    #expect(try today(db)["ateMeat"] as? Bool == false)
  }

  @Test func theQuantityListAndFocusWorkWithTheKeyboard() throws {
    let (tmux, _) = try startApp()
    try tmux.send("BTab")
    try tmux.send("Enter")
    try tmux.waitFor("A little   │")
    try tmux.send("Down")
    try tmux.send("Enter")
    try tmux.waitFor("[ A lot ▾ ]")
    try tmux.send("Tab", "Tab", "Enter")
    try tmux.waitFor("Added A lot of Beef")
  }

  @Test func historyAndSettingsScreensOpenAndClose() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Beef")
    try tmux.send("h")
    // The title can reach tmux before the lines under it: wait for the last line.
    var screen = try tmux.waitFor("History: the last 30 days")
    screen = try tmux.waitFor("Meat-free days in a row")
    #expect(screen.joined().contains("Meat-free days in a row: 0"))
    // The strip of 30 days, oldest first, ends in today's meat: it must be on screen, not cut.
    let strip = String(repeating: "·", count: 29) + "●  (● meat  ○ no meat)"
    #expect(screen.contains { $0.contains(strip) }, "the strip of days is shown")
    try tmux.send("Escape")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("s")
    // The title can reach tmux before the rows under it: wait for the row itself, not the title.
    screen = try tmux.waitFor("What counts as meat?")
    screen = try tmux.waitFor("[x] Red meat")
    #expect(screen.contains { $0.contains("[x] Red meat") })
    try tmux.send("Space", "Enter")
    try tmux.waitFor("Saved what counts as meat")
    try tmux.waitFor("Did you eat meat today?  NO")
    let meat = try Binary.run(["meat", "--db", db]).stdout
    #expect(meat.contains("[ ] red-meat"))
    #expect(meat.contains("[x] poultry"))
  }

  @Test func theMainScreenFitsSmallTerminalsAndResizes() throws {
    let (tmux, _) = try startApp(columns: 40, rows: 12)
    try tmux.waitFor("[ Some ▾ ]  [ 🥩 Beef ▾ ]  [ Add ]")
    try tmux.resize(columns: 30, rows: 8)
    try tmux.waitFor("Terminal too small")
    try tmux.resize(columns: 90, rows: 30)
    // The rules run to the last column but one: 1 + 88 at 90 columns.
    let screen = try tmux.waitFor("90 columns") { $0.contains { $0.hasPrefix(" ─") && $0.count == 89 } }
    #expect(screen.joined().contains("Add a meal:"))
    #expect(screen.count >= 30 && screen[29].contains("tab next"), "the help bar is on the last row")
  }

  @Test func aLockedLogSaysSoAndTheMealCanBeAddedAgain() throws {
    let (tmux, db) = try startApp()
    // Another program holds the write lock for longer than the app waits (5 s).
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
    try tmux.send("a")
    let screen = try tmux.waitFor("Not saved: the meal log is locked", timeout: 20)
    #expect(screen.joined().contains("[ Some ▾ ]  [ 🥩 Beef ▾ ]"), "the meal row is as it was")
    #expect(screen.joined().contains("No meals logged today"))
    #expect(sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) == SQLITE_OK)
    try tmux.send("a")
    try tmux.waitFor("Added Some Beef")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    #expect((try today(db)["meals"] as? [[String: Any]])?.count == 1)
  }

  @Test func aLogMovedAwayWhileOpenGetsTheMealAtItsPath() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Beef")
    let moved = tmux.file("moved.sqlite3").path
    try FileManager.default.moveItem(atPath: db, toPath: moved)
    try tmux.send("n")
    try tmux.waitFor("You answered NO")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    #expect(try today(db)["ateMeat"] as? Bool == false, "the answer is in the file at the path")
    #expect((try today(db)["meals"] as? [Any])?.count == 0, "a new log at the path")
  }

  @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)])
  func aSignalEndsTheAppWithItsExitCode(signal: Int32, code: Int) throws {
    let (tmux, _) = try startApp()
    try tmux.signal(signal)
    try tmux.waitFor("finished with \(code)")
  }
}
