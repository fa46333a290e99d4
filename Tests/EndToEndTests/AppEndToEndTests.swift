import CSQLite
import Foundation
import MealLog
import PickerModel
import Testing
import FoodData

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
    #expect(screen.joined().contains("[ Some ▾ ]  [ 🥛 Milk ▾ ]"))
    // Pick Shrimp through search, make it a little, add it.
    try tmux.send("/")
    try tmux.type("tiger prawn")
    try tmux.waitFor("│ 1 of \(builtInFoodCount) foods")
    try tmux.send("Enter")
    try tmux.waitFor("[ 🦐 Shrimp ▾ ]")
    try tmux.send("-")
    try tmux.waitFor("[ A little ▾ ]")
    try tmux.send("a")
    screen = try tmux.waitFor("Added A little Shrimp")
    // 50 g of cooked shrimp: 26.87 kg CO2e per kg raw * 22.78 / 13.61 g protein (cooked / raw,
    // SR28 15151 and 15149) = 2.25 kg, which shows as 2.2.
    #expect(screen.contains { $0.contains("A little Shrimp") && $0.contains("2.2 kg CO2e") }, "\(screen.joined(separator: "\n"))")
    #expect(screen.joined().contains("Did you eat meat today?  YES"))
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    let meals = try today(db)["meals"] as? [[String: Any]]
    #expect(meals?.map { $0["sentence"] as? String } == ["A little Shrimp"])
  }

  @Test func aMealSurvivesSIGKILLRightAfterAdd() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Milk")
    try tmux.signal(SIGKILL)
    try tmux.waitFor("finished with 137")
    let meals = try today(db)["meals"] as? [[String: Any]]
    #expect(meals?.count == 1)
  }

  @Test func answeringNoWinsOverAMeatMeal() throws {
    let (tmux, db) = try startApp()
    try tmux.send("/")
    try tmux.type("beef")
    try tmux.waitFor("of \(builtInFoodCount) foods")
    try tmux.send("Enter")
    try tmux.waitFor("[ 🥩 Beef ▾ ]")
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
    try tmux.waitFor("A little · ")
    try tmux.send("Down")
    try tmux.send("Enter")
    try tmux.waitFor("[ A lot ▾ ]")
    try tmux.send("Tab", "Tab", "Enter")
    try tmux.waitFor("Added A lot of Milk")
  }

  @Test func historyAndSettingsScreensOpenAndClose() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Milk")
    try tmux.send("h")
    // The title can reach tmux before the lines under it: wait for the last line.
    try tmux.waitFor("History since")
    var screen = try tmux.waitFor("Meat-free days in a row")
    #expect(screen.joined().contains("Meat-free days in a row: 1"))
    // The calendar strip: today's mark (no meat) in its weekday's row.
    #expect(screen.contains { $0.hasPrefix(" \(Day.today.weekdayName)  ") && $0.contains("○") }, "the strip of days is shown")
    try tmux.send("Escape")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("s")
    // The title can reach tmux before the rows under it: wait for the row itself, not the title.
    screen = try tmux.waitFor("What counts as meat?")
    screen = try tmux.waitFor("[x] Red meat")
    #expect(screen.contains { $0.contains("[x] Red meat") })
    try tmux.send("Space", "Enter")
    try tmux.waitFor("Saved what counts as meat")
    // Today, unanswered: the meals' NO is only "so far".
    try tmux.waitFor("Did you eat meat today?  so far: no meat")
    let meat = try Binary.run(["meat", "--db", db]).stdout
    #expect(meat.contains("[ ] red-meat"))
    #expect(meat.contains("[x] poultry"))
  }

  @Test func theMainScreenFitsSmallTerminalsAndResizes() throws {
    let (tmux, _) = try startApp(columns: 40, rows: 12)
    try tmux.waitFor("[ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]")
    try tmux.resize(columns: 30, rows: 8)
    try tmux.waitFor("Terminal too small")
    try tmux.resize(columns: 90, rows: 30)
    // The rules run to the last column but one: 1 + 88 at 90 columns.
    let screen = try tmux.waitFor("90 columns") { $0.contains { $0.hasPrefix(" ─") && $0.count == 89 } }
    #expect(screen.joined().contains("Add a meal:"))
    #expect(screen.count >= 30 && screen[29].contains("a add · f food"), "the help bar is on the last row")
  }

  @Test func aLockedLogSaysSoAndTheMealCanBeAddedAgain() throws {
    let (tmux, db) = try startApp()
    // Another program holds the write lock for longer than the app waits (5 s).
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
    try tmux.send("a")
    let screen = try tmux.waitFor("Could not add the meal: the meal log is locked", timeout: 20)
    #expect(screen.joined().contains("[ Some ▾ ]  [ 🥛 Milk ▾ ]"), "the meal row is as it was")
    #expect(screen.joined().contains("No meals logged today"))
    #expect(sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) == SQLITE_OK)
    try tmux.send("a")
    try tmux.waitFor("Added Some Milk")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    #expect((try today(db)["meals"] as? [[String: Any]])?.count == 1)
  }

  @Test func aLogMovedAwayWhileOpenGetsTheMealAtItsPath() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Milk")
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

  // MARK: The screens of issue 9

  @Test func theSheetOpensOnRecentFoodsAfterAMealIsAdded() throws {
    let (tmux, _) = try startApp()
    try tmux.send("/")
    try tmux.type("prawn")
    try tmux.waitFor("Shrimp · prawn")
    try tmux.send("Enter")
    try tmux.send("a")
    try tmux.waitFor("Added Some Shrimp")
    try tmux.send("f")
    let screen = try tmux.waitFor("the Recent section and its foods") { screen in
      screen.firstIndex { $0.contains("RECENT") }.map { $0 + 1 < screen.count && screen[$0 + 1].contains("│ ") } ?? false
    }
    let header = try #require(screen.firstIndex { $0.contains("RECENT") })
    #expect(screen[header + 1].contains("🦐 Shrimp"), "the food just logged comes first")
    #expect(screen.joined().contains("Recent · 1 of \(builtInSectionTotal + 1) sections"))
    try tmux.send("q")
  }

  /// Home and End in the sheet, whatever sequence the terminal type makes tmux send: under
  /// xterm-256color terminfo says ESC OH / ESC OF while tmux sends ESC[1~ / ESC[4~.
  @Test(arguments: ["xterm-256color", "screen"])
  func homeAndEndMoveInTheSheet(term: String) throws {
    let tmux = try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?", environment: ["TERM": term])
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("f")
    try tmux.waitFor("Dairy · 6 of \(builtInSectionTotal) sections")
    try tmux.send("End")
    try tmux.waitFor("\(builtInLastSection) · \(builtInSectionTotal) of \(builtInSectionTotal) sections")
    try tmux.send("Home")
    var screen = try tmux.waitFor("Red meat · 1 of \(builtInSectionTotal) sections")
    #expect(screen.joined().contains("Pick a food"), "Home did not close the sheet")
    // Keys tmux sends in other terminals' forms decode too; an unknown one is dropped whole.
    try tmux.type("\u{1B}[8~")
    try tmux.waitFor("\(builtInLastSection) · \(builtInSectionTotal) of \(builtInSectionTotal) sections")
    try tmux.type("\u{1B}[7~")
    try tmux.waitFor("Red meat · 1 of \(builtInSectionTotal) sections")
    try tmux.type("\u{1B}[99~")
    try tmux.send("End")
    screen = try tmux.waitFor("\(builtInLastSection) · \(builtInSectionTotal) of \(builtInSectionTotal) sections")
    #expect(screen.joined().contains("Type to search"), "the unknown sequence typed nothing")
    try tmux.send("Escape", "q")
    try tmux.waitFor("finished with 0")
  }

  @Test func aClickOpensTheSheetAndPicksAFood() throws {
    let (tmux, _) = try startApp()
    // An SGR mouse report (mode 1006), as a terminal sends it: 1-based column and row.
    let row = try tmux.waitFor("the meal row") { $0.joined().contains("[ 🥛 Milk ▾ ]") }.firstIndex { $0.contains("Add a meal:") } ?? 21
    let foodButton = try #require(try tmux.screen()[row].range(of: "[ 🥛")).lowerBound
    let column = try tmux.screen()[row].distance(from: tmux.screen()[row].startIndex, to: foodButton) + 3
    try tmux.type("\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m")
    let screen = try tmux.waitFor("the sheet's grid") { $0.joined().contains("🧀 Cheese") }
    // Cheese's cell, wherever the grid lays it out: its row and column as drawn.
    let header = try #require(screen.firstIndex { $0.contains("DAIRY") })
    let gridRow = try #require(screen.indices.first { $0 > header && screen[$0].contains("🧀 Cheese") })
    let cheese = try #require(screen[gridRow].range(of: "🧀 Cheese")).lowerBound
    let cheeseColumn = DisplayWidth.of(String(screen[gridRow][..<cheese])) + 4
    try tmux.type("\u{1B}[<0;\(cheeseColumn);\(gridRow + 1)M")
    try tmux.waitFor("[ 🧀 Cheese ▾ ]")
    try tmux.send("q")
  }

  @Test func historyReachesEveryDayOfTheRangeByScrolling() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nomeat-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("log.sqlite3").path
    let today = Day.today
    for back in [29, 12, 0] {
      _ = try Binary.run(["add", back == 12 ? "beef" : "lentils", "--date", today.adding(days: -back).description, "--db", db])
    }
    let tmux = try Tmux("\(Binary.command("--db '\(db)'")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("h")
    let first = String(today.adding(days: -29).longName.dropLast(5))
    let last = String(today.longName.dropLast(5))
    // The title can reach tmux before the lines under it: wait for the line read.
    try tmux.waitFor("History since \(first)")
    var screen = try tmux.waitFor("the latest day in view") { $0.contains { $0.hasPrefix(" \(last) ") } }
    #expect(!screen.contains { $0.hasPrefix(" \(first) ") }, "30 days do not fit in 24 rows")
    try tmux.send("Home")
    // A capture can catch a paint half done (new rows at the top, old ones below): wait for
    // the whole frame, the first day in view and the latest one gone.
    screen = try tmux.waitFor("the first day, and not the latest") {
      $0.contains { $0.hasPrefix(" \(first) ") } && !$0.contains { $0.hasPrefix(" \(last) ") }
    }
    #expect(!screen.contains { $0.hasPrefix(" \(last) ") })
    // The wheel scrolls back down, three days a notch.
    for _ in 0..<10 { try tmux.type("\u{1B}[<65;10;15M") }
    try tmux.waitFor("the latest day again") { $0.contains { $0.hasPrefix(" \(last) ") } }
    try tmux.send("Escape", "q")
    try tmux.waitFor("finished with 0")
  }
}
