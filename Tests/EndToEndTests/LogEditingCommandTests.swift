import Foundation
import MealLog
import Testing

/// `meals`, `remove`, `edit`, `undo`, `redo`, `copy` and `repeat` on the real binary and a real
/// log: what each prints, the log after it, and bad input that changes nothing.
@Suite("Command line: changing the log")
struct LogEditingCommandTests {
  let folder = TemporaryFolder("nomeat-editing")

  var db: String { folder.appendingPathComponent("log.sqlite3").path }
  let yesterday = Day.today.adding(days: -1).description
  let before = Day.today.adding(days: -2).description

  func run(_ words: [String]) throws -> Subprocess.Result { try Binary.run(words + ["--db", db]) }

  /// The day's meals as `meals --json` gives them: (short id, time, sentence, grams).
  func meals(_ day: String? = nil) throws -> [(id: String, time: String, sentence: String, grams: Int)] {
    let result = try run(["meals", "--json"] + (day.map { ["--date", $0] } ?? []))
    #expect(result.status == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (object?["meals"] as? [[String: Any]] ?? []).map {
      ($0["shortId"] as? String ?? "", $0["time"] as? String ?? "", $0["sentence"] as? String ?? "", $0["grams"] as? Int ?? 0)
    }
  }

  func sentences(_ day: String? = nil) throws -> [String] { try meals(day).map(\.sentence) }

  /// The log's files, to show that bad input wrote nothing.
  func files() throws -> [Data] {
    try [db, db + "-wal"].filter { FileManager.default.fileExists(atPath: $0) }.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
  }

  @Test func mealsShowsEachMealWithAStableShortId() throws {
    #expect(try run(["add", "beef"]).status == 0)
    #expect(try run(["add", "tofu", "--quantity", "120g"]).status == 0)
    let listed = try meals()
    #expect(listed.map(\.sentence) == ["Some Beef", "120 g of Tofu"])
    #expect(listed.allSatisfy { $0.id.count == 8 && $0.id.allSatisfy(\.isHexDigit) } && Set(listed.map(\.id)).count == 2, "\(listed)")
    let text = try run(["meals"]).stdout.split(separator: "\n").map(String.init)
    #expect(text.first == Day.today.longName)
    #expect(text.dropFirst().map { $0.prefix(8) } == listed.map { Substring($0.id) }, "the text shows the same ids: \(text)")
    #expect(try run(["add", "lentils"]).status == 0)
    #expect(try meals().prefix(2).map(\.id) == listed.map(\.id), "an id stays when meals are added")
    #expect(try run(["meals", "--date", yesterday]).stdout.contains("No meals logged."))
  }

  @Test func removeAndUndoPutTheMealBack() throws {
    #expect(try run(["add", "beef"]).status == 0)
    #expect(try run(["add", "tofu"]).status == 0)
    let beef = try meals()[0]
    let removed = try run(["remove", beef.id])
    #expect(removed.status == 0)
    #expect(removed.stdout.hasPrefix("Removed \(beef.id): Some Beef (150 g, "), "\(removed.stdout)")
    #expect(try sentences() == ["Some Tofu"])
    #expect(try run(["today", "--json"]).stdout.contains("\"name\":\"Beef\"") == false, "today no longer counts it")
    let undone = try run(["undo"])
    #expect(undone.stdout == "Undid: deleted Some Beef on \(Day.today)\n")
    #expect(try meals().map(\.id).contains(beef.id), "the same meal, its id kept")
    #expect(try run(["redo"]).stdout == "Redid: deleted Some Beef on \(Day.today)\n")
    #expect(try sentences() == ["Some Tofu"])
    #expect(try run(["remove", "last"]).stdout.hasPrefix("Removed "))
    #expect(try sentences().isEmpty)
  }

  @Test func anUnknownIdExits1NamingItAndChangesNothing() throws {
    #expect(try run(["add", "beef"]).status == 0)
    let files = try files()
    for words in [["remove", "0000aaaa"], ["edit", "0000aaaa", "--quantity", "lot"], ["repeat", "0000aaaa"], ["remove", "not-an-id"]] {
      let result = try run(words)
      #expect(result.status == 1, "\(words): \(result.stderr)")
      #expect(result.stderr.contains("no meal has the id '\(words[1])'"), "\(words): \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    #expect(try self.files() == files, "the log is as it was")
    #expect(try sentences() == ["Some Beef"])
  }

  @Test func badInputExits2WithTheFixAndChangesNothing() throws {
    #expect(try run(["add", "beef"]).status == 0)
    let id = try meals()[0].id
    let tomorrow = Day.today.adding(days: 1).description
    let files = try files()
    let cases: [([String], String)] = [
      (["edit", id], "edit needs what to change"),
      (["edit", id, "--time", "25:00"], "--time must be a time of day as HH:MM, not '25:00'"),
      (["edit", id, "--quantity", "9000g"], "is not a meal; give between 1g and 5000g"),
      (["edit", id, "--date", tomorrow], "--date \(tomorrow) is in the future, which cannot be logged"),
      (["edit", id, "--food", "zzqqxx"], "zzqqxx"),
      (["repeat", id, "--date", tomorrow], "is in the future"),
      (["add", "beef", "--date", tomorrow], "--date \(tomorrow) is in the future, which cannot be logged"),
      (["copy"], "copy needs --from DAY"),
      (["copy", "--from", yesterday, "--to", tomorrow], "--to \(tomorrow) is in the future"),
      (["copy", "--from", yesterday, "--to", yesterday], "--from and --to are the same day"),
      (["copy", "--from", "2026-02-30"], "--from must be a real day as YYYY-MM-DD"),
      (["remove"], "remove needs one ID or last"),
      (["undo", "extra"], "undo takes no words"),
      (["meals", "--date", "yesterday"], "--date must be a real day"),
    ]
    for (words, message) in cases {
      let result = try run(words)
      #expect(result.status == 2, "\(words): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(words): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }
    #expect(try self.files() == files, "the log is as it was")
  }

  @Test func editChangesTheMealInPlaceAndTheTotalsFollow() throws {
    #expect(try run(["add", "beef"]).status == 0)
    let id = try meals()[0].id
    func kg() throws -> Double {
      let object = try JSONSerialization.jsonObject(with: Data(try run(["today", "--json"]).stdout.utf8)) as? [String: Any]
      return object?["kgCO2e"] as? Double ?? -1
    }
    let some = try kg()
    let lot = try run(["edit", id, "--quantity", "lot"])
    #expect(lot.stdout.hasPrefix("Changed \(id): Some Beef to A lot of Beef (300 g, "), "\(lot.stdout)")
    #expect(abs(try kg() - some * 2) < 0.02, "the day's footprint follows the grams")
    #expect(try run(["edit", id, "--food", "tofu"]).stdout.hasPrefix("Changed \(id): A lot of Beef to A lot of Tofu ("))
    #expect(try meals()[0].grams > 0)
    #expect(try run(["edit", id, "--quantity", "80g", "--time", "07:05", "--date", yesterday]).status == 0)
    #expect(try meals().isEmpty)
    #expect(try meals(yesterday).map { "\($0.id) \($0.time) \($0.sentence)" } == ["\(id) 07:05 80 g of Tofu"])
    for _ in 0..<3 { #expect(try run(["undo"]).status == 0) }
    #expect(try meals().map { "\($0.id) \($0.sentence) \($0.grams)" } == ["\(id) Some Beef 150"], "three undos: the meal as logged")
  }

  @Test func copyIsOneChangeAndRepeatLogsAMealAgain() throws {
    #expect(try run(["add", "beef", "--date", yesterday]).status == 0)
    #expect(try run(["add", "tofu", "--date", yesterday]).status == 0)
    let copied = try run(["copy", "--from", yesterday])
    #expect(copied.status == 0, "\(copied.stderr)")
    let lines = copied.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first?.hasPrefix("Added Some Beef (150 g, ") == true && lines.first?.hasSuffix(" on \(Day.today)") == true, "\(lines)")
    #expect(lines.dropFirst().first?.hasPrefix("Added Some Tofu (150 g, ") == true, "\(lines)")
    #expect(lines.last == "Copied 2 meals from \(yesterday) to \(Day.today); nomeat-tui undo takes the copy back")
    #expect(try sentences() == ["Some Beef", "Some Tofu"])
    #expect(try meals().map(\.time) == meals(yesterday).map(\.time), "at the same times")
    #expect(try run(["undo"]).stdout == "Undid: copied 2 meals from \(yesterday) to \(Day.today)\n")
    #expect(try sentences().isEmpty, "one undo takes the whole copy back")
    let empty = try run(["copy", "--from", before])
    #expect(empty.status == 1 && empty.stderr.contains("there are no meals on \(before) to copy"), "\(empty.stderr)")
    let tofu = try meals(yesterday)[1]
    let again = try run(["repeat", tofu.id, "--date", before])
    #expect(again.stdout.hasPrefix("Added Some Tofu (150 g, ") && again.stdout.hasSuffix(" on \(before)\n"), "\(again.stdout)")
    #expect(try meals(before).map { "\($0.time) \($0.sentence)" } == ["\(tofu.time) Some Tofu"], "another day: the meal's own time")
    #expect(try meals(before)[0].id != tofu.id, "a meal of its own")
    #expect(try run(["repeat", tofu.id]).status == 0)
    #expect(try sentences() == ["Some Tofu"])
  }

  @Test func nothingToUndoOrRedoExits1() throws {
    let undo = try run(["undo"])
    #expect(undo.status == 1 && undo.stderr.contains("there is nothing to undo"), "\(undo.stderr)")
    let last = try run(["remove", "last"])
    #expect(last.status == 1 && last.stderr.contains("there is no meal added last; the log is empty"), "\(last.stderr)")
    #expect(try run(["add", "beef"]).status == 0)
    let redo = try run(["redo"])
    #expect(redo.status == 1 && redo.stderr.contains("there is nothing to redo"), "\(redo.stderr)")
    #expect(try run(["answer", "no"]).status == 0)
    #expect(try run(["undo"]).stdout == "Undid: answered no for \(Day.today)\n", "undo takes back an answer too")
  }

  /// Limits never block, and a copy or a repeat that goes over one says so once, as add does.
  @Test func copyAndRepeatSayALimitTheyWentOverOnce() throws {
    #expect(try run(["limit", "add", "beef", "0/day"]).status == 0)
    #expect(try run(["add", "beef", "--date", yesterday]).status == 0)
    #expect(try run(["add", "beef", "--date", yesterday]).status == 0)
    let copied = try run(["copy", "--from", yesterday])
    #expect(copied.status == 0)
    #expect(copied.stderr == "nomeat-tui: over your limit: Beef 2 of 0 today (limit 0/day)\n", "\(copied.stderr)")
    let again = try run(["repeat", try meals()[0].id])
    #expect(again.status == 0)
    #expect(again.stderr == "nomeat-tui: over your limit: Beef 3 of 0 today (limit 0/day)\n", "\(again.stderr)")
    #expect(try sentences() == ["Some Beef", "Some Beef", "Some Beef"])
  }
}
