import CSQLite
import Foundation
import Testing

@testable import MealLog

/// Schema 7: meal names, a footprint that may be unknown, and a table of one's own foods. A log
/// of an older version is upgraded in place: its meals kept, each named by its time, and its
/// footprint column taking NULL from then on, in this connection and the next.
@Suite("Meal log: schema 7")
struct SchemaSevenTests {
  let folder = TemporaryFolder("meallog-schema7")
  var path: String { folder.appendingPathComponent("nomeat.sqlite3").path }

  func versionThreeLog() throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/nomeat-v3.sqlite3")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
    return path
  }

  func quickAdd(on day: Day) -> LoggedMeal {
    LoggedMeal(
      day: day, time: "15:30", quantity: "quick", grams: 100, foodID: "quick-add", foodName: "Cake", sectionID: "quick-add",
      sectionName: "Quick add", kgCO2ePerKg: nil, kcalPer100g: 420, proteinPer100g: nil)
  }

  @Test func anOlderLogIsUpgradedAndTakesAnUnknownFootprint() throws {
    let path = try versionThreeLog()
    let before = try MealLog(path: path, access: .readOnly).allMeals()
    let log = try MealLog(path: path)
    #expect(try log.database.integer("PRAGMA user_version") == 7)
    let upgraded = try log.allMeals()
    #expect(upgraded.map(\.sentence) == before.map(\.sentence), "every meal kept")
    #expect(upgraded.map(\.meal) == upgraded.map { MealName(time: $0.time) }, "named by their time")
    let day = try #require(upgraded.first?.day)
    let added = try log.add(quickAdd(on: day))
    #expect(try log.meals(on: day).first { $0.uid == added.uid }?.kgCO2ePerKg == nil)
    let check = try log.database.prepare("PRAGMA integrity_check")
    #expect(try check.step() && check.text(0) == "ok")
    // Another connection, opened afresh, reads the table's new text.
    let again = try MealLog(path: path)
    let totals = try again.dayTotals(from: day, through: day, defaultMeatSections: [])
    #expect(totals.first?.unknownFootprintMeals == 1)
    #expect(try again.meals(on: day).contains { $0.kgCO2ePerKg == nil && $0.meal == .snack })
  }

  @Test func aMealNameSurvivesUndoAndRedoOfAnEdit() throws {
    let log = try MealLog(path: path)
    let day = Day("2026-12-01")!
    var meal = try log.add(quickAdd(on: day))
    #expect(meal.meal == .snack)
    meal.meal = .lunch
    try log.replace(meal)
    #expect(try log.meals(on: day).map(\.meal) == [.lunch])
    _ = try log.undo()
    #expect(try log.meals(on: day).map(\.meal) == [.snack])
    _ = try log.redo()
    #expect(try log.meals(on: day).map(\.meal) == [.lunch])
  }

  @Test func aMealNameThatIsNoneOfTheFourIsRefusedByName() throws {
    let log = try MealLog(path: path)
    let day = Day("2026-12-01")!
    try log.add(quickAdd(on: day))
    try log.database.execute("UPDATE meals SET meal = 'brunch'")
    #expect(throws: MealLogError.self) { try log.meals(on: day) }
    do {
      _ = try log.meals(on: day)
    } catch {
      #expect(error.description { $0 }.contains("meal"), "\(error)")
    }
  }
}
