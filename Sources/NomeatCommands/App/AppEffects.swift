import Foundation
import MealLog
import PickerModel
import FoodData
import Diary

/// The app's effects over the meal log: each one's I/O, answered with the action that says
/// how it went, as data (a snapshot, the history's days, a review); the screens make the words.
/// A failure is an action too, naming what failed: the app shows it and goes on.
struct AppEffects {
  let log: MealLog
  let catalog: Catalog
  let shown = Shown()
  /// The day the log is read for: today, except in tests, which fix it.
  var today: () -> Day = { .today }
  /// The time a meal logged now is given, "HH:MM".
  var now: () -> String = currentTime

  /// The day on screen and the log's change counter when it was last read. A reference: the
  /// effects are performed one at a time on the main thread, and each snapshot sets it.
  final class Shown {
    var day: Day?
    var changes: Int64?
    /// Today when the log was last read: at midnight, a screen on that day follows to the new
    /// one, and a screen on an earlier day stays there.
    var today: Day?
  }

  var defaultMeat: Set<String> { catalog.defaultMeatSections }
  /// The day on screen: the one the log was last read for, else today.
  var shownDay: Day { shown.day ?? today() }

  /// Every effect but the end, performed; nil for the end (the loop ends the program).
  func perform(_ effect: AppEffect) -> AppAction? {
    switch effect {
    case .end:
      return nil
    case .loadHistory:
      return attempt(.readHistory) { .history(.daysLoaded(try historyDays())) }
    case .loadReport:
      return attempt(.readReview) { .report(.reviewLoaded(try review())) }
    case .loadNutrients:
      return attempt(.readNutrients) { try nutrients() }
    case .readLog(let meal):
      return attempt(.readLog) { .freshLogResponse(try snapshot(), adding: meal) }
    case .logMeal(let meal):
      return logMeal(meal)
    case .saveNewFood(let food):
      return saveNewFood(food)
    case .saveTarget(let measure, let value):
      return saveTarget(measure, value)
    case .logQuickAdd(let kcal):
      return logQuickAdd(kcal: kcal)
    case .saveAnswer(let ateMeat):
      return change(.saveAnswer, status: .answered(ateMeat: ateMeat)) { try log.setAnswer(ateMeat: ateMeat, on: shownDay) }
    case .saveMeatSections(let sections):
      return change(.saveMeatSections, status: .savedMeatSections) { try log.setMeatSections(sections) }
    case .addLimit(let text):
      return addLimit(text)
    case .saveLimit(let key, let count, let period):
      return saveLimit(LimitTarget(key: key), count: count, period: period)
    case .removeLimit(let key):
      return removeLimit(LimitTarget(key: key))
    case .undo:
      return changed(.undo) { try log.undo().map { .undid($0.summary) } ?? .nothingToUndo }
    case .redo:
      return changed(.redo) { try log.redo().map { .redid($0.summary) } ?? .nothingToRedo }
    case .showDay(let move):
      return showDay(move)
    case .replaceMeal(let id, let meal, let time):
      return replaceMeal(id: id, with: meal, at: time)
    case .changeMealQuantity(let id, let quantity):
      return changeMeal(id: id) { old throws(UsageError) in
        try EditCommand.changed(old, food: nil, quantity: (quantity, quantity.rawValue, nil), catalog: catalog)
      }
    case .removeMeal(let id):
      return removeMeal(id: id)
    case .repeatMeal(let id):
      return repeatMeal(id: id)
    case .moveMealDay(let id, let days):
      return moveMealDay(id: id, days: days)
    case .copyDayBefore:
      return copyDayBefore()
    }
  }

  /// The meal on the day on screen, even when midnight passed since it was drawn (the next
  /// poll rolls the screen over); then at the day's last minute.
  private func logMeal(_ meal: Meal) -> AppAction {
    let day = shownDay
    let entry = LoggedMeal(
      meal: meal, quantity: meal.quantityWord, catalog: catalog, day: day, time: day == today() ? now() : "23:59")
    // Another program's lock, a full disk: the meal row stays as it was, so that `a` tries again.
    return change(.addMeal, status: .added(entry.sentence)) { try log.add(entry) }
  }

  /// The day before or after the one shown (never past today, nor before the first day the
  /// log holds), or today, read.
  private func showDay(_ move: DayMove) -> AppAction {
    let last = today()
    switch move {
    case .previous: shown.day = max(shownDay.adding(days: -1), Day.first)
    case .next: shown.day = min(shownDay.adding(days: 1), last)
    case .today: shown.day = last
    case .to(let day): shown.day = min(max(Day(day) ?? last, Day.first), last)
    }
    return attempt(.readLog) { .freshLogResponse(try snapshot(), adding: nil) }
  }

  /// A write, then the log read again: a failed write says what was not saved; a failed read
  /// after it says the read failed (the change was saved).
  func change(_ operation: AppFailure.Operation, status: AppStatus, _ write: () throws -> Void) -> AppAction {
    changed(operation) {
      try write()
      return status
    }
  }

