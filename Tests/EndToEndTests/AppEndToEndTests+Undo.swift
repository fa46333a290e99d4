import MealLog
import Testing

/// Undo and redo with the app's own keys, in a real terminal over a real log.
extension AppEndToEndTests {
  @Test func aMealAddedIsUndoneWithUAndRedoneWithShiftU() throws {
    let (tmux, db) = try startApp()
    try tmux.send("a")
    try tmux.waitFor("Added Some Milk")
    try tmux.send("u")
    var screen = try tmux.waitFor("Undid: added Some Milk on \(Day.today)")
    #expect(screen.joined().contains("No meals logged today"))
    #expect((try today(db)["meals"] as? [[String: Any]])?.isEmpty == true)
    try tmux.send("U")
    screen = try tmux.waitFor("Redid: added Some Milk on \(Day.today)")
    #expect(!screen.joined().contains("No meals logged today"))
    #expect((try today(db)["meals"] as? [[String: Any]])?.map { $0["sentence"] as? String } == ["Some Milk"])
    try tmux.send("C-r")
    try tmux.waitFor("Nothing to redo")
  }
}
