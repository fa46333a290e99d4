import Foundation
import MealLog
import PickerModel
import PickerTUI
import FoodData

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
    let catalog = try loadCatalog(arguments, runsLong: true)
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    let terminal = try openTerminal()
    let end = session(catalog: catalog, log: log, terminal: terminal)
    terminal.stop()
    return end.code
  }

  @MainActor
  private static func openTerminal() throws(UsageError) -> Terminal {
    do {
      return try Terminal(requireStandardStreams: true)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The meal-entry screen over `log`, until it ends.
  @MainActor
  private static func session(catalog: Catalog, log: MealLog, terminal: Terminal) -> PickerSession.End {
    let app = App(mainScreen: MainScreen(catalog: catalog))
    let effects = AppEffects(log: log, catalog: catalog)
    // A log that cannot be read now may be readable in a moment (locked by another process):
    // the app starts anyway and says so.
    var state: AppState
    do {
      state = app.initialState(purpose: .mealEntry, size: terminal.size, snapshot: try effects.snapshot())
    } catch {
      state = app.initialState(
        purpose: .mealEntry, size: terminal.size,
        status: .failed(AppFailure(.readLog, reason: effects.said(error))))
      state.day = DayView(date: Day.today.calendarDay)
    }
    var session = PickerSession(app: app, terminal: terminal, state: state)
    return session.run(perform: effects.perform, poll: effects.poll)
  }
}
