/// The app's keys. Order matters twice: the first binding that matches a key wins, and the help
/// bar lists bindings in this order.
public enum KeyBindings {
  public static let all: [KeyBinding] = {
    let sheet: Set<PickerMode> = [.browsing, .searching]
    let row: Set<PickerMode> = [.mealRow]
    return [
      // Everywhere
      KeyBinding([.control("c")], help: nil, modes: Set(PickerMode.allCases), .interruptPressed),
      // Meal row
      KeyBinding([.tab, .right], help: ("tab", "next"), modes: row, .focusNextPressed),
      KeyBinding([.backTab, .left], help: nil, modes: row, .focusPreviousPressed),
      KeyBinding([.enter], help: ("enter", "open"), modes: row, .confirmPressed),
      KeyBinding([.character("+"), .character("=")], help: ("+ −", "quantity"), modes: row, .quantityIncreasePressed),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: row, .quantityDecreasePressed),
      KeyBinding([.character("a")], help: ("a", "add"), modes: row, .addButtonPressed),
      KeyBinding([.character("y")], help: ("y/n", "answer"), modes: row, .answerPressed(ateMeat: true)),
      KeyBinding([.character("n")], help: nil, modes: row, .answerPressed(ateMeat: false)),
      // Esc does not quit: after Esc has cancelled a search and closed the sheet, one press too
      // many must not end the app.
      KeyBinding([.character("q")], help: ("q", "quit"), modes: row, .quitPressed),
      KeyBinding([.character("f")], help: ("f", "food"), modes: row, .foodButtonPressed),
      KeyBinding([.character("/")], help: ("/", "search"), modes: row, .searchPressed),
      KeyBinding([.character("h")], help: ("h", "history"), modes: row, .historyPressed),
      KeyBinding([.character("s")], help: ("s", "settings"), modes: row, .settingsPressed),
      // Quantity list
      KeyBinding([.up, .character("k")], help: ("↑↓", "move"), modes: [.quantityList], .moveHighlight(.up)),
      KeyBinding([.down, .character("j")], help: nil, modes: [.quantityList], .moveHighlight(.down)),
      KeyBinding([.enter], help: ("enter", "choose"), modes: [.quantityList], .confirmPressed),
      KeyBinding([.escape], help: ("esc", "close"), modes: [.quantityList], .cancelPressed),
      // Food sheet
      KeyBinding([.up], help: ("↑↓←→", "move"), modes: sheet, .moveHighlight(.up)),
      KeyBinding([.down], help: nil, modes: sheet, .moveHighlight(.down)),
      KeyBinding([.left], help: nil, modes: sheet, .moveHighlight(.left)),
      KeyBinding([.right], help: nil, modes: sheet, .moveHighlight(.right)),
      KeyBinding([.enter], help: ("enter", "pick"), modes: sheet, .confirmPressed),
      KeyBinding([.escape], help: ("esc", "close"), modes: [.browsing], .cancelPressed),
      KeyBinding([.escape], help: ("esc", "cancel"), modes: [.searching], .cancelPressed),
      KeyBinding([.character("/")], help: nil, modes: [.browsing], .searchPressed),
      KeyBinding(.anyPrintable, help: ("type", "search"), modes: [.browsing], action: characterTyped),
      KeyBinding(.anyPrintable, help: nil, modes: [.searching], action: characterTyped),
      KeyBinding([.backspace, .delete], help: nil, modes: [.searching], .backspacePressed),
      KeyBinding([.control("u")], help: ("^U", "clear"), modes: [.searching], .clearSearchPressed),
      KeyBinding([.control("w")], help: ("^W", "word"), modes: [.searching], .deleteWordPressed),
      KeyBinding([.pageUp], help: ("pgup/pgdn", "page"), modes: sheet, .moveHighlight(.pageUp)),
      KeyBinding([.pageDown], help: nil, modes: sheet, .moveHighlight(.pageDown)),
      KeyBinding([.home], help: nil, modes: sheet, .moveHighlight(.home)),
      KeyBinding([.end], help: nil, modes: sheet, .moveHighlight(.end)),
    ]
  }()

  private static let characterTyped: @Sendable (Key) -> PickerAction? = { key in
    if case .character(let character) = key { return .characterTyped(character) }
    return nil
  }

  /// What a key does in a mode, or nil when it does nothing there.
  public static func action(for key: Key, in mode: PickerMode) -> PickerAction? {
    for binding in all where binding.modes.contains(mode) && binding.matches(key) {
      return binding.action(key)
    }
    return nil
  }

  /// The help bar's entries for a mode, in table order.
  public static func help(for mode: PickerMode) -> [(key: String, text: String)] {
    all.compactMap { $0.modes.contains(mode) ? $0.help : nil }
  }
}
