import MealLog
import PickerModel
import FoodData
import Diary

/// The limits' effects: their use for the sheet, the detail pane and the limits screen, and
/// adding, changing and removing one.
extension AppEffects {
  struct LimitsSnapshot {
    var foodLimits: [Int: FoodLimitNote]
    var sectionLimits: [String: FoodLimitNote]
    var rows: [LimitsState.Row]
  }

  /// Every limit's use on `day`, under the person's meat sections: by food, by section, by limit.
  func limitsSnapshot(on day: Day, meatSections: Set<String>) throws(MealLogError) -> LimitsSnapshot {
    let limits = try log.limits()
    // Counted by SQLite; meat by the whole rule: a chicken risotto is meat wherever its own section is.
    let usages = try log.limitUsages(of: limits, on: day, meatSections: meatSections)
    let notes = LimitNote.notes(for: usages, catalog: catalog, today: day) { catalog.countsAsMeat($0, meatSections: meatSections) }
    let foodLimits = notes.mapValues { FoodLimitNote(use: $0.usage.use, limitName: $0.targetName) }
    var sectionLimits: [String: FoodLimitNote] = [:]
    for usage in usages {
      guard case .section(let id) = usage.limit.target else { continue }
      sectionLimits[id] = FoodLimitNote(use: usage.use, limitName: catalog.sections.first { $0.id == id }?.name ?? id)
    }
    let rows = usages.map { usage in
      LimitsState.Row(key: usage.limit.target.key, name: LimitParsing.describe(usage.limit.target, catalog: catalog), use: usage.use)
    }
    return LimitsSnapshot(foodLimits: foodLimits, sectionLimits: sectionLimits, rows: rows)
  }

  /// A limit typed on the limits screen, read as the command line reads it ("salmon 2/week";
  /// no rate is 1/week); a bad one says why.
  func addLimit(_ text: String) -> AppAction {
    let limit: Limit
    do throws(UsageError) {
      let (words, rate) = LimitsState.split(text)
      let (count, period) = try LimitParsing.rate(rate ?? "1/week")
      limit = Limit(target: try LimitParsing.target(words, catalog: catalog), count: count, period: period)
    } catch {
      return .failureResponse(AppFailure(.readTypedLimit, reason: said(error)))
    }
    return change(.addLimit, status: saved(limit)) { try log.addLimit(limit) }
  }

  /// A limit's count or period changed on the limits screen.
  func saveLimit(_ target: LimitTarget, count: Int, period: Period) -> AppAction {
    let limit = Limit(target: target, count: count, period: period)
    return change(.changeLimit, status: saved(limit)) { try log.addLimit(limit, replacing: true) }
  }

  func removeLimit(_ target: LimitTarget) -> AppAction {
    change(.removeLimit, status: .limitRemoved(name: LimitParsing.describe(target, catalog: catalog))) {
      _ = try log.removeLimit(target)
    }
  }

  private func saved(_ limit: Limit) -> AppStatus {
    .limitSaved(name: LimitParsing.describe(limit.target, catalog: catalog), count: limit.count, period: limit.period)
  }
}

extension LimitUsage {
  /// The figures the screens word.
  var use: LimitUse { LimitUse(used: used, count: limit.count, period: limit.period) }
}
