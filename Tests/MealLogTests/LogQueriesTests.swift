import CSQLite
import Foundation
import Testing
import FoodData
import Diary

@testable import MealLog

/// The log reads what a command needs (issue 20, fault 12): the migration that adds the indexes
/// keeps every row of a version-3 file, and the counts SQLite makes give the answers that
/// counting every meal in Swift gave.
@Suite("Meal log: queries and indexes")
struct LogQueriesTests {
  let folder = TemporaryFolder("meallog-queries")

  var path: String { folder.appendingPathComponent("nomeat.sqlite3").path }

  /// Every row of every table of the file at `path`, as text, read with the sqlite3 C API.
  func rows(_ file: String) throws -> [String] {
    var handle: OpaquePointer?
    #expect(sqlite3_open_v2(file, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    var rows: [String] = []
    for table in ["meals", "answers", "settings", "limits"] {
      var statement: OpaquePointer?
      #expect(sqlite3_prepare_v2(handle, "SELECT * FROM \(table) ORDER BY rowid", -1, &statement, nil) == SQLITE_OK)
      while sqlite3_step(statement) == SQLITE_ROW {
        let columns = (0..<sqlite3_column_count(statement)).map { column in
          sqlite3_column_type(statement, column) == SQLITE_NULL ? "NULL" : String(cString: sqlite3_column_text(statement, column))
        }
        rows.append("\(table): " + columns.joined(separator: "|"))
      }
      sqlite3_finalize(statement)
    }
    return rows
  }

