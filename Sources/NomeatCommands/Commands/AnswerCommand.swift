import MealLog
import FoodData

/// `nomeat-tui answer yes|no [--date YYYY-MM-DD]`: the user's own answer, which wins.
enum AnswerCommand {
  static let help = """
    usage: nomeat-tui answer yes|no [--date YYYY-MM-DD] [--db PATH]

    Answers "Did you eat meat today?" yourself; your answer wins over the meals logged.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["date", "db", "catalog"], flags: ["help"], command: "answer")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard arguments.positionals.count == 1, let word = arguments.positionals.first?.lowercased(), ["yes", "no"].contains(word) else {
      throw UsageError("answer needs yes or no, for example: nomeat-tui answer no")
    }
    let date = try day(arguments, command: "answer")
    let log = try openLog(arguments, access: .readWrite)
    try logged { () throws(MealLogError) in try log.setAnswer(ateMeat: word == "yes", on: date) }
    print("\(date): \(word == "yes" ? "YES" : "NO"), you ate \(word == "yes" ? "" : "no ")meat")
    return .done
  }
}
