import CSQLite
import Foundation
import Testing
import FoodData

@testable import MealLog

/// Schema 6: each meal keeps every nutrient of the table per 100 g of its food. Meals logged
/// before are kept and filled from the real built-in catalog where their food still resolves;
/// unknown stays unknown through the log, undo, merge and totals.
@Suite("Meal log: every nutrient of a meal")
struct SchemaSixNutrientsTests {
  let folder = TemporaryFolder("meallog-schema6")
  static let catalog: Catalog = {
    do { return try Catalog.builtIn() } catch { fatalError("the built-in catalog: \(error)") }
  }()

  var path: String { folder.appendingPathComponent("nomeat.sqlite3").path }
  let day = Day("2026-12-02")!

  static func lookup(_ id: String) -> NutrientAmounts? {
    catalog.foodIndex(id: id).flatMap { catalog.foods[$0].nutrition?.per100g }
  }

  static func food(_ id: String) -> Food {
    guard let index = catalog.foodIndex(id: id) else { fatalError("no \(id) in the built-in catalog") }
    return catalog.foods[index]
  }

  /// The log's copy of `grams` of a built-in food, every nutrient as the catalog has it.
  func meal(_ id: String, grams: Int = 150, on day: Day? = nil) -> LoggedMeal {
    let food = Self.food(id)
    return LoggedMeal(
      day: day ?? self.day, time: "12:00", quantity: "grams", grams: grams, foodID: id, foodName: food.name, sectionID: food.section,
      sectionName: food.section, kgCO2ePerKg: food.footprint.kgCO2ePerKg, per100g: food.nutrition?.per100g ?? .unknown,
      nutrientsSource: .logged)
  }

