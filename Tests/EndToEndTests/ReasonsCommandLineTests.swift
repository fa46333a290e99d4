import Foundation
import Testing

/// `limit`, `target` and `report` run as processes on a real log file.
@Suite("Limits, targets and report on the command line")
struct ReasonsCommandLineTests {
  /// Runs one test body with a fresh folder that is removed afterwards, pass or fail.
  func withLog(_ body: (_ run: ([String]) throws -> Subprocess.Result, _ db: String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nomeat-cli-reasons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("log.sqlite3").path
    try body(
      { arguments in
        try Binary.run(arguments + ["--db", db], environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
      }, db)
  }

  /// The whole log file, with its WAL folded in, so that "unchanged" means every byte.
  func snapshot(_ db: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: db)) + ((try? Data(contentsOf: URL(fileURLWithPath: db + "-wal"))) ?? Data())
  }

  func json(_ result: Subprocess.Result) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  @Test func limitsAreAddedListedCountedAndRemoved() throws {
    try withLog { run, _ in
      #expect(try run(["limit", "add", "salmon", "2/week"]).status == 0)
      #expect(try run(["limit", "add", "red meat", "1/week"]).status == 0)
      #expect(try run(["limit", "add", "meat", "3/week"]).status == 0)
      #expect(try run(["add", "salmon", "--date", "2026-11-23"]).status == 0)
      #expect(try run(["add", "salmon", "--date", "2026-11-25"]).status == 0)
      #expect(try run(["add", "salmon", "--date", "2026-11-22"]).status == 0)  // the week before
      let listed = try #require(try json(run(["limit", "list", "--json", "--date", "2026-11-26"])) as? [[String: Any]])
      #expect(listed.map { $0["target"] as? String } == ["salmon", "section:red-meat", "meat"])
      #expect(listed.map { $0["used"] as? Int } == [2, 0, 2])
      #expect(listed[0]["atLimit"] as? Bool == true)
      #expect(listed[0]["from"] as? String == "2026-11-23")
      let third = try run(["add", "salmon", "--date", "2026-11-26"])
      #expect(third.status == 0, "a limit never blocks")
      #expect(third.stderr.contains("over your limit: Salmon 3 of 2"))
      #expect(try run(["limit", "remove", "salmon"]).status == 0)
      let after = try #require(try json(run(["limit", "list", "--json"])) as? [[String: Any]])
      #expect(after.count == 2)
    }
  }

  /// A section's limit counts what is in a dish, by the rule meat is counted by (issue 34): a
  /// ham sandwich, a chili con carne and a spaghetti bolognese are three meals of red meat
  /// (before, "0 of 2 · ok" and "kept"); an FNDDS red meat food is red meat; a lentil
  /// bolognese is not.
  @Test func aSectionLimitCountsTheDishesThatHoldIt() throws {
    try withLog { run, _ in
      #expect(try run(["limit", "add", "red meat", "2/week"]).status == 0)
      for dish in ["ham sandwich", "chili con carne", "spaghetti bolognese", "lentil bolognese"] {
        let added = try run(["add", dish, "--date", "2026-11-24"])
        #expect(added.status == 0 && added.stdout.lowercased().contains(dish), "\(dish): \(added.stdout) \(added.stderr)")
      }
      let listed = try #require(try json(run(["limit", "list", "--json", "--date", "2026-11-25"])) as? [[String: Any]])
      #expect(listed.first?["target"] as? String == "section:red-meat")
      #expect(listed.first?["used"] as? Int == 3, "\(listed)")
      #expect(try run(["limit", "list", "--date", "2026-11-25"]).stdout.contains("3 of 2"))
      let report = try #require(try json(run(["report", "--json", "--date", "2026-11-25"])) as? [String: Any])
      #expect((report["limits"] as? [[String: Any]])?.first?["kept"] as? Bool == false, "\(report["limits"] ?? "none")")
      let fndds = try run(["add", "fndds-21000120", "--date", "2026-11-25"])
      #expect(fndds.status == 0, "\(fndds.stderr)")
      #expect(fndds.stderr.contains("over your limit: Red meat (section) 4 of 2"), "\(fndds.stdout) \(fndds.stderr)")
    }
  }

