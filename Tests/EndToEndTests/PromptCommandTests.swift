import Foundation
import MealLog
import Testing

/// `nomeat-tui prompt` as a shell prompt runs it (issue 40): a mark while today is unanswered,
/// nothing once it is, nothing written, and a log that cannot be read said on stderr only.
@Suite("Command line: the day's question in the prompt")
struct PromptCommandTests {
  let folder = TemporaryFolder("nomeat-prompt")
  var db: String { folder.appendingPathComponent("log.sqlite3").path }

  func run(_ words: [String]) throws -> Subprocess.Result { try Binary.run(words + ["--db", db]) }

  @Test func theMarkShowsUntilTodayIsAnswered() throws {
    let fresh = try run(["prompt"])
    #expect(fresh.status == 0 && fresh.stdout == "?meat " && fresh.stderr.isEmpty, "\(fresh)")
    #expect(!FileManager.default.fileExists(atPath: db), "a prompt creates no log")
    #expect(try run(["add", "tofu"]).status == 0)
    #expect(try run(["prompt"]).stdout == "?meat ", "a meal is no answer")
    #expect(try run(["answer", "no", "--date", Day.today.adding(days: -1).description]).status == 0)
    #expect(try run(["prompt"]).stdout == "?meat ", "yesterday's answer is not today's")
    #expect(try run(["answer", "no"]).status == 0)
    let answered = try run(["prompt"])
    #expect(answered.status == 0 && answered.stdout.isEmpty && answered.stderr.isEmpty, "\(answered)")
    #expect(try run(["undo"]).status == 0)
    #expect(try run(["prompt", "--mark", "🥕? "]).stdout == "🥕? ", "a mark of one's own")
  }

  @Test func aLogThatCannotBeReadIsSaidOnStderrOnly() throws {
    try Data("not a database, and long enough to be read as the header of one...........".utf8).write(to: URL(fileURLWithPath: db))
    let result = try run(["prompt"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty, "nothing in the prompt: \(result.stdout)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    let escape = try run(["prompt", "--mark", "\u{1B}]0;x\u{07}"])
    #expect(escape.status == 2 && escape.stderr.contains("--mark must be plain text"), "\(escape.stderr)")
  }
}
