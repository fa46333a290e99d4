import Foundation
import MealLog
import PickerModel
import Testing
import FoodData

/// `--quantity 2x` on the real binary: a count of the food's household measure from USDA's
/// table, logged by weight; a food without one, or a count out of range, is refused and the
/// log is left as it was.
@Suite("Command line: counts of a household measure")
struct MeasureQuantityCommandTests {
  let folder = TemporaryFolder("nomeat-measures")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ words: [String]) throws -> Subprocess.Result { try Binary.run(words + ["--db", db]) }

  /// Bread's measure in the built-in catalog ("1 slice").
  func slice() throws -> HouseholdMeasure {
    let catalog = try Catalog.builtIn()
    let bread = try #require(catalog.foodIndex(id: "bread"))
    return try #require(catalog.foods[bread].measure)
  }

  /// Logged as their weight, and said in the words they were counted in (the week of use saw
  /// "58 g of Bread" for two slices): "2 slices of Bread", in the log's words everywhere.
  @Test func twoSlicesAreLoggedAsTheirWeightInTheirWords() throws {
    let slice = try slice()
    #expect(slice.label == "1 slice")
    let added = try run(["add", "bread", "--quantity", "2x"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("Added 2 slices of Bread (\(2 * slice.grams) g, "), "\(added.stdout)")
    let id = try #require(try meals().first?.id)
    let edited = try run(["edit", id, "--quantity", "3x"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try meals().map(\.grams) == [3 * slice.grams])
    #expect(try run(["today"]).stdout.contains("3 slices of Bread"))
    #expect(try run(["edit", id, "--quantity", "100g"]).stdout.contains("to 100 g of Bread"), "grams typed are grams")
  }

  /// Two eggs are two large eggs, 100 g (issue 34): the hard-boiled egg's own USDA row counts in
  /// cups ("1 cup, chopped", 136 g), so two eggs were logged as 272 g.
  @Test func twoEggsAreTwoLargeEggs() throws {
    let added = try run(["add", "egg", "--quantity", "2x"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("Added 2 large Egg (100 g, "), "\(added.stdout)")
    #expect(try meals().map(\.grams) == [100])
  }

  @Test func aFoodWithoutAMeasureOrABadCountIsRefusedAndNothingIsLogged() throws {
    for (words, says) in [
      (["add", "beef", "--quantity", "2x"], "Beef has no household measure"),
      (["add", "bread", "--quantity", "0x"], "give 1x to 99x"),
      (["add", "bread", "--quantity", "100x"], "give 1x to 99x"),
    ] {
      let result = try run(words)
      #expect(result.status == 2, "\(words)")
      #expect(result.stderr.contains(says), "\(words): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "one line")
    }
    #expect(try meals().isEmpty)
  }

  /// (short id, grams) of today's meals, from `meals --json`.
  func meals() throws -> [(id: String, grams: Int)] {
    let result = try run(["meals", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (object?["meals"] as? [[String: Any]] ?? []).map { ($0["shortId"] as? String ?? "", $0["grams"] as? Int ?? 0) }
  }
}

extension MeasureQuantityCommandTests {
  @Test func lastNamesTheMealAddedLastForEditAndRepeat() throws {
    #expect(try run(["edit", "last", "--quantity", "lot"]).stderr.contains("there is no meal added last; the log is empty"))
    #expect(try run(["add", "tofu"]).status == 0)
    #expect(try run(["add", "bread"]).status == 0)
    let edited = try run(["edit", "last", "--quantity", "2x"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.contains("2 slices of Bread"))
    let repeated = try run(["repeat", "last"])
    #expect(repeated.status == 0, "\(repeated.stderr)")
    #expect(try meals().count == 3)
  }
}
