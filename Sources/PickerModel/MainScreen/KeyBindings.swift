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
      KeyBinding([.control("c")], help: KeyHelp(.control("c"), .quit), modes: Set(AppMode.allCases), MainScreenAction.interruptPressed),
      // Meal row
      KeyBinding([.tab, .right], help: KeyHelp(.tab, .next), bar: 8, modes: rows, MainScreenAction.focusNextPressed),
      KeyBinding([.backTab, .left], help: KeyHelp(.shiftTab, .previous), modes: rows, MainScreenAction.focusPreviousPressed),
      KeyBinding([.enter], help: KeyHelp(.enter, .open), bar: 9, modes: rows, MainScreenAction.confirmPressed),
      KeyBinding([.character("+"), .character("=")], help: KeyHelp(.plusMinus, .quantity), bar: 5, modes: rows, MainScreenAction.quantityIncreasePressed),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: rows, MainScreenAction.quantityDecreasePressed),
      KeyBinding([.character("a")], help: KeyHelp(.character("a"), .add), bar: 0, modes: row, MainScreenAction.addButtonPressed),
      KeyBinding([.character("a")], help: KeyHelp(.character("a"), .save), bar: 0, modes: edit, MainScreenAction.addButtonPressed),
      KeyBinding([.character("y")], help: KeyHelp(.yesNo, .answer), bar: 4, modes: row, MainScreenAction.answerPressed(ateMeat: true)),
      KeyBinding([.character("n")], help: nil, modes: row, MainScreenAction.answerPressed(ateMeat: false)),
      // Esc does not quit: after Esc has cancelled a search and closed the sheet, one press too
      // many must not end the app.
      KeyBinding([.character("q")], help: KeyHelp(.character("q"), .quit), bar: 7, modes: row, MainScreenAction.quitPressed),
      KeyBinding([.character("f")], help: KeyHelp(.character("f"), .food), bar: 1, modes: rows, MainScreenAction.foodButtonPressed),
      KeyBinding([.character("/")], help: KeyHelp(.character("/"), .search), bar: 2, modes: rows, MainScreenAction.searchPressed),
      KeyBinding([.character("h")], help: KeyHelp(.character("h"), .history), bar: 3, modes: row, MainScreenAction.historyPressed),
      KeyBinding([.character("s")], help: KeyHelp(.character("s"), .settings), bar: 6, modes: row, MainScreenAction.settingsPressed),
      KeyBinding([.character("i")], help: KeyHelp(.character("i"), .nutrients), bar: 6, modes: row, AppAction.nutrientsPressed),
      KeyBinding([.up], help: KeyHelp(.up, .meals), modes: row, AppAction.mealList(.opened)),
      KeyBinding([.escape], help: KeyHelp(.escape, .stopEditing), bar: 3, modes: edit, MainScreenAction.cancelPressed),
      KeyBinding(.anyDigit, help: KeyHelp(.digits, .time), bar: 4, modes: edit, action: characterTyped),
      KeyBinding([.backspace, .delete], help: nil, modes: edit.union(list), MainScreenAction.backspacePressed),
      KeyBinding([.character("u")], help: KeyHelp(.character("u"), .undo), modes: row.union(meals), AppAction.undoPressed),
      KeyBinding([.control("r"), .character("U")], help: KeyHelp(.redo, .redo), modes: row.union(meals), AppAction.redoPressed),
      KeyBinding([.character("c")], help: KeyHelp(.character("c"), .copyDayBefore), modes: row.union(meals), AppAction.copyDayBeforePressed),
      KeyBinding([.character("["), .pageUp], help: KeyHelp(.brackets, .day), modes: row, AppAction.dayPressed(.previous)),
      KeyBinding([.character("]"), .pageDown], help: nil, modes: row, AppAction.dayPressed(.next)),
      KeyBinding([.character("t")], help: KeyHelp(.character("t"), .today), modes: row, AppAction.dayPressed(.today)),
      KeyBinding(
        [.character("?"), .function(1)], help: KeyHelp(.character("?"), .keys), modes: rows.union(list).union(meals).union([.browsing]),
        MainScreenAction.helpPressed),
      // The day's meals
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .move), bar: 0, modes: meals, AppAction.mealList(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: meals, AppAction.mealList(.moveHighlight(.down))),
      KeyBinding([.home], help: nil, modes: meals, AppAction.mealList(.moveHighlight(.home))),
      KeyBinding([.end], help: nil, modes: meals, AppAction.mealList(.moveHighlight(.end))),
      KeyBinding([.enter], help: KeyHelp(.enter, .edit), bar: 1, modes: meals, AppAction.mealList(.editPressed)),
      KeyBinding(
        [.character("+"), .character("=")], help: KeyHelp(.plusMinus, .quantity), bar: 2, modes: meals,
        AppAction.mealList(.quantityIncreasePressed)),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: meals, AppAction.mealList(.quantityDecreasePressed)),
      KeyBinding([.character("d"), .delete], help: KeyHelp(.character("d"), .delete), bar: 3, modes: meals, AppAction.mealList(.deletePressed)),
      KeyBinding([.character("r")], help: KeyHelp(.character("r"), .repeatMeal), bar: 4, modes: meals, AppAction.mealList(.repeatPressed)),
      KeyBinding([.character("f")], help: KeyHelp(.character("f"), .food), bar: 5, modes: meals, AppAction.mealList(.foodPressed)),
      KeyBinding([.character("<")], help: KeyHelp(.angles, .moveDay), modes: meals, AppAction.mealList(.moveDayPressed(later: false))),
      KeyBinding([.character(">")], help: nil, modes: meals, AppAction.mealList(.moveDayPressed(later: true))),
      KeyBinding([.escape], help: KeyHelp(.escape, .back), bar: 6, modes: meals, AppAction.mealList(.closePressed)),
      // Quantity list
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .move), bar: 0, modes: list, MainScreenAction.moveHighlight(.up)),
      KeyBinding([.down, .character("j")], help: nil, modes: list, MainScreenAction.moveHighlight(.down)),
      KeyBinding([.home], help: nil, modes: list, MainScreenAction.moveHighlight(.home)),
      KeyBinding([.end], help: nil, modes: list, MainScreenAction.moveHighlight(.end)),
      KeyBinding([.enter], help: KeyHelp(.enter, .pick), bar: 1, modes: list, MainScreenAction.confirmPressed),
      KeyBinding(.anyDigit, help: KeyHelp(.digits, .grams), modes: list, action: characterTyped),
      KeyBinding([.escape], help: KeyHelp(.escape, .close), bar: 2, modes: list, MainScreenAction.cancelPressed),
      // Food sheet
      KeyBinding([.up], help: KeyHelp(.arrows, .move), bar: 2, modes: sheet, MainScreenAction.moveHighlight(.up)),
      KeyBinding([.down], help: nil, modes: sheet, MainScreenAction.moveHighlight(.down)),
      KeyBinding([.left], help: nil, modes: sheet, MainScreenAction.moveHighlight(.left)),
      KeyBinding([.right], help: nil, modes: sheet, MainScreenAction.moveHighlight(.right)),
      KeyBinding([.enter], help: KeyHelp(.enter, .pick), bar: 0, modes: sheet, MainScreenAction.confirmPressed),
      KeyBinding([.escape], help: KeyHelp(.escape, .close), bar: 1, modes: sheet, MainScreenAction.cancelPressed),
      KeyBinding([.character("/")], help: KeyHelp(.character("/"), .search), modes: [.browsing], MainScreenAction.searchPressed),
      KeyBinding(.anyPrintable, help: KeyHelp(.printable, .search), bar: 3, modes: [.browsing], action: characterTyped),
      KeyBinding(.anyPrintable, help: nil, modes: [.searching], action: characterTyped),
      KeyBinding([.backspace, .delete], help: KeyHelp(.backspace, .erase), modes: [.searching], MainScreenAction.backspacePressed),
      KeyBinding([.control("u")], help: KeyHelp(.control("u"), .clear), bar: 4, modes: [.searching], MainScreenAction.clearSearchPressed),
      KeyBinding([.control("w")], help: KeyHelp(.control("w"), .word), bar: 5, modes: [.searching], MainScreenAction.deleteWordPressed),
      KeyBinding([.control("n")], help: KeyHelp(.control("n"), .newFood), bar: 6, modes: sheet, MainScreenAction.newFoodPressed),
      KeyBinding([.pageUp], help: KeyHelp(.pages, .page), bar: 4, modes: [.browsing], MainScreenAction.moveHighlight(.pageUp)),
      KeyBinding([.pageUp], help: nil, modes: [.searching], MainScreenAction.moveHighlight(.pageUp)),
      KeyBinding([.pageDown], help: nil, modes: sheet, MainScreenAction.moveHighlight(.pageDown)),
      KeyBinding([.home], help: KeyHelp(.ends, .ends), modes: sheet, MainScreenAction.moveHighlight(.home)),
      KeyBinding([.end], help: nil, modes: sheet, MainScreenAction.moveHighlight(.end)),
      // The "New food" form
      KeyBinding([.enter], help: KeyHelp(.enter, .save), bar: 0, modes: [.newFood], .newFood(.savePressed)),
      KeyBinding([.tab, .down], help: KeyHelp(.tab, .next), bar: 1, modes: [.newFood], .newFood(.focusNextPressed)),
      KeyBinding([.backTab, .up], help: KeyHelp(.shiftTab, .previous), bar: 2, modes: [.newFood], .newFood(.focusPreviousPressed)),
      KeyBinding([.escape], help: KeyHelp(.escape, .cancel), bar: 3, modes: [.newFood], .newFood(.closePressed)),
      KeyBinding([.backspace, .delete], help: KeyHelp(.backspace, .erase), modes: [.newFood], .newFood(.backspacePressed)),
      KeyBinding(.anyPrintable, help: nil, modes: [.newFood], action: newFoodTyped),
      // History
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .move), bar: 0, modes: [.history], .history(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.history], .history(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: KeyHelp(.pages, .page), bar: 4, modes: [.history], .history(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.history], .history(.scrollPressed(.pageDown))),
      KeyBinding([.home], help: KeyHelp(.ends, .ends), bar: 5, modes: [.history], .history(.scrollPressed(.home))),
      KeyBinding([.end], help: nil, modes: [.history], .history(.scrollPressed(.end))),
      KeyBinding([.character("r")], help: KeyHelp(.character("r"), .weeklyReview), bar: 2, modes: [.history], .history(.reviewPressed)),
      KeyBinding([.enter], help: KeyHelp(.enter, .open), bar: 1, modes: [.history], .history(.openPressed)),
      KeyBinding(
        [.escape, .character("q"), .character("h")], help: KeyHelp(.escape, .close), bar: 3, modes: [.history],
        .history(.closePressed)),
      // Settings
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .move), bar: 0, modes: [.settings], .settings(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.settings], .settings(.moveHighlight(.down))),
      KeyBinding([.home], help: nil, modes: [.settings], .settings(.moveHighlight(.home))),
      KeyBinding([.end], help: nil, modes: [.settings], .settings(.moveHighlight(.end))),
      KeyBinding([.character(" "), .character("x")], help: KeyHelp(.space, .toggle), bar: 1, modes: [.settings], .settings(.togglePressed)),
      KeyBinding([.enter], help: KeyHelp(.enter, .save), bar: 2, modes: [.settings], .settings(.savePressed)),
      KeyBinding([.character("l")], help: KeyHelp(.character("l"), .limits), bar: 3, modes: [.settings], .settings(.limitsPressed)),
      KeyBinding([.character("t")], help: KeyHelp(.character("t"), .targets), bar: 3, modes: [.settings], .settings(.targetsPressed)),
      // Targets
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .move), bar: 0, modes: [.targets], .targets(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.targets], .targets(.moveHighlight(.down))),
      KeyBinding([.character("+"), .character("=")], help: KeyHelp(.plusMinus, .change), bar: 1, modes: [.targets], .targets(.increasePressed)),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: [.targets], .targets(.decreasePressed)),
      KeyBinding([.character("d"), .delete], help: KeyHelp(.character("d"), .clear), bar: 2, modes: [.targets], .targets(.clearPressed)),
      KeyBinding([.escape, .character("q")], help: KeyHelp(.escape, .close), bar: 3, modes: [.targets], .targets(.closePressed)),
      KeyBinding([.escape, .character("q")], help: KeyHelp(.escape, .close), bar: 4, modes: [.settings], .settings(.closePressed)),
      // Over a limit: the question
      KeyBinding([.character("y")], help: KeyHelp(.character("y"), .addAnyway), bar: 0, modes: [.confirming], .confirm(.yesPressed)),
      KeyBinding([.character("n"), .escape], help: KeyHelp(.noOrEscape, .dontAdd), bar: 1, modes: [.confirming], .confirm(.noPressed)),
      // Limits
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .move), bar: 0, modes: [.limits], .limits(.moveHighlight(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.limits], .limits(.moveHighlight(.down))),
      KeyBinding([.home], help: nil, modes: [.limits], .limits(.moveHighlight(.home))),
      KeyBinding([.end], help: nil, modes: [.limits], .limits(.moveHighlight(.end))),
      KeyBinding([.character("a")], help: KeyHelp(.character("a"), .add), bar: 1, modes: [.limits], .limits(.addPressed)),
      KeyBinding([.character("+"), .character("=")], help: KeyHelp(.plusMinus, .count), bar: 2, modes: [.limits], .limits(.countIncreasePressed)),
      KeyBinding([.character("-"), .character("−")], help: nil, modes: [.limits], .limits(.countDecreasePressed)),
      KeyBinding([.character("p")], help: KeyHelp(.character("p"), .period), bar: 3, modes: [.limits], .limits(.periodPressed)),
      KeyBinding([.character("d"), .delete], help: KeyHelp(.character("d"), .remove), bar: 4, modes: [.limits], .limits(.removePressed)),
      KeyBinding([.escape, .character("q")], help: KeyHelp(.escape, .close), bar: 5, modes: [.limits], .limits(.closePressed)),
      KeyBinding([.enter], help: KeyHelp(.enter, .save), bar: 0, modes: [.limitField], .limits(.savePressed)),
      KeyBinding([.up], help: KeyHelp(.upDown, .choose), bar: 3, modes: [.limitField], .limits(.moveHighlight(.up))),
      KeyBinding([.down], help: nil, modes: [.limitField], .limits(.moveHighlight(.down))),
      KeyBinding([.escape], help: KeyHelp(.escape, .cancel), bar: 1, modes: [.limitField], .limits(.closePressed)),
      KeyBinding([.backspace, .delete], help: KeyHelp(.backspace, .erase), modes: [.limitField], .limits(.backspacePressed)),
      KeyBinding(.anyPrintable, help: KeyHelp(.printable, .limitExample), bar: 2, modes: [.limitField], action: limitTyped),
      // The weekly review
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .scroll), bar: 0, modes: [.report], .report(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.report], .report(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: nil, modes: [.report], .report(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.report], .report(.scrollPressed(.pageDown))),
      KeyBinding([.escape, .character("q"), .enter], help: KeyHelp(.escape, .close), bar: 1, modes: [.report], .report(.closePressed)),
      // The nutrients screen
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .scroll), bar: 0, modes: [.nutrients], .nutrients(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: KeyHelp(.pages, .page), bar: 1, modes: [.nutrients], .nutrients(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.pageDown))),
      KeyBinding([.home], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.home))),
      KeyBinding([.end], help: nil, modes: [.nutrients], .nutrients(.scrollPressed(.end))),
      KeyBinding([.escape, .character("q"), .character("i")], help: KeyHelp(.escape, .close), bar: 2, modes: [.nutrients], .nutrients(.closePressed)),
      // The key list
      KeyBinding([.up, .character("k")], help: KeyHelp(.upDown, .scroll), bar: 0, modes: [.help], .help(.scrollPressed(.up))),
      KeyBinding([.down, .character("j")], help: nil, modes: [.help], .help(.scrollPressed(.down))),
      KeyBinding([.pageUp], help: KeyHelp(.pages, .page), bar: 1, modes: [.help], .help(.scrollPressed(.pageUp))),
      KeyBinding([.pageDown], help: nil, modes: [.help], .help(.scrollPressed(.pageDown))),
      KeyBinding([.home], help: nil, modes: [.help], .help(.scrollPressed(.home))),
      KeyBinding([.end], help: nil, modes: [.help], .help(.scrollPressed(.end))),
      KeyBinding(
        [.escape, .character("?"), .character("q"), .enter, .function(1)], help: KeyHelp(.escape, .close), bar: 2, modes: [.help],
        .help(.closePressed)),
    ]
  }()

  private static let limitTyped: @Sendable (Key) -> AppAction? = { key in
    if case .character(let character) = key { return .limits(.characterTyped(character)) }
    return nil
  }

  private static let newFoodTyped: @Sendable (Key) -> AppAction? = { key in
    if case .character(let character) = key { return .newFood(.characterTyped(character)) }
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
    case .newFood: .newFood(.textPasted(text))
    case .editRow, .mealList, .quantityList, .history, .settings, .help, .confirming, .limits, .report, .nutrients, .targets: nil
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
  public static func help(for mode: AppMode) -> [KeyHelp] {
    all.filter { $0.modes.contains(mode) && $0.bar != nil && $0.help != nil }
      .sorted { ($0.bar ?? 0) < ($1.bar ?? 0) }
      .compactMap(\.help)
  }

  /// Every documented key of a mode, in table order: the full key list.
  public static func fullHelp(for mode: AppMode) -> [KeyHelp] {
    all.compactMap { $0.modes.contains(mode) ? $0.help : nil }
  }

  /// Whether `?` opens the key list from this mode.
  public static func hasKeyList(_ mode: AppMode) -> Bool {
    action(for: .character("?"), in: mode) == .mainScreen(.helpPressed)
  }
}