  /// The version-3 fixture (three meals as nomeat-tui wrote them) with a fourth meal of a food
  /// the catalog no longer has, as a file a user would have.
  func versionThreeLog() throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/nomeat-v3.sqlite3")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
    var handle: OpaquePointer?
    #expect(sqlite3_open(path, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    let retired = """
      INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name, kg_co2e_per_kg,
        kcal_per_100g, protein_per_100g, logged_at, fibre_per_100g, sections)
      VALUES ('2026-11-02', '19:00', 'some', 150, 'retired-food', 'Retired food', 'grains', 'Grains', 1.5, 300, 8,
        '2026-11-02T19:00:00Z', NULL, 'grains')
      """
    #expect(sqlite3_exec(handle, retired, nil, nil, nil) == SQLITE_OK)
    return path
  }

  @Test func theVersionThreeLogKeepsEveryMealAndIsFilledWhereItsFoodResolves() throws {
    let path = try versionThreeLog()
    let log = try MealLog(path: path)
    #expect(try log.database.integer("PRAGMA user_version") == MealLog.schemaVersion)
    let upgraded = try log.allMeals()
    #expect(upgraded.map(\.sentence) == ["Some Beef", "A lot of Chicken tikka", "120 g of Tofu", "Some Retired food"], "every meal kept")
    #expect(upgraded.allSatisfy { $0.nutrientsSource == nil }, "to fill until the commands hand in a catalog")
    #expect(upgraded[0].per100g[.iron] == nil, "not filled yet: unknown, not 0")
    #expect(try log.hasMealsToFill())

    let counts = try log.fillNutrients(Self.lookup)
    #expect(counts.filled == 3 && counts.notInCatalog == 1)
    #expect(try !log.hasMealsToFill())
    let filled = try log.allMeals()
    #expect(filled.map(\.nutrientsSource) == [.catalogAtMigration, .catalogAtMigration, .catalogAtMigration, .notInCatalog])
    let beef = try #require(Self.lookup("beef"))
    #expect(filled[0].per100g[.iron] == beef[.iron] && filled[0].per100g[.vitaminB12] == beef[.vitaminB12])
    #expect(filled[0].kcalPer100g == 203, "what was logged stays as logged")
    // The dish is composed by the catalog from its ingredients: its figures are those.
    let tikka = try #require(Self.lookup("chicken-tikka"))
    #expect(filled[1].per100g[.zinc] == tikka[.zinc] && tikka[.zinc] != nil)
    // The logged kcal of the dish stays what it was logged with, even if the catalog's changed.
    #expect(filled[1].kcalPer100g == upgraded[1].kcalPer100g)
    let retired = filled[3]
    #expect(retired.kcalPer100g == 300 && retired.proteinPer100g == 8)
    #expect(retired.fibrePer100g == nil && retired.per100g[.iron] == nil, "nothing to fill it from: unknown")
    // Filling is no change a person made: nothing for undo to take back.
    #expect(try log.lastChange() == nil)
    #expect(try log.fillNutrients(Self.lookup) == (0, 0), "filled once")
  }

  @Test func aReadOnlyCommandReadsAnOldLogFilledAndChangesNothing() throws {
    let path = try versionThreeLog()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let reader = try MealLog(path: path, access: .readOnly)
    #expect(try reader.hasMealsToFill())
    reader.nutrientFill = Self.lookup
    let meals = try reader.allMeals()
    #expect(meals.map(\.nutrientsSource) == [.catalogAtMigration, .catalogAtMigration, .catalogAtMigration, .notInCatalog])
    #expect(meals[2].per100g[.calcium] == Self.lookup("tofu")?[.calcium])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "reading changed nothing")
  }

  @Test func everyNutrientHasItsColumnAndARowCheck() throws {
    let log = try MealLog(path: path)
    let columns = try log.database.prepare("SELECT name FROM pragma_table_info('meals')")
    var names: Set<String> = []
    while try columns.step() { names.insert(columns.text(0)) }
    for nutrient in Nutrient.all {
      #expect(names.contains(nutrient.logColumn), "\(nutrient.id): a nutrient added to the table needs a schema step")
      #expect(LoggedTable.meals.columns.contains(nutrient.logColumn), "\(nutrient.id) travels with undo and merge")
    }
    try log.add(meal("tofu"))
    try log.database.execute("UPDATE meals SET iron_per_100g = 'lots'")
    #expect(throws: MealLogError.self) { try log.allMeals() }
  }

  @Test func anUnknownValueStaysUnknownThroughTheLogAndTheTotals() throws {
    let log = try MealLog(path: path)
    var tofu = meal("tofu", grams: 200)
    tofu.per100g[.vitaminD] = nil
    try log.add(tofu)
    try log.add(meal("beef", grams: 100))
    let read = try log.meals(on: day)
    #expect(read[0].per100g[.vitaminD] == nil, "unknown, not 0")
    #expect(read[0].per100g[.vitaminB12] == 0, "a known 0 stays a known 0")
    #expect(read[0].per100g == tofu.per100g)
    let totals = try log.nutrientTotals(from: day, through: day)
    #expect(totals.meals == 2)
    #expect(totals.mealsWithoutValue(.vitaminD) == 1)
    #expect(totals.known(.vitaminD) == Self.lookup("beef")?[.vitaminD])
    let iron = try #require(Self.lookup("tofu")?[.iron]) * 2 + #require(Self.lookup("beef")?[.iron])
    #expect(abs(try #require(totals.known(.iron)) - iron) < 1e-9)
    #expect(totals.mealsWithoutValue(.iron) == 0)
  }

  @Test func aWeeksAverageIsOverTheDaysWithMeals() throws {
    let log = try MealLog(path: path)
    try log.add(meal("tofu", grams: 100, on: day))
    try log.add(meal("tofu", grams: 300, on: day.adding(days: -3)))
    try log.add(meal("beef", grams: 300, on: day.adding(days: -7)))
    let week = try log.nutrientWeek(endingOn: day)
    #expect(week.days == 7 && week.daysWithMeals == 2 && week.first == "2026-11-26")
    let calcium = try #require(Self.lookup("tofu")?[.calcium])
    #expect(abs(try #require(week.dailyAverage(.calcium)) - calcium * 4 / 2) < 1e-9, "the beef a week before is outside")
  }

  @Test func undoAndRedoCarryTheNutrients() throws {
    let log = try MealLog(path: path)
    let tofu = try log.add(meal("tofu"))
    try log.remove(tofu)
    try log.undo()
    #expect(try log.meals(on: day).map(\.per100g) == [tofu.per100g])
    #expect(try log.meals(on: day).map(\.nutrientsSource) == [.logged])
    try log.undo()
    try log.redo()
    #expect(try log.meals(on: day).map(\.per100g) == [tofu.per100g])
  }

  @Test func mergeCarriesTheNutrients() throws {
    let here = try MealLog(path: path)
    let otherPath = folder.appendingPathComponent("other.sqlite3").path
    let other = try MealLog(path: otherPath)
    var tofu = meal("tofu")
    tofu.per100g[.selenium] = nil
    try other.add(tofu)
    let result = try here.merge(from: try MealLog(path: otherPath, access: .readOnly))
    #expect(result.mealsAdded == 1)
    let merged = try here.meals(on: day)
    #expect(merged.map(\.per100g) == [tofu.per100g], "every figure, and the unknown one unknown")
    #expect(merged.map(\.nutrientsSource) == [.logged])
  }

  /// A copy upgraded and filled here, the same log not yet upgraded there: merging the old
  /// copy in keeps the filled meals, and merging back changes nothing.
  @Test func aFilledMealIsKeptOverTheSameMealFromAnOlderCopy() throws {
    let old = try versionThreeLog()
    let oldCopy = folder.appendingPathComponent("old-copy.sqlite3").path
    try FileManager.default.copyItem(atPath: old, toPath: oldCopy)
    let here = try MealLog(path: old)
    try here.fillNutrients(Self.lookup)
    let filled = try here.allMeals()
    let result = try here.merge(from: try MealLog(path: oldCopy, access: .readOnly))
    #expect(result.isEmpty, "\(result)")
    #expect(try here.allMeals() == filled)
  }
}
