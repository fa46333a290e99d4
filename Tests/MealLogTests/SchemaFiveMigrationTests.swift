import CSQLite
import Foundation
import Testing

@testable import MealLog

/// A log of every older schema is upgraded to schema 5 in one step: every meal, answer, limit
/// and setting kept, each with an id of 32 hex digits and a modification time; two copies of
/// one log upgraded apart give their rows the same ids.
@Suite("Meal log: the upgrade to ids and the journal")
struct SchemaFiveMigrationTests {
  let folder = TemporaryFolder("meallog-schema5")

  /// A file as schema `version` of this program left it: its steps, our id, three meals on two
  /// days, an answer, the meat sections and (from version 2) a limit.
  func file(version: Int, named name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    var handle: OpaquePointer?
    #expect(sqlite3_open(path, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    var sql =
      Schema.migrations.prefix(version).joined() + """
        PRAGMA application_id = \(Schema.applicationID);
        PRAGMA user_version = \(version);
        INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name,
          kg_co2e_per_kg, kcal_per_100g, protein_per_100g, logged_at)
        VALUES ('2026-12-01', '08:00', 'some', 150, 'beef', 'Beef', 'red-meat', 'Red meat', 99.48, 250, 26, '2026-12-01T08:00:00Z'),
          ('2026-12-01', '08:00', 'some', 150, 'beef', 'Beef', 'red-meat', 'Red meat', 99.48, 250, 26, '2026-12-01T08:00:00Z'),
          ('2026-12-02', '19:30', 'grams', 120, 'tofu', 'Tofu', 'plant-proteins', 'Plant proteins', 3.16, 144, 17, '2026-12-02T19:31:00Z');
        INSERT INTO answers (day, ate_meat, answered_at) VALUES ('2026-12-02', 0, '2026-12-02T21:00:00Z');
        INSERT INTO settings (key, value) VALUES ('meat_sections', 'red-meat,fish');
        """
    if version >= 2 { sql += "INSERT INTO limits (target, count, period) VALUES ('beef', 1, 'week');" }
    #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
    return path
  }

  func ids(_ log: MealLog, _ table: String) throws -> [String] {
    let statement = try log.database.prepare("SELECT uid FROM \(table) ORDER BY rowid")
    var ids: [String] = []
    while try statement.step() { ids.append(statement.text(0)) }
    return ids
  }

  @Test(arguments: [1, 2, 3, 4])
  func anOlderLogIsUpgradedKeepingEveryRowAndGivingIds(version: Int) throws {
    let path = try file(version: version, named: "v\(version).sqlite3")
    let log = try MealLog(path: path)
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
    let meals = try log.allMeals()
    #expect(meals.map(\.sentence) == ["Some Beef", "Some Beef", "120 g of Tofu"], "two identical meals stay two")
    let mealIDs = meals.map(\.uid)
    #expect(mealIDs.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) }, "\(mealIDs)")
    #expect(Set(mealIDs).count == 3, "every meal its own id: \(mealIDs)")
    #expect(try log.database.integer("SELECT modified_at FROM meals WHERE food_id = 'tofu'") == 1_796_239_860_000, "its time is when it was logged")
    #expect(try log.database.integer("SELECT count(*) FROM meals WHERE deleted_at IS NOT NULL") == 0)
    #expect(try log.answers(from: Day("2026-12-02")!, through: Day("2026-12-02")!) == [Day("2026-12-02")!: false])
    #expect(try log.meatSections() == ["red-meat", "fish", "fndds-red-meat", "fndds-fish"])
    #expect(try log.limits().map(\.rate) == (version >= 2 ? ["1/week"] : []))
    for table in ["answers", "settings", "limits"] {
      #expect(try ids(log, table).allSatisfy { $0.count == 32 }, "\(table) have ids")
    }
    // The upgraded log takes changes and undoes them.
    #expect(try log.remove(meals[2]))
    #expect(try log.allMeals().count == 2)
    #expect(try log.undo()?.summary == "deleted 120 g of Tofu on 2026-12-02")
    #expect(try log.allMeals().map(\.uid) == mealIDs)
  }

  /// Two copies of one log, upgraded apart (a laptop and a desktop), give each row the same
  /// id, so that a merge does not count a meal twice.
  @Test func copiesUpgradedApartAgreeOnTheIds() throws {
    let first = try file(version: 4, named: "first.sqlite3")
    let second = folder.appendingPathComponent("second.sqlite3").path
    try FileManager.default.copyItem(atPath: first, toPath: second)
    let one = try MealLog(path: first)
    let other = try MealLog(path: second)
    for table in ["meals", "answers", "limits", "settings"] {
      #expect(try ids(one, table) == ids(other, table), "\(table)")
    }
    let fresh = try MealLog(path: try file(version: 4, named: "third.sqlite3"))
    #expect(try ids(fresh, "meals") == ids(one, "meals"), "ids are what the rows were, not where the file is")
  }

  /// A read-only command reads an older file as it is, without tombstones or ids.
  @Test func aReadOnlyOpenOfAnOlderFileReadsItUnchanged() throws {
    let path = try file(version: 4, named: "old.sqlite3")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let reader = try MealLog(path: path, access: .readOnly)
    #expect(try reader.allMeals().map(\.sentence) == ["Some Beef", "Some Beef", "120 g of Tofu"])
    #expect(try reader.allMeals().allSatisfy { $0.uid.isEmpty })
    #expect(try reader.lastChange() == nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// A meal inserted by another tool without an id (a generator, sqlite3) is read as it is, and
  /// given its id when the log is next opened for writing, so that it can be removed and merged.
  @Test func aRowWrittenWithoutAnIdGetsOneAtTheNextWrite() throws {
    let path = folder.appendingPathComponent("generated.sqlite3").path
    do {
      let log = try MealLog(path: path)
      try log.database.execute(
        """
        INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name, kg_co2e_per_kg, logged_at)
        VALUES ('2026-12-01', '08:00', 'some', 150, 'beef', 'Beef', 'red-meat', 'Red meat', 99.48, '2026-12-01T08:00:00Z')
        """)
    }
    let reader = try MealLog(path: path, access: .readOnly)
    #expect(try reader.allMeals().map(\.uid) == [""], "read as it is")
    let log = try MealLog(path: path)
    let meals = try log.allMeals()
    #expect(meals.map(\.uid) == [RowIdentity.legacy(["meal", "1", "2026-12-01", "08:00", "beef", "150", "2026-12-01T08:00:00Z"])])
    #expect(try log.database.integer("SELECT modified_at FROM meals") == 1_796_112_000_000)
    #expect(try log.remove(meals[0]))
    #expect(try log.allMeals().isEmpty)
  }
}
