import MealLog
import PickerModel
import FoodData

/// `nomeat-tui edit ID [--quantity Q] [--food FOOD] [--time HH:MM] [--date D]`: corrects a
/// meal in place (its id stays; `undo` puts it back as it was).
enum EditCommand {
  static let help = """
    usage: nomeat-tui edit ID|last [--quantity little|some|lot|GRAMSg|Nx] [--food FOOD] [--time HH:MM] [--date YYYY-MM-DD]
                                   [--meal breakfast|lunch|dinner|snack] [--db PATH]

    Changes the meal with this ID (as nomeat-tui meals shows it): how much, which food (the
    quantity is kept: "Some" stays some of the new food, grams stay grams), when, the day
    (today or before), or the meal it belongs to. The meal keeps its id; nomeat-tui undo puts it back as it was.
    """

  static let options = ["quantity", "food", "time", "date", "meal"]

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: Set(options + ["db", "catalog"]), flags: ["help"], command: "edit")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
      throw UsageError("edit needs one ID, for example: nomeat-tui edit 3f9a0c1d --quantity lot (see the ids with nomeat-tui meals)")
    }
    guard options.contains(where: { arguments.values[$0] != nil }) else {
      throw UsageError("edit needs what to change: --quantity, --food, --time, --date or --meal, for example: nomeat-tui edit \(echoed(id)) --quantity lot")
    }
    // Everything typed is checked before the log is opened: bad input changes nothing.
    let typedQuantity = arguments.values["quantity"]
    var measures: Int?
    var quantity: (Quantity, String, Int?)?
    if let typedQuantity {
      measures = try MeasureQuantity.count(typedQuantity)
      if measures == nil { quantity = try AddCommand.parseQuantity(typedQuantity) }
    }
    let time = try arguments.values["time"].map { (text: String) throws(UsageError) in try LoggedMealWords.time(text) }
    let date = try arguments.values["date"].map { _ throws(UsageError) in try LoggedMealWords.pastDay(arguments, option: "date") }
    let name = try LoggedMealWords.mealName(arguments)
    // The catalog is read for a new food, and for a quantity in words (the food's portion).
    let catalog = arguments.values["food"] != nil || typedQuantity != nil ? try loadCatalog(arguments) : nil
    var newFood: Food?
    if let text = arguments.values["food"], let catalog { newFood = try FoodResolver(catalog: catalog).resolve(text) }
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    guard let old = try LoggedMealWords.find(id, in: log) else { return .nothing }
    if old.quantity == "quick", typedQuantity != nil, newFood == nil {
      throw UsageError("\(old.shortID) is a quick add, known by its energy alone, so it has no quantity; remove it and add it again with --kcal N")
    }
    var meal = old
    var counted: (Quantity, String, Int?)?
    if let measures, let catalog {
      // A count of measures is of the food the meal will have: the new one, or its own.
      guard let food = newFood ?? catalog.foodIndex(id: old.foodID).map({ catalog.foods[$0] }) else {
        throw UsageError(
          "the food of this meal (\(echoed(old.foodID))) is not in the catalog any more, so it has no measure; give grams, such as --quantity 120g")
      }
      counted = try MeasureQuantity.quantity(count: measures, of: food)
    }
    if let catalog, newFood != nil || quantity != nil || counted != nil {
      meal = try changed(old, food: newFood, quantity: quantity ?? counted, catalog: catalog)
      // A count of the food's measure is kept in words ("2 slices"); another quantity drops them.
      if let measures, let food = newFood ?? catalog.foodIndex(id: old.foodID).map({ catalog.foods[$0] }) {
        meal.measure = food.measure?.words(count: measures)
      } else if quantity != nil {
        meal.measure = nil
      }
    }
    if let time { meal.time = time }
    if let date { meal.day = date }
    if let name { meal.meal = name }
    guard meal != old else {
      print("Unchanged \(old.shortID): \(LoggedMealWords.line(old)) is so already")
      return .done
    }
    try logged { () throws(MealLogError) in try log.replace(meal) }
    let before = old.sentence == meal.sentence ? "" : "\(old.sentence) to "
    print(
      "Changed \(meal.shortID): \(before)\(LoggedMealWords.line(meal))\(meal.time == old.time ? "" : " at \(meal.time)")\(meal.meal == old.meal ? "" : ", as \(meal.meal.rawValue)")"
    )
    return .done
  }

  /// The meal with another food or quantity, its figures the catalog's for the food. A
  /// quantity in words needs the food in the catalog, for its portion.
  static func changed(_ old: LoggedMeal, food: Food?, quantity: (Quantity, String, Int?)?, catalog: Catalog) throws(UsageError) -> LoggedMeal {
    guard let food = food ?? catalog.foodIndex(id: old.foodID).map({ catalog.foods[$0] }) else {
      throw UsageError(
        "the food of this meal (\(echoed(old.foodID))) is not in the catalog any more, so it has no portions; give grams, such as --quantity 120g")
    }
    let label = quantity?.1 ?? old.quantity
    let grams: Int? = quantity.map { $0.2 } ?? (label == "grams" ? old.grams : nil)
    let words = quantity?.0 ?? Quantity(rawValue: label) ?? .some
    var meal = old
    if food.id != old.foodID {
      meal = LoggedMeal(meal: Meal(quantity: words, food: food, grams: grams), quantity: label, catalog: catalog, day: old.day, time: old.time)
      meal.id = old.id
      meal.uid = old.uid
      meal.meal = old.meal
    } else {
      // A new quantity of the same food keeps the figures the meal was logged with: the log
      // never rewrites a meal's history from a later catalog.
      meal.quantity = label
      meal.grams = grams ?? food.grams(for: words)
    }
    return meal
  }
}
