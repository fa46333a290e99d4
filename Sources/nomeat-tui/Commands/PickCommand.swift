import Foundation
import PickerModel
import PickerTUI

/// `nomeat-tui pick [--query Q]`: only the food sheet. Prints the meal as a sentence on stdout
/// ("Some Beef"); the screen is drawn on /dev/tty so that `$(nomeat-tui pick)` works.
enum PickCommand {
  static let help = """
    usage: nomeat-tui pick [--query Q] [--quantity little|some|lot] [--catalog FILE]

    Opens the food sheet on the terminal. Enter prints the choice as a sentence ("Some Beef")
    on stdout and exits 0; Esc exits 1 with nothing printed; Ctrl-C exits 130.

      --query Q       start with the sheet expanded and filtered by Q
      --quantity Q    the quantity of the sentence (default: some)
      --catalog FILE  pick from this catalog instead of the built-in one
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
    let app = App(picker: Picker(catalog: try loadCatalog(arguments)))
    let terminal: Terminal
    do {
      terminal = try Terminal(requireStandardStreams: false)
    } catch {
      throw UsageError(error.description)
    }
    var state = app.initialState(purpose: .pickOnly, size: terminal.size, query: arguments.values["query"])
    if let quantity { state.picker.quantity = quantity }
    var session = PickerSession(app: app, terminal: terminal, state: state)
    // `pick` touches no log: its only effect is the end.
    let end = session.run { _ in nil }
    terminal.stop()
    if let output = end.output { print(output) }
    return end.code
  }
}
