import Foundation
import Testing

/// Hostile imports (issue 20, faults 6-10, 13, 15 and the minor ones): rows that used to be
/// imported and then stopped every command, files echoed raw in errors, CRLF and multi-line
/// CSV, where imports are kept and how their files are written.
@Suite("Import hardening")
struct ImportHardeningTests {
  let folder = TemporaryFolder("nomeat-import-hardening")
  static let header = "name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g"

  var data: String { folder.appendingPathComponent("data").path }
  var imports: String { data + "/nomeat/imports" }
  var cache: String { folder.appendingPathComponent("cache").path }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Subprocess.Result {
    var variables = [
      "NOMEAT_DB": folder.appendingPathComponent("log.sqlite3").path, "XDG_DATA_HOME": data, "XDG_CACHE_HOME": cache,
      "HOME": folder.appendingPathComponent("home").path,
    ]
    variables.merge(environment) { $1 }
    return try Binary.run(arguments, environment: variables)
  }

  /// Writes a CSV file of these exact bytes into the test's folder.
  @discardableResult
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  func csv(_ name: String, _ rows: [String], newline: String = "\n") throws -> String {
    try file(name, Array(([Self.header] + rows).map { $0 + newline }.joined().utf8))
  }

  /// One line on stderr naming the problem, exit 2, nothing on stdout, nothing that drives the
  /// terminal (no escape, no carriage return, no bidirectional override).
  func expectRefused(_ result: Subprocess.Result, mentioning texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "\(result.stdout)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("nomeat-tui: "), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    let raw = result.stderr.unicodeScalars.filter { $0.value == 0x1B || $0.value == 0x0D || $0.value == 0x09 || $0.value == 0x202E }
    #expect(raw.isEmpty, "no raw control characters: \(result.stderr.debugDescription)", sourceLocation: sourceLocation)
    for text in texts {
      #expect(result.stderr.contains(text), "'\(text)' in \(result.stderr)", sourceLocation: sourceLocation)
    }
  }

  // MARK: fault 6: rows the catalog refuses are refused when imported

  @Test(arguments: [
    ("Big beef,Meat,5000,100,20", "column 'kg CO2e per kg'", "0-1000"),
    ("Rich cake,Sweets,2,2000,5", "column 'kcal per 100 g'", "0-1000"),
    ("Pure protein,Powders,2,100,150", "column 'protein per 100 g'", "0-100"),
    ("Huge,Meat,1e300,100,20", "column 'kg CO2e per kg'", "0-1000"),
    ("Red \u{1B}[31mbeef,Meat,99,250,26", "column 'name'", "control character"),
    ("Tab\tbeef,Meat,99,250,26", "column 'name'", "control character"),
    ("Beef \u{202E}feeb,Meat,99,250,26", "column 'name'", "control character"),
    ("Chef 👨‍🍳 stew,Dishes,2,100,5", "column 'name'", "emoji sequence"),
    ("Heart ❤️ beet,Vegetables,1,40,2", "column 'name'", "emoji sequence"),
    ("Beef,Meat \u{1B}]0;owned\u{7},99,250,26", "column 'section'", "control character"),
  ])
  func aRowTheCatalogWouldRefuseIsRefusedWithItsLineAndColumn(row: String, column: String, problem: String) throws {
    let path = try csv("bad.csv", ["Tofu,Plants,2,120,12", row])
    expectRefused(try run(["import", "csv", path]), mentioning: ["bad.csv: line 3, \(column)", problem])
    #expect(try run(["import", "list"]).stdout.isEmpty, "nothing was imported, so every other command reads its catalog")
  }

