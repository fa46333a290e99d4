import Foundation
import MealLog
import PickerModel
import PickerTUI
import FoodData

/// `nomeat-tui pick [--query Q]`: only the food sheet. Prints the meal as a sentence on stdout
/// ("Some Beef"); the screen is drawn on /dev/tty so that `$(nomeat-tui pick)` works.
enum PickCommand {
  static let help = """
    usage: nomeat-tui pick [--query Q] [--quantity little|some|lot] [--catalog FILE] [--db PATH]

    Opens the food sheet on the terminal. Enter prints the choice as a sentence ("Some Beef")
    on stdout and exits 0; Esc exits 1 with nothing printed; Ctrl-C exits 130.

      --query Q       start with the sheet expanded and filtered by Q
      --quantity Q    the quantity of the sentence (default: some)
      --catalog FILE  pick from this catalog instead of the built-in one
      --db PATH       the meal log whose recent foods come first (read only; default as the app)
    """

  @MainActor
  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["query", "quantity", "catalog", "db"], flags: ["help"], command: "pick")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    if let extra = arguments.positionals.first {
      throw UsageError("unexpected argument \(echoed(extra)); to start with a search, give it with --query")
    }
    let quantity = try arguments.values["quantity"].map { text throws(UsageError) -> Quantity in
      guard let quantity = Quantity(rawValue: text) else {
        throw UsageError("--quantity must be little, some or lot, not \(echoed(text))")
      }
      return quantity
    }
    let catalog = try loadCatalog(arguments, runsLong: true)
    let app = App(mainScreen: MainScreen(catalog: catalog))
    let terminal = try openTerminal()
    var state = app.initialState(
      purpose: .pickOnly, size: terminal.size, query: arguments.values["query"], snapshot: recentSnapshot(arguments, catalog: app.mainScreen.catalog))
    if let quantity { state.mainScreen.quantity = quantity }
    var session = PickerSession(app: app, terminal: terminal, state: state)
    // `pick` touches no log: its only effect is the end.
    let end = session.run(perform: { _ in nil })
    terminal.stop()
    if let output = end.output { print(output) }
    return end.code
  }

  @MainActor
  private static func openTerminal() throws(UsageError) -> Terminal {
    do {
      return try Terminal(requireStandardStreams: false)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The log's recent foods and meat setting, when there is a log to read: the sheet then opens
  /// on Recent, as in the app. Read-only, and nothing is created; a log that cannot be read
  /// leaves the sheet as it is without one.
  static func recentSnapshot(_ arguments: Arguments, catalog: Catalog) -> LogSnapshot? {
    let path = DatabaseLocation.path(option: arguments.values["db"], environment: ProcessInfo.processInfo.environment)
    guard arguments.values["db"] != "", FileManager.default.fileExists(atPath: path),
      let log = try? MealLog(path: path, access: .readOnly)
    else { return nil }
    return try? AppEffects(log: log, catalog: catalog).snapshot()
  }
}
