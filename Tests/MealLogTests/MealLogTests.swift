import CSQLite
import Foundation
import Testing

@testable import MealLog

/// The meal log on real SQLite files in temporary folders.
@Suite("Meal log")
struct MealLogTests {
  let folder = TemporaryFolder("meallog")

  var path: String { folder.appendingPathComponent("deep/er/nomeat.sqlite3").path }

  func meal(_ food: String = "beef", section: String = "red-meat", day: String = "2026-12-02", grams: Int = 150, kg: Double = 99.48) -> LoggedMeal {
    LoggedMeal(
      day: Day(day)!, time: "12:00", quantity: "some", grams: grams, foodID: food, foodName: food.capitalized,
      sectionID: section, sectionName: section, kgCO2ePerKg: kg, kcalPer100g: 200, proteinPer100g: 20)
  }

  let defaults: Set<String> = ["red-meat", "poultry", "fish"]

  @Test func createsItsFoldersAndFileInWALModeAtTheCurrentSchema() throws {
    let log = try MealLog(path: path)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
    let mode = try log.database.prepare("PRAGMA journal_mode")
    #expect(try mode.step())
    #expect(mode.text(0) == "wal")
  }

  @Test func keepsWhatWasAddedAcrossConnections() throws {
    do {
      let log = try MealLog(path: path)
      try log.add(meal())
      try log.add(meal("salmon", section: "fish", grams: 50, kg: 13.63))
    }
    let again = try MealLog(path: path)
    let meals = try again.meals(on: Day("2026-12-02")!)
    #expect(meals.map(\.foodID) == ["beef", "salmon"])
    #expect(meals[0].kgCO2e == 99.48 * 0.15)
    #expect(meals[1].foodName == "Salmon", "the log keeps its own copy of the name")
    #expect(meals[0].sentence == "Some Beef")
  }

  @Test func theDaysAnswerFollowsTheMealsUnlessTheUserSaid() throws {
    let log = try MealLog(path: path)
    let day = Day("2026-12-02")!
    func summary() throws -> DaySummary { try log.summaries(from: day, through: day, defaultMeatSections: defaults)[0] }
    #expect(try summary().ateMeat == nil, "nothing known")
    try log.add(meal("tofu", section: "plant-proteins", kg: 3.16))
    #expect(try summary().ateMeat == false, "meals, none of them meat")
    try log.add(meal())
    #expect(try summary().ateMeat == true)
    try log.setAnswer(ateMeat: false, on: day)
    #expect(try summary().ateMeat == false, "the explicit answer wins")
    #expect(try summary().explicitAnswer == false)
    try log.setAnswer(ateMeat: true, on: day)
    #expect(try summary().ateMeat == true, "answering again replaces the answer")
  }

  @Test func whatCountsAsMeatIsTheUsers() throws {
    let log = try MealLog(path: path)
    let day = Day("2026-12-02")!
    try log.add(meal("shrimp", section: "shellfish", kg: 26.87))
    #expect(try log.meatSections() == nil)
    #expect(try log.summaries(from: day, through: day, defaultMeatSections: ["shellfish"])[0].ateMeat == true)
    try log.setMeatSections(["red-meat"])
    // Saved without any FNDDS section (as before the tier): the twins count with them.
    #expect(try log.meatSections() == ["red-meat", "fndds-red-meat"])
    #expect(try log.summaries(from: day, through: day, defaultMeatSections: ["shellfish"])[0].ateMeat == false)
  }

  /// A setting saved before the FNDDS tier counts the tier's twin sections as the screen shows
  /// them; one saved with them is taken as it is.
  @Test func anOlderMeatSettingCountsTheFNDDSTwinsToo() throws {
    let log = try MealLog(path: path)
    let day = Day("2026-12-02")!
    try log.add(meal("fndds-27111000", section: "fndds-red-meat", kg: 20))
    try log.setMeatSections(["red-meat", "poultry"])
    #expect(try log.summaries(from: day, through: day, defaultMeatSections: [])[0].ateMeat == true)
    try log.setMeatSections(["poultry", "fndds-poultry"])
    #expect(try log.meatSections() == ["poultry", "fndds-poultry"])
    #expect(try log.summaries(from: day, through: day, defaultMeatSections: [])[0].ateMeat == false)
  }

