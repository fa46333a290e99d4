import CSQLite
import Foundation
import Testing

@testable import MealLog

/// Each meal keeps the sections of its food and ingredients, so that whether it counts as meat
/// follows the settings when they change, and older files upgrade without losing a meal.
@Suite("Meal sections")
struct MealSectionsTests {
  let folder = TemporaryFolder("meal-sections")
  var path: String { folder.appendingPathComponent("nomeat.sqlite3").path }

  func padThai() -> LoggedMeal {
    LoggedMeal(
      day: Day("2026-12-02")!, time: "19:00", quantity: "some", grams: 350, foodID: "pad-thai", foodName: "Pad thai",
      sectionID: "takeaway", sectionName: "Takeaway", kgCO2ePerKg: 3.2, kcalPer100g: 170, proteinPer100g: 8,
      sectionsWithin: ["eggs", "fish", "grains", "takeaway", "vegetables"])
  }

  /// A file as version 2 of this program wrote it: its two migration steps, our id, one meal.
  func versionTwoFile() throws {
    var handle: OpaquePointer?
    #expect(sqlite3_open(path, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    let sql =
      Schema.migrations[0] + Schema.migrations[1] + """
        PRAGMA application_id = \(Schema.applicationID);
        PRAGMA user_version = 2;
        INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name,
          kg_co2e_per_kg, kcal_per_100g, protein_per_100g, logged_at, fibre_per_100g)
        VALUES ('2026-12-01', '12:30', 'some', 150, 'beef', 'Beef', 'red-meat', 'Red meat', 99.48, 250, 26, '2026-12-01T12:30:00Z', 0);
        """
    #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
  }

  @Test func aDishCountsAsMeatByItsIngredientsUnderTheSettingsOfTheDay() throws {
    let log = try MealLog(path: path)
    try log.add(padThai())
    let stored = try log.allMeals()
    #expect(stored.map(\.sectionsWithin) == [["eggs", "fish", "grains", "takeaway", "vegetables"]])
    let day = Day("2026-12-02")!
    let defaults: Set<String> = ["red-meat", "poultry", "game", "fish", "shellfish"]
    #expect(try log.summaries(from: day, through: day, defaultMeatSections: defaults)[0].ateMeat == true, "fish sauce is fish")
    try log.setMeatSections(["red-meat", "poultry"])
    #expect(try log.summaries(from: day, through: day, defaultMeatSections: defaults)[0].ateMeat == false, "for a pescatarian it is not")
  }

  @Test func aVersionTwoFileUpgradesAndItsMealsKeepTheirOwnSection() throws {
    try versionTwoFile()
    do {
      let reader = try MealLog(path: path, access: .readOnly)
      #expect(try reader.allMeals().map(\.sectionsWithin) == [["red-meat"]], "readable before the upgrade")
    }
    let log = try MealLog(path: path)
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
    let old = try #require(try log.allMeals().first)
    #expect(old.sentence == "Some Beef")
    #expect(old.sectionsWithin == ["red-meat"])
    #expect(old.countsAsMeat(meatSections: ["red-meat"]))
    try log.add(padThai())
    #expect(try log.allMeals().map(\.sectionsWithin) == [["red-meat"], ["eggs", "fish", "grains", "takeaway", "vegetables"]])
  }

  @Test func aLogFromVersion010UpgradesToo() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/nomeat-v1.sqlite3")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
    let log = try MealLog(path: path)
    let meals = try log.allMeals()
    #expect(meals.map(\.sectionsWithin) == meals.map { [$0.sectionID] })
    #expect(meals.count == 3)
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
  }
}
