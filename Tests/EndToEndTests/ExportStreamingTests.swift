import CSQLite
import Foundation
import MealLog
import Testing

/// `export` writes a meal at a time (issue 20, fault 11): the same bytes as the output built
/// whole, on values that CSV and JSON must escape, and memory that does not grow with the log.
@Suite("Export, streamed")
struct ExportStreamingTests {
  let folder = TemporaryFolder("nomeat-export")

  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ arguments: [String], capture: Bool = true) throws -> Subprocess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["NOMEAT_DB"] = ""
    return try Subprocess.run(Binary.path, arguments + ["--db", db], environment: environment, capture: capture)
  }

  func meal(
    _ day: String, _ time: String, _ quantity: String, _ grams: Int, _ id: String, _ name: String, _ section: String,
    kg: Double, kcal: Double?, protein: Double?
  ) throws -> LoggedMeal {
    LoggedMeal(
      day: try #require(Day(day)), time: time, quantity: quantity, grams: grams, foodID: id, foodName: name, sectionID: section,
      sectionName: "Section, \"quoted\"", kgCO2ePerKg: kg, kcalPer100g: kcal, proteinPer100g: protein)
  }

  /// Quotes, commas, backslashes and slashes, formulas, unicode (a ZWJ sequence, a BOM, a
  /// zero-width space), unknown kcal and protein, figures from tiny to the catalog's bounds
  /// (1000 kg CO2e and 1000 kcal per kg or 100 g: since issue 38 a larger one is refused as a row
  /// no catalog made), the first and last days; added out of order, exported in day and time order.
  func awkwardLog() throws {
    let log = try MealLog(path: db)
    let meals = [
      try meal("2026-11-02", "08:05", "some", 150, "chili", "Chili \"con\" carne, hot", "dishes", kg: 10, kcal: 100, protein: 5.5),
      try meal("2026-11-02", "08:05", "little", 50, "creme", "Crème brûlée 🍮", "desserts", kg: 3.3333333, kcal: nil, protein: nil),
      try meal("2026-11-01", "23:59", "grams", 5000, "-x", "=SUM(A1)", "@sec", kg: 999.99, kcal: 1e-7, protein: 0),
      try meal("2026-11-03", "00:00", "lot", 300, "back", "Back\\slash / slash", "a,b", kg: 2, kcal: 33.333, protein: 1.005),
      try meal("2026-11-03", "12:30", "grams", 1, "tiny", "豆腐 é 👩‍🍳 \u{FEFF}zero\u{200B}width", "plant", kg: 0.004, kcal: 0.4, protein: 0.004),
      try meal("2026-11-03", "12:30", "some", 150, "beef", "Beef", "red-meat", kg: 145.283741007194, kcal: 203, protein: 29.9),
      try meal("0001-01-01", "00:01", "grams", 7, "old", "+1, extra", "x", kg: 1000, kcal: 1000, protein: 99.123),
      try meal("9999-12-31", "12:00", "some", 150, "late", " leading space", "x", kg: 987.654321, kcal: 0.1, protein: 0.15),
    ]
    for meal in meals { try log.add(meal) }
  }

  @Test func csvIsTheSameBytesAsBefore() throws {
    try awkwardLog()
    // Figures for the meal's grams to two decimals as Swift writes a Double (7.0, 4999.95); a
    // formula gets an apostrophe; a field with a comma or quote is quoted, quotes doubled.
    let expected = """
      date,time,food,name,section,quantity,grams,kg_co2e,kcal,protein_g,fat_g,saturated_fat_g,carbohydrate_g,sugars_g,fibre_g,salt_g,calcium_mg,iron_mg,zinc_mg,vitamin_b12_ug,vitamin_d_ug,folate_ug,selenium_ug,potassium_mg,magnesium_mg,vitamin_c_mg,vitamin_a_ug,nutrients_source,meal
      0001-01-01,00:01,old,"'+1, extra",x,grams,7,7.0,70.0,6.94,,,,,,,,,,,,,,,,,,logged,snack
      2026-11-01,23:59,'-x,'=SUM(A1),'@sec,grams,5000,4999.95,0.0,0.0,,,,,,,,,,,,,,,,,,logged,snack
      2026-11-02,08:05,chili,"Chili ""con"" carne, hot",dishes,some,150,1.5,150.0,8.25,,,,,,,,,,,,,,,,,,logged,breakfast
      2026-11-02,08:05,creme,Crème brûlée 🍮,desserts,little,50,0.17,,,,,,,,,,,,,,,,,,,,logged,breakfast
      2026-11-03,00:00,back,Back\\slash / slash,"a,b",lot,300,0.6,100.0,3.01,,,,,,,,,,,,,,,,,,logged,snack
      2026-11-03,12:30,tiny,豆腐 é 👩‍🍳 \u{FEFF}zero\u{200B}width,plant,grams,1,0.0,0.0,0.0,,,,,,,,,,,,,,,,,,logged,lunch
      2026-11-03,12:30,beef,Beef,red-meat,some,150,21.79,304.5,44.85,,,,,,,,,,,,,,,,,,logged,lunch
      9999-12-31,12:00,late, leading space,x,some,150,148.15,0.15,0.23,,,,,,,,,,,,,,,,,,logged,lunch

      """
    let result = try run(["export"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Array(result.stdout.utf8) == Array(expected.utf8), "\(result.stdout)")
  }

  @Test func jsonIsTheSameBytesAsBefore() throws {
    try awkwardLog()
    // One line: keys sorted, numbers without a trailing .0, null for what is not known, quote
    // and backslash escaped, slashes and unicode as they are.
    let rows = [
      #"{"date":"0001-01-01","food":"old","grams":7,"kcal":70,"kg_co2e":7,"meal":"snack","name":"+1, extra","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":70,"magnesium":null,"potassium":null,"protein":6.94,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":6.94,"quantity":"grams","section":"x","time":"00:01"}"#,
      #"{"date":"2026-11-01","food":"-x","grams":5000,"kcal":0,"kg_co2e":4999.95,"meal":"snack","name":"=SUM(A1)","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":0,"magnesium":null,"potassium":null,"protein":0,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":0,"quantity":"grams","section":"@sec","time":"23:59"}"#,
      #"{"date":"2026-11-02","food":"chili","grams":150,"kcal":150,"kg_co2e":1.5,"meal":"breakfast","name":"Chili \"con\" carne, hot","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":150,"magnesium":null,"potassium":null,"protein":8.25,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":8.25,"quantity":"some","section":"dishes","time":"08:05"}"#,
      #"{"date":"2026-11-02","food":"creme","grams":50,"kcal":null,"kg_co2e":0.17,"meal":"breakfast","name":"Crème brûlée 🍮","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":null,"magnesium":null,"potassium":null,"protein":null,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":null,"quantity":"little","section":"desserts","time":"08:05"}"#,
      #"{"date":"2026-11-03","food":"back","grams":300,"kcal":100,"kg_co2e":0.6,"meal":"snack","name":"Back\\slash / slash","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":100,"magnesium":null,"potassium":null,"protein":3.01,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":3.01,"quantity":"lot","section":"a,b","time":"00:00"}"#,
      "{\"date\":\"2026-11-03\",\"food\":\"tiny\",\"grams\":1,\"kcal\":0,\"kg_co2e\":0,\"meal\":\"lunch\",\"name\":\"豆腐 é 👩‍🍳 \u{FEFF}zero\u{200B}width\",\"nutrients\":{\"calcium\":null,\"carbohydrate\":null,\"fat\":null,\"fibre\":null,\"folate\":null,\"iron\":null,\"kcal\":0,\"magnesium\":null,\"potassium\":null,\"protein\":0,\"salt\":null,\"saturated_fat\":null,\"selenium\":null,\"sugars\":null,\"vitamin_a\":null,\"vitamin_b12\":null,\"vitamin_c\":null,\"vitamin_d\":null,\"zinc\":null},\"nutrients_source\":\"logged\",\"protein_g\":0,\"quantity\":\"grams\",\"section\":\"plant\",\"time\":\"12:30\"}",
      #"{"date":"2026-11-03","food":"beef","grams":150,"kcal":304.5,"kg_co2e":21.79,"meal":"lunch","name":"Beef","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":304.5,"magnesium":null,"potassium":null,"protein":44.85,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":44.85,"quantity":"some","section":"red-meat","time":"12:30"}"#,
      #"{"date":"9999-12-31","food":"late","grams":150,"kcal":0.15,"kg_co2e":148.15,"meal":"lunch","name":" leading space","nutrients":{"calcium":null,"carbohydrate":null,"fat":null,"fibre":null,"folate":null,"iron":null,"kcal":0.15,"magnesium":null,"potassium":null,"protein":0.23,"salt":null,"saturated_fat":null,"selenium":null,"sugars":null,"vitamin_a":null,"vitamin_b12":null,"vitamin_c":null,"vitamin_d":null,"zinc":null},"nutrients_source":"logged","protein_g":0.23,"quantity":"some","section":"x","time":"12:00"}"#,
    ]
    let result = try run(["export", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Array(result.stdout.utf8) == Array(("[" + rows.joined(separator: ",") + "]\n").utf8), "\(result.stdout)")
  }

  @Test func anEmptyLogIsAHeaderOrAnEmptyArray() throws {
    #expect(
      try run(["export"]).stdout
        == "date,time,food,name,section,quantity,grams,kg_co2e,kcal,protein_g,fat_g,saturated_fat_g,carbohydrate_g,sugars_g,fibre_g,salt_g,calcium_mg,iron_mg,zinc_mg,vitamin_b12_ug,vitamin_d_ug,folate_ug,selenium_ug,potassium_mg,magnesium_mg,vitamin_c_mg,vitamin_a_ug,nutrients_source,meal\n"
    )
    #expect(try run(["export", "--format", "json"]).stdout == "[]\n")
  }

  /// Since issue 38 a figure beyond the catalog's bounds is refused as a row no catalog made,
  /// by its row, before any of the export is printed.
  @Test func aFigureTooLargeIsNamedByItsPlaceAndNothingIsPrinted() throws {
    let log = try MealLog(path: db)
    try log.add(try meal("2026-11-01", "12:00", "some", 150, "beef", "Beef", "red-meat", kg: 145, kcal: 203, protein: 29.9))
    try log.add(try meal("2026-11-03", "12:00", "some", 150, "late", "Late", "x", kg: 1e308, kcal: 1, protein: 1))
    try log.add(try meal("2026-11-02", "12:00", "grams", 120, "tofu", "Tofu", "x", kg: 1e308, kcal: 1, protein: 1e308))
    for format in ["csv", "json"] {
      let result = try run(["export", "--format", format])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      // The first such row, by its place in the file.
      #expect(result.stderr.contains("meals row 2 has kg_co2e_per_kg '1.0e+308', not a figure of 0-1000"), "\(result.stderr)")
    }
  }

  /// Thousands of meals written straight into the file, as a long-used log would hold them.
  func manyMeals(_ count: Int) throws {
    let log = try MealLog(path: db)
    try log.add(try meal("2026-11-01", "12:00", "some", 150, "beef", "Beef \"best\", lean", "red-meat", kg: 145.28, kcal: 203, protein: 29.9))
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    let sql = """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count - 1))
      INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name, kg_co2e_per_kg,
        kcal_per_100g, protein_per_100g, logged_at, fibre_per_100g, sections, nutrients_source)
      SELECT date('2026-11-01', '-' || (1 + i / 20) || ' days'), printf('%02d:%02d', i % 24, i % 60), quantity, grams + i % 100,
        food_id, food_name || ' ' || i, section_id, section_name, kg_co2e_per_kg + i % 500, kcal_per_100g, protein_per_100g,
        logged_at, fibre_per_100g, sections, nutrients_source
      FROM n, meals WHERE meals.id = 1
      """
    #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
  }

  @Test func memoryDoesNotGrowWithTheLog() throws {
    try manyMeals(6_000)
    // The empty log's run is made after the meals are written: a child's peak (ru_maxrss)
    // counts what it shared with this process when it was forked, and writing the meals here
    // grows this process (12 MB when run alone), which is no cost of the export.
    let emptyLog = folder.appendingPathComponent("empty.sqlite3").path
    var environment = ProcessInfo.processInfo.environment
    environment["NOMEAT_DB"] = ""
    let empty = try Subprocess.run(Binary.path, ["export", "--format", "json", "--db", emptyLog], environment: environment, capture: false)
    for format in ["json", "csv"] {
      let full = try run(["export", "--format", format], capture: false)
      #expect(full.status == 0)
      // Built whole, 6,000 meals took 13 MB more than an empty log as JSON; a meal at a time,
      // what SQLite caches (2 MB) and the output buffer.
      #expect(full.peakKilobytes - empty.peakKilobytes < 6_000, "\(format): \(full.peakKilobytes) kB against \(empty.peakKilobytes) kB")
    }
    let lines = try run(["export"]).stdout.split(separator: "\n")
    #expect(lines.count == 1 + 6_000)
    #expect(lines.last?.hasPrefix("2026-11-01,12:00,beef,\"Beef \"\"best\"\", lean\",red-meat,some,150,21.79,") == true, "\(lines.last ?? "")")
  }
}
