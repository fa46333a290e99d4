import Foundation
import MealLog
import PickerModel
import PickerTUI
import FoodData
import Diary

/// `nomeat-tui report [--week|--month] [--date D] [--json]`: the review of a week or a month.
enum ReportCommand {
  static let help = """
    usage: nomeat-tui report [--week|--month] [--date YYYY-MM-DD] [--json] [--db PATH]

    The week (Monday to Sunday, the default) or the month that holds the date (default today):
    meat days, kg CO2e against your weekly goal with a chart, kcal and protein against your
    targets day by day, the limits kept or broken, and the three foods that made most of the
    footprint with what a plant swap would have saved. --json gives the same figures.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["date", "db", "catalog"], flags: ["week", "month", "json", "help"], command: "report")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    if arguments.flags.contains("week") && arguments.flags.contains("month") {
      throw UsageError("give --week or --month, not both")
    }
    try arguments.expectNoWords("report")
    let period: Period = arguments.flags.contains("month") ? .month : .week
    let date = try day(arguments, command: "report")
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readOnly, catalog: catalog)
    let report = try build(period: period, date: date, log: log, catalog: catalog)
    var object = json(report)
    object["nutrients"] = try nutrientsJSON(report, log: log, catalog: catalog)
    // The text shows the same figures: none may print as inf or nan, nor draw a bar of them.
    try FiniteFigures.check(object, at: "")
    if arguments.flags.contains("json") {
      print(try JSONText.encode(object))
    } else {
      let targets = try logged { () throws(MealLogError) in try log.nutrientTargets() }
      for line in ReviewLines.lines(Review(report, catalog: catalog).addingShortfalls(of: report, targets: targets), unicode: ReportText.localeIsUTF8) {
        print(line)
      }
    }
    return .done
  }

  static func build(period: Period, date: Day, log: MealLog, catalog: Catalog) throws(UsageError) -> Report {
    let bounds = period.bounds(of: date)
    let meat = try meatRule(log, catalog: catalog)
    let days = try logged { () throws(MealLogError) in
      try log.summaries(from: bounds.lowerBound, through: bounds.upperBound, defaultMeatSections: catalog.defaultMeatSections)
    }
    let limits = try logged { () throws(MealLogError) in try log.limits() }
    let targets = try logged { () throws(MealLogError) in try log.targets() }
    // Limits count whole periods (a week that starts in the month before, a month around a
    // week), counted by SQLite.
    let reviews = try logged { () throws(MealLogError) in try log.limitReviews(of: limits, over: bounds, meatSections: meat) }
    return Report(
      period: period, days: days, targets: targets, limitReviews: reviews,
      swap: { id in
        guard let index = catalog.foodIndex(id: id), let swap = catalog.plantSwap(for: catalog.foods[index]) else { return nil }
        return Report.Swap(name: swap.name, kgCO2ePerKg: swap.footprint.kgCO2ePerKg)
      })
  }

  static func dayNutrients(_ day: DaySummary) -> NutrientTotals {
    var totals = NutrientTotals()
    for meal in day.meals { totals.add(meal.nutrients) }
    return totals
  }

  /// The period's nutrients keyed by id: its total, its daily average over the days with meals
  /// and that as a share of the goal (a target or the reference intake, cited), and for one
  /// that falls short the foods that would cover it (`NutrientReport`).
  static func nutrientsJSON(_ report: Report, log: MealLog, catalog: Catalog) throws(UsageError) -> [String: Any] {
    var totals = NutrientTotals()
    for day in report.days { totals.add(contentsOf: dayNutrients(day)) }
    let period = NutrientPeriod(
      first: report.days.first?.day.description ?? "", last: report.days.last?.day.description ?? "", days: report.days.count, totals: totals,
      daysWithMeals: report.days.filter { !$0.meals.isEmpty }.count)
    let targets = try logged { () throws(MealLogError) in try log.nutrientTargets() }
    let nutrients = NutrientReport(day: totals, period: period, targets: targets, catalog: catalog)
    var object: [String: Any] = [:]
    for row in nutrients.rows {
      var entry = NutrientsCommand.json(row)
      // The "day" of this report is its whole period: named for what it is.
      entry["total"] = entry.removeValue(forKey: "day")
      entry["mealsWithoutValue"] = entry.removeValue(forKey: "dayMealsWithoutValue")
      for key in ["dayPercent", "dayMeals", "periodMealsWithoutValue"] { entry.removeValue(forKey: key) }
      object[row.nutrient.id] = entry
    }
    return object
  }

  static func json(_ report: Report) -> [String: Any] {
    let r = TodayCommand.rounded
    return [
      "period": report.period.rawValue,
      "from": report.days.first?.day.description ?? "",
      "through": report.days.last?.day.description ?? "",
      "meatDays": report.meatDays, "meatFreeDays": report.meatFreeDays, "unknownDays": report.unknownDays,
      "kgCO2e": r(report.kgCO2e),
      "kgCO2eGoal": report.kgCO2eGoal.map { r($0) as Any } ?? NSNull(),
      "targets": TargetCommand.json(report.targets),
      "days": report.days.map { day in
        [
          "date": day.day.description, "ateMeat": day.ateMeat.map { $0 as Any } ?? NSNull(),
          "kgCO2e": r(day.kgCO2e), "kcal": r(day.kcal), "proteinGrams": r(day.proteinGrams), "fibreGrams": r(day.fibreGrams),
          "nutrients": TodayCommand.nutrientsJSON(dayNutrients(day)),
        ] as [String: Any]
      },
      "limits": report.limits.map { review in
        [
          "target": review.limit.target.key, "count": review.limit.count, "period": review.limit.period.rawValue,
          "kept": review.isKept,
          "periods": review.periods.map { usage in
            ["from": usage.period.lowerBound.description, "through": usage.period.upperBound.description, "used": usage.used, "over": usage.isOver]
              as [String: Any]
          },
        ] as [String: Any]
      },
      "topFoods": report.topFoods.map { share in
        [
          "food": share.foodID, "name": share.name, "meals": share.meals, "grams": share.grams, "kgCO2e": r(share.kgCO2e),
          "swap": share.swap.map { ["name": $0.name, "kgCO2e": r($0.kgCO2e), "saved": r($0.saved)] as Any } ?? NSNull(),
        ] as [String: Any]
      },
    ]
  }
}

/// Whether the review's chart may use "█": the command prints to whatever LANG says.
enum ReportText {
  static var localeIsUTF8: Bool {
    let environment = ProcessInfo.processInfo.environment
    let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
    return locale.uppercased().contains("UTF-8") || locale.uppercased().contains("UTF8")
  }
}
