import CSQLite
import Foundation
import Testing

/// Every nutrient from the log to the command line, through the built binary on real files
/// and the built-in catalog: `nutrients`, the key nutrients of `today` and `show`, the
/// nutrients in every --json, and an old log filled from the catalog and saying so in `export`.
@Suite("Nutrients on the command line")
struct NutrientsCommandTests {
  let folder = TemporaryFolder("nomeat-nutrients")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ arguments: [String]) throws -> Subprocess.Result {
    try Binary.run(arguments + ["--db", db], environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
  }

  func object(_ result: Subprocess.Result) throws -> [String: Any] {
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// The seven days to 2026-11-26, each with the same vegan meals.
  let week = (20...26).map { "2026-11-\($0)" }

  func logVeganWeek() throws {
    for date in week {
      for food in ["tofu", "lentils", "rice"] { #expect(try run(["add", food, "--date", date]).status == 0) }
    }
  }

  @Test func aVeganWeekIsShortOfB12WithAFortifiedFoodSuggestedAndAddingItMovesTheAverage() throws {
    try logVeganWeek()
    let text = try run(["nutrients", "--date", "2026-11-26"])
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Nutrients, Thu 26 Nov 2026; average of the 7 days to it (7 with meals)")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(lines[2].hasPrefix("Vitamin B12") && lines[2].hasSuffix("short"), "the shortest first: \(lines[2])")
    #expect(lines.contains { $0.hasPrefix("  Vitamin B12, per 100 kcal: Bran flakes*") }, "\(lines)")
    #expect(lines.contains { $0.contains("Iron") && $0.contains("14 mg EU") })
    #expect(lines.contains { $0.contains("Fibre") && $0.contains("30 g SACN") })
    for source in ["USDA SR28", "Regulation (EU) No 1169/2011, Annex XIII", "SACN, Carbohydrates and Health (2015)"] {
      #expect(text.stdout.contains(source), "cites \(source)")
    }
    let before = try object(run(["nutrients", "--date", "2026-11-26", "--json"]))
    let nutrients = try #require(before["nutrients"] as? [String: [String: Any]])
    #expect(nutrients.count == 19)
    let b12 = try #require(nutrients["vitamin_b12"])
    #expect(b12["unit"] as? String == "ug" && b12["standing"] as? String == "short" && b12["average"] as? Double == 0)
    #expect(b12["goalSource"] as? String == "Regulation (EU) No 1169/2011, Annex XIII")
    let suggested = try #require(b12["bestPerKcal"] as? [[String: Any]])
    #expect(suggested.first?["food"] as? String == "bran-flakes" && suggested.first?["fortified"] as? Bool == true)
    #expect((before["order"] as? [String])?.first == "vitamin_b12")
    #expect((before["period"] as? [String: Any])?["daysWithMeals"] as? Int == 7)

    // 30 g of bran flakes (21 ug B12 per 100 g in SR28) on each day: 6.3 ug a day.
    for date in week { #expect(try run(["add", "bran flakes", "--quantity", "30g", "--date", date]).status == 0) }
    let after = try object(run(["nutrients", "--date", "2026-11-26", "--json"]))
    let moved = try #require((after["nutrients"] as? [String: [String: Any]])?["vitamin_b12"])
    #expect(moved["average"] as? Double == 6.3 && moved["averagePercent"] as? Double == 252 && moved["standing"] as? String == "within")
    #expect((after["order"] as? [String])?.first != "vitamin_b12")
    // A target overrides the reference.
    #expect(try run(["target", "set", "vitamin_b12", "10"]).status == 0)
    let raised = try #require((try object(run(["nutrients", "--date", "2026-11-26", "--json"]))["nutrients"] as? [String: [String: Any]])?["vitamin_b12"])
    #expect(raised["goal"] as? Double == 10 && raised["goalSource"] as? String == "your target" && raised["standing"] as? String == "short")
    // --days 1 is the day alone.
    let day = try object(run(["nutrients", "--date", "2026-11-26", "--days", "1", "--json"]))
    #expect((day["period"] as? [String: Any])?["first"] as? String == "2026-11-26")
  }

  @Test func badOptionsAreOneLineAndExit2() throws {
    for (arguments, message) in [
      (["nutrients", "--days", "0"], "--days must be a whole number above 0"), (["nutrients", "--date", "2026-02-30"], "--date must be a real day"),
      (["nutrients", "extra"], "nutrients takes no words"),
    ] {
      let result = try run(arguments)
      #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.contains(message) && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
  }

  @Test func todayAndShowSayTheKeyNutrientsAndEveryJSONCarriesThemAll() throws {
    #expect(try run(["add", "tofu", "--date", "2026-11-26"]).status == 0)
    // Tofu, 150 g: SR28's 1.61 mg iron per 100 g is 2.4 mg, 17% of the EU's 14 mg.
    let today = try run(["today", "--date", "2026-11-26"])
    #expect(today.stdout.contains("Key nutrients (food values USDA SR28; references EU 1169/2011 Annex XIII):"), "\(today.stdout)")
    #expect(today.stdout.contains("  iron 2.4 mg (17% of 14 mg)\n"))
    #expect(today.stdout.contains("  vitamin B12 0 µg (0% of 2.5 µg)\n"), "a known 0, in µg as the app writes it")
    let json = try object(run(["today", "--date", "2026-11-26", "--json"]))
    let totals = try #require(json["nutrients"] as? [String: Any])
    #expect(totals.count == 19 && totals["iron"] as? Double == 2.42 && totals["vitamin_b12"] as? Double == 0)
    let meal = try #require((json["meals"] as? [[String: Any]])?.first)
    #expect((meal["nutrients"] as? [String: Any])?["calcium"] as? Double == 301.5)
    #expect(meal["nutrientsSource"] as? String == "logged")
    let shown = try run(["show", "tofu"])
    #expect(shown.stdout.contains("  iron 2.4 mg (17% of 14 mg)\n"), "\(shown.stdout)")
    let food = try object(run(["show", "tofu", "--json"]))
    #expect(((food["per100g"] as? [String: Any])?["nutrients"] as? [String: Any])?["iron"] as? Double == 1.61)
    #expect(((food["perServing"] as? [String: Any])?["nutrients"] as? [String: Any])?["iron"] as? Double == 2.42)
    let history = try object(run(["history", "--days", "3660", "--json"]))
    let day = try #require((history["days"] as? [[String: Any]])?.first { $0["date"] as? String == "2026-11-26" })
    #expect((day["nutrients"] as? [String: Any])?["iron"] as? Double == 2.42)
    let report = try object(run(["report", "--date", "2026-11-26", "--json"]))
    let week = try #require(report["nutrients"] as? [String: [String: Any]])
    #expect(week["iron"]?["total"] as? Double == 2.42 && week["iron"]?["average"] as? Double == 2.42 && week["iron"]?["unit"] as? String == "mg")
    let reportDay = try #require((report["days"] as? [[String: Any]])?.first { $0["date"] as? String == "2026-11-26" })
    #expect((reportDay["nutrients"] as? [String: Any])?["zinc"] as? Double == 1.25)
  }

  /// The version-3 fixture, with a meal of a food the catalog no longer has: read-only
  /// commands show it filled without writing, the first write fills it for good, and export
  /// says per meal where the nutrients came from; unknown stays unknown in every total.
  @Test func anOldLogIsFilledFromTheCatalogAndExportSaysSo() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("MealLogTests/Fixtures/nomeat-v3.sqlite3")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: db))
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    let retired = """
      INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name, kg_co2e_per_kg,
        kcal_per_100g, protein_per_100g, logged_at, fibre_per_100g, sections)
      VALUES ('2026-11-02', '19:00', 'some', 150, 'retired-food', 'Retired food', 'grains', 'Grains', 1.5, 300, 8, '2026-11-02T19:00:00Z', NULL, 'grains')
      """
    #expect(sqlite3_exec(handle, retired, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    let untouched = try Data(contentsOf: URL(fileURLWithPath: db))

    let read = try run(["export", "--format", "json"])
    #expect(read.status == 0, "\(read.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == untouched, "a read-only command fills in memory only")
    #expect(try run(["add", "tofu", "--date", "2026-11-03"]).status == 0)
    let meals = try #require(try JSONSerialization.jsonObject(with: Data(run(["export", "--format", "json"]).stdout.utf8)) as? [[String: Any]])
    #expect(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? NSArray == NSArray(array: Array(meals.prefix(4))), "read as written")
    #expect(meals.map { $0["food"] as? String } == ["beef", "chicken-tikka", "tofu", "retired-food", "tofu"], "every meal kept")
    #expect(
      meals.map { $0["nutrients_source"] as? String } == ["catalog-at-migration", "catalog-at-migration", "catalog-at-migration", "not-in-catalog", "logged"])
    let beef = try #require(meals[0]["nutrients"] as? [String: Any])
    #expect(beef["iron"] as? Double == 4.47 && beef["kcal"] as? Double == 304.5, "the catalog's iron, the logged kcal, for 150 g")
    let gone = try #require(meals[3]["nutrients"] as? [String: Any])
    #expect(gone["iron"] is NSNull && gone["kcal"] as? Double == 450)
    let csv = try run(["export"]).stdout.split(separator: "\n")
    #expect(
      csv[1].contains(",catalog-at-migration,") && csv[4].contains(",not-in-catalog,") && csv[5].contains(",logged,"), "nutrients_source, then the meal name")
    let day = try run(["today", "--date", "2026-11-02"])
    #expect(day.stdout.contains("  iron 1.9 mg (14% of 14 mg), 1 meal without a value\n"), "\(day.stdout)")
    let totals = try #require((try object(run(["today", "--date", "2026-11-02", "--json"])))["nutrientsMealsWithoutValue"] as? [String: Any])
    #expect(totals["iron"] as? Int == 1 && totals["kcal"] as? Int == 0)
  }
}
