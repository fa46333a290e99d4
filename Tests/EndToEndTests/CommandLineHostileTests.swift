import CSQLite
import Foundation
import Testing

/// The second round of outside testing, on the command line and the meal log: hand-edited
/// rows, streams closed or broken, hostile paths, the last days the log can hold.
@Suite("Command line, hostile")
struct CommandLineHostileTests {
  /// The first round's folder and helpers (run, shell, expectBadInput).
  let base = CommandLineFaultTests()

  var folder: TemporaryFolder { base.folder }
  var db: String { base.db }

  func run(_ arguments: [String], database: Bool = true) throws -> Subprocess.Result { try base.run(arguments, database: database) }
  func shell(_ command: String) throws -> Subprocess.Result { try base.shell(command) }

  /// One line naming the problem, exit 2, and no escape sequence in it.
  func expectBadInput(_ result: Subprocess.Result, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    base.expectBadInput(result, mentioning: text, sourceLocation: sourceLocation)
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B }, "no escape: \(result.stderr)", sourceLocation: sourceLocation)
  }

  /// Runs SQL on the log as the sqlite3 shell would, CHECK constraints off (a hand edit).
  func edit(_ sql: String) {
    var handle: OpaquePointer?
    #expect(sqlite3_open(db, &handle) == SQLITE_OK)
    #expect(sqlite3_exec(handle, "PRAGMA ignore_check_constraints = 1; \(sql)", nil, nil, nil) == SQLITE_OK, "\(sql)")
    sqlite3_close(handle)
  }

  func bytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: db)) }

  // MARK: the log's rows

  /// The commands that read the meal of 2026-11-02, and the answer of that day.
  static let readingThatDay = [["today", "--date", "2026-11-02"], ["report", "--date", "2026-11-02"], ["export"]]
  static let everyCommand = readingThatDay + [["history"], ["add", "tofu"], ["limit", "list"]]

  @Test(arguments: [
    ("UPDATE meals SET grams = -5", "grams '-5'", readingThatDay),
    ("UPDATE meals SET grams = 'abc'", "grams 'abc'", readingThatDay),
    ("UPDATE meals SET grams = 1e300", "grams", readingThatDay),
    ("UPDATE meals SET kg_co2e_per_kg = -3", "kg_co2e_per_kg '-3.0'", readingThatDay),
    ("UPDATE meals SET kg_co2e_per_kg = 'abc'", "kg_co2e_per_kg 'abc'", readingThatDay),
    ("UPDATE meals SET kcal_per_100g = 9e999", "kcal_per_100g", readingThatDay),
    // Days that are no day: outside the days a log holds (seen at open, by every command), or
    // inside them as text, where only a command reading around them meets them.
    ("UPDATE meals SET day = 'garbage'", "day 'garbage'", everyCommand),
    ("UPDATE meals SET day = x'00'", "day", everyCommand),
    ("UPDATE answers SET day = ''", "day ''", everyCommand),
    ("UPDATE meals SET day = '2026-02-30'", "day '2026-02-30'", [["export"], ["report", "--date", "2026-03-01"]]),
    ("UPDATE meals SET day = 20261203", "day '20261203'", [["export"], ["report", "--date", "2026-12-31"]]),
    ("UPDATE meals SET time = char(27) || '[2J'", "time", readingThatDay),
    ("UPDATE meals SET food_name = 'Be' || char(133) || 'ef'", "food_name", readingThatDay),
    ("UPDATE meals SET quantity = 'huge'", "quantity 'huge'", readingThatDay),
    ("UPDATE answers SET ate_meat = 'abc'", "ate_meat 'abc'", [["today", "--date", "2026-11-02"], ["report", "--date", "2026-11-02"]]),
  ])
  func aRowNotWrittenByUsIsNamedAndNothingChanges(sql: String, named: String, reading: [[String]]) throws {
    #expect(try run(["add", "beef", "--date", "2026-11-02"]).status == 0)
    #expect(try run(["answer", "yes", "--date", "2026-11-02"]).status == 0)
    edit(sql)
    let before = try bytes()
    for command in reading {
      let result = try run(command)
      expectBadInput(result, mentioning: "has a row nomeat-tui did not write")
      #expect(result.stderr.contains(named), "\(command): \(result.stderr)")
      #expect(result.stderr.contains("DELETE FROM"), "the fix: \(result.stderr)")
    }
    #expect(try bytes() == before, "\(sql)")
  }

  /// A command reads the days it shows, not the whole log (issue 20, fault 12): a bad row on a
  /// day it does not read is not its business, and a log of a million meals opens at once.
  @Test func aBadRowOnADayNotReadStopsNoCommand() throws {
    #expect(try run(["add", "beef", "--date", "2026-11-02"]).status == 0)
    edit("UPDATE meals SET kg_co2e_per_kg = -3")
    #expect(try run(["limit", "add", "beef", "2/week"]).status == 0)
    let today = try run(["add", "tofu"])
    #expect(today.status == 0, "\(today.stderr)")
    #expect(try run(["today"]).stdout.contains("Some Tofu"))
    #expect(try run(["history", "--days", "7"]).status == 0)
    #expect(try run(["limit", "list"]).stdout.contains("0 of 2 this week"))
    expectBadInput(try run(["today", "--date", "2026-11-02"]), mentioning: "kg_co2e_per_kg '-3.0'")
  }

  @Test(arguments: ["-5", "abc", "1e999", "0x10"])
  func aStoredTargetOutOfItsRangeIsNamed(value: String) throws {
    #expect(try run(["target", "set", "protein", "60"]).status == 0)
    edit("UPDATE settings SET value = '\(value)' WHERE key = 'target.protein'")
    let before = try bytes()
    for command in [["today"], ["history"], ["report"], ["target", "list"]] {
      expectBadInput(try run(command), mentioning: "settings row")
    }
    #expect(try bytes() == before)
  }

  // MARK: figures in text

  /// Since issue 38 such a row is refused by name, as a figure no catalog has (0-1000 kg CO2e
  /// per kg), before any sum is made of it.
  @Test func textOutputRefusesFiguresTooLargeToPrint() throws {
    // Two meals with an absurd footprint: each is finite, their sum is not.
    for _ in 0..<2 { #expect(try run(["add", "beef", "--quantity", "lot"]).status == 0) }
    edit("UPDATE meals SET kg_co2e_per_kg = 1e308, kcal_per_100g = 1e308")
    for command in [["today"], ["history"], ["report"], ["report", "--month"]] {
      let result = try run(command)
      expectBadInput(result, mentioning: "has kg_co2e_per_kg '1.0e+308', not a figure of 0-1000")
      #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"))
    }
  }

  // MARK: the last days the log holds

  /// The last day the log holds is in the future, which cannot be logged (issue 18); its week,
  /// which runs past it (9999-12-27 to 10000-01-02), is still reported and counted.
  @Test func theWeekOfTheLastDayIsReportedThoughItCannotBeLogged() throws {
    #expect(try run(["limit", "add", "beef", "1/week"]).status == 0)
    #expect(try run(["add", "beef"]).status == 0)
    expectBadInput(try run(["add", "beef", "--date", "9999-12-31"]), mentioning: "--date 9999-12-31 is in the future")
    let report = try run(["report", "--date", "9999-12-31", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    #expect(object["from"] as? String == "9999-12-27", "\(report.stdout.prefix(300))")
    #expect(object["meatDays"] as? Int == 0)
    #expect(try run(["limit", "list", "--date", "9999-12-31"]).stdout.contains("0 of 1"))
  }

  // MARK: streams and paths

  @Test func aOneLetterFileNameIsAFile() throws {
    let result = try shell("'\(Binary.path)' add tofu --db x && '\(Binary.path)' today --db x")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Some Tofu"))
  }

  @Test(arguments: ["2>&-", "2>/dev/full", "<&- >&- 2>&-"])
  func aClosedOrFullStderrIsNoCrash(redirection: String) throws {
    // Bad input still exits 2, and good input 0, with nowhere to say anything.
    #expect(try shell("'\(Binary.path)' add nosuchfoodatall --db log.sqlite3 \(redirection)").status == 2)
    #expect(try shell("'\(Binary.path)' limit add tofu 0/day --db log.sqlite3").status == 0)
    // Over the limit: the line on stderr cannot be written, the meal is still added.
    #expect(try shell("'\(Binary.path)' add tofu --db log.sqlite3 \(redirection.replacingOccurrences(of: ">&- ", with: ">/dev/null "))").status == 0)
  }

  @Test func aBrokenStderrWithSIGPIPEIgnoredIsNoCrash() throws {
    let result = try shell("trap '' PIPE; '\(Binary.path)' history --days 3660 --db log.sqlite3 2>&1 | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}")
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "\(result.stdout) \(result.stderr)")
  }

  @Test func aHostilePathIsOneShortSafeLine() throws {
    let long = String(repeating: "z", count: 300)
    for path in ["/proc/\u{1B}[31m\nb/x.sqlite3", "/proc/\(long)/x.sqlite3", "/proc/\u{1B}]0;title\u{07}/x.sqlite3"] {
      let result = try run(["add", "tofu", "--db", path], database: false)
      expectBadInput(result, mentioning: "cannot create the folder")
      #expect(result.stderr.count < 200, "\(result.stderr)")
    }
    let folderResult = try run(["add", "tofu", "--db", folder.path + "/\u{1B}[2J"], database: false)
    #expect(folderResult.status == 0, "a control character is a legal file name: \(folderResult.stderr)")
    try FileManager.default.createDirectory(atPath: folder.path + "/d\u{1B}[2J", withIntermediateDirectories: true)
    expectBadInput(try run(["today", "--db", folder.path + "/d\u{1B}[2J"], database: false), mentioning: "is a folder")
  }

  // MARK: words and options

  @Test func badWordsAreOneSafeLineAndChangeNothing() throws {
    #expect(try run(["add", "beef", "--date", "2026-11-02"]).status == 0)
    #expect(try run(["limit", "add", "tofu", "2/week"]).status == 0)
    let before = try bytes()
    let cases: [([String], String)] = [
      (["limit", "add", "beef", "2\u{1B}[31m/week"], "count of a limit"),
      (["limit", "add", "beef", "2/we\nek"], "unknown period"),
      (["limit", "add", "section:\u{1B}]0;x\u{07}", "2/week"], "unknown section"),
      (["limit", "list", "\u{1B}[2J"], "takes no words"),
      (["limit", "\u{1B}[2J"], "unknown limit command"),
      (["target", "set", "protein", "\u{1B}[2J"], "protein target must be a number"),
      (["target", "\u{1B}[2J", "--json"], "unknown target command"),
      (["target", "set", "\u{1B}[2J", "5"], "unknown target"),
      (["report", "\u{1B}[2J"], "takes no words"),
      (["today", "extra"], "today takes no words"),
      (["history", "extra"], "history takes no words"),
      (["export", "extra"], "export takes no words"),
      (["meat", "--set", "red-meat", "poultry"], "meat takes no words"),
      (["target", "list", "extra"], "target list takes no words"),
      (["add", "beef", "--quantity", "some", "--quantity", "lot"], "--quantity is given twice"),
      (["answer", "no", "--date", "2026-11-02", "--date=2026-11-03"], "--date is given twice"),
      (["limit", "add", "2/week", "beef"], "TARGET first"),
      (["limit", "add", "beef", "2/week", "3/week"], "takes one N/PERIOD"),
      (["limit", "add", "beef", "-1/week"], "from 0 to 99, not '-1'"),
      (["target", "set", "protein", "-5"], "not '-5'"),
      (["target", "set", "protein", "0x10"], "not '0x10'"),
      (["limit", "add", "beef", "2/week", "--json"], "limit add does not take --json"),
      (["limit", "remove", "tofu", "--date", "2026-11-02"], "limit remove does not take --date"),
      (["target", "set", "protein", "60", "--json"], "target set does not take --json"),
    ]
    for (arguments, message) in cases {
      expectBadInput(try run(arguments), mentioning: message)
    }
    #expect(try bytes() == before)
    #expect(try run(["add", "beef", "--quantity", "lot", "--quantity=lot"]).status == 0, "the same value twice is one value")
  }

  @Test func aRelativeXDGDataHomeIsIgnored() throws {
    let result = try shell("env -u NOMEAT_DB XDG_DATA_HOME=relative HOME='\(folder.path)' '\(Binary.path)' add tofu")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/.local/share/nomeat/nomeat.sqlite3"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/relative"))
  }
}
