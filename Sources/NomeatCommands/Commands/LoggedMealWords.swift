import Foundation
import MealLog
import PickerModel

/// How the commands that change the log say a meal, and find one by the id `meals` shows.
enum LoggedMealWords {
  /// "Some Beef (150 g, 14.9 kg CO2e) on 2026-12-03": "120 g of Tofu" says its grams already.
  static func line(_ meal: LoggedMeal) -> String {
    // "120 g of Beef" says its grams already; "2 slices of Bread" does not.
    let weight = (meal.quantity == "grams" && meal.measure == nil) || meal.quantity == "quick" ? "" : "\(meal.grams) g, "
    let footprint = meal.kgCO2e.map { String(format: "%.1f kg CO2e", $0) } ?? "footprint unknown"
    return "\(meal.sentence) (\(weight)\(footprint)) on \(meal.day)"
  }

  /// The live meal that `text` (an id as `meals` shows it, or longer) names; nil after saying on
  /// stderr that there is none (the command exits 1). An id that several meals start with is
  /// bad input: they are named, and more digits asked for.
  /// The meal an id names, or `last`, the meal added last; nil (said on stderr) for none.
  static func find(_ text: String, in log: MealLog) throws(UsageError) -> LoggedMeal? {
    if text == "last" {
      let meal = try logged { () throws(MealLogError) in try log.lastAddedMeal() }
      if meal == nil { StandardStreams.error("there is no meal added last; the log is empty") }
      return meal
    }
    switch try logged({ () throws(MealLogError) in try log.meal(id: text) }) {
    case .one(let meal): return meal
    case .none:
      StandardStreams.error("no meal has the id \(echoed(text)); see the ids with nomeat-tui meals --date YYYY-MM-DD")
      return nil
    case .several(let meals):
      let named = meals.prefix(3).map { "\($0.uid.prefix(12)) \($0.sentence) on \($0.day)" }.joined(separator: ", ")
      throw UsageError("the id \(echoed(text)) starts \(meals.count) meals' ids (\(named)); give more of its digits")
    }
  }

  /// A day option (`--date`, `--to`) that a meal is logged on: a real day, today or before.
  /// The future cannot be logged; an option left out is today.
  static func pastDay(_ arguments: Arguments, option: String) throws(UsageError) -> Day {
    guard let text = arguments.values[option] else { return .today }
    guard let day = Day(text) else {
      throw UsageError("--\(option) must be a real day as YYYY-MM-DD, not \(echoed(text)); for example --\(option) \(Day.today)")
    }
    guard day <= .today else {
      throw UsageError("--\(option) \(day) is in the future, which cannot be logged; give today (\(Day.today)) or a day before")
    }
    return day
  }

  /// `--meal breakfast|lunch|dinner|snack`, or nil when left out.
  static func mealName(_ arguments: Arguments) throws(UsageError) -> MealName? {
    guard let text = arguments.values["meal"] else { return nil }
    guard let name = MealName(typed: text) else {
      throw UsageError("--meal must be breakfast, lunch, dinner or snack, not \(echoed(text)); for example --meal lunch")
    }
    return name
  }

  /// "08:12" as typed: two digits, a colon, two digits, a time of day.
  static func time(_ text: String) throws(UsageError) -> String {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else {
      throw UsageError("--time must be a time of day as HH:MM, not \(echoed(text)); for example --time 08:30")
    }
    return text
  }

  /// The time a meal logged again on `day` gets: now on today, else `time` (its own).
  static func time(on day: Day, otherwise time: String) -> String { day == .today ? currentTime() : time }
}
