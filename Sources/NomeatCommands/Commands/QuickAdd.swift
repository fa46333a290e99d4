import Foundation
import MealLog
import FoodData

/// `nomeat-tui add --kcal N [--protein N] [--name TEXT]`: a meal known only by its energy (a
/// restaurant meal, a slice of cake at a friend's). The log keeps every meal as grams of a food
/// with figures per 100 g, so a quick add is kept as 100 g (or a multiple, to keep the figure
/// per 100 g within a food's bounds) whose figures are the meal's: every sum of the log takes it
/// as it is. Its footprint and every other nutrient stay unknown (NULL), never 0. It says nothing
/// of what was in it, so it never counts as meat: the day's answer is the person's to give.
enum QuickAdd {
  /// The food id and section every quick add is logged under.
  static let foodID = "quick-add"
  static let sectionName = "Quick add"
  /// The most energy one quick add may hold.
  static let maximumKcal = 10_000.0

  static func run(_ arguments: Arguments, meal name: MealName?) throws(UsageError) -> ExitCode {
    if let food = arguments.positionals.first {
      throw UsageError("a quick add (--kcal) takes no FOOD, not \(echoed(food)); name it with --name TEXT, or leave --kcal out to log a food")
    }
    if let quantity = arguments.values["quantity"] {
      throw UsageError("a quick add (--kcal) has no --quantity (\(echoed(quantity))); give its energy with --kcal N")
    }
    guard let kcalText = arguments.values["kcal"] else {
      throw UsageError("a quick add needs its energy, for example: nomeat-tui add --kcal 450 --name \"Office cake\"")
    }
    let kcal = try figure(kcalText, option: "kcal", most: maximumKcal)
    let protein = try arguments.values["protein"].map { (text: String) throws(UsageError) in try figure(text, option: "protein", most: maximumKcal / 4) }
    let label = try arguments.values["name"].map { (text: String) throws(UsageError) in try foodName(text) } ?? sectionName
    let date = try LoggedMealWords.pastDay(arguments, option: "date")
    let meal = Self.meal(kcal: kcal, protein: protein, named: label, day: date, time: date == .today ? currentTime() : "12:00", meal: name)
    let log = try openLog(arguments, access: .readWrite)
    let added = try logged { () throws(MealLogError) in try log.add(meal) }
    print("Added \(LoggedMealWords.line(added))")
    return .done
  }

  /// The log's meal of a quick add: hundreds of grams enough for each figure per 100 g to be
  /// one a food can have, its figures the meal's, everything else unknown.
  static func meal(kcal: Double, protein: Double?, named label: String, day: Day, time: String, meal name: MealName?) -> LoggedMeal {
    let hundreds = max(1, Int((kcal / Nutrient.kcal.maxPer100g).rounded(.up)), Int(((protein ?? 0) / Nutrient.protein.maxPer100g).rounded(.up)))
    var amounts = NutrientAmounts.unknown
    amounts[.kcal] = kcal / Double(hundreds)
    amounts[.protein] = protein.map { $0 / Double(hundreds) }
    return LoggedMeal(
      day: day, time: time, quantity: "quick", grams: 100 * hundreds, foodID: foodID, foodName: label, sectionID: foodID, sectionName: sectionName,
      kgCO2ePerKg: nil, per100g: amounts, nutrientsSource: .logged, sectionsWithin: [foodID], meal: name)
  }

  /// A figure typed for --kcal or --protein: a number from 0 to the most a meal can hold.
  static func figure(_ text: String, option: String, most: Double) throws(UsageError) -> Double {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0, value <= most else {
      throw UsageError("--\(option) must be a number from 0 to \(Int(most)), not \(echoed(text)); for example --\(option) \(option == "kcal" ? "450" : "20")")
    }
    return value
  }

  /// A name a person typed for a food or a meal: 1 to 200 characters, no control characters.
  static func foodName(_ text: String, option: String = "name") throws(UsageError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, trimmed.count <= CatalogBounds.nameCharacters, !SafeText.containsUnsafe(trimmed) else {
      throw UsageError("--\(option) must be a name of 1 to \(CatalogBounds.nameCharacters) characters without control characters, not \(echoed(text))")
    }
    return trimmed
  }
}
