import Foundation
import Testing

/// `nomeat-tui pick` in a real terminal (tmux): what a user sees and what the shell gets.
@Suite("pick, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct PickEndToEndTests {
  /// Runs pick with its stdout, exit code and terminal modes afterwards going to files, as
  /// `$(nomeat-tui pick)` in a script would.
  func startPick(_ arguments: String = "", columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws -> Tmux {
    try Tmux(
      "\(Binary.command("pick \(arguments)")) > out.txt; echo $? > rc.txt; stty -a > stty.txt; echo finished with $(cat rc.txt)",
      columns: columns, rows: rows, environment: environment)
  }

  func finish(_ tmux: Tmux) throws -> (stdout: String, code: Int?) {
    try tmux.waitFor("finished with")
    return (tmux.read("out.txt"), Int(tmux.read("rc.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  func line(_ screen: [String], startingWith prefix: String) -> Int? {
    screen.firstIndex { $0.hasPrefix(prefix) }
  }

  @Test func opensCollapsedWithSectionHeadersAndPicksWithEnter() throws {
    let tmux = try startPick()
    let screen = try tmux.waitFor("DAIRY")
    // Collapsed: the sheet's top border is half-way down an 80x24 terminal.
    #expect(line(screen, startingWith: "┌─ Pick a food") == 12)
    #expect(screen.joined().contains("Type to search"))
    try tmux.send("Enter")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "Some Milk\n", "the highlight starts on a food that is not meat")
    #expect(code == 0)
  }

  @Test func withALogTheSheetOpensOnRecentFoods() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nomeat-recent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("log.sqlite3").path
    for food in ["beef", "tofu", "beef"] { _ = try Binary.run(["add", food, "--db", db]) }
    let tmux = try startPick("--db '\(db)'")
    let screen = try tmux.waitFor("the Recent section and its foods") { $0.joined().contains("🫘 Tofu") }
    let header = try #require(screen.firstIndex { $0.contains("RECENT") })
    #expect(screen[header + 1].contains("🥩 Beef") && screen[header + 1].contains("🫘 Tofu"), "latest first, no repeats")
    try tmux.send("Enter")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "Some Beef\n", "the last food logged is highlighted")
    #expect(code == 0)
  }

  @Test func arrowsMoveTheHighlightAcrossTheGrid() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    // The sheet opens on Milk, the 2nd cell of Dairy's first row (2 columns at 80, so that names
    // fit whole). Down keeps the column (Cheddar); Right from a row's end goes on to the next
    // row's first cell (Mozzarella).
    try tmux.send("Down")
    try tmux.send("Right")
    try tmux.send("Enter")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "Some Mozzarella\n")
    #expect(code == 0)
  }

  @Test func scrollingDownReachesTheNextSectionsWithoutExpanding() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    // Down until the highlight reaches Eggs, however many rows Dairy takes (with the FNDDS
    // dairy foods listed in it, a few hundred).
    for _ in 0..<600 {
      try tmux.send("Down")
      if try tmux.screen().joined().contains("Eggs · 7 of \(builtInSectionTotal) sections") { break }
    }
    let screen = try tmux.waitFor("EGGS rows in view") { $0.joined().contains("Eggs · 7 of \(builtInSectionTotal) sections") }
    #expect(line(screen, startingWith: "┌─ Pick a food") == 12, "still collapsed")
    #expect(!screen.joined().contains("DAIRY"), "scrolled past the first header")
    // (Where its header is depends on how far keys typed ahead of the screen carried the
    // highlight: Eggs holds FNDDS's egg dishes too.)
    #expect(screen.joined().contains("Egg"), "the Eggs section's foods are in view")
  }

  @Test func typingExpandsToFullHeightAndDropsHeaders() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.type("tiger prawn")
    let screen = try tmux.waitFor("│ 1 of \(builtInFoodCount) foods")
    #expect(line(screen, startingWith: "┌─ Pick a food") == 0, "expanded to the full height")
    #expect(!screen.joined().contains("DAIRY"), "no section headers while filtering")
    #expect(screen.joined().contains("Shrimp · tiger"), "the alias that matched is shown (cut to the cell)")
    #expect(screen.joined().contains("esc close"))
    try tmux.send("Enter")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "Some Shrimp\n")
    #expect(code == 0)
  }

  @Test func escCancelsTheSearchAndCollapsesWithHeadersBack() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.send("Right")
    try tmux.type("sal")
    try tmux.waitFor("of \(builtInFoodCount) foods")
    try tmux.send("Escape")
    // A capture can catch a paint half done: wait for the whole frame, headers back in it.
    let screen = try tmux.waitFor("collapsed again") { $0.count > 12 && $0[12].hasPrefix("┌─ Pick a food") && $0.joined().contains("DAIRY") }
    #expect(screen.joined().contains("DAIRY"))
    #expect(screen.joined().contains("Type to search"), "the query was cleared")
    try tmux.send("Enter")
    let (stdout, _) = try finish(tmux)
    #expect(stdout == "Some Cheese\n", "the highlight is where it was before the search")
  }

  @Test func escWithNothingPickedExitsOneAndPrintsNothing() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.send("Escape")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "")
    #expect(code == 1)
  }

  @Test func noMatchSaysSoAndEnterDoesNothing() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.type("xyzzy")
    try tmux.waitFor("No food matches “xyzzy”")
    try tmux.send("Enter")
    try tmux.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
    try tmux.type("silken tofu")
    try tmux.waitFor("│ 1 of \(builtInFoodCount) foods")
    try tmux.send("Enter")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "Some Tofu\n", "Enter on no match did not pick or close")
    #expect(code == 0)
  }

  @Test func queryOptionStartsFiltered() throws {
    let tmux = try startPick("--query brinjal --quantity little")
    let screen = try tmux.waitFor("│ 1 of \(builtInFoodCount) foods")
    #expect(line(screen, startingWith: "┌─ Pick a food") == 0)
    try tmux.send("Enter")
    let (stdout, _) = try finish(tmux)
    #expect(stdout == "A little Eggplant\n")
  }

  @Test func ctrlCExitsWith130AndLeavesTheTerminalUsable() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.send("C-c")
    let (stdout, code) = try finish(tmux)
    #expect(stdout == "")
    #expect(code == 130)
    let modes = tmux.read("stty.txt")
    #expect(modes.contains(" icanon"), "canonical mode restored: \(modes)")
    #expect(modes.contains(" echo "), "echo restored")
    let screen = try tmux.screen()
    #expect(screen.joined().contains("finished with 130"), "the shell is back on the normal screen")
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let tmux = try Tmux(
      "\(Binary.command("pick")) & echo $! > pid.txt; wait $!; echo $? > rc.txt; stty -a > stty.txt; echo finished with $(cat rc.txt)")
    try tmux.waitFor("DAIRY")
    try tmux.signal(SIGTERM)
    try tmux.waitFor("finished with 143")
    #expect(tmux.read("stty.txt").contains(" icanon"))
  }

  @Test func resizeRedrawsAndTooSmallRecovers() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.resize(columns: 40, rows: 12)
    var screen = try tmux.waitFor("40-column sheet") { $0.contains { $0.hasPrefix("┌─ Pick a food") && $0.count == 40 } }
    #expect(screen.joined().contains("DAIRY"))
    try tmux.resize(columns: 19, rows: 5)
    try tmux.waitFor("Terminal too small")
    try tmux.resize(columns: 100, rows: 30)
    screen = try tmux.waitFor("100-column sheet") { $0.contains { $0.hasPrefix("┌─ Pick a food") && $0.count == 100 } }
    #expect(line(screen, startingWith: "┌─ Pick a food") == 15)
    #expect(!screen.joined().contains("Terminal too small"))
    try tmux.send("Enter")
    #expect(try finish(tmux).stdout == "Some Milk\n")
  }

  @Test func asciiLocaleDrawsWithoutBoxCharactersOrIcons() throws {
    let tmux = try startPick(environment: ["LANG": "C", "LC_ALL": "C"])
    let screen = try tmux.waitFor("DAIRY")
    #expect(screen.contains { $0.hasPrefix("+- Pick a food") })
    #expect(!screen.joined().contains("🥩"))
    try tmux.type("creme")
    try tmux.waitFor("Creme fraiche")
  }

  @Test func noColorHighlightsByReverseVideoOnly() throws {
    let colored = try startPick()
    try colored.waitFor("DAIRY")
    let withColor = try colored.screen(withEscapes: true).joined()
    #expect(withColor.contains("38;5;243m"), "colours by default, on 256-colour terminals")
    #expect(!Self.colourParameters(withColor).isEmpty, "the colour check sees colour when there is some")
    let plain = try startPick(environment: ["NO_COLOR": "1"])
    try plain.waitFor("DAIRY")
    let without = try plain.screen(withEscapes: true).joined()
    let colours = Self.colourParameters(without)
    #expect(colours.isEmpty, "no colour at all with NO_COLOR, found SGR \(colours)")
    #expect(without.contains("\u{1B}[7m") || without.contains(";7m"), "the highlight is reverse video")
  }

  /// The colour parameters of every SGR sequence (ESC [ ... m) in captured text: foreground and
  /// background, basic (30-37, 40-47, 90-97, 100-107) and extended (38, 48). 39 and 49 set the
  /// terminal's own default colours back, which tmux writes between cells: they are no colour.
  static func colourParameters(_ text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
      if rest[end] == "m" {
        for parameter in rest[..<end].split(whereSeparator: { $0 == ";" || $0 == ":" }) {
          guard let value = Int(parameter) else { continue }
          if ((30...48).contains(value) && value != 39) || (90...97).contains(value) || (100...107).contains(value) { found.append(String(parameter)) }
        }
      }
      rest = rest[end...]
    }
    return found
  }

  @Test func dumbTerminalIsRefused() throws {
    let tmux = try Tmux("TERM=dumb \(Binary.command("pick")) 2> err.txt; echo finished with $?")
    try tmux.waitFor("finished with 2")
    #expect(tmux.read("err.txt").hasPrefix("nomeat-tui: TERM=dumb cannot show the full-screen app"))
  }
}
