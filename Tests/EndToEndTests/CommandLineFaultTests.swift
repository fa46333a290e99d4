import CSQLite
import Foundation
import MealLog
import Testing

/// The command line against what outside testing threw at it: output that cannot be written,
/// figures too large to print, several processes creating one log, other programs' files,
/// read-only places, and arguments that used to get misleading answers.
@Suite("Command line faults")
struct CommandLineFaultTests {
  let folder = TemporaryFolder("nomeat-cli")

  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ arguments: [String], database: Bool = true) throws -> Subprocess.Result {
    try Binary.run(arguments + (database ? ["--db", db] : []), environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
  }

  /// Runs a bash command line in the folder (for redirections and process substitution).
  func shell(_ command: String) throws -> Subprocess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["NOMEAT_DB"] = ""
    return try Subprocess.run("/bin/bash", ["-c", "cd '\(folder.path)' && \(command)"], environment: environment)
  }

  func expectBadInput(_ result: Subprocess.Result, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("nomeat-tui: "), sourceLocation: sourceLocation)
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
  }

  func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

  // MARK: output

  @Test(arguments: [">/dev/full", ">&-"])
  func outputThatCannotBeWrittenIsAnError(redirection: String) throws {
    for _ in 0..<50 { _ = try run(["add", "beef", "--date", "2026-11-01"]) }
    for command in ["export", "export --format json", "today --json", "history", "search beef", "--help", "--version"] {
      let result = try shell("'\(Binary.path)' \(command) --db log.sqlite3 \(redirection)")
      let expected = command.hasPrefix("--") ? "'\(Binary.path)' \(command) \(redirection)" : ""
      let plain = expected.isEmpty ? result : try shell(expected)
      #expect(plain.status == 2, "\(command) \(redirection): \(plain.stderr)")
      #expect(plain.stderr.contains("cannot write to standard output"), "\(command): \(plain.stderr)")
    }
  }

  /// Since issue 38 such a row is refused by name as any row no catalog could have made (each
  /// figure within the catalog's bounds), before any sum is made of it.
  @Test func figuresTooLargeToPrintAreRefusedNotPrintedAsNull() throws {
    // Two meals from a catalog with an absurd footprint: each is finite, their sum is not.
    let log = try MealLog(path: db)
    for _ in 0..<2 {
      try log.add(
        LoggedMeal(
          day: .today, time: "12:00", quantity: "lot", grams: 300, foodID: "x", foodName: "X", sectionID: "red-meat",
          sectionName: "Red meat", kgCO2ePerKg: 1e308, kcalPer100g: 1e308, proteinPer100g: 1))
    }
    for command in [["export", "--format", "json"], ["export"], ["today", "--json"], ["history", "--json"]] {
      let result = try run(command)
      expectBadInput(result, mentioning: "meals row 1 has kg_co2e_per_kg '1.0e+308', not a figure of 0-1000")
      #expect(!result.stdout.contains("null") && !result.stdout.contains("inf"))
    }
  }

  // MARK: the log file

  @Test func sixAddsAtOnceOnAFreshFileAllSucceed() throws {
    for trial in 0..<10 {
      let path = folder.appendingPathComponent("race-\(trial).sqlite3").path
      nonisolated(unsafe) var results: [Subprocess.Result] = []
      let lock = NSLock()
      let writers = (0..<6).map { _ in
        Thread {
          let result = try? Binary.run(["add", "tofu", "--db", path])
          lock.lock()
          if let result { results.append(result) }
          lock.unlock()
        }
      }
      writers.forEach { $0.start() }
      while writers.contains(where: { !$0.isFinished }) { usleep(10_000) }
      #expect(results.map(\.status) == Array(repeating: 0, count: 6), "trial \(trial): \(results.map(\.stderr))")
      #expect(try Binary.run(["export", "--db", path]).stdout.split(separator: "\n").count == 7)
    }
  }

  @Test func anotherProgramsDatabaseIsLeftByteForByte() throws {
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    #expect(
      sqlite3_exec(handle, "CREATE TABLE meals (id INTEGER PRIMARY KEY, what TEXT); INSERT INTO meals (what) VALUES ('soup')", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: db))
    for command in [["add", "beef"], ["today"], ["export"], ["answer", "no"], ["meat"]] {
      expectBadInput(try run(command), mentioning: "is another program's SQLite database")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == bytes)
    #expect(try listing() == ["log.sqlite3"])
  }

  @Test func readingCommandsWorkOnAReadOnlyFileAndFolderAndCreateNothing() throws {
    _ = try run(["add", "beef", "--date", "2026-11-01"])
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: db)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
    #expect(try run(["export"]).stdout.split(separator: "\n").count == 2)
    #expect(try run(["today", "--json"]).status == 0)
    #expect(try run(["history"]).status == 0)
    #expect(try run(["meat"]).status == 0)
    expectBadInput(try run(["add", "beef"]), mentioning: "is read-only")
    #expect(try listing() == ["log.sqlite3"], "no -wal or -shm")
  }

  @Test func readingAMissingLogCreatesNothing() throws {
    let missing = folder.appendingPathComponent("a/b/log.sqlite3").path
    for command in [["today"], ["history"], ["export"], ["meat"]] {
      #expect(try Binary.run(command + ["--db", missing]).status == 0)
    }
    #expect(try listing().isEmpty)
  }

  @Test func aFolderOrALoopIsSaidForWhatItIs() throws {
    for command in [["add", "beef"], ["today"]] {
      let result = try Binary.run(command + ["--db", folder.path])
      expectBadInput(result, mentioning: "is a folder, not a meal log")
      #expect(!result.stderr.contains("chmod"))
    }
    let loop = folder.appendingPathComponent("loop").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let result = try Binary.run(["add", "beef", "--db", loop])
    expectBadInput(result, mentioning: "loop of symbolic links")
    #expect(!result.stderr.contains("chmod"))
  }

  /// A link into a folder that is not there is said as such, and a log named by NOMEAT_DB
  /// (not by --db) says so: the user looks for the path where it came from.
  @Test func aLinkIntoAMissingFolderAndALogFromTheEnvironmentAreSaidForWhatTheyAre() throws {
    let link = folder.appendingPathComponent("link").path
    let target = folder.appendingPathComponent("gone/away/log.sqlite3").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let typed = try Binary.run(["add", "beef", "--db", link], environment: ["NOMEAT_DB": ""])
    expectBadInput(typed, mentioning: "is a symbolic link to \(target), whose folder does not exist (create it)")
    #expect(!typed.stderr.contains("NOMEAT_DB"))
    let fromEnvironment = try Binary.run(["add", "beef"], environment: ["NOMEAT_DB": link])
    expectBadInput(fromEnvironment, mentioning: "(the path is NOMEAT_DB's)")
    let folderFromEnvironment = try Binary.run(["today"], environment: ["NOMEAT_DB": folder.path])
    expectBadInput(folderFromEnvironment, mentioning: "is a folder, not a meal log")
    #expect(folderFromEnvironment.stderr.contains("NOMEAT_DB"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone").path), "nothing created")
  }

  // MARK: arguments

  @Test func argumentsThatUsedToMislead() throws {
    expectBadInput(try run(["today", "--db"], database: false), mentioning: "option --db needs a value; see nomeat-tui today --help")
    expectBadInput(try run(["--db"], database: false), mentioning: "option --db needs a value; see nomeat-tui --help")
    expectBadInput(try run(["add", "beef", "--db", ""], database: false), mentioning: "--db needs the path of a file, not an empty one")
    #expect(try listing().isEmpty, "the default log was not used")
    expectBadInput(try run(["--version", "--bogus"], database: false), mentioning: "'--bogus'")
    expectBadInput(try run(["--help", "extra"], database: false), mentioning: "'extra'")
    expectBadInput(try run(["search", "beef", "-x"], database: false), mentioning: "unknown option '-x'")
    #expect(try run(["add", "-h"], database: false).stdout.contains("usage: nomeat-tui add"))
  }

  @Test func aLongArgumentIsEchoedOnceAndShort() throws {
    let long = String(repeating: "q", count: 131_000)
    for command in [["add", long], ["frobnicate" + long], ["search", "beef", "--limit", long], ["export", "--format", long]] {
      let result = try run(command)
      #expect(result.status == 2)
      #expect(result.stderr.count < 400, "\(result.stderr.prefix(200))")
      #expect(result.stderr.components(separatedBy: "qqqqqqqqqq").count <= 7, "echoed once: \(result.stderr)")
      #expect(result.stderr.contains("…"))
    }
    let escape = try run(["add", "\u{1B}]0;pwned\u{07}beef"])
    #expect(!escape.stderr.contains("\u{1B}"), "no raw escape reaches the terminal")
  }

  // MARK: the catalog

  static let catalog =
    #"{"sections": [{"id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true}], "foods": [{"id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": [], "footprint": {"kgCO2ePerKg": 13.63, "product": "Fish (farmed)", "proxy": true}PORTIONS}]}"#

  @Test func aCatalogFromAPipeOrAFIFOIsRead() throws {
    try Self.catalog.replacingOccurrences(of: "PORTIONS", with: "").write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let piped = try shell("'\(Binary.path)' search cod --catalog <(cat c.json)")
    #expect(piped.stdout == "Cod\tFish\n", "\(piped.stderr)")
    let fifo = try shell("mkfifo f.json && (cat c.json > f.json &) && '\(Binary.path)' search cod --catalog f.json")
    #expect(fifo.stdout == "Cod\tFish\n", "\(fifo.stderr)")
  }

  @Test func aCatalogFaultIsNamed() throws {
    expectBadInput(try run(["search", "cod", "--catalog", folder.path], database: false), mentioning: "is a folder")
    let file = folder.appendingPathComponent("c.json")
    try Self.catalog.replacingOccurrences(of: "PORTIONS", with: #", "portions": {"little": 50, "some": 1.5, "lot": 300}"#)
      .write(to: file, atomically: true, encoding: .utf8)
    expectBadInput(
      try run(["search", "cod", "--catalog", file.path], database: false), mentioning: "food 'cod', field 'portions.some': 1.5 is not a whole number")
  }
}
