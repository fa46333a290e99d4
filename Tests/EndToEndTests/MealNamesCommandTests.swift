import Foundation
import MealLog
import Testing

/// Meal names (`--meal` on add, edit, repeat and copy; `"meal"` in JSON) and quick adds
/// (`add --kcal`), on the real binary and a real log.
@Suite("Command line: meal names and quick add")
struct MealNamesCommandTests {
  let folder = TemporaryFolder("nomeat-meal-names")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }
  let yesterday = Day.today.adding(days: -1).description

  func run(_ words: [String]) throws -> Subprocess.Result { try Binary.run(words + ["--db", db]) }

  func json(_ words: [String]) throws -> [String: Any] {
    let result = try run(words + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
  }

  func meals(_ day: String? = nil) throws -> [[String: Any]] {
    try json(["meals"] + (day.map { ["--date", $0] } ?? []))["meals"] as? [[String: Any]] ?? []
  }

  @Test func aMealNameGivenIsKeptAndShownInJSON() throws {
    #expect(try run(["add", "oats", "--meal", "breakfast"]).status == 0)
    #expect(try run(["add", "lentils", "--meal", "Dinner"]).status == 0)
    #expect(try meals().map { $0["meal"] as? String } == ["breakfast", "dinner"])
    let today = try json(["today"])["meals"] as? [[String: Any]] ?? []
    #expect(today.map { $0["meal"] as? String } == ["breakfast", "dinner"])
  }

  @Test func withoutAMealNameTheMealIsTheOneItsTimeFallsIn() throws {
    // A past day is logged at 12:00: lunch.
    #expect(try run(["add", "tofu", "--date", yesterday]).status == 0)
    #expect(try meals(yesterday).map { $0["meal"] as? String } == ["lunch"])
    #expect(MealName(time: "07:30") == .breakfast && MealName(time: "19:00") == .dinner && MealName(time: "16:00") == .snack)
  }

  @Test func aBadMealNameIsRefusedAndLogsNothing() throws {
    let result = try run(["add", "oats", "--meal", "brunch"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--meal must be breakfast, lunch, dinner or snack, not 'brunch'"), "\(result.stderr)")
    #expect(try meals().isEmpty)
  }

  @Test func editChangesTheMealNameAndUndoPutsItBack() throws {
    #expect(try run(["add", "oats", "--meal", "breakfast"]).status == 0)
    let id = try #require(try meals().first?["shortId"] as? String)
    let edited = try run(["edit", id, "--meal", "snack"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.contains("as snack"), "\(edited.stdout)")
    #expect(try meals().map { $0["meal"] as? String } == ["snack"])
    #expect(try run(["undo"]).status == 0)
    #expect(try meals().map { $0["meal"] as? String } == ["breakfast"])
  }

  @Test func copyOfOneMealCopiesOnlyItsFoods() throws {
    #expect(try run(["add", "oats", "--meal", "breakfast", "--date", yesterday]).status == 0)
    #expect(try run(["add", "banana", "--meal", "breakfast", "--date", yesterday]).status == 0)
    #expect(try run(["add", "lentils", "--meal", "dinner", "--date", yesterday]).status == 0)
    let copied = try run(["copy", "--from", yesterday, "--meal", "breakfast"])
    #expect(copied.status == 0, "\(copied.stderr)")
    #expect(copied.stdout.contains("Copied breakfast (2 foods) from \(yesterday)"), "\(copied.stdout)")
    let today = try meals()
    #expect(today.map { $0["name"] as? String } == ["Oats", "Banana"])
    #expect(today.allSatisfy { $0["meal"] as? String == "breakfast" })
    let none = try run(["copy", "--from", yesterday, "--meal", "snack"])
    #expect(none.status == 1)
    #expect(none.stderr.contains("no snack meals on \(yesterday)"), "\(none.stderr)")
    #expect(try run(["undo"]).status == 0)
    #expect(try meals().isEmpty, "one undo takes the copied breakfast back")
  }

  @Test func repeatTakesAMealName() throws {
    #expect(try run(["add", "oats", "--meal", "breakfast", "--date", yesterday]).status == 0)
    let id = try #require(try meals(yesterday).first?["shortId"] as? String)
    #expect(try run(["repeat", id, "--meal", "snack"]).status == 0)
    #expect(try meals().map { $0["meal"] as? String } == ["snack"])
  }

  @Test func aQuickAddIsItsEnergyWithAnUnknownFootprint() throws {
    let added = try run(["add", "--kcal", "1200", "--protein", "40", "--name", "Takeaway curry", "--meal", "dinner"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Takeaway curry (1200 kcal)") && added.stdout.contains("footprint unknown"), "\(added.stdout)")
    #expect(try run(["add", "oats"]).status == 0)
    let today = try json(["today"])
    let meals = today["meals"] as? [[String: Any]] ?? []
    let curry = try #require(meals.first { $0["name"] as? String == "Takeaway curry" })
    #expect(curry["kgCO2e"] is NSNull, "unknown, never 0: \(curry)")
    #expect((curry["kcal"] as? Double).map { abs($0 - 1200) < 0.01 } == true, "\(curry)")
    #expect((curry["proteinGrams"] as? Double).map { abs($0 - 40) < 0.01 } == true, "\(curry)")
    let nutrients = curry["nutrients"] as? [String: Any] ?? [:]
    #expect(nutrients["iron"] is NSNull, "other nutrients unknown: \(nutrients)")
    #expect(curry["countsAsMeat"] as? Bool == false)
    #expect(today["unknownFootprintMeals"] as? Int == 1)
    let oats = try #require(meals.first { $0["name"] as? String == "Oats" })
    #expect(today["kgCO2e"] as? Double == oats["kgCO2e"] as? Double, "the day's footprint is the known meals'")
    let text = try run(["today"]).stdout
    #expect(text.contains("not counting 1 meal whose footprint is unknown"), "\(text)")
    let csv = try run(["export"]).stdout.split(separator: "\n")
    #expect(csv.first?.hasSuffix(",nutrients_source,meal") == true)
    #expect(csv.contains { $0.contains("Takeaway curry") && $0.contains(",,") && $0.hasSuffix(",dinner") }, "\(csv)")
  }

  @Test func aQuickAddIsRefusedWithAFoodOrABadFigure() throws {
    let withFood = try run(["add", "oats", "--kcal", "300"])
    #expect(withFood.status == 2 && withFood.stderr.contains("takes no FOOD"), "\(withFood.stderr)")
    let negative = try run(["add", "--kcal", "-5"])
    #expect(negative.status == 2 && negative.stderr.contains("--kcal must be a number from 0 to 10000"), "\(negative.stderr)")
    let noKcal = try run(["add", "--protein", "20"])
    #expect(noKcal.status == 2 && noKcal.stderr.contains("needs its energy"), "\(noKcal.stderr)")
    #expect(try meals().isEmpty)
  }
}
