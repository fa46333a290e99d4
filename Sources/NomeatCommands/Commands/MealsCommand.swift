import Foundation
import MealLog
import FoodData

/// `nomeat-tui meals [--date D] [--json]`: the day's meals with the ids that `remove`, `edit`
/// and `repeat` take.
enum MealsCommand {
  static let help = """
    usage: nomeat-tui meals [--date YYYY-MM-DD] [--json] [--db PATH]

    The day's meals (default today), each with its id: the first 8 digits of an id that stays
    the same on every copy of the log. Give it to remove, edit or repeat.
    --json prints one object (see the README for its fields).
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["date", "db", "catalog"], flags: ["json", "help"], command: "meals")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("meals")
    let date = try day(arguments, command: "meals")
    var log = try openLog(arguments, access: .readOnly)
    var meals = try logged { () throws(MealLogError) in try log.meals(on: date) }
    // A log from before ids is read as it is by a read-only open: it is upgraded once, so
    // that the ids shown are the ones the other commands find.
    if meals.contains(where: { $0.uid.isEmpty }) {
      log = try openLog(arguments, access: .readWrite)
      meals = try logged { () throws(MealLogError) in try log.meals(on: date) }
    }
    if arguments.flags.contains("json") {
      let object: [String: Any] = [
        "date": date.description,
        "meals": meals.map { meal in
          [
            "id": meal.uid, "shortId": meal.shortID, "time": meal.time, "food": meal.foodID, "name": meal.foodName,
            "quantity": meal.quantity, "grams": meal.grams, "sentence": meal.sentence,
            "kgCO2e": meal.kgCO2e.map { TodayCommand.rounded($0) as Any } ?? NSNull(), "meal": meal.meal.rawValue,
          ] as [String: Any]
        },
      ]
      try FiniteFigures.check(object, at: "")
      print(try JSONText.encode(object))
      return .done
    }
    print(date.longName)
    if meals.isEmpty { print("No meals logged.") }
    for meal in meals {
      let line = "\(meal.shortID)  \(meal.time)  \(meal.sentence)"
      print(line.padding(toLength: max(line.count, 54), withPad: " ", startingAt: 0) + TodayCommand.kgText(meal.kgCO2e))
    }
    return .done
  }
}
