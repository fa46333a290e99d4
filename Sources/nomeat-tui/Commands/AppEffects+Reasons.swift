import Foundation
import MealLog
import PickerModel

/// The app's effects for the three reasons to log: the limits (notes for the sheet, the limits
/// screen's rows, adding, changing and removing), the targets, and the weekly review.
extension AppEffects {
  /// A snapshot's limits and targets on `today`, under the person's meat sections.
  func reasons(on today: Day, meatSections: Set<String>) throws(MealLogError) -> (
    foodLimits: [Int: FoodLimitNote], sectionLimits: [String: FoodLimitNote], rows: [LimitsState.Row], targets: DayTargets
  ) {
    let limits = try log.limits()
    // Counted by SQLite; meat by the whole rule: a chicken risotto is meat wherever its own section is.
    let usages = try log.limitUsages(of: limits, on: today, meatSections: meatSections)
    let notes = LimitNote.notes(for: usages, catalog: catalog, today: today) { catalog.countsAsMeat($0, meatSections: meatSections) }
    let foodLimits = notes.mapValues { Self.note($0.usage, name: $0.targetName, today: today) }
    var sectionLimits: [String: FoodLimitNote] = [:]
    for usage in usages {
      guard case .section(let id) = usage.limit.target else { continue }
      sectionLimits[id] = Self.note(usage, name: catalog.sections.first { $0.id == id }?.name ?? id, today: today)
    }
    let rows = usages.map { usage in
      LimitsState.Row(
        key: usage.limit.target.key, name: LimitParsing.describe(usage.limit.target, catalog: catalog), count: usage.limit.count,
        period: usage.limit.period.rawValue, usage: usage.text(today: today), isAtLimit: usage.isAtLimit)
    }
    let targets = try log.targets()
    let week = try log.dayTotals(from: Period.week.bounds(of: today).lowerBound, through: today, defaultMeatSections: defaultMeat)
    let day = week.last
    let dayTargets = DayTargets(
      today: [
        .init(name: "kcal", unit: "kcal", total: day?.kcal ?? 0, target: targets[.kcal]),
        .init(name: "protein", unit: "g", total: day?.proteinGrams ?? 0, target: targets[.protein]),
        .init(name: "fibre", unit: "g", total: day?.fibreGrams ?? 0, target: targets[.fibre]),
      ],
      week: .init(name: "week", unit: "kg", total: week.reduce(0) { $0 + $1.kgCO2e }, target: targets[.co2eWeek]))
    return (foodLimits, sectionLimits, rows, dayTargets)
  }

  static func note(_ usage: LimitUsage, name: String, today: Day) -> FoodLimitNote {
    FoodLimitNote(
      text: usage.text(today: today), compact: "\(usage.used)/\(usage.limit.count) \(short(usage.limit.period))",
      isAtLimit: usage.isAtLimit, limitName: name)
  }

  static func short(_ period: Period) -> String {
    switch period {
    case .day: "day"
    case .week: "wk"
    case .month: "mo"
    }
  }

  /// The limits screen's effects and the review: a typed limit is read as the command line
  /// reads it, and a bad one is said on the status line.
  func performReasons(_ effect: AppEffect) -> AppAction {
    do throws(UsageError) {
      switch effect {
      case .addLimit(let text):
        let (words, rate) = LimitsState.split(text)
        let (count, period) = try LimitParsing.rate(rate ?? "1/week")
        let target = try LimitParsing.target(words, catalog: catalog)
        try logged { () throws(MealLogError) in try log.addLimit(Limit(target: target, count: count, period: period)) }
        return try response("Limit: \(LimitParsing.describe(target, catalog: catalog)) at most \(count) a \(period.rawValue)")
      case .saveLimit(let key, let count, let periodName):
        let period = Period(word: periodName) ?? .week
        let target = LimitTarget(key: key)
        try logged { () throws(MealLogError) in try log.addLimit(Limit(target: target, count: count, period: period), replacing: true) }
        return try response("Limit: \(LimitParsing.describe(target, catalog: catalog)) at most \(count) a \(period.rawValue)")
      case .removeLimit(let key):
        let target = LimitTarget(key: key)
        _ = try logged { () throws(MealLogError) in try log.removeLimit(target) }
        return try response("Removed the limit on \(LimitParsing.describe(target, catalog: catalog))")
      case .loadReport:
        let report = try ReportCommand.build(period: .week, date: .today, log: log, catalog: catalog)
        return .reportResponse(ReportText.lines(report, unicode: ReportText.localeIsUTF8, barWidth: 20))
      case .end, .loadHistory, .logMeal, .readLog, .saveAnswer, .saveMeatSections:
        return .failureResponse("Not done: this is not a limit or a review")
      }
    } catch {
      return .failureResponse(error.description.replacingOccurrences(of: log.path, with: "the meal log"))
    }
  }

  private func response(_ message: String) throws(UsageError) -> AppAction {
    .logResponse(try logged { () throws(MealLogError) in try snapshot() }, message: message)
  }
}
