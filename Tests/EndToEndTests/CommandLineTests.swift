import Foundation
import Testing

/// The command line, run as a process: stdout, stderr, exit codes, and the database.
@Suite("Command line")
struct CommandLineTests {
  let folder = TemporaryFolder("nomeat-cli")

  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ arguments: [String], database: Bool = true) throws -> Subprocess.Result {
    try Binary.run(arguments + (database ? ["--db", db] : []), environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
  }

  /// One line on stderr that names the problem, and exit 2.
  func expectBadInput(_ result: Subprocess.Result, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("nomeat-tui: "), sourceLocation: sourceLocation)
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: search

  @Test func searchPrintsRankedMatchesOnePerLine() throws {
    let result = try run(["search", "prawn"], database: false)
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").first == "Shrimp · prawn\tShellfish and seafood")
    let beef = try run(["search", "beef", "--limit", "3"], database: false)
    #expect(beef.stdout == "Beef\tRed meat\nRoast beef\tRed meat\nBeef jerky\tRed meat\n")
  }

  @Test func searchExitsOneWhenNothingMatches() throws {
    let result = try run(["search", "xyzzy"], database: false)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
  }

  @Test func searchSpeaksJSON() throws {
    let result = try run(["search", "aubergine", "--json"], database: false)
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(rows.first?["id"] as? String == "eggplant")
    #expect(rows.first?["alias"] as? String == "aubergine")
    #expect(rows.first?["sectionName"] as? String == "Vegetables")
  }

  @Test func searchRefusesBadUsage() throws {
    expectBadInput(try run(["search"], database: false), mentioning: "search needs a QUERY")
    expectBadInput(try run(["search", "beef", "--limit", "0"], database: false), mentioning: "--limit must be a whole number above 0")
    expectBadInput(try run(["search", "beef", "--frobnicate"], database: false), mentioning: "unknown option '--frobnicate'")
  }

  @Test func aBadCatalogIsNamedWithItsFoodAndField() throws {
    let file = folder.appendingPathComponent("mine.json")
    try
      #"{"sections": [{"id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true}], "foods": [{"id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": [], "footprint": {"kgCO2ePerKg": -2, "product": "Fish (farmed)", "proxy": true}}]}"#
      .write(to: file, atomically: true, encoding: .utf8)
    expectBadInput(try run(["search", "cod", "--catalog", file.path], database: false), mentioning: "\(file.path): food 'cod', field 'footprint.kgCO2ePerKg'")
    expectBadInput(try run(["search", "cod", "--catalog", "/nonexistent.json"], database: false), mentioning: "/nonexistent.json: no such file")
    try "{ oops".write(to: file, atomically: true, encoding: .utf8)
    expectBadInput(try run(["search", "cod", "--catalog", file.path], database: false), mentioning: "not valid JSON")
  }

  @Test func aUsersOwnCatalogIsSearched() throws {
    let file = folder.appendingPathComponent("mine.json")
    try
      #"{"sections": [{"id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true}], "foods": [{"id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": ["bacalao"], "footprint": {"kgCO2ePerKg": 13.63, "product": "Fish (farmed)", "proxy": true}}]}"#
      .write(to: file, atomically: true, encoding: .utf8)
    #expect(try run(["search", "bacalao", "--catalog", file.path], database: false).stdout == "Cod · bacalao\tFish\n")
  }

  // MARK: the log

  @Test func addThenTodayShowsTheMealAndTheAnswer() throws {
    let added = try run(["add", "mince", "--quantity", "lot"])
    #expect(added.status == 0)
    // 300 g of cooked mince: 99.48 kg CO2e per kg raw * 27.73 / 18.59 g protein (cooked / raw,
    // SR28 23570 and 23567: cooking keeps the protein) = 44.52 kg.
    #expect(added.stdout.hasPrefix("Added A lot of Ground beef (300 g, 44.5 kg CO2e)"), "\(added.stdout)")
    let today = try run(["today", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])
    #expect(object["ateMeat"] as? Bool == true)
    let meals = try #require(object["meals"] as? [[String: Any]])
    #expect(meals.count == 1)
    #expect(meals.first?["food"] as? String == "ground-beef")
    #expect(meals.first?["grams"] as? Int == 300)
    #expect(meals.first?["kgCO2e"] as? Double == 44.52)
    #expect(try run(["today"]).stdout.contains("A lot of Ground beef"))
  }

  @Test func anExplicitAnswerWins() throws {
    _ = try run(["add", "beef"])
    #expect(try run(["answer", "no"]).status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(try run(["today", "--json"]).stdout.utf8)) as? [String: Any]
    #expect(object?["ateMeat"] as? Bool == false)
    #expect(object?["answeredExplicitly"] as? Bool == true)
  }

  @Test func gramsAndDatesAreChecked() throws {
    #expect(try run(["add", "tofu", "--quantity", "120g", "--date", "2026-11-30"]).stdout.hasPrefix("Added 120 g of Tofu"))
    expectBadInput(try run(["add", "beef", "--date", "2026-02-30"]), mentioning: "--date must be a real day")
    expectBadInput(try run(["add", "beef", "--quantity", "0g"]), mentioning: "is not a meal")
    expectBadInput(try run(["add", "beef", "--quantity", "-5g"]), mentioning: "is not a meal")
    expectBadInput(try run(["add", "beef", "--quantity", "99999999g"]), mentioning: "is not a meal")
    expectBadInput(try run(["add", "beef", "--quantity", "heaps"]), mentioning: "--quantity must be little, some, lot")
    expectBadInput(try run(["answer", "maybe"]), mentioning: "answer needs yes or no")
    let export = try run(["export"])
    #expect(export.stdout.split(separator: "\n").count == 2, "only the good meal was logged")
  }

  @Test func anUnknownOrAmbiguousFoodListsTheClosest() throws {
    expectBadInput(try run(["add", "ch"]), mentioning: "could be several foods: ")
    expectBadInput(try run(["add", "xyzzyq"]), mentioning: "no food matches 'xyzzyq'")
    #expect(try run(["add", "edamane"]).stdout.hasPrefix("Added Some Edamame"), "one food matches, through a typo")
    #expect(try run(["add", "Crème Fraîche"]).stdout.hasPrefix("Added Some Crème fraîche"), "an exact name, any case and accents")
  }

  @Test func historyDrawsADayAChartAndTheRun() throws {
    let today = try run(["today", "--json"])
    let date = (try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])?["date"] as? String ?? ""
    _ = try run(["add", "beef"])
    let history = try run(["history", "--days", "3"])
    let lines = history.stdout.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines[0].hasPrefix("··●"), "the strip: two unknown days, then today with meat")
    #expect(lines[3].hasPrefix(date))
    #expect(lines[3].contains("YES"))
    #expect(lines[3].contains("██████"))
    #expect(lines[4] == "Meat-free days in a row: 0")
    let json = try JSONSerialization.jsonObject(with: Data(try run(["history", "--days", "7", "--json"]).stdout.utf8)) as? [String: Any]
    #expect((json?["days"] as? [Any])?.count == 7)
    expectBadInput(try run(["history", "--days", "-1"]), mentioning: "--days must be a whole number above 0")
  }

  @Test func meatCanBeSetAndUnknownSectionsAreRefused() throws {
    _ = try run(["add", "shrimp"])
    #expect(try run(["meat", "--set", "red-meat,poultry"]).stdout.contains("[ ] shellfish"))
    let object = try JSONSerialization.jsonObject(with: Data(try run(["today", "--json"]).stdout.utf8)) as? [String: Any]
    #expect(object?["ateMeat"] as? Bool == false, "shrimp no longer counts")
    expectBadInput(try run(["meat", "--set", "redmeat"]), mentioning: "unknown section 'redmeat'")
  }

  @Test func exportWritesCSVAndJSON() throws {
    _ = try run(["add", "beef", "--date", "2026-11-01"])
    _ = try run(["add", "egg", "--quantity", "little", "--date", "2026-11-02"])
    let csv = try run(["export"]).stdout.split(separator: "\n")
    #expect(csv[0].hasPrefix("date,time,food,name,section,quantity,grams,kg_co2e,kcal,protein_g,fat_g,"), "the columns before nutrients first")
    #expect(
      csv[0].hasSuffix(
        ",iron_mg,zinc_mg,vitamin_b12_ug,vitamin_d_ug,folate_ug,selenium_ug,potassium_mg,magnesium_mg,vitamin_c_mg,vitamin_a_ug,nutrients_source,meal"))
    // 150 g of cooked lean beef: 99.48 * 29.90 / 22.15 (protein cooked / raw) = 134.29 per kg, 20.14 kg.
    #expect(csv[1].hasPrefix("2026-11-01,12:00,beef,Beef,red-meat,some,150,20.14,304.5,44.85,"), "\(csv[1])")
    // SR28's iron for the beef, 2.98 mg per 100 g, for 150 g.
    #expect(csv[1].contains(",4.47,") && csv[1].hasSuffix(",logged,lunch"), "\(csv[1])")
    #expect(csv[2].hasPrefix("2026-11-02,12:00,egg,Egg,eggs,little,50,0.23,"))
    let json = try JSONSerialization.jsonObject(with: Data(try run(["export", "--format", "json"]).stdout.utf8)) as? [[String: Any]]
    #expect(json?.count == 2)
    let nutrients = json?.first?["nutrients"] as? [String: Any]
    #expect(nutrients?.count == 19 && nutrients?["iron"] as? Double == 4.47 && nutrients?["vitamin_b12"] as? Double == 4.29)
    #expect(json?.first?["nutrients_source"] as? String == "logged")
    expectBadInput(try run(["export", "--format", "xml"]), mentioning: "--format must be csv or json")
  }

  @Test func aFileThatIsNotADatabaseIsLeftByteForByte() throws {
    let bytes = Data("precious notes\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: db))
    expectBadInput(try run(["add", "beef"]), mentioning: "is not a nomeat meal log")
    expectBadInput(try run(["today"]), mentioning: "is not a nomeat meal log")
    #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == bytes)
  }

  @Test func theLogDefaultsToXDGDataHome() throws {
    let result = try Binary.run(["add", "beef"], environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("nomeat/nomeat.sqlite3").path))
    let viaVariable = folder.appendingPathComponent("env.sqlite3").path
    _ = try Binary.run(["add", "beef"], environment: ["NOMEAT_DB": viaVariable])
    #expect(FileManager.default.fileExists(atPath: viaVariable))
  }

  @Test func theFullScreenAppNeedsATerminal() throws {
    let result = try run([])
    expectBadInput(result, mentioning: "standard input is not a terminal")
    expectBadInput(try run(["today", "--bogus"]), mentioning: "unknown option '--bogus'")
    expectBadInput(try run(["frobnicate"]), mentioning: "unknown command 'frobnicate'")
  }

  @Test func versionAndHelp() throws {
    #expect(try run(["--version"], database: false).stdout.hasPrefix("nomeat-tui "))
    #expect(try run(["--help"], database: false).stdout.contains("nomeat-tui pick [--query Q]"))
    #expect(try run(["add", "--help"], database: false).stdout.contains("usage: nomeat-tui add FOOD"))
  }

  @Test func twoProcessesAddingAtOnceLoseNothing() throws {
    let script = folder.appendingPathComponent("add.sh")
    try """
    i=0
    while [ $i -lt 500 ]; do '\(Binary.path)' add tofu --db '\(db)' > /dev/null || exit 1; i=$((i + 1)); done
    """.write(to: script, atomically: true, encoding: .utf8)
    // Create the log first, so both writers start from the same file.
    _ = try run(["meat", "--set", "red-meat"])
    nonisolated(unsafe) var results: [Subprocess.Result] = []
    let lock = NSLock()
    let writers = (0..<2).map { _ in
      Thread {
        let result = try? Subprocess.run("/bin/sh", [script.path], environment: ProcessInfo.processInfo.environment)
        lock.lock()
        if let result { results.append(result) }
        lock.unlock()
      }
    }
    writers.forEach { $0.start() }
    while writers.contains(where: { !$0.isFinished }) { usleep(20_000) }
    #expect(results.map(\.status) == [0, 0])
    #expect(results.allSatisfy { !$0.stderr.contains("locked") }, "\(results.map(\.stderr))")
    let csv = try run(["export"]).stdout.split(separator: "\n")
    #expect(csv.count == 1 + 1_000)
  }
}
