/// The app's keys. Order matters: the first binding that matches a key wins, and the full key
/// list shows bindings in this order; the help bar orders them by `bar`, most useful first.
///
/// One word per action everywhere: "open" a button, "pick" the highlighted food or quantity,
/// "close" what is open (Esc), "save" the settings.
public enum KeyBindings {
  public static let all: [KeyBinding] = {
    let sheet: Set<AppMode> = [.browsing, .searching]
    let row: Set<AppMode> = [.mealRow]
    let edit: Set<AppMode> = [.editRow]
    // The keys that work the same on the row whether it adds or edits.
    let rows = row.union(edit)
    let list: Set<AppMode> = [.quantityList]
    let meals: Set<AppMode> = [.mealList]
    return [
      // Everywhere
      KeyBinding([.control("c")], help: ("^C", "quit"), modes: Set(AppMode.allCases), MainScreenAction.interruptPressed),
      // Meal row
      KeyBinding([.tab, .right], help: ("tab", "next"), bar: 8, modes: rows, MainScreenAction.focusNextPressed),
      KeyBinding([.backTab, .left], help: ("shift-tab", "previous"), modes: rows, MainScreenAction.focusPreviousPressed),
      KeyBinding([.enter], help: ("enter", "open"), bar: 9, modes: rows, MainScreenAction.confirmPressed),
      KeyBinding([.character("+"), .character("=")], help: ("+ −", "quantity"), bar: 5, modes: rows, MainScreenAction.quantityIncreasePressed),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: rows, MainScreenAction.quantityDecreasePressed),
      KeyBinding([.character("a")], help: ("a", "add"), bar: 0, modes: row, MainScreenAction.addButtonPressed),
      KeyBinding([.character("a")], help: ("a", "save"), bar: 0, modes: edit, MainScreenAction.addButtonPressed),
      KeyBinding([.character("y")], help: ("y/n", "answer"), bar: 4, modes: row, MainScreenAction.answerPressed(ateMeat: true)),
      KeyBinding([.character("n")], help: nil, modes: row, MainScreenAction.answerPressed(ateMeat: false)),
      // Esc does not quit: after Esc has cancelled a search and closed the sheet, one press too
      // many must not end the app.
      KeyBinding([.character("q")], help: ("q", "quit"), bar: 7, modes: row, MainScreenAction.quitPressed),
      KeyBinding([.character("f")], help: ("f", "food"), bar: 1, modes: rows, MainScreenAction.foodButtonPressed),
      KeyBinding([.character("/")], help: ("/", "search"), bar: 2, modes: rows, MainScreenAction.searchPressed),
      KeyBinding([.character("h")], help: ("h", "history"), bar: 3, modes: row, MainScreenAction.historyPressed),
      KeyBinding([.character("s")], help: ("s", "settings"), bar: 6, modes: row, MainScreenAction.settingsPressed),
      KeyBinding([.character("i")], help: ("i", "nutrients"), bar: 6, modes: row, AppAction.nutrientsPressed),
      KeyBinding([.up], help: ("↑", "meals"), modes: row, AppAction.mealList(.opened)),
      KeyBinding([.escape], help: ("esc", "stop editing"), bar: 3, modes: edit, MainScreenAction.cancelPressed),
      KeyBinding(.anyDigit, help: ("0-9", "time"), bar: 4, modes: edit, action: characterTyped),
      KeyBinding([.backspace, .delete], help: nil, modes: edit.union(list), MainScreenAction.backspacePressed),
      KeyBinding([.character("u")], help: ("u", "undo"), modes: row.union(meals), AppAction.undoPressed),
      KeyBinding([.control("r"), .character("U")], help: ("^R/U", "redo"), modes: row.union(meals), AppAction.redoPressed),
      KeyBinding([.character("c")], help: ("c", "copy the day before"), modes: row.union(meals), AppAction.copyDayBeforePressed),
      KeyBinding([.character("["), .pageUp], help: ("[ ]", "day"), modes: row, AppAction.dayPressed(.previous)),
      KeyBinding([.character("]"), .pageDown], help: nil, modes: row, AppAction.dayPressed(.next)),
      KeyBinding([.character("t")], help: ("t", "today"), modes: row, AppAction.dayPressed(.today)),
      KeyBinding([.character("?"), .function(1)], help: ("?", "keys"), modes: rows.union(list).union(meals).union([.browsing]),
        MainScreenAction.helpPressed),
      // The day's meals
      KeyBinding([.up, .character("k")], help: ("↑↓", "move"), bar: 0, modes: meals, AppAction.mealList(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: meals, AppAction.mealList(.moveHighlight(.down))),
      KeyBinding([.home], help: nil, modes: meals, AppAction.mealList(.moveHighlight(.home))),
      KeyBinding([.end], help: nil, modes: meals, AppAction.mealList(.moveHighlight(.end))),
      KeyBinding([.enter], help: ("enter", "edit"), bar: 1, modes: meals, AppAction.mealList(.editPressed)),
      KeyBinding([.character("+"), .character("=")], help: ("+ −", "quantity"), bar: 2, modes: meals,
        AppAction.mealList(.quantityIncreasePressed)),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: meals, AppAction.mealList(.quantityDecreasePressed)),
      KeyBinding([.character("d"), .delete], help: ("d", "delete"), bar: 3, modes: meals, AppAction.mealList(.deletePressed)),
      KeyBinding([.character("r")], help: ("r", "repeat"), bar: 4, modes: meals, AppAction.mealList(.repeatPressed)),
      KeyBinding([.character("f")], help: ("f", "food"), bar: 5, modes: meals, AppAction.mealList(.foodPressed)),
      KeyBinding([.escape], help: ("esc", "back"), bar: 6, modes: meals, AppAction.mealList(.closePressed)),
      // Quantity list
      KeyBinding([.up, .character("k")], help: ("↑↓", "move"), bar: 0, modes: list, MainScreenAction.moveHighlight(.up)),
      KeyBinding([.down, .character("j")], help: nil, modes: list, MainScreenAction.moveHighlight(.down)),
      KeyBinding([.home], help: nil, modes: list, MainScreenAction.moveHighlight(.home)),
      KeyBinding([.end], help: nil, modes: list, MainScreenAction.moveHighlight(.end)),
      KeyBinding([.enter], help: ("enter", "pick"), bar: 1, modes: list, MainScreenAction.confirmPressed),
      KeyBinding(.anyDigit, help: ("0-9", "grams"), modes: list, action: characterTyped),
      KeyBinding([.escape], help: ("esc", "close"), bar: 2, modes: list, MainScreenAction.cancelPressed),
      // Food sheet
      KeyBinding([.up], help: ("↑↓←→", "move"), bar: 2, modes: sheet, MainScreenAction.moveHighlight(.up)),
      KeyBinding([.down], help: nil, modes: sheet, MainScreenAction.moveHighlight(.down)),
      KeyBinding([.left], help: nil, modes: sheet, MainScreenAction.moveHighlight(.left)),
      KeyBinding([.right], help: nil, modes: sheet, MainScreenAction.moveHighlight(.right)),
      KeyBinding([.enter], help: ("enter", "pick"), bar: 0, modes: sheet, MainScreenAction.confirmPressed),
      KeyBinding([.escape], help: ("esc", "close"), bar: 1, modes: sheet, MainScreenAction.cancelPressed),
      KeyBinding([.character("/")], help: ("/", "search"), modes: [.browsing], MainScreenAction.searchPressed),
      KeyBinding(.anyPrintable, help: ("type", "search"), bar: 3, modes: [.browsing], action: characterTyped),
      KeyBinding(.anyPrintable, help: nil, modes: [.searching], action: characterTyped),
      KeyBinding([.backspace, .delete], help: ("⌫", "erase"), modes: [.searching], MainScreenAction.backspacePressed),
      KeyBinding([.control("u")], help: ("^U", "clear"), bar: 4, modes: [.searching], MainScreenAction.clearSearchPressed),
      KeyBinding([.control("w")], help: ("^W", "word"), bar: 5, modes: [.searching], MainScreenAction.deleteWordPressed),
      KeyBinding([.pageUp], help: ("pgup/pgdn", "page"), bar: 4, modes: [.browsing], MainScreenAction.moveHighlight(.pageUp)),
      KeyBinding([.pageUp], help: nil, modes: [.searching], MainScreenAction.moveHighlight(.pageUp)),
      KeyBinding([.pageDown], help: nil, modes: sheet, MainScreenAction.moveHighlight(.pageDown)),
      KeyBinding([.home], help: ("home/end", "ends"), modes: sheet, MainScreenAction.moveHighlight(.home)),
      KeyBinding([.end], help: nil, modes: sheet, MainScreenAction.moveHighlight(.end)),
      // History
      KeyBinding([.up, .character("k")], help: ("↑↓", "scroll"), bar: 0, modes: [.history], .history(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.history], .history(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: ("pgup/pgdn", "page"), bar: 1, modes: [.history], .history(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.history], .history(.scrollPressed(.pageDown))),
      KeyBinding([.home], help: ("home/end", "ends"), bar: 2, modes: [.history], .history(.scrollPressed(.home))),
      KeyBinding([.end], help: nil, modes: [.history], .history(.scrollPressed(.end))),
      KeyBinding([.character("r")], help: ("r", "weekly review"), bar: 3, modes: [.history], .history(.reviewPressed)),
      KeyBinding([.escape, .character("q"), .character("h"), .enter], help: ("esc", "close"), bar: 4, modes: [.history],
        .history(.closePressed)),
      // Settings
      KeyBinding([.up, .character("k")], help: ("↑↓", "move"), bar: 0, modes: [.settings], .settings(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.settings], .settings(.moveHighlight(.down))),
      KeyBinding([.home], help: nil, modes: [.settings], .settings(.moveHighlight(.home))),
      KeyBinding([.end], help: nil, modes: [.settings], .settings(.moveHighlight(.end))),
      KeyBinding([.character(" "), .character("x")], help: ("space", "toggle"), bar: 1, modes: [.settings], .settings(.togglePressed)),
      KeyBinding([.enter], help: ("enter", "save"), bar: 2, modes: [.settings], .settings(.savePressed)),
      KeyBinding([.character("l")], help: ("l", "limits"), bar: 3, modes: [.settings], .settings(.limitsPressed)),
      KeyBinding([.escape, .character("q")], help: ("esc", "close"), bar: 4, modes: [.settings], .settings(.closePressed)),
      // Over a limit: the question
      KeyBinding([.character("y")], help: ("y", "add anyway"), bar: 0, modes: [.confirming], .confirm(.yesPressed)),
      KeyBinding([.character("n"), .escape], help: ("n/esc", "don't add"), bar: 1, modes: [.confirming], .confirm(.noPressed)),
      // Limits
      KeyBinding([.up, .character("k")], help: ("↑↓", "move"), bar: 0, modes: [.limits], .limits(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.limits], .limits(.moveHighlight(.down))),
      KeyBinding([.home], help: nil, modes: [.limits], .limits(.moveHighlight(.home))),
      KeyBinding([.end], help: nil, modes: [.limits], .limits(.moveHighlight(.end))),
      KeyBinding([.character("a")], help: ("a", "add"), bar: 1, modes: [.limits], .limits(.addPressed)),
      KeyBinding([.character("+"), .character("=")], help: ("+ −", "count"), bar: 2, modes: [.limits], .limits(.countIncreasePressed)),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: [.limits], .limits(.countDecreasePressed)),
      KeyBinding([.character("p")], help: ("p", "period"), bar: 3, modes: [.limits], .limits(.periodPressed)),
      KeyBinding([.character("d"), .delete], help: ("d", "remove"), bar: 4, modes: [.limits], .limits(.removePressed)),
      KeyBinding([.escape, .character("q")], help: ("esc", "close"), bar: 5, modes: [.limits], .limits(.closePressed)),
      KeyBinding([.enter], help: ("enter", "save"), bar: 0, modes: [.limitField], .limits(.savePressed)),
      KeyBinding([.up], help: ("↑↓", "choose"), bar: 3, modes: [.limitField], .limits(.moveHighlight(.up))),
      KeyBinding([.down], help: nil, modes: [.limitField], .limits(.moveHighlight(.down))),
      KeyBinding([.escape], help: ("esc", "cancel"), bar: 1, modes: [.limitField], .limits(.closePressed)),
      KeyBinding([.backspace, .delete], help: ("⌫", "erase"), modes: [.limitField], .limits(.backspacePressed)),
      KeyBinding(.anyPrintable, help: ("type", "salmon 2/week"), bar: 2, modes: [.limitField], action: limitTyped),
      // The weekly review
      KeyBinding([.up, .character("k")], help: ("↑↓", "scroll"), bar: 0, modes: [.report], .report(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.report], .report(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: nil, modes: [.report], .report(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.report], .report(.scrollPressed(.pageDown))),
      KeyBinding([.escape, .character("q"), .enter], help: ("esc", "close"), bar: 1, modes: [.report], .report(.closePressed)),
      // The nutrients screen
      KeyBinding([.up, .character("k")], help: ("↑↓", "scroll"), bar: 0, modes: [.nutrients], .nutrients(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: ("pgup/pgdn", "page"), bar: 1, modes: [.nutrients], .nutrients(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.pageDown))),
      KeyBinding([.home], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.home))),
      KeyBinding([.end], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.end))),
      KeyBinding([.escape, .character("q"), .character("i")], help: ("esc", "close"), bar: 2, modes: [.nutrients], .nutrients(.closePressed)),
      // The key list
      KeyBinding([.up, .character("k")], help: ("↑↓", "scroll"), bar: 0, modes: [.help], .help(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.help], .help(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: ("pgup/pgdn", "page"), bar: 1, modes: [.help], .help(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.help], .help(.scrollPressed(.pageDown))),
      KeyBinding([.home], help: nil, modes: [.help], .help(.scrollPressed(.home))),
      KeyBinding([.end], help: nil, modes: [.help], .help(.scrollPressed(.end))),
      KeyBinding([.escape, .character("?"), .character("q"), .enter, .function(1)], help: ("esc", "close"), bar: 2, modes: [.help],
        .help(.closePressed)),
    ]
  }()

  private static let limitTyped: @Sendable (Key) -> AppAction? = { key in
    if case .character(let character) = key { return .limits(.characterTyped(character)) }
    return nil
  }

  private static let characterTyped: @Sendable (Key) -> AppAction? = { key in
    if case .character(let character) = key { return .mainScreen(.characterTyped(character)) }
    return nil
  }

  /// What a paste does in a mode: text for the field there is, or nothing. Never keys.
  public static func action(forPaste text: String, in mode: AppMode) -> AppAction? {
    switch mode {
    case .mealRow, .browsing, .searching: .mainScreen(.textPasted(text))
    case .limitField: .limits(.textPasted(text))
    case .editRow, .mealList, .quantityList, .history, .settings, .help, .confirming, .limits, .report, .nutrients: nil
    }
  }

  /// What a key does in a mode, or nil when it does nothing there.
  public static func action(for key: Key, in mode: AppMode) -> AppAction? {
    for binding in all where binding.modes.contains(mode) && binding.matches(key) {
      return binding.action(key)
    }
    return nil
  }

  /// The help bar's entries for a mode, most useful first. "? keys" is not among them: the bar
  /// always ends with it where it works (see `hasKeyList`).
  public static func help(for mode: AppMode) -> [(key: String, text: String)] {
    all.filter { $0.modes.contains(mode) && $0.bar != nil && $0.help != nil }
      .sorted { ($0.bar ?? 0) < ($1.bar ?? 0) }
      .compactMap(\.help)
  }

  /// Every documented key of a mode, in table order: the full key list.
  public static func fullHelp(for mode: AppMode) -> [(key: String, text: String)] {
    all.compactMap { $0.modes.contains(mode) ? $0.help : nil }
  }

  /// Whether `?` opens the key list from this mode.
  public static func hasKeyList(_ mode: AppMode) -> Bool {
    action(for: .character("?"), in: mode) == .mainScreen(.helpPressed)
  }
}
