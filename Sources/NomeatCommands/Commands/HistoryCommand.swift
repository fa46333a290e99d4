import Foundation
import MealLog
import PickerModel
import PickerTUI
import FoodData

/// `nomeat-tui history [--days N] [--json]`: one line a day, with a chart.
enum HistoryCommand {
  static let help = """
    usage: nomeat-tui history [--days N] [--json] [--db PATH]

    The last N days (default 30), one line a day: the answer and a bar of the day's kg CO2e,
    then the run of meat-free days and the week's totals.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["days", "db", "catalog"], flags: ["json", "help"], command: "history")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("history")
    let count = try arguments.positiveInt("days", command: "history") ?? 30
    guard count <= 3_660 else { throw UsageError("--days can be at most 3660 (ten years), not \(count)") }
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readOnly, catalog: catalog)
    let last = Day.today
    let history = History(
      days: try logged { () throws(MealLogError) in
        try log.dayTotals(from: last.adding(days: -(count - 1)), through: last, defaultMeatSections: catalog.defaultMeatSections)
      })
    let targets = try logged { () throws(MealLogError) in try log.targets() }
    let nutrients = try logged { () throws(MealLogError) in try log.nutrientTotalsByDay(from: last.adding(days: -(count - 1)), through: last) }
    let r = TodayCommand.rounded
    let object: [String: Any] = [
      "days": history.days.map { day in
        [
          "date": day.day.description, "ateMeat": day.ateMeat.map { $0 as Any } ?? NSNull(), "meals": day.mealCount,
          "kgCO2e": r(day.kgCO2e), "kcal": r(day.kcal), "proteinGrams": r(day.proteinGrams), "fibreGrams": r(day.fibreGrams),
          "nutrients": TodayCommand.nutrientsJSON(nutrients[day.day] ?? NutrientTotals()),
        ] as [String: Any]
      },
      "meatFreeRun": history.meatFreeRun,
      "week": [
        "kgCO2e": r(history.weekKgCO2e), "meatDays": history.weekMeatDays, "meatFreeDays": history.weekMeatFreeDays,
        "kgCO2eGoal": targets[.co2eWeek].map { $0 as Any } ?? NSNull(),
      ] as [String: Any],
      "targets": TargetCommand.json(targets),
    ]
    // The chart shows the same figures: none may print as inf or nan, nor draw a bar of them.
    try FiniteFigures.check(object, at: "")
    if arguments.flags.contains("json") {
      print(try JSONText.encode(object))
      return .done
    }
    for line in HistoryChart.lines(history, unicode: true) { print(line) }
    return .done
  }
}

/// The history as text lines: shared by the command and the app's history screen.
enum HistoryChart {
  static func lines(_ history: History, unicode: Bool, barWidth: Int = 30) -> [String] {
    let most = max(history.days.map(\.kgCO2e).max() ?? 0, 0.1)
    // The strip: one mark a day, oldest first: meat, no meat, not known.
    let marks = history.days.map { day in
      switch day.ateMeat {
      case .some(true): unicode ? "●" : "Y"
      case .some(false): unicode ? "○" : "n"
      case .none: unicode ? "·" : "."
      }
    }
    var lines = ["\(marks.joined())  (\(unicode ? "● meat  ○ no meat" : "Y meat  n no meat"))"]
    for day in history.days {
      let mark = day.ateMeat.map { $0 ? "YES" : "NO " } ?? " - "
      let length = BarScale.cells(day.kgCO2e, most: most, width: barWidth)
      let bar = String(repeating: unicode ? "█" : "#", count: length)
      lines.append(
        "\(day.day) \(day.day.weekdayName)  \(mark)  \(bar.padding(toLength: barWidth, withPad: " ", startingAt: 0)) \(String(format: "%5.1f", day.kgCO2e)) kg CO2e"
      )
    }
    lines.append("Meat-free days in a row: \(history.meatFreeRun)")
    lines.append(String(format: "This week: %.1f kg CO2e, %d with meat, %d without", history.weekKgCO2e, history.weekMeatDays, history.weekMeatFreeDays))
    return lines
  }
}
