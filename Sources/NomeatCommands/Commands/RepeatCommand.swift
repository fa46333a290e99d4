import MealLog
import FoodData

/// `nomeat-tui repeat ID [--date D]`: a meal logged again.
enum RepeatCommand {
  static let help = """
    usage: nomeat-tui repeat ID|last [--date YYYY-MM-DD] [--meal breakfast|lunch|dinner|snack] [--db PATH]

    Logs the meal with this ID (as nomeat-tui meals shows it) again: today at the time now, or
    on the --date day at the meal's own time. --meal files it under that meal; without it, the
    meal its time falls in.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["date", "meal", "db", "catalog"], flags: ["help"], command: "repeat")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
      throw UsageError("repeat needs one ID, for example: nomeat-tui repeat 3f9a0c1d (see the ids with nomeat-tui meals)")
    }
    let date = try LoggedMealWords.pastDay(arguments, option: "date")
    let name = try LoggedMealWords.mealName(arguments)
    let log = try openLog(arguments, access: .readWrite)
    guard let meal = try LoggedMealWords.find(id, in: log) else { return .nothing }
    let again = try logged { () throws(MealLogError) in
      try log.repeatMeal(meal, on: date, at: LoggedMealWords.time(on: date, otherwise: meal.time), as: name)
    }
    print("Added \(LoggedMealWords.line(again))")
    try AddCommand.warnOverLimits([again], log: log, catalog: try loadCatalog(arguments))
    return .done
  }
}