  /// An import written by an older version, before the importer checked its rows: the other
  /// commands go on without it and say which import to remove.
  @Test func anImportAlreadyPoisonedIsSkippedWithTheFix() throws {
    try FileManager.default.createDirectory(atPath: imports, withIntermediateDirectories: true)
    let poisoned = """
      {"sections":[{"id":"old-cakes","name":"old: Cakes","icon":"🍽","countsAsMeat":false}],
       "foods":[{"id":"old:1","name":"Rich cake","section":"old-cakes","icon":"🍽","aliases":[],
         "footprint":{"kgCO2ePerKg":2,"product":"as given","proxy":false},
         "nutrition":{"kcalPer100g":2000,"proteinPer100g":5,"usdaNdb":"","usdaDescription":"as given"}}]}
      """
    try Data(poisoned.utf8).write(to: URL(fileURLWithPath: imports + "/old.json"))
    let good = try csv("farm.csv", ["Zebu steak,Meat,70.5,200,25"])
    #expect(try run(["import", "csv", good]).status == 0)
    let search = try run(["search", "zebu"])
    #expect(search.status == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Zebu steak"), "the good import is still searched: \(search.stdout)")
    #expect(search.stderr.contains("import 'old'") && search.stderr.contains("nomeat-tui import remove old"), "\(search.stderr)")
    #expect(search.stderr.contains("kcalPer100g"), "the fault is named: \(search.stderr)")
    for command in [["today"], ["add", "tofu", "--date", "2026-12-01"]] {
      let result = try run(command)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("nomeat-tui import remove old"), "\(command): \(result.stderr)")
    }
    #expect(try run(["import", "remove", "old"]).status == 0)
    let after = try run(["today"])
    #expect(after.status == 0 && after.stderr.isEmpty, "\(after.stderr)")
  }

  // MARK: fault 7: names of any length

  @Test func aNameLongerThanAQueryIsRefused() throws {
    let long = String(repeating: "beans ", count: 34)  // 204 characters
    let path = try csv("long.csv", ["\(long),Plants,1,100,8"])
    expectRefused(try run(["import", "csv", path]), mentioning: ["long.csv: line 2, column 'name'", "200 characters"])
    let longest = String(repeating: "b", count: 200)
    let fits = try csv("fits.csv", ["\(longest),Plants,1,100,8"])
    let imported = try run(["import", "csv", fits])
    #expect(imported.status == 0, "a name of 200 characters is imported: \(imported.stderr)")
    // The catalog check refuses one too.
    let catalog = folder.appendingPathComponent("mine.json")
    let json = """
      {"sections":[{"id":"p","name":"Plants","icon":"🌱","countsAsMeat":false}],
       "foods":[{"id":"b","name":"\(long)","section":"p","icon":"🫘","aliases":[],
         "footprint":{"kgCO2ePerKg":1,"product":"Other Pulses","proxy":false}}]}
      """
    try Data(json.utf8).write(to: catalog)
    expectRefused(try run(["search", "beans", "--catalog", catalog.path]), mentioning: ["food 'b', field 'name'", "200 characters"])
  }

  // MARK: fault 8: errors quote the file safely and briefly

  @Test func aHostileHeaderIsQuotedSafelyAndShort() throws {
    let hostile = try file("osc.csv", Array("name,\u{1B}]0;owned\u{7}\u{1B}[2J,kg\n".utf8))
    expectRefused(try run(["import", "csv", hostile]), mentioning: ["osc.csv: line 1: the header must be"])
    let huge = try file("huge.csv", Array(("name," + String(repeating: "x", count: 200_000) + "\nTofu,Plants,2,120,12\n").utf8))
    let result = try run(["import", "csv", huge])
    expectRefused(result, mentioning: ["huge.csv: line 1: the header must be", "…"])
    #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
    let number = try csv("num.csv", ["Tofu,Plants,\(String(repeating: "9", count: 100_000))x,120,12"])
    let numberResult = try run(["import", "csv", number])
    expectRefused(numberResult, mentioning: ["num.csv: line 2, column 'kg CO2e per kg'", "…"])
    #expect(numberResult.stderr.count < 400, "\(numberResult.stderr.count) characters")
    let crlf = try file("crlf.csv", Array("food,kg\r\nBeef,99\r\n".utf8))
    expectRefused(try run(["import", "csv", crlf]), mentioning: ["crlf.csv: line 1: the header must be"])
  }

  @Test func aHostileUSDATableIsQuotedSafely() throws {
    let table = "ndb_no\tfood_group\tlong_desc\tkcal\tprotein_g\n01001\t\u{1B}[2JBeef\tButter\t717\t0.85\n"
    let path = try file("sr28.tsv", Array(table.utf8))
    expectRefused(try run(["import", "usda", path]), mentioning: ["sr28.tsv: line 2, column 'food_group'"])
    let name = "ndb_no\tfood_group\tlong_desc\tkcal\tprotein_g\n01001\tDairy and Egg Products\tBut\u{1B}[2Jter\t717\t0.85\n"
    expectRefused(
      try run(["import", "usda", try file("name.tsv", Array(name.utf8))]), mentioning: ["name.tsv: line 2, column 'long_desc'", "control character"])
    let figure = "ndb_no\tfood_group\tlong_desc\tkcal\tprotein_g\n01001\tDairy and Egg Products\tButter\t7170\t0.85\n"
    expectRefused(
      try run(["import", "usda", try file("kcal.tsv", Array(figure.utf8))]), mentioning: ["kcal.tsv: line 2, column 'kcal'", "0-1000"])
  }

  // MARK: fault 9: a relative XDG_DATA_HOME is ignored, as the log ignores it

  @Test func aRelativeDataHomeIsIgnoredForImportsAsForTheLog() throws {
    let path = try csv("farm.csv", ["Zebu steak,Meat,70.5,200,25"])
    let work = folder.appendingPathComponent("work")
    let home = folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment.merge(["NOMEAT_DB": "", "XDG_DATA_HOME": "relative", "XDG_CACHE_HOME": cache, "HOME": home.path]) { $1 }
    for command in ["import csv '\(path)'", "add 'zebu steak' --date 2026-12-01"] {
      let result = try Subprocess.run("/bin/sh", ["-c", "cd '\(work.path)' && \(Binary.command(command))"], environment: environment)
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    let nomeat = home.path + "/.local/share/nomeat"
    #expect(FileManager.default.fileExists(atPath: nomeat + "/imports/farm.json"), "the import beside the log")
    #expect(FileManager.default.fileExists(atPath: nomeat + "/nomeat.sqlite3"), "the log")
    #expect(!FileManager.default.fileExists(atPath: work.path + "/relative"), "nothing under the current folder")
  }

  // MARK: fault 10: the temporary file never follows a link

  @Test func theTemporaryFileDoesNotFollowASymlink() throws {
    try FileManager.default.createDirectory(atPath: imports, withIntermediateDirectories: true)
    let precious = folder.appendingPathComponent("precious.txt")
    try Data("keep me\n".utf8).write(to: precious)
    try FileManager.default.createSymbolicLink(atPath: imports + "/.farm.json.tmp", withDestinationPath: precious.path)
    let path = try csv("farm.csv", ["Zebu steak,Meat,70.5,200,25"])
    let imported = try run(["import", "csv", path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try String(contentsOf: precious, encoding: .utf8) == "keep me\n", "the file outside the imports is untouched")
    #expect(try run(["search", "zebu"]).stdout.contains("Zebu steak"))
    let attributes = try FileManager.default.attributesOfItem(atPath: imports + "/farm.json")
    #expect(attributes[.type] as? FileAttributeType == .typeRegular, "the import is a file of its own")
  }

  // MARK: fault 13 and 15: CSV as RFC 4180 writes it

  @Test(arguments: [false, true])
  func aCRLFFileIsImported(withByteOrderMark: Bool) throws {
    let text = ([Self.header, "\"Quokka, smoked\",Plants,2,120,12", "Zebu steak,Meat,70.5,200,25"].map { $0 + "\r\n" }).joined()
    let path = try file("excel.csv", (withByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8))
    let imported = try run(["import", "csv", path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported 2 foods in 2 sections as 'excel'\n")
    let search = try run(["search", "zebu", "--json"])
    #expect(search.stdout.contains("\"Zebu steak\""), "no carriage return kept in the name: \(search.stdout)")
    let section = try run(["search", "quokka"])
    #expect(section.stdout.hasPrefix("Quokka, smoked\t"), "\(section.stdout.debugDescription)")
    #expect(section.stdout.hasSuffix("\texcel: Plants\n"), "no carriage return in the last column: \(section.stdout.debugDescription)")
  }

  @Test func aQuotedLineBreakIsReadAndRefusedForWhatItIs() throws {
    let path = try file("multi.csv", Array((Self.header + "\nTofu,Plants,2,120,12\n\"Smoked\ntofu\",Plants,2,120,12\nBeef,Meat,x,1,1\n").utf8))
    expectRefused(try run(["import", "csv", path]), mentioning: ["multi.csv: line 3, column 'name'", "line break"])
    // The quoted line break is one field: the next record's line is counted right.
    let section = try file("sect.csv", Array((Self.header + "\n\"Tofu\",\"Pl\r\nants\",2,120,12\n").utf8))
    expectRefused(try run(["import", "csv", section]), mentioning: ["sect.csv: line 2, column 'section'", "line break"])
    let open = try file("open.csv", Array((Self.header + "\nTofu,Plants,2,120,12\n\"Smoked tofu,Plants,2,120,12\nBeef,Meat,99,250,26\n").utf8))
    expectRefused(try run(["import", "csv", open]), mentioning: ["open.csv: line 3", "quoted field", "not closed"])
  }

  // MARK: minor faults

  @Test(arguments: ["0x10", "inf", "nan", "infinity", "-1", "+2", "1e", "1.2.3", "", " "])
  func aFigureThatIsNotADecimalNumberIsRefused(figure: String) throws {
    let path = try csv("odd.csv", ["Tofu,Plants,\(figure),120,12"])
    expectRefused(try run(["import", "csv", path]), mentioning: ["odd.csv: line 2, column 'kg CO2e per kg'", "not a number of 0 or more"])
  }

  @Test func decimalFiguresInEveryUsualFormAreRead() throws {
    let path = try csv("forms.csv", ["A,Plants,2,120,12", "B,Plants,0.5,1.2e2,.5", "C,Plants, 3 ,100.,0"])
    let imported = try run(["import", "csv", path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported 3 foods in 1 section as 'forms'\n")
  }

  @Test(arguments: ["USDA", "usda", "Usda"])
  func theUSDANameIsReservedInAnyCase(name: String) throws {
    let path = try csv("farm.csv", ["Zebu steak,Meat,70.5,200,25"])
    expectRefused(try run(["import", "csv", path, "--name", name]), mentioning: ["cannot name an import", "usda"])
    #expect(try run(["import", "list"]).stdout.isEmpty)
  }

  @Test func importingAgainUnderANameTakesReplace() throws {
    let first = try csv("farm.csv", ["Zebu steak,Meat,70.5,200,25"])
    let imported = try run(["import", "csv", first])
    #expect(imported.stdout == "Imported 1 food in 1 section as 'farm'\n", "singular: \(imported.stdout)")
    let second = try csv("farm2.csv", ["Yak steak,Meat,70.5,200,25"])
    expectRefused(try run(["import", "csv", second, "--name", "farm"]), mentioning: ["'farm'", "--replace"])
    #expect(try run(["search", "zebu"]).stdout.contains("Zebu steak"), "the first import is kept")
    let replaced = try run(["import", "csv", second, "--name", "farm", "--replace"])
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(replaced.stdout == "Replaced import 'farm': 1 food in 1 section\n", "\(replaced.stdout)")
    #expect(try run(["search", "zebu"]).status == 1)
    #expect(try run(["search", "yak"]).stdout.contains("Yak steak"))
    #expect(try run(["import", "--help"]).stdout.contains("--replace"))
  }

  @Test func removingAnImportDeletesItsCompiledFile() throws {
    func compiled() throws -> Set<String> {
      Set(try FileManager.default.contentsOfDirectory(atPath: cache + "/nomeat").filter { $0.hasSuffix(".catalog") })
    }
    #expect(try run(["search", "tofu"]).status == 0, "the built-in catalog is compiled")
    let withoutImport = try compiled()
    // 3,500 foods: an import JSON just over the 1 MB that makes it compiled.
    let rows = (1...3_500).map { "Bean number \($0) from the long list,Plants,1,100,8" }
    let path = try csv("beans.csv", rows)
    #expect(try run(["import", "csv", path]).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: imports + "/beans.json")
    #expect((attributes[.size] as? Int ?? 0) > 1 << 20, "big enough to be compiled")
    #expect(try run(["search", "bean number 77"]).status == 0)
    let withImport = try compiled()
    #expect(withImport.count == withoutImport.count + 1, "the import is compiled: \(withImport)")
    #expect(try run(["import", "remove", "beans"]).status == 0)
    #expect(try compiled() == withoutImport, "its compiled file is gone")
  }

  @Test func addingGramsSaysTheGramsOnce() throws {
    let result = try run(["add", "tofu", "--quantity", "5000g", "--date", "2026-12-01"])
    #expect(result.status == 0, "\(result.stderr)")
    let pattern = #/^Added 5000 g of Tofu \([0-9]+\.[0-9] kg CO2e\) on 2026-12-01\n$/#
    #expect(result.stdout.wholeMatch(of: pattern) != nil, "\(result.stdout)")
  }
}
