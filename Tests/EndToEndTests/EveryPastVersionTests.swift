import Foundation
import Testing
import FoodData

@testable import MealLog

/// A log of every schema version this program has written, read by every command that only
/// reads (the schema trap of the code review: a read-only command must never query a column
/// an older log lacks). Each log is made by the schema's own steps up to its version, with a
/// meal in the columns that version has, and left at that version by the reading.
@Suite("Every past schema version, read by every read-only command")
struct EveryPastVersionTests {
  let folder = TemporaryFolder("nomeat-past-versions")

  /// A log of `version`: the first `version` steps, marked as ours, with Some Beef on a day.
  func log(version: Int) throws -> String {
    let path = folder.appendingPathComponent("v\(version).sqlite3").path
    let database = try SQLite(path: path, mode: .create)
    try database.registerLegacyID()
    try database.execute("BEGIN")
    for (index, step) in Schema.migrations.prefix(version).enumerated() {
      try database.execute(step)
      if Int64(index) + 1 == Schema.footprintMayBeUnknownSince { try Schema.droppingFootprintNotNull(database) }
    }
    try database.execute("PRAGMA application_id = \(Schema.applicationID)")
    try database.execute("PRAGMA user_version = \(version)")
    try database.execute(
      """
      INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name, kg_co2e_per_kg,
        kcal_per_100g, protein_per_100g, logged_at)
      VALUES ('2026-12-01', '12:30', 'some', 150, 'beef', 'Beef', 'red-meat', 'Red meat', 99.48, 203, 29.9, '2026-12-01T12:30:00Z')
      """)
    try database.execute("COMMIT")
    return path
  }

  static let readOnly: [[String]] = [
    ["today", "--json", "--date", "2026-12-01"], ["today", "--date", "2026-12-01"], ["history", "--json"], ["report", "--json", "--date", "2026-12-01"],
    ["report", "--date", "2026-12-01"], ["nutrients", "--json", "--date", "2026-12-01"], ["export"], ["export", "--format", "json"],
    ["limit", "list", "--json"], ["target", "list", "--json"], ["food", "list", "--json"], ["recipe", "list"], ["search", "beef", "--json"],
    ["show", "beef", "--json"], ["prompt"], ["meat"],
  ]

  @Test(arguments: 1...Int(Schema.currentVersion))
  func everyReadOnlyCommandReadsIt(version: Int) throws {
    let path = try log(version: version)
    for words in Self.readOnly {
      let result = try Binary.run(words + ["--db", path])
      #expect(result.status == 0, "v\(version) \(words.joined(separator: " ")): \(result.stderr)")
    }
    let exported = try Binary.run(["export", "--db", path]).stdout
    #expect(exported.contains("2026-12-01,12:30,beef,Beef,red-meat,some,150,14.92,"), "v\(version): the meal as logged: \(exported)")
    let reading = try MealLog(path: path, access: .readOnly)
    #expect(try reading.database.integer("PRAGMA user_version") == Int64(version), "the commands that read left it at its version")
  }

  /// Each nutrient's log column is one that some step of the schema made: a nutrient added to
  /// Data/nutrients.tsv without a step of its own fails here, not in a user's older log.
  @Test func everyNutrientColumnWasMadeByAStep() {
    let steps = Schema.migrations.joined(separator: "\n")
    for column in Nutrient.logColumns {
      #expect(steps.contains("\(column) REAL"), "\(column) has no schema step")
      #expect((Schema.mealColumnsSince[column] ?? 1) <= Schema.currentVersion)
    }
    // The versions read off the steps are those the steps' comments give.
    let since = Schema.mealColumnsSince
    #expect(since["fibre_per_100g"] == 2 && since["sections"] == 3 && since["uid"] == 5 && since["deleted_at"] == 5)
    #expect(since["iron_per_100g"] == 6 && since["nutrients_source"] == 6 && since["meal"] == 7 && since["kcal_per_100g"] == nil)
  }
}
