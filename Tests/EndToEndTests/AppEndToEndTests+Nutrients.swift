import MealLog
import Testing

/// The nutrients screen in a real terminal over a real log: a vegan week is short of B12, a
/// fortified food is suggested, and logging it from the app moves the bar.
extension AppEndToEndTests {
  /// The B12 line's share of the goal by the 7-day average ("0%").
  func b12Share(_ screen: [String]) -> Int? {
    guard let line = screen.first(where: { $0.hasPrefix(" B12 ") }) else { return nil }
    return line.split(separator: " ").first { $0.hasSuffix("%") }.flatMap { Int($0.dropLast()) }
  }

  @Test func aVeganWeekIsShortOfB12AndAFortifiedFoodMovesTheBar() throws {
    let (tmux, db) = try startApp(columns: 100, rows: 30)
    for back in 0..<7 {
      let day = Day.today.adding(days: -back).description
      for food in ["lentils", "oats", "spinach"] { _ = try Binary.run(["add", "--db", db, "--date", day, food]) }
    }
    try tmux.waitFor("Some Spinach")
    try tmux.send("i")
    var screen = try tmux.waitFor("7-day average")
    let line = try #require(screen.firstIndex { $0.hasPrefix(" B12 ") }, "B12 is listed")
    #expect(screen[line].contains("short"))
    #expect(b12Share(screen) == 0)
    let suggested = screen[line + 1]
    #expect(suggested.contains("best per kcal: ") && suggested.contains("*"), "a fortified food: \(suggested)")
    // The first fortified suggestion, logged from the app.
    let name = try #require(suggested.components(separatedBy: "best per kcal: ").last?.components(separatedBy: "*").first)
    try tmux.send("Escape")
    try tmux.waitFor("Add a meal:")
    try tmux.send("/")
    try tmux.type(name.lowercased())
    try tmux.waitFor("'\(name)' in the results") { $0.contains { $0.contains(name) && $0.contains(" kg ") } }
    try tmux.send("Enter")
    try tmux.send("a")
    try tmux.waitFor("Added Some \(name)")
    try tmux.send("i")
    screen = try tmux.waitFor("7-day average") { self.b12Share($0).map { $0 > 0 } ?? false }
    #expect((b12Share(screen) ?? 0) > 0, "the bar moved")
  }
}