  @Test func historyCountsTheMeatFreeRunAndTheWeek() throws {
    let log = try MealLog(path: path)
    try log.add(meal(day: "2026-11-26"))
    for day in ["2026-11-27", "2026-11-28", "2026-11-29"] { try log.setAnswer(ateMeat: false, on: Day(day)!) }
    try log.add(meal("lentils", section: "plant-proteins", day: "2026-11-30", kg: 1.79))
    try log.add(meal("lentils", section: "plant-proteins", day: "2026-12-01", kg: 1.79))
    let history = History(days: try log.dayTotals(from: Day("2026-11-20")!, through: Day("2026-12-02")!, defaultMeatSections: defaults))
    #expect(history.days.count == 13)
    #expect(history.meatFreeRun == 5, "today has no answer yet and does not break the run")
    // The week is the calendar week, Monday (30 Nov) to the last day, as the app's history,
    // the limits, the goal and `report` count it; not the last seven days (26 Nov on).
    #expect(history.week.map(\.day) == ["2026-11-30", "2026-12-01", "2026-12-02"].compactMap(Day.init))
    #expect(history.weekMeatDays == 0)
    #expect(history.weekMeatFreeDays == 2)
    #expect(abs(history.weekKgCO2e - 2 * 1.79 * 0.15) < 1e-9)
  }

  @Test func refusesAFileThatIsNotSQLiteAndLeavesItAsItWas() throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let bytes = Data("my shopping list, not a database\n".utf8) + Data(repeating: 7, count: 5000)
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: MealLogError.notADatabase(path)) { try MealLog(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func refusesADamagedFileAndLeavesItAsItWas() throws {
    do {
      let log = try MealLog(path: path)
      for _ in 0..<300 { try log.add(meal()) }
      try log.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.count > 8192)
    // Scribble over the second page, keeping the header intact.
    for offset in 4096..<6000 { bytes[offset] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: path))
    try? FileManager.default.removeItem(atPath: path + "-wal")
    try? FileManager.default.removeItem(atPath: path + "-shm")
    #expect(throws: MealLogError.corrupt(path)) { try MealLog(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func refusesANewerSchemaAndLeavesTheFileAsItWas() throws {
    do {
      let log = try MealLog(path: path)
      try log.add(meal())
      try log.database.execute("PRAGMA user_version = 99")
      try log.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      try log.database.execute("PRAGMA journal_mode=DELETE")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: MealLogError.newerVersion(path, found: 99, supported: MealLog.schemaVersion)) { try MealLog(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func refusesAReadOnlyFileAndLeavesItAsItWas() throws {
    do { _ = try MealLog(path: path) }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: MealLogError.readOnly(path)) { try MealLog(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func aLockedLogSaysSoInsteadOfHanging() throws {
    let holder = try MealLog(path: path)
    try holder.database.execute("BEGIN EXCLUSIVE")
    defer { try? holder.database.execute("ROLLBACK") }
    let other = try MealLog(path: path, busyTimeout: 100)
    #expect(throws: MealLogError.locked(path)) { try other.add(meal()) }
  }

  @Test func refusesImpossibleDays() {
    #expect(Day("2026-02-30") == nil)
    #expect(Day("2026-13-01") == nil)
    #expect(Day("2026-2-3") == nil)
    #expect(Day("yesterday") == nil)
    #expect(Day("2026-12-0x") == nil)
    #expect(Day("2026/12/02") == nil)
    #expect(Day("+026-12-02") == nil)
    #expect(Day("2026-12-022") == nil)
    #expect(Day("２026-12-02") == nil)
    #expect(Day("0000-12-02") == nil)
    #expect(Day("2024-02-29") != nil)
    #expect(Day("2100-02-29") == nil)
    #expect(Day("2024-02-29")?.description == "2024-02-29")
    #expect(Day("2026-12-31")?.adding(days: 1).description == "2027-01-01")
    #expect(Day("2024-03-01")?.adding(days: -1).description == "2024-02-29")
    #expect(Day("2026-12-02")?.adding(days: -365).description == "2025-12-02")
    #expect(Day("2026-12-02")?.longName == "Wed 2 Dec 2026")
    #expect(Day("2000-01-01")?.weekdayName == "Sat")
  }

  @Test func errorsNameTheFileAndTheFix() {
    #expect(MealLogError.notADatabase("/x.db").description.contains("/x.db"))
    #expect(MealLogError.readOnly("/x.db").description.contains("chmod u+w"))
    #expect(MealLogError.locked("/x.db").description.contains("try again"))
  }
}
