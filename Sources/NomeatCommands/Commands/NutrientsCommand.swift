import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui nutrients [--days 7] [--date D] [--json]`: every nutrient of the day and its
/// daily average over the days to it, against the person's targets or the reference intakes,
/// the ones that fall short first, with the foods that would cover them (`NutrientReport`).
enum NutrientsCommand {
  static let help = """
    usage: nomeat-tui nutrients [--days N] [--date YYYY-MM-DD] [--json] [--db PATH]

    Every nutrient of the day's meals and its daily average over the N days to it (default 7,
    over the days with meals), each as a share of its goal: your target (`target set iron 18`)
    or the reference intake (Regulation (EU) No 1169/2011, Annex XIII; fibre: SACN 2015). The
    nutrients that fall short come first, each with the catalog foods that would cover it best
    per 100 kcal and per kg CO2e, plant foods first, fortified ones marked *. Food values are
    USDA SR28's as logged with each meal; a meal without a value is counted, never taken as 0.
    --json prints one object keyed by nutrient id, units stated (see the README).
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["days", "date", "db", "catalog"], flags: ["json", "help"], command: "nutrients")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("nutrients")
    let days = try arguments.positiveInt("days", command: "nutrients") ?? 7
    guard days <= 3_660 else { throw UsageError("--days can be at most 3660 (ten years), not \(days)") }
    let date = try day(arguments, command: "nutrients")
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readOnly, catalog: catalog)
    let report = try logged { () throws(MealLogError) in
      NutrientReport(
        day: try log.nutrientTotals(from: date, through: date), period: try log.nutrientWeek(endingOn: date, days: days),
        targets: try log.nutrientTargets(), catalog: catalog)
    }
    if arguments.flags.contains("json") {
      let object = json(report, date: date)
      try FiniteFigures.check(object, at: "")
      print(try JSONText.encode(object))
      return .done
    }
    for line in NutrientReportText.lines(report, dayName: date.longName) { print(line) }
    return .done
  }

  static func json(_ report: NutrientReport, date: Day) -> [String: Any] {
    var nutrients: [String: Any] = [:]
    for row in report.rows { nutrients[row.nutrient.id] = json(row) }
    return [
      "date": date.description,
      "period": [
        "first": report.period.first, "last": report.period.last, "days": report.period.days, "daysWithMeals": report.period.daysWithMeals,
      ] as [String: Any],
      "order": report.rows.map(\.nutrient.id),
      "nutrients": nutrients,
      "sources": [
        "foods": "USDA SR28 (FNDDS where a food is from it), as logged with each meal",
        "references": ReferenceSource.all.map(\.citation),
      ] as [String: Any],
    ]
  }

  static func json(_ row: NutrientReport.Row) -> [String: Any] {
    let r = TodayCommand.rounded
    func number(_ value: Double?) -> Any { value.map { r($0) as Any } ?? NSNull() }
    return [
      "label": row.nutrient.label, "unit": row.nutrient.unit.symbol,
      "day": number(row.day), "dayPercent": number(row.dayShare.map { $0 * 100 }), "dayMealsWithoutValue": row.dayMealsWithoutValue,
      "dayMeals": row.dayMeals, "average": number(row.average), "averagePercent": number(row.averageShare.map { $0 * 100 }),
      "periodMealsWithoutValue": row.periodMealsWithoutValue, "goal": row.goal.amount, "goalSource": goalSource(row.goal),
      "better": better(row.nutrient.better), "standing": standing(row.standing),
      "bestPerKcal": row.bestPerKcal.map(json), "bestPerKgCO2e": row.bestPerKgCO2e.map(json),
    ]
  }

  static func json(_ food: NutrientSuggestion) -> [String: Any] {
    let r = TodayCommand.rounded
    return [
      "food": food.foodID, "name": food.name, "fortified": food.isFortified, "countsAsMeat": food.countsAsMeat,
      "per100g": r(food.per100g), "per100kcal": r(food.per100kcal), "perKgCO2e": r(food.perKgCO2e),
      "portionGrams": food.portionGrams, "portionPercent": r(food.portionShare * 100),
    ]
  }

  static func goalSource(_ goal: NutrientGoal) -> String {
    switch goal.source {
    case .yourTarget: "your target"
    case .reference(let source): source.citation
    }
  }

  static func better(_ direction: Nutrient.Direction) -> String {
    switch direction {
    case .more: "more"
    case .less: "less"
    case .neither: "neither"
    }
  }

  static func standing(_ standing: NutrientReport.Standing) -> String {
    switch standing {
    case .short: "short"
    case .over: "over"
    case .within: "within"
    case .unknown: "unknown"
    }
  }
}
