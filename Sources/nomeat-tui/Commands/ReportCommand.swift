import Foundation
import MealLog
import PickerModel

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
    let log = try openLog(arguments, access: .readOnly)
    let report = try build(period: period, date: date, log: log, catalog: catalog)
    let object = json(report)
    // The text shows the same figures: none may print as inf or nan, nor draw a bar of them.
    try FiniteFigures.check(object, at: "")
    if arguments.flags.contains("json") {
      print(try JSONText.encode(object))
    } else {
      for line in ReportText.lines(report, unicode: ReportText.localeIsUTF8) { print(line) }
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
        ] as [String: Any]
      },
      "limits": report.limits.map { review in
        [
          "target": review.limit.target.key, "count": review.limit.count, "period": review.limit.period.rawValue,
          "kept": review.isKept,
          "periods": review.periods.map { usage in
            ["from": usage.period.lowerBound.description, "through": usage.period.upperBound.description, "used": usage.used, "over": usage.isOver] as [String: Any]
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

/// The review as text lines, for the terminal: shared by the command and the app.
enum ReportText {
  static var localeIsUTF8: Bool {
    let environment = ProcessInfo.processInfo.environment
    let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
    return locale.uppercased().contains("UTF-8") || locale.uppercased().contains("UTF8")
  }

  static func lines(_ report: Report, unicode: Bool, barWidth: Int = 30) -> [String] {
    guard let first = report.days.first?.day, let last = report.days.last?.day else { return [] }
    var lines = ["\(report.period == .week ? "Week" : "Month") \(first) to \(last)"]
    lines.append("Meat days: \(report.meatDays) · meat-free: \(report.meatFreeDays) · not known: \(report.unknownDays)")
    if let goal = report.kgCO2eGoal {
      let verdict = report.kgCO2e <= goal ? "within the goal" : String(format: "%.1f over the goal", report.kgCO2e - goal)
      lines.append(String(format: "Footprint: %.1f of %.1f kg CO2e (%@)", report.kgCO2e, goal, verdict))
    } else {
      lines.append(String(format: "Footprint: %.1f kg CO2e (no goal: nomeat-tui target set co2e-week N)", report.kgCO2e))
    }
    // The chart: a bar a day, on the scale of the day goal when there is one.
    let dayGoal = report.targets[.co2eWeek].map { $0 / 7 }
    let most = max(report.days.map(\.kgCO2e).max() ?? 0, dayGoal ?? 0, 0.1)
    let protein = report.targets[.protein]
    let kcal = report.targets[.kcal]
    for day in report.days {
      let cells = day.kgCO2e > 0 ? max(1, HistoryChart.barCells(day.kgCO2e / most, width: barWidth)) : 0
      var bar = Array(repeating: unicode ? "█" : "#", count: cells) + Array(repeating: " ", count: barWidth - cells)
      if let dayGoal {
        let mark = min(barWidth - 1, HistoryChart.barCells(dayGoal / most, width: barWidth))
        if mark >= cells { bar[mark] = "|" }
      }
      let meat = day.ateMeat.map { $0 ? "meat" : "    " } ?? "  - "
      var line = "\(day.day.weekdayName) \(day.day.day.description.leftPadded(2)) \(meat) \(bar.joined()) \(String(format: "%5.1f", day.kgCO2e)) kg"
      line += String(format: "  %5.0f", day.kcal) + (kcal.map { String(format: "/%.0f", $0) } ?? "") + " kcal"
      line += String(format: "  %3.0f", day.proteinGrams) + (protein.map { String(format: "/%.0f", $0) } ?? "") + " g protein"
      lines.append(line)
    }
    if report.limits.isEmpty {
      lines.append("Limits: none set")
    } else {
      for review in report.limits {
        let counts = review.periods.map { "\($0.used)" }.joined(separator: ", ")
        lines.append("Limit \(review.limit.target.key) \(review.limit.rate): \(review.isKept ? "kept" : "broken") (\(counts))")
      }
    }
    if !report.topFoods.isEmpty { lines.append("Most of the footprint:") }
    for share in report.topFoods {
      var line = String(format: "  %@: %.1f kg CO2e in %d meal%@", share.name, share.kgCO2e, share.meals, share.meals == 1 ? "" : "s")
      if let swap = share.swap, swap.saved > 0 {
        line += String(format: "; as %@ it would have been %.1f kg, saving %.1f kg", swap.name, swap.kgCO2e, swap.saved)
      }
      lines.append(line)
    }
    return lines
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
