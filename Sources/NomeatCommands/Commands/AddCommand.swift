import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui add FOOD [--quantity little|some|lot|GRAMSg|Nx] [--date YYYY-MM-DD] [--meal NAME]`,
/// or a quick add: `nomeat-tui add --kcal N [--protein N] [--name TEXT]`.
enum AddCommand {
  static let help = """
    usage: nomeat-tui add FOOD [--quantity little|some|lot|GRAMSg|Nx] [--date YYYY-MM-DD] [--meal NAME] [--db PATH]
           nomeat-tui add --kcal N [--protein N] [--name TEXT] [--date YYYY-MM-DD] [--meal NAME] [--db PATH]

    Logs a meal. FOOD is a food's id, name or alias ("beef", "Ground beef", "mince"), or one
    of your own foods and recipes (nomeat-tui food new, recipe new); an exact match wins, and a
    food that is unknown or could be several is refused with the closest ones.

    A quick add (--kcal) logs a meal known only by its energy (and protein, if given): its
    footprint and other nutrients stay unknown, never 0, and the day's totals say so.

      --quantity Q   little (about 50 g), some (about 150 g, the default), lot (about 300 g),
                     or grams such as 120g (1 to 5000 g), or 2x for two of the food's
                     household measure in USDA's table (1 large egg, 1 slice of bread)
      --date D       the day eaten, as YYYY-MM-DD: today (the default) or before
      --meal NAME    breakfast, lunch, dinner or snack; by default the meal the time falls in
                     (breakfast 04:00-10:59, lunch 11:00-14:59, dinner 17:00-21:59, else snack)
    """

  static let maximumGrams = Meal.maximumGrams

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(
      words, valued: ["quantity", "date", "meal", "kcal", "protein", "name", "db", "catalog"], flags: ["help"], command: "add")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    let mealName = try LoggedMealWords.mealName(arguments)
    if arguments.values["kcal"] != nil || arguments.values["protein"] != nil || arguments.values["name"] != nil {
      return try QuickAdd.run(arguments, meal: mealName)
    }
    let name = arguments.positionals.joined(separator: " ")
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw UsageError("add needs a FOOD, for example: nomeat-tui add beef --quantity some")
    }
    let catalog = try loadCatalog(arguments)
    let food = try FoodResolver(catalog: catalog).resolve(name)
    let text = arguments.values["quantity"] ?? "some"
    let count = try MeasureQuantity.count(text)
    let (quantity, _, grams) = if let count { try MeasureQuantity.quantity(count: count, of: food) } else { try parseQuantity(text) }
    let meal = Meal(quantity: quantity, food: food, grams: grams, measureCount: count)
    let date = try LoggedMealWords.pastDay(arguments, option: "date")
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    var logged = LoggedMeal(meal: meal, quantity: meal.quantityWord, catalog: catalog, day: date, time: date == .today ? currentTime() : "12:00")
    if let mealName { logged.meal = mealName }
    try NomeatCommands.logged { () throws(MealLogError) in try log.add(logged) }
    print("Added \(LoggedMealWords.line(logged))")
    try warnOverLimits([logged], log: log, catalog: catalog)
    return .done
  }

  /// Limits never block; on the command line, each limit that the meals just logged (on one
  /// day) went over is said once, on stderr (add, repeat, copy).
  static func warnOverLimits(_ meals: [LoggedMeal], log: MealLog, catalog: Catalog) throws(UsageError) {
    guard let day = meals.first?.day else { return }
    let meat = try meatRule(log, catalog: catalog)
    for usage in try LimitCommand.usages(log: log, catalog: catalog, on: day)
    where usage.isOver && meals.contains(where: { usage.limit.target.counts($0, countsAsMeat: { $0.countsAsMeat(meatSections: meat) }) }) {
      let name = LimitParsing.describe(usage.limit.target, catalog: catalog)
      StandardStreams.error("over your limit: \(name) \(usage.text(today: .today)) (limit \(usage.limit.rate))")
    }
  }

  /// little, some, lot, or "120g".
  static func parseQuantity(_ text: String) throws(UsageError) -> (Quantity, String, Int?) {
    if let quantity = Quantity(rawValue: text) { return (quantity, text, nil) }
    let lower = text.lowercased()
    if lower.hasSuffix("g"), let grams = Int(lower.dropLast().trimmingCharacters(in: .whitespaces)) {
      guard grams > 0, grams <= maximumGrams else {
        throw UsageError("--quantity \(echoed(text)) is not a meal; give between 1g and \(maximumGrams)g, or little, some or lot")
      }
      return (.some, "grams", grams)
    }
    throw UsageError("--quantity must be little, some, lot, grams such as 120g, or a count of measures such as 2x, not \(echoed(text))")
  }
}
