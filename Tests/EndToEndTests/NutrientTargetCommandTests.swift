import Foundation
import Testing

/// `target set NUTRIENT N` for any nutrient of the table, run as processes on a real log file:
/// it overrides the reference intake, `target` lists every one with its source, and bad input
/// is one line naming the valid ids, with nothing changed.
@Suite("Nutrient targets on the command line")
struct NutrientTargetCommandTests {
  let folder = TemporaryFolder("nomeat-nutrient-targets")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ arguments: [String]) throws -> Subprocess.Result {
    try Binary.run(arguments + ["--db", db], environment: ["NOMEAT_DB": "", "XDG_DATA_HOME": folder.path])
  }

  func snapshot() throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: db)) + ((try? Data(contentsOf: URL(fileURLWithPath: db + "-wal"))) ?? Data())
  }

  @Test func anyNutrientTakesATargetThatTheListShowsBesideItsReference() throws {
    #expect(try run(["target", "set", "iron", "18"]).stdout == "Target: iron 18 mg a day (reference 14 mg, Regulation (EU) No 1169/2011, Annex XIII)\n")
    #expect(try run(["target", "set", "vitamin_b12", "4"]).status == 0)
    #expect(try run(["target", "set", "protein", "60"]).stdout == "Target: protein at least 60 g a day\n", "the old targets work as before")
    #expect(try run(["target", "set", "kcal", "2000"]).stdout == "Target: kcal at most 2000 kcal a day\n", "a ceiling, and said so")
    let list = try run(["target"]).stdout.split(separator: "\n").map(String.init)
    #expect(list.contains("iron           18 mg          14 mg (EU)"), "\(list)")
    // µg as the app writes it (issue 34: the command line wrote "ug").
    #expect(list.contains("vitamin_b12    4 µg           2.5 µg (EU)"), "\(list)")
    #expect(list.contains("protein        60 g           50 g (EU)"))
    #expect(list.contains("fibre          not set        30 g (SACN)"))
    #expect(list.contains("co2e-week      not set"))
    #expect(list.contains { $0.contains("Regulation (EU) No 1169/2011, Annex XIII") })
    #expect(list.contains { $0.contains("SACN, Carbohydrates and Health (2015)") })
    #expect(list.allSatisfy { $0.count <= 80 })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run(["target", "list", "--json"]).stdout.utf8)) as? [String: Any])
    #expect(json["protein"] as? Double == 60, "the keys it had")
    let nutrients = try #require(json["nutrients"] as? [String: [String: Any]])
    #expect(nutrients.count == 19)
    #expect(nutrients["iron"]?["target"] as? Double == 18 && nutrients["iron"]?["reference"] as? Double == 14)
    #expect(nutrients["iron"]?["unit"] as? String == "mg")
    #expect(nutrients["zinc"]?["target"] is NSNull)
    #expect(try run(["target", "clear", "iron"]).status == 0)
    #expect(try run(["target"]).stdout.contains("iron           not set        14 mg (EU)"))
  }

  @Test func badInputIsOneLineAndChangesNothing() throws {
    #expect(try run(["target", "set", "iron", "18"]).status == 0)
    let before = try snapshot()
    let cases: [([String], String)] = [
      (["target", "set", "irn", "3"], "unknown target 'irn'; use a nutrient (kcal, protein, fat, saturated_fat"),
      (["target", "set", "sugar", "20"], "vitamin_b12, vitamin_d, folate, selenium, potassium, magnesium, vitamin_c, vitamin_a) or co2e-week"),
      (["target", "set", "iron", "0"], "the iron target must be a number from 0.14 to 1400 mg, not '0'"),
      (["target", "set", "iron", "1e2"], "not '1e2'"),
      (["target", "set", "vitamin_b12", "-1"], "the vitamin_b12 target must be"),
      (["target", "clear", "nope"], "unknown target 'nope'"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    #expect(try snapshot() == before, "a refused command changed the log")
  }
}