  @Test func badLimitsAndTargetsSayWhyAndLeaveTheLogUnchanged() throws {
    try withLog { run, db in
      #expect(try run(["limit", "add", "salmon", "2/week"]).status == 0)
      #expect(try run(["target", "set", "protein", "60"]).status == 0)
      let before = try snapshot(db)
      let cases: [([String], String)] = [
        (["limit", "add", "xyzzyq", "2/week"], "no food matches"),
        (["limit", "add", "section:nope", "2/week"], "unknown section 'nope'"),
        (["limit", "add", "salmon", "100/week"], "whole number from 0 to 99"),
        (["limit", "add", "salmon", "1.5/week"], "whole number from 0 to 99"),
        (["limit", "add", "salmon", "two/week"], "whole number from 0 to 99"),
        (["limit", "add", "salmon", "2/fortnight"], "unknown period 'fortnight'"),
        (["limit", "add", "salmon", "2"], "N/PERIOD"),
        (["limit", "add", "salmon", "3/week"], "already a limit on salmon"),
        (["limit", "remove", "beef"], "no limit on beef"),
        (["target", "set", "protein", "abc"], "protein target must be a number"),
        (["target", "set", "kcal", "20"], "from 500 to 10000"),
        (["target", "set", "sugar", "20"], "unknown target 'sugar'"),
        (["report", "--week", "--month"], "not both"),
        (["report", "--date", "2026-02-30"], "--date must be a real day"),
      ]
      for (arguments, message) in cases {
        let result = try run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
      }
      #expect(try snapshot(db) == before, "a refused command changed the log")
    }
  }

  @Test func targetsShowInTodayAndTheGoalInHistory() throws {
    try withLog { run, _ in
      #expect(try run(["target", "set", "protein", "60"]).status == 0)
      #expect(try run(["target", "set", "co2e-week", "15"]).status == 0)
      let today = try #require(try json(run(["today", "--json"])) as? [String: Any])
      let targets = try #require(today["targets"] as? [String: Any])
      #expect(targets["protein"] as? Double == 60)
      #expect(targets["kcal"] is NSNull)
      let history = try #require(try json(run(["history", "--json", "--days", "7"])) as? [String: Any])
      #expect((history["week"] as? [String: Any])?["kgCO2eGoal"] as? Double == 15)
    }
  }

  @Test func theReportAddsUpAHandComputedWeek() throws {
    try withLog { run, _ in
      #expect(try run(["target", "set", "co2e-week", "15"]).status == 0)
      #expect(try run(["limit", "add", "salmon", "1/week"]).status == 0)
      // Beef 300 g at 99.48 * 29.90 / 22.15 = 134.287 kg CO2e/kg (cooked lean; protein cooked /
      // raw) = 40.286 kg; salmon 2 x 150 g at 13.63 * 22.10 / 20.42 = 14.751 kg CO2e/kg (cooked,
      // protein cooked / raw; issue 34) = 4.425 kg.
      #expect(try run(["add", "beef", "--quantity", "300g", "--date", "2026-11-23"]).status == 0)
      #expect(try run(["add", "salmon", "--date", "2026-11-24"]).status == 0)
      #expect(try run(["add", "salmon", "--date", "2026-11-29"]).status == 0)
      #expect(try run(["add", "lentils", "--date", "2026-11-30"]).status == 0)  // next week
      let report = try #require(try json(run(["report", "--json", "--date", "2026-11-25"])) as? [String: Any])
      #expect(report["from"] as? String == "2026-11-23")
      #expect(report["through"] as? String == "2026-11-29")
      #expect(report["meatDays"] as? Int == 3)
      #expect(report["kgCO2e"] as? Double == 44.71)
      #expect(report["kgCO2eGoal"] as? Double == 15)
      let limits = try #require(report["limits"] as? [[String: Any]])
      #expect(limits.first?["kept"] as? Bool == false)
      let top = try #require(report["topFoods"] as? [[String: Any]])
      #expect(top.map { $0["food"] as? String } == ["beef", "salmon"])
      #expect((top.first?["swap"] as? [String: Any])?["name"] as? String != nil)
      let text = try run(["report", "--date", "2026-11-25"])
      #expect(text.status == 0)
      #expect(text.stdout.contains("Footprint: 44.7 of 15.0 kg CO2e"), "\(text.stdout)")
      #expect(text.stdout.contains("Week Mon 23 Nov to Sun 29 Nov 2026"), "day names, not ISO dates")
      #expect(text.stdout.contains("Limit on Salmon 1/week: broken (2)"), "the limit by its food's name, not its id")
    }
  }
}
