import MealLog
import Testing

/// The day's meals with the app's own keys, in a real terminal over a real log: a quantity
/// changed shows in the day's total, a delete is undone, the day before is copied.
extension AppEndToEndTests {
  /// "9.3 kg CO2e" on the "Today" line.
  func todaysTotal(_ screen: [String]) -> String? {
    screen.first { $0.hasPrefix(" Today") }?.split(separator: " ").suffix(3).joined(separator: " ")
  }

  @Test func aMealsQuantityIsChangedDeletedAndTheDeleteUndone() throws {
    let (tmux, db) = try startApp()
    _ = try Binary.run(["add", "--db", db, "--quantity", "little", "beef"])
    var screen = try tmux.waitFor("A little Beef")
    // 50 g of cooked lean beef at 99.48 * 29.90 / 22.15 (protein cooked / raw) = 134.29 per kg.
    #expect(todaysTotal(screen) == "6.7 kg CO2e")
    try tmux.send("Up")
    try tmux.waitFor("enter edit")
    try tmux.send("+")
    screen = try tmux.waitFor("Changed A little Beef to Some Beef")
    #expect(todaysTotal(screen) == "20.1 kg CO2e", "three times the grams")
    #expect((try today(db)["meals"] as? [[String: Any]])?.map { $0["grams"] as? Int } == [150])
    try tmux.send("d")
    screen = try tmux.waitFor("Deleted Some Beef")
    #expect(screen.joined().contains("No meals logged today"))
    #expect((try today(db)["meals"] as? [[String: Any]])?.isEmpty == true)
    try tmux.send("u")
    screen = try tmux.waitFor("Undid: deleted Some Beef on \(Day.today)")
    #expect(todaysTotal(screen) == "20.1 kg CO2e")
  }

  @Test func enterEditsTheMealsTimeAndCIsTheDayBeforeCopied() throws {
    let (tmux, db) = try startApp()
    let yesterday = Day.today.adding(days: -1)
    // Tofu at each meal of yesterday: `c` copies the one of the time now (one meal), whatever
    // the time the test runs at.
    for name in MealName.allCases {
      _ = try Binary.run(["add", "--db", db, "--date", yesterday.description, "--quantity", "lot", "tofu", "--meal", name.rawValue])
    }
    try tmux.send("c")
    var screen = try tmux.waitFor("Copied 1 meal from")
    // Copied at its own time.
    let copied = try #require(screen.first { $0.contains("A lot of Tofu") })
    let time = String(copied.dropFirst().prefix(5))
    #expect((try today(db)["meals"] as? [[String: Any]])?.map { $0["time"] as? String } == [time])
    try tmux.send("Up")
    try tmux.waitFor("enter edit")
    try tmux.send("Enter")
    try tmux.waitFor("Edit meal:")
    // The edit row opens on the time: the digits go there at once, as the help bar says.
    try tmux.send("0", "9", "3", "0")
    try tmux.waitFor("[ 09:30 ]")
    try tmux.send("a")
    screen = try tmux.waitFor("Changed A lot of Tofu")
    #expect(screen.contains { $0.contains("09:30") && $0.contains("A lot of Tofu") })
    #expect(screen.contains { $0.contains("Add a meal:") }, "the row adds again")
    #expect((try today(db)["meals"] as? [[String: Any]])?.map { $0["time"] as? String } == ["09:30"])
    // The day before still has its own.
    try tmux.send("[")
    screen = try tmux.waitFor("Yesterday")
    #expect(screen.contains { $0.contains(time) && $0.contains("A lot of Tofu") })
  }
}
