/// The full key list (`?`): how far it is scrolled.
public struct HelpState: Equatable, Sendable {
  public var scroll: Int

  public init(scroll: Int = 0) { self.scroll = scroll }

  /// The key list's lines, from the same key table as key handling and the help bar: a heading
  /// a mode, then its keys. `keyLabel` shows a key as the terminal can ("↑↓" or "up/down").
  public static func lines(keyLabel: (String) -> String) -> [(key: String, text: String, isHeading: Bool)] {
    var lines: [(key: String, text: String, isHeading: Bool)] = []
    for mode in AppMode.allCases {
      let entries = KeyBindings.fullHelp(for: mode)
      guard !entries.isEmpty else { continue }
      if !lines.isEmpty { lines.append(("", "", false)) }
      lines.append(("", mode.title, true))
      for entry in entries { lines.append((keyLabel(entry.key), entry.text, false)) }
    }
    return lines
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
    let last = max(0, HelpState.lines(keyLabel: { $0 }).count - rows)
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
