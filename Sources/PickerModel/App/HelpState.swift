/// The full key list (`?`): how far it is scrolled.
public struct HelpState: Equatable, Sendable {
  public var scroll: Int

  public init(scroll: Int = 0) { self.scroll = scroll }

  /// How many lines the key list has: for each mode with documented keys, a heading and its
  /// keys, with a blank line between modes. PickerTUI words them (`KeyListLines`); the count is
  /// all the scroll needs.
  public static var lineCount: Int {
    let modes = AppMode.allCases.map { KeyBindings.fullHelp(for: $0).count }.filter { $0 > 0 }
    return modes.reduce(0) { $0 + 1 + $1 } + max(0, modes.count - 1)
  }

  /// Rows of the list on a terminal of this size (title, rule and help line aside).
  public static func listRows(size: TerminalSize) -> Int { max(1, size.rows - 3) }
}

/// What the user did on the key list.
public enum HelpAction: Equatable, Sendable {
  case closePressed
  case scrollPressed(GridLayout.Direction)
  case wheelScrolled(Int)
  /// The terminal's size changed: the scroll stays within what it can show.
  case sizeChanged
  case delegate(KeyList.Delegate)
}

/// The key list (`?`) as a feature.
public struct KeyList: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
  }

  public let size: TerminalSize

  public func reduce(into state: inout HelpState, action: HelpAction) -> [Step<Delegate>] {
    let rows = HelpState.listRows(size: size)
    let last = max(0, HelpState.lineCount - rows)
    switch action {
    case .closePressed:
      return [.delegate(.closed)]
    case .scrollPressed(let direction):
      TextScroll.scroll(&state.scroll, direction, rows: rows, last: last)
    case .wheelScrolled(let amount):
      state.scroll += amount
    case .sizeChanged, .delegate:
      break
    }
    state.scroll = min(max(0, state.scroll), last)
    return []
  }
}
