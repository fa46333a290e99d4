import MealLog
import FoodData

/// `nomeat-tui remove ID|last`: takes a meal out of the log (`undo` puts it back).
enum RemoveCommand {
  static let help = """
    usage: nomeat-tui remove ID|last [--db PATH]

    Removes a meal: ID as nomeat-tui meals shows it, or last for the meal added last.
    nomeat-tui undo puts it back.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["help"], command: "remove")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
      throw UsageError("remove needs one ID or last, for example: nomeat-tui remove last (see the ids with nomeat-tui meals)")
    }
    let log = try openLog(arguments, access: .readWrite)
    guard let meal = try LoggedMealWords.find(id, in: log) else { return .nothing }
    // Another program may have removed it since it was found: said as an unknown id.
    guard try logged({ () throws(MealLogError) in try log.remove(meal) }) else {
      StandardStreams.error("no meal has the id \(echoed(id)) any more; it was removed meanwhile")
      return .nothing
    }
    print("Removed \(meal.shortID): \(LoggedMealWords.line(meal))")
    return .done
  }
}
