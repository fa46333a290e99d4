import Foundation
import Testing

@testable import MealLog

/// Changes to the log and the journal behind undo and redo, on real SQLite files.
@Suite("Meal log: changes, undo and redo")
struct ChangesTests {
  let folder = TemporaryFolder("meallog-changes")

  var path: String { folder.appendingPathComponent("nomeat.sqlite3").path }
  let monday = Day("2026-11-30")!
  let tuesday = Day("2026-12-01")!

  func meal(_ food: String, on day: Day, at time: String = "12:00", grams: Int = 150) -> LoggedMeal {
    LoggedMeal(
      day: day, time: time, quantity: "some", grams: grams, foodID: food, foodName: food.capitalized, sectionID: "s", sectionName: "S",
      kgCO2ePerKg: 2.5, kcalPer100g: 100, proteinPer100g: 10)
  }

  func sentences(_ log: MealLog, _ day: Day) throws -> [String] { try log.meals(on: day).map { "\($0.time) \($0.sentence) \($0.grams)" } }

  @Test func removedMealsAreTombstonesThatNoReaderCounts() throws {
    let log = try MealLog(path: path)
    let beef = try log.add(meal("beef", on: monday))
    try log.add(meal("tofu", on: monday, at: "13:00"))
    try log.addLimit(Limit(target: .food("beef"), count: 1, period: .week))
    #expect(try log.remove(beef))
    #expect(try !log.remove(beef), "a meal removed is not removed twice")
    #expect(try sentences(log, monday) == ["13:00 Some Tofu 150"])
    #expect(try log.dayTotals(from: monday, through: monday, defaultMeatSections: ["s"]).first?.mealCount == 1)
    #expect(try log.limitUsages(of: log.limits(), on: monday, meatSections: ["s"]).first?.used == 0)
    #expect(try log.recentFoodIDs(from: monday, through: monday) == ["tofu"])
    #expect(try log.allMeals().count == 1)
    #expect(try log.meal(id: beef.shortID) == .none, "a removed meal is not found by its id")
    #expect(try log.database.integer("SELECT count(*) FROM meals WHERE deleted_at IS NOT NULL") == 1, "kept as a tombstone")
  }

  @Test func undoTakesBackEachChangeInTurnAndRedoPutsThemBack() throws {
    let log = try MealLog(path: path)
    let beef = try log.add(meal("beef", on: monday))
    var bigger = beef
    bigger.grams = 300
    bigger.quantity = "lot"
    #expect(try log.replace(bigger) == beef)
    try log.setAnswer(ateMeat: true, on: monday)
    try log.remove(bigger)
    #expect(try sentences(log, monday).isEmpty)
    #expect(try log.undo()?.summary == "deleted A lot of Beef on 2026-11-30")
    #expect(try sentences(log, monday) == ["12:00 A lot of Beef 300"])
    #expect(try log.undo()?.summary == "answered yes for 2026-11-30")
    #expect(try log.answers(from: monday, through: monday).isEmpty, "the answer that was never given is gone again")
    #expect(try log.undo()?.summary == "changed Some Beef to A lot of Beef on 2026-11-30")
    #expect(try sentences(log, monday) == ["12:00 Some Beef 150"])
    #expect(try log.redo()?.summary == "changed Some Beef to A lot of Beef on 2026-11-30")
    #expect(try sentences(log, monday) == ["12:00 A lot of Beef 300"])
    #expect(try log.redo()?.summary == "answered yes for 2026-11-30")
    #expect(try log.answers(from: monday, through: monday) == [monday: true])
    #expect(try log.undo()?.summary == "answered yes for 2026-11-30", "an undo after a redo takes back the redone change")
    // A new change ends what can be redone.
    try log.add(meal("tofu", on: tuesday))
    #expect(try log.redo() == nil)
    #expect(try log.undo()?.summary == "added Some Tofu on 2026-12-01")
    #expect(try log.undo()?.summary == "changed Some Beef to A lot of Beef on 2026-11-30")
    #expect(try log.undo()?.summary == "added Some Beef on 2026-11-30")
    #expect(try log.undo() == nil, "nothing left to undo")
    #expect(try log.allMeals().isEmpty)
  }