  /// A file that nomeat-tui wrote at schema version 3 (before the indexes): three meals, an
  /// answer, a limit, a target and the meat sections.
  @Test func aVersionThreeLogIsUpgradedKeepingEveryRowAndGainsTheIndexes() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/nomeat-v3.sqlite3")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
    let before = try rows(path)
    #expect(before.filter { $0.hasPrefix("meals: ") }.count == 3)
    #expect(before.count == 3 + 1 + 2 + 1, "meals, the answer, the target and the meat sections, the limit")
    do {
      let reader = try MealLog(path: path, access: .readOnly)
      #expect(try reader.allMeals().map(\.sentence) == ["Some Beef", "A lot of Chicken tikka", "120 g of Tofu"], "readable as it is")
    }
    #expect(try Data(contentsOf: fixture) == Data(contentsOf: URL(fileURLWithPath: path)), "reading changed nothing")
    let log = try MealLog(path: path)
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
    let after = try rows(path)
    #expect(after.count == before.count)
    #expect(zip(before, after).allSatisfy { $1.hasPrefix($0 + "|") }, "every row as it was, its id and times after it: \(after)")
    let indexes = try log.database.prepare("SELECT name FROM pragma_index_list('meals') ORDER BY name")
    var names: [String] = []
    while try indexes.step() { names.append(indexes.text(0)) }
    #expect(names == ["meals_by_day", "meals_by_food", "meals_by_section", "meals_by_uid", "meals_to_fill"])
    // The query of a food's limit goes through its index.
    let plan = try log.database.prepare(
      "EXPLAIN QUERY PLAN SELECT count(*) FROM meals WHERE food_id = 'beef' AND day BETWEEN '2026-11-01' AND '2026-11-07' AND deleted_at IS NULL")
    var steps: [String] = []
    while try plan.step() { steps.append(plan.text(3)) }
    #expect(steps.contains { $0.contains("USING INDEX meals_by_food") || $0.contains("COVERING INDEX meals_by_food") }, "\(steps)")
  }

  /// Meals over six weeks across a month's end: foods, sections, dishes with meat inside, old
  /// meals without their sections, several a day at the same time.
  func variedLog() throws -> MealLog {
    let log = try MealLog(path: path)
    let foods: [(id: String, section: String, within: [String]?)] = [
      ("beef", "red-meat", ["red-meat"]), ("tofu", "plant-proteins", ["plant-proteins"]),
      ("chicken-tikka", "takeaway", ["dairy", "poultry", "takeaway"]), ("salmon", "fish", ["fish"]),
      ("old-beef", "red-meat", nil), ("risotto", "dishes", ["dishes", "grains"]), ("", "x", [""]),
    ]
    var day = try #require(Day("2026-10-20"))
    var step = 0
    while day <= Day("2026-12-06")! {
      for meal in 0..<(step % 4) {
        let food = foods[(step * 3 + meal) % foods.count]
        guard !food.id.isEmpty else { continue }
        try log.add(
          LoggedMeal(
            day: day, time: ["08:00", "12:30", "12:30", "19:45"][meal], quantity: "some", grams: 150, foodID: food.id,
            foodName: food.id, sectionID: food.section, sectionName: food.section, kgCO2ePerKg: 10, kcalPer100g: 100,
            proteinPer100g: 10, sectionsWithin: food.within))
      }
      day = day.adding(days: 1)
      step += 1
    }
    try log.database.execute("UPDATE meals SET sections = NULL WHERE food_id = 'old-beef'")
    for (day, ateMeat) in [("2026-11-02", false), ("2026-11-03", true), ("2026-11-30", false), ("2026-12-06", true)] {
      try log.setAnswer(ateMeat: ateMeat, on: Day(day)!)
    }
    return log
  }

  @Test func limitCountsAreTheCountsOfEveryMeal() throws {
    let log = try variedLog()
    let limits = [
      Limit(target: .food("beef"), count: 2, period: .week), Limit(target: .food("salmon"), count: 1, period: .month),
      Limit(target: .section("red-meat"), count: 3, period: .week), Limit(target: .section("poultry"), count: 0, period: .day),
      Limit(target: .meat, count: 5, period: .week), Limit(target: .meat, count: 9, period: .month),
      Limit(target: .food("nothing-logged"), count: 1, period: .week),
    ]
    for meat in [Set(["red-meat", "poultry", "fish"]), ["red-meat"], []] {
      var day = Day("2026-10-25")!
      while day <= Day("2026-12-06")! {
        let window = LimitUsage.window(around: day)
        let meals = try log.meals(from: window.lowerBound, through: window.upperBound)
        let expected = LimitUsage.usages(of: limits, on: day, meals: meals) { $0.countsAsMeat(meatSections: meat) }
        #expect(try log.limitUsages(of: limits, on: day, meatSections: meat) == expected, "\(day), \(meat)")
        day = day.adding(days: 3)
      }
    }
    // Not all nothing: the counts above were about something.
    let busiest = try log.limitUsages(of: limits, on: Day("2026-11-30")!, meatSections: ["red-meat", "poultry", "fish"])
    #expect(busiest.map(\.used).reduce(0, +) > 10)
  }

  @Test func recentFoodsAreTheFoodsOfTheMealsLatestFirst() throws {
    let log = try variedLog()
    for (first, last) in [("2026-10-20", "2026-12-06"), ("2026-11-01", "2026-11-03"), ("2026-11-29", "2026-11-29"), ("2027-01-01", "2027-01-02")] {
      let meals = try log.meals(from: Day(first)!, through: Day(last)!)
      var seen = Set<String>()
      let expected = meals.reversed().map(\.foodID).filter { seen.insert($0).inserted }
      #expect(try log.recentFoodIDs(from: Day(first)!, through: Day(last)!) == expected, "\(first) to \(last)")
    }
  }

  /// Equal sums, but for the last bits that an SQLite which sums more exactly (3.43 on) gets.
  func sameSum(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a)) }

  @Test func dayTotalsAreTheSumsOfEveryMeal() throws {
    let log = try variedLog()
    for meat in [Set(["red-meat", "poultry", "fish"]), ["fish"]] {
      if meat == ["fish"] { try log.setMeatSections(["fish"]) }
      let (first, last) = (Day("2026-10-15")!, Day("2026-12-10")!)
      let totals = try log.dayTotals(from: first, through: last, defaultMeatSections: meat)
      let expected = try log.summaries(from: first, through: last, defaultMeatSections: meat).map(DayTotals.init)
      #expect(totals.map(\.day) == expected.map(\.day))
      #expect(totals.map(\.mealCount) == expected.map(\.mealCount))
      #expect(totals.map(\.meatMealCount) == expected.map(\.meatMealCount))
      #expect(totals.map(\.ateMeat) == expected.map(\.ateMeat))
      for (total, meals) in zip(totals, expected) {
        #expect(sameSum(total.kgCO2e, meals.kgCO2e) && sameSum(total.kcal, meals.kcal), "\(total.day)")
        #expect(sameSum(total.proteinGrams, meals.proteinGrams) && sameSum(total.fibreGrams, meals.fibreGrams), "\(total.day)")
      }
      #expect(History(days: totals).meatFreeRun == History(days: expected).meatFreeRun)
      #expect(totals.contains { $0.ateMeat == true } && totals.contains { $0.ateMeat == false } && totals.contains { $0.ateMeat == nil })
    }
  }

  @Test func aReportsLimitsAreTheCountsOfTheMealsAround() throws {
    let log = try variedLog()
    let limits = [
      Limit(target: .food("beef"), count: 1, period: .week), Limit(target: .section("fish"), count: 1, period: .month),
      Limit(target: .meat, count: 2, period: .day), Limit(target: .meat, count: 4, period: .week),
    ]
    let meat: Set<String> = ["red-meat", "poultry", "fish"]
    for (period, date) in [(Period.week, "2026-11-02"), (.week, "2026-12-01"), (.month, "2026-11-15"), (.month, "2026-10-31")] {
      let bounds = period.bounds(of: Day(date)!)
      let days = try log.summaries(from: bounds.lowerBound, through: bounds.upperBound, defaultMeatSections: meat)
      let around = try log.meals(from: bounds.lowerBound.adding(days: -40), through: bounds.upperBound.adding(days: 40))
      let expected = Report(
        period: period, days: days, targets: Targets(), limits: limits, mealsAround: around,
        countsAsMeat: { $0.countsAsMeat(meatSections: meat) }, swap: { _ in nil })
      #expect(try log.limitReviews(of: limits, over: bounds, meatSections: meat) == expected.limits, "\(period) of \(date)")
    }
  }

  @Test func aCountRefusesADayThatIsNoDay() throws {
    let log = try variedLog()
    // Between 2026-11-09 and 2026-11-10 as text: inside the month the counts read.
    try log.database.execute("UPDATE meals SET day = '2026-11-0x' WHERE day = '2026-11-03'")
    #expect(throws: MealLogError.self) {
      try log.limitUsages(of: [Limit(target: .meat, count: 1, period: .month)], on: Day("2026-11-10")!, meatSections: ["red-meat"])
    }
    #expect(throws: MealLogError.self) { try log.recentFoodIDs(from: Day("2026-11-01")!, through: Day("2026-11-30")!) }
    #expect(throws: MealLogError.self) { try log.dayTotals(from: Day("2026-11-01")!, through: Day("2026-11-30")!, defaultMeatSections: []) }
  }
}