  /// A write whose status says what it did (an undo names the change it took back).
  func changed(_ operation: AppFailure.Operation, _ write: () throws -> AppStatus) -> AppAction {
    let status: AppStatus
    do {
      status = try write()
    } catch {
      return .failureResponse(AppFailure(operation, reason: said(error)))
    }
    return attempt(.readLog) { .logResponse(try snapshot(), status: status) }
  }

  /// The body's answer, or the failure of `operation` with why.
  func attempt(_ operation: AppFailure.Operation, _ body: () throws -> AppAction) -> AppAction {
    do {
      return try body()
    } catch {
      return .failureResponse(AppFailure(operation, reason: said(error)))
    }
  }

  /// An error as the status line says it: the log by name, not by its long path (and once:
  /// "the meal log /long/path failed" is "the meal log failed").
  func said(_ error: any Error) -> String {
    String(describing: error).replacingOccurrences(of: "the meal log \(log.path)", with: "the meal log")
      .replacingOccurrences(of: log.path, with: "the meal log")
  }

  /// What changed outside since the log was last read: a new day (a screen on today follows
  /// it; one on an earlier day stays, now one more day back), or another program's write. Nil when nothing did, or when the log cannot be read now
  /// (the next change tries again).
  func poll() -> AppAction? {
    let now = today()
    let counter = try? log.changeCounter()
    let rolledOver = shown.day == nil || (now != shown.today && shown.day == shown.today)
    guard now != shown.today || (counter != nil && counter != shown.changes) else { return nil }
    if rolledOver { shown.day = now }
    return (try? snapshot()).map { .freshLogResponse($0, adding: nil) }
  }

  /// The day shown, the foods logged lately, what counts as meat, the limits and targets.
  func snapshot() throws(MealLogError) -> LogSnapshot {
    shown.changes = try log.changeCounter()
    let day = shownDay
    let now = today()
    shown.day = day
    shown.today = now
    let summary = try log.summaries(from: day, through: day, defaultMeatSections: defaultMeat)[0]
    let view = DayView(
      date: day.calendarDay,
      meals: summary.meals.map {
        .init(
          time: $0.time, sentence: $0.sentence, kgCO2e: $0.kgCO2e, countsAsMeat: summary.countsAsMeat($0), id: $0.uid, foodID: $0.foodID,
          quantity: $0.quantity, grams: $0.grams, meal: $0.meal.rawValue)
      },
      ateMeat: summary.ateMeat, answeredExplicitly: summary.explicitAnswer != nil,
      relative: day == now ? .today : day.adding(days: 1) == now ? .yesterday : .earlier)
    let recent = try log.recentFoodIDs(from: day.adding(days: -(HistoryState.rangeDays - 1)), through: day)
    let limits = try limitsSnapshot(on: day, meatSections: summary.meatSections)
    return LogSnapshot(
      day: view, recentFoodIDs: recent, meatSections: summary.meatSections, foodLimits: limits.foodLimits, limits: limits.rows,
      targets: try targets(on: day), sectionLimits: limits.sectionLimits, now: day == now ? self.now() : nil)
  }

  /// The history's days, from the first logged day (within the range) through today.
  func historyDays() throws(MealLogError) -> [HistoryDay] {
    let last = today()
    let summaries = try log.dayTotals(from: last.adding(days: -(HistoryState.rangeDays - 1)), through: last, defaultMeatSections: defaultMeat)
    guard let first = summaries.firstIndex(where: { $0.mealCount > 0 || $0.explicitAnswer != nil }) else { return [] }
    return summaries[first...].map { summary in
      HistoryDay(
        date: summary.day.calendarDay, ateMeat: summary.ateMeat, kgCO2e: summary.kgCO2e, kcal: summary.kcal,
        proteinGrams: summary.proteinGrams, mealCount: summary.mealCount)
    }
  }

  /// The review of the week that holds today, as `nomeat-tui report` reviews it.
  func review() throws(UsageError) -> Review {
    let report = try ReportCommand.build(period: .week, date: today(), log: log, catalog: catalog)
    return Review(report, catalog: catalog).addingShortfalls(of: report, targets: try logged { () throws(MealLogError) in try log.nutrientTargets() })
  }

  /// Today's kcal, protein and fibre, and the week's footprint (Monday to today).
  func targets(on day: Day) throws(MealLogError) -> DayTargets {
    let targets = try log.targets()
    let week = try log.dayTotals(from: Period.week.bounds(of: day).lowerBound, through: day, defaultMeatSections: defaultMeat)
    let totals = week.last
    return DayTargets(
      today: [
        .init(.kcal, total: totals?.kcal ?? 0, target: targets[.kcal]),
        .init(.protein, total: totals?.proteinGrams ?? 0, target: targets[.protein]),
        .init(.fibre, total: totals?.fibreGrams ?? 0, target: targets[.fibre]),
      ],
      week: .init(.co2eWeek, total: week.reduce(0) { $0 + $1.kgCO2e }, target: targets[.co2eWeek]))
  }
}
