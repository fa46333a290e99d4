import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui today [--json]`: the day's meals, answer and footprint.
enum TodayCommand {
  static let help = """
    usage: nomeat-tui today [--json] [--date YYYY-MM-DD] [--db PATH]

    The day's meals, the answer to "Did you eat meat today?", and the footprint, kcal and protein.
    --json prints one object (see the README for its fields).
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["date", "db", "catalog"], flags: ["json", "help"], command: "today")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("today")
    let date = try day(arguments, command: "today")
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readOnly, catalog: catalog)
    let summary = try logged { () throws(MealLogError) in
      try log.summaries(from: date, through: date, defaultMeatSections: catalog.defaultMeatSections)[0]
    }
    let targets = try logged { () throws(MealLogError) in try log.targets() }
    let nutrientTargets = try logged { () throws(MealLogError) in try log.nutrientTargets() }
    var totals = NutrientTotals()
    for meal in summary.meals { totals.add(meal.nutrients) }
    var object = Self.json(summary)
    object["nutrients"] = nutrientsJSON(totals)
    object["nutrientsMealsWithoutValue"] = Dictionary(uniqueKeysWithValues: Nutrient.all.map { ($0.id, totals.mealsWithoutValue($0)) })
    object["fibreGrams"] = rounded(summary.fibreGrams)
    object["targets"] = TargetCommand.json(targets)
    // The text shows the same figures: none may print as inf or nan either.
    try FiniteFigures.check(object, at: "")
    if arguments.flags.contains("json") {
      print(try JSONText.encode(object))
      return .done
    }
    // Today's NO is the meals' so far until the person says so: dinner may still be meat.
    let soFar = date == .today && summary.explicitAnswer == nil && summary.ateMeat == false
    let answer = soFar ? "so far: no meat" : summary.ateMeat.map { $0 ? "YES" : "NO" } ?? "not yet"
    print("\(date.longName)  Did you eat meat today? \(answer)\(summary.explicitAnswer != nil ? " (your answer)" : "")")
    if summary.meals.isEmpty { print("No meals logged.") }
    for meal in summary.meals {
      let line = "\(meal.time)  \(meal.sentence)"
      print(line.padding(toLength: max(line.count, 44), withPad: " ", startingAt: 0) + kgText(meal.kgCO2e))
    }
    let unknown = summary.unknownFootprintMeals
    let unknownText = unknown == 0 ? "" : " (not counting \(unknown) meal\(unknown == 1 ? "" : "s") whose footprint is unknown)"
    print(
      String(
        format: "Total: %.1f kg CO2e%@, %.0f kcal, %.0f g protein, %.0f g fibre", summary.kgCO2e, unknownText, summary.kcal, summary.proteinGrams,
        summary.fibreGrams))
    let against = [(TargetKind.kcal, summary.kcal), (.protein, summary.proteinGrams), (.fibre, summary.fibreGrams)]
      .compactMap { kind, total in targets[kind].map { String(format: "%.0f of %.0f %@ %@", total, $0, kind.unit, kind == .kcal ? "" : kind.rawValue) } }
    if !against.isEmpty { print("Targets: " + against.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")) }
    if !summary.meals.isEmpty {
      for line in NutrientText.keyLines(totals, targets: nutrientTargets) { print(line) }
    }
    return .done
  }

  static func json(_ summary: DaySummary) -> [String: Any] {
    [
      "date": summary.day.description,
      "ateMeat": summary.ateMeat.map { $0 as Any } ?? NSNull(),
      "answeredExplicitly": summary.explicitAnswer != nil,
      "kgCO2e": rounded(summary.kgCO2e),
      "unknownFootprintMeals": summary.unknownFootprintMeals,
      "kcal": rounded(summary.kcal),
      "proteinGrams": rounded(summary.proteinGrams),
      "meals": summary.meals.map { meal in
        [
          "time": meal.time, "food": meal.foodID, "name": meal.foodName, "section": meal.sectionID,
          "quantity": meal.quantity, "grams": meal.grams, "sentence": meal.sentence,
          "kgCO2e": meal.kgCO2e.map { rounded($0) as Any } ?? NSNull(), "meal": meal.meal.rawValue, "countsAsMeat": summary.countsAsMeat(meal),
          "kcal": meal.kcal.map { rounded($0) as Any } ?? NSNull(),
          "proteinGrams": meal.proteinGrams.map { rounded($0) as Any } ?? NSNull(),
          "nutrients": nutrientsJSON(meal.nutrients), "nutrientsSource": meal.nutrientsSource.map { $0.rawValue as Any } ?? NSNull(),
        ] as [String: Any]
      },
    ]
  }

  /// Amounts by nutrient id, rounded as every figure; null where unknown.
  static func nutrientsJSON(_ amounts: NutrientAmounts) -> [String: Any] {
    var rounded = NutrientAmounts.unknown
    for (nutrient, value) in amounts.known { rounded[nutrient] = Self.rounded(value) }
    return JSONText.nutrientsObject(rounded)
  }

  /// A day's totals by nutrient id: the known sum, null where no meal had a value.
  static func nutrientsJSON(_ totals: NutrientTotals) -> [String: Any] {
    var known = NutrientAmounts.unknown
    for nutrient in Nutrient.all { known[nutrient] = totals.known(nutrient) }
    return nutrientsJSON(known)
  }

  /// Two decimals: JSON readers should not see 14.921999999.
  /// Beyond 1e15 a double has no decimals to round, and * 100 could overflow.
  /// " 14.9 kg CO2e", or "  unknown CO2e" for a meal whose footprint is unknown: one width.
  static func kgText(_ kgCO2e: Double?) -> String {
    kgCO2e.map { String(format: "%6.1f kg CO2e", $0) } ?? "  unknown CO2e"
  }

  static func rounded(_ value: Double) -> Double { abs(value) < 1e15 ? (value * 100).rounded() / 100 : value }
}
