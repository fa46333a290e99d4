import Foundation
import MealLog
import PickerModel
import PickerTUI

/// `nomeat-tui`: the meal-entry screen for today, over the meal log.
enum AppCommand {
  static let help = """
    usage: nomeat-tui [--db PATH] [--catalog FILE]

    The meal-entry screen for today: answer "Did you eat meat today?" (y/n), pick a quantity
    and a food, and add the meal (a). h shows your history, s what counts as meat, ? every
    key, q quits.
    """

  @MainActor
  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["help"], command: "nomeat-tui")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    if let extra = arguments.positionals.first { throw UsageError("unknown command \(echoed(extra)); see nomeat-tui --help") }
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readWrite)
    let app = App(picker: Picker(catalog: catalog))
    let terminal: Terminal
    do {
      terminal = try Terminal(requireStandardStreams: true)
    } catch {
      throw UsageError(error.description)
    }
    let effects = AppEffects(log: log, catalog: catalog)
    // A log that cannot be read now may be readable in a moment (locked by another process):
    // the app starts anyway and says so.
    var state: AppState
    do {
      state = app.initialState(purpose: .mealEntry, size: terminal.size, snapshot: try effects.snapshot())
    } catch {
      state = app.initialState(purpose: .mealEntry, size: terminal.size,
        status: AppState.Status("Could not read the log: \(error.description)", isError: true))
      state.day = DayView(date: Day.today.longName)
    }
    var session = PickerSession(app: app, terminal: terminal, state: state)
    let end = session.run(perform: effects.perform, poll: effects.poll)
    terminal.stop()
    return end.code
  }
}

/// The app's effects over the meal log: each one's I/O, answered with the action that says
/// how it went. A failure is an action too: the app shows it and goes on.
struct AppEffects {
  let log: MealLog
  let catalog: Catalog
  let shown = Shown()

  /// The day on screen and the log's change counter when it was last read. A reference: the
  /// effects are performed one at a time on the main thread, and each snapshot sets it.
  final class Shown {
    var day = Day.today
    var changes: Int64?
  }

  var defaultMeat: Set<String> { catalog.defaultMeatSections }

  func perform(_ effect: AppEffect) -> AppAction? {
    do {
      switch effect {
      case .end:
        return nil
      case .addLimit, .loadReport, .removeLimit, .saveLimit:
        return performReasons(effect)
      case .loadHistory:
        return .historyResponse(try historyDays())
      case .readLog(let meal):
        return .freshLogResponse(try snapshot(), adding: meal)
      case .logMeal(let meal):
        // The day on screen, even when midnight passed since it was drawn (the next poll rolls
        // the screen over); then at the day's last minute.
        let day = shown.day
        let entry = LoggedMeal(
          meal: meal, quantity: meal.quantity.rawValue, catalog: catalog, day: day, time: day == .today ? currentTime() : "23:59")
        do {
          try log.add(entry)
        } catch {
          // Another program's lock, a full disk: the meal row stays as it was, so that `a`
          // tries again.
          return .failureResponse("Not saved: \(said(error)). Press a to try again")
        }
        return .logResponse(try snapshot(), message: "Added \(entry.sentence)")
      case .saveAnswer(let ateMeat):
        try log.setAnswer(ateMeat: ateMeat, on: shown.day)
        return .logResponse(try snapshot(), message: "You answered \(ateMeat ? "YES" : "NO")")
      case .saveMeatSections(let sections):
        try log.setMeatSections(sections)
        return .logResponse(try snapshot(), message: "Saved what counts as meat")
      }
    } catch {
      return .failureResponse("Not saved: \(said(error))")
    }
  }

  /// An error as the status line says it: the log by name, not by its long path.
  func said(_ error: MealLogError) -> String {
    error.description.replacingOccurrences(of: log.path, with: "the meal log")
  }

  /// What changed outside since the log was last read: a new day (the screen follows today),
  /// or another program's write. Nil when nothing did, or when the log cannot be read now
  /// (the next change tries again).
  func poll() -> AppAction? {
    let now = Day.today
    let counter = try? log.changeCounter()
    guard now != shown.day || (counter != nil && counter != shown.changes) else { return nil }
    shown.day = now
    return (try? snapshot()).map { .freshLogResponse($0, adding: nil) }
  }

  /// The day shown, the foods logged lately, and what counts as meat.
  func snapshot() throws(MealLogError) -> LogSnapshot {
    shown.changes = try log.changeCounter()
    let today = shown.day
    let summary = try log.summaries(from: today, through: today, defaultMeatSections: defaultMeat)[0]
    let day = DayView(
      date: today.longName,
      meals: summary.meals.map { .init(time: $0.time, sentence: $0.sentence, kgCO2e: $0.kgCO2e, countsAsMeat: summary.countsAsMeat($0)) },
      ateMeat: summary.ateMeat, answeredExplicitly: summary.explicitAnswer != nil)
    let recent = try log.recentFoodIDs(from: today.adding(days: -(HistoryState.rangeDays - 1)), through: today)
    let reasons = try reasons(on: today, meatSections: summary.meatSections)
    return LogSnapshot(
      day: day, recentFoodIDs: recent, meatSections: summary.meatSections, foodLimits: reasons.foodLimits, limits: reasons.rows,
      targets: reasons.targets, sectionLimits: reasons.sectionLimits)
  }

  /// The history's days, from the first logged day (within the range) through today.
  func historyDays() throws(MealLogError) -> [HistoryDay] {
    let today = Day.today
    let summaries = try log.dayTotals(from: today.adding(days: -(HistoryState.rangeDays - 1)), through: today, defaultMeatSections: defaultMeat)
    guard let first = summaries.firstIndex(where: { $0.mealCount > 0 || $0.explicitAnswer != nil }) else { return [] }
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    return summaries[first...].map { summary in
      let long = summary.day.longName
      return HistoryDay(
        date: summary.day.description, label: String(long.dropLast(5)),
        weekday: weekdays.firstIndex(of: summary.day.weekdayName) ?? 0, ateMeat: summary.ateMeat,
        kgCO2e: summary.kgCO2e, kcal: summary.kcal, proteinGrams: summary.proteinGrams, mealCount: summary.mealCount)
    }
  }
}