  @Test func undoReachesChangesMadeByAnotherConnection() throws {
    let app = try MealLog(path: path)
    let shell = try MealLog(path: path)
    try app.add(meal("beef", on: monday))
    try shell.add(meal("tofu", on: monday, at: "13:00"))
    #expect(try app.undo()?.summary == "added Some Tofu on 2026-11-30", "the last change, whoever made it")
    #expect(try shell.redo()?.summary == "added Some Tofu on 2026-11-30")
    #expect(try sentences(app, monday) == ["12:00 Some Beef 150", "13:00 Some Tofu 150"])
  }

  @Test func aCopyOfADayIsOneChange() throws {
    let log = try MealLog(path: path)
    try log.add(meal("beef", on: monday, at: "08:00"))
    try log.add(meal("tofu", on: monday, at: "19:00"))
    let copied = try log.copyMeals(from: monday, to: tuesday)
    #expect(copied.map(\.day) == [tuesday, tuesday])
    #expect(Set(copied.map(\.uid)).count == 2 && !copied.contains { $0.uid.isEmpty })
    #expect(try sentences(log, tuesday) == ["08:00 Some Beef 150", "19:00 Some Tofu 150"])
    #expect(try log.undo()?.summary == "copied 2 meals from 2026-11-30 to 2026-12-01")
    #expect(try sentences(log, tuesday).isEmpty, "both meals taken back by one undo")
    #expect(try sentences(log, monday).count == 2)
  }

  @Test func limitsAndTargetsAreUndoneToo() throws {
    let log = try MealLog(path: path)
    try log.addLimit(Limit(target: .food("beef"), count: 2, period: .week))
    try log.removeLimit(.food("beef"))
    #expect(try log.limits().isEmpty)
    try log.addLimit(Limit(target: .food("beef"), count: 1, period: .week))
    #expect(try log.limits().map(\.rate) == ["1/week"], "a limit removed can be set again")
    try log.setTarget(.protein, to: 60)
    try log.setTarget(.protein, to: nil)
    #expect(try log.targets()[.protein] == nil)
    try log.undo()
    #expect(try log.targets()[.protein] == 60)
    try log.undo()
    try log.undo()
    #expect(try log.limits().isEmpty)
    try log.undo()
    #expect(try log.limits().map(\.rate) == ["2/week"])
  }

  @Test func theJournalKeepsTheLastChangesUpToItsDepth() throws {
    let log = try MealLog(path: path)
    for index in 0..<(Journal.depth + 5) { try log.setAnswer(ateMeat: index % 2 == 0, on: monday.adding(days: -index)) }
    #expect(try log.database.integer("SELECT count(*) FROM changes") == Int64(Journal.depth))
    for _ in 0..<Journal.depth { #expect(try log.undo() != nil) }
    #expect(try log.undo() == nil, "undo reaches back \(Journal.depth) changes")
    #expect(try log.answers(from: monday.adding(days: -300), through: monday).count == 5, "the five oldest answers stay")
  }

  @Test func aShortIdFindsItsMealAndAnAmbiguousOneSaysSo() throws {
    let log = try MealLog(path: path)
    let beef = try log.add(meal("beef", on: monday))
    #expect(beef.shortID.count == 8)
    #expect(try log.meal(id: beef.shortID) == .one(beef))
    #expect(try log.meal(id: beef.uid.uppercased()) == .one(beef))
    #expect(try log.meal(id: "zz") == .none)
    try log.add(meal("tofu", on: monday))
    guard case .several(let both) = try log.meal(id: "") else {
      #expect(try log.meal(id: "") == .none, "an empty id names nothing")
      return
    }
    #expect(both.count == 2)
  }
}
