import Foundation
import MealLog
import Testing

/// Another day with the app's own keys, in a real terminal over a real log.
extension AppEndToEndTests {
  func meals(_ db: String, on day: Day) throws -> [String?] {
    let result = try Binary.run(["today", "--json", "--date", "\(day)", "--db", db])
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (json?["meals"] as? [[String: Any]])?.map { $0["sentence"] as? String } ?? []
  }

  @Test func aMealIsLoggedToYesterdayFromTheApp() throws {
    let (tmux, db) = try startApp()
    let yesterday = Day.today.adding(days: -1)
    try tmux.send("[")
    try tmux.waitFor("Yesterday, \(yesterday.longName)")
    try tmux.send("a")
    // Another day than today: the app says which before it logs there.
    try tmux.waitFor("Add Some Milk to \(yesterday.longName.split(separator: " ").dropLast().joined(separator: " ")), not today? y / n")
    #expect(try meals(db, on: yesterday).isEmpty, "nothing logged before the yes")
    try tmux.send("y")
    try tmux.waitFor("Added Some Milk")
    #expect(try meals(db, on: yesterday) == ["Some Milk"])
    #expect(try meals(db, on: .today).isEmpty)
    // Not past today: ] twice is today, and t from the day before is today too.
    try tmux.send("]", "]")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("PageUp")
    try tmux.waitFor("Did you eat meat that day?")
    try tmux.send("t")
    let screen = try tmux.waitFor("No meals logged today")
    #expect(screen.first?.contains(Day.today.longName) == true)
  }
}
