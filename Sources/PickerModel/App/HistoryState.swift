/// The history screen: the days read from the log (nil until they arrive), how far the list
/// of days is scrolled, and the day highlighted (Enter opens it on the main screen).
public struct HistoryState: Equatable, Sendable {
  public var days: [HistoryDay]?
  /// The first day row shown, as an index into `days`.
  public var scroll: Int
  /// The highlighted day, as an index into `days`: the arrows move it, the list follows it.
  public var highlight: Int?

  public init(days: [HistoryDay]? = nil, scroll: Int = 0, highlight: Int? = nil) {
    self.days = days
    self.scroll = scroll
    self.highlight = highlight
  }

  /// The history keeps this many days back from today, cut to start at the first logged day.
  public static let rangeDays = 90
}

/// What the user did on the history screen, and what the app's effects answered.
public enum HistoryAction: Equatable, Sendable {
  case closePressed
  /// `r`: the weekly review (the parent opens it).
  case reviewPressed
  /// Arrows, Page Up/Down, Home and End: the highlight moves, the list follows it.
  case scrollPressed(GridLayout.Direction)
  /// Enter: the highlighted day opens on the main screen.
  case openPressed
  /// The mouse wheel: rows, down positive.
  case wheelScrolled(Int)
  /// The days of the history, oldest first, as `loadHistory` read them.
  case daysLoaded([HistoryDay])
  /// A click on a day of the list, by its place in `days`: the main screen opens on it.
  case dayClicked(Int)
  /// `loadHistory` failed (the status line says why): the screen shows no days.
  case loadFailed
  /// The terminal's size changed: the scroll stays within what it can show.
  case sizeChanged
  case delegate(HistoryScreen.Delegate)
}

/// Where the history screen's parts go: shared by the reducer (how far scrolling goes) and
/// the renderer, so the two cannot disagree.
public struct HistoryLayout: Equatable, Sendable {
  /// Rows of the calendar strip (a header and seven weekdays), or 0 when it does not fit.
  public var stripRows: Int
  /// The first row of the day list and how many rows it has.
  public var listTop: Int
  public var listRows: Int
  /// Rows of totals under the list (week, month, streak).
  public static let totalsRows = 3

  public init(size: TerminalSize) {
    // Title and rule; the strip when the list keeps at least seven rows; totals; help.
    let fixed = 2 + Self.totalsRows + 1
    stripRows = size.rows - fixed - 9 >= 7 ? 9 : 0
    listTop = 2 + stripRows
    listRows = max(1, size.rows - fixed - stripRows)
  }

  /// The furthest scroll that still fills the list.
  public func maximumScroll(dayCount: Int) -> Int { max(0, dayCount - listRows) }
}

/// The history screen as a feature.
public struct HistoryScreen: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
    case reviewRequested
    case dayOpened(CalendarDay)
  }

  public let size: TerminalSize

  public func reduce(into state: inout HistoryState, action: HistoryAction) -> [Step<Delegate>] {
    let layout = HistoryLayout(size: size)
    switch action {
    case .closePressed:
      return [.delegate(.closed)]
    case .reviewPressed:
      return [.delegate(.reviewRequested)]
    case .scrollPressed(let direction):
      let count = state.days?.count ?? 0
      guard count > 0 else { break }
      var highlight = state.highlight ?? count - 1
      switch direction {
      case .up, .left: highlight -= 1
      case .down, .right: highlight += 1
      case .pageUp: highlight -= layout.listRows
      case .pageDown: highlight += layout.listRows
      case .home: highlight = 0
      case .end: highlight = count - 1
      }
      highlight = min(max(0, highlight), count - 1)
      state.highlight = highlight
      // The list follows the highlight.
      if highlight < state.scroll { state.scroll = highlight }
      if highlight >= state.scroll + layout.listRows { state.scroll = highlight - layout.listRows + 1 }
    case .openPressed:
      guard let days = state.days, let highlight = state.highlight, days.indices.contains(highlight) else { return [] }
      return [.delegate(.dayOpened(days[highlight].date))]
    case .wheelScrolled(let rows):
      state.scroll += rows
    case .daysLoaded(let days):
      state.days = days
      // The latest days first in view, the last highlighted: today is what people look for.
      state.scroll = layout.maximumScroll(dayCount: days.count)
      state.highlight = days.isEmpty ? nil : days.count - 1
    case .dayClicked(let index):
      guard let days = state.days, days.indices.contains(index) else { return [] }
      return [.delegate(.dayOpened(days[index].date))]
    case .loadFailed:
      if state.days == nil { state.days = [] }
    case .sizeChanged, .delegate:
      break
    }
    state.scroll = min(max(0, state.scroll), layout.maximumScroll(dayCount: state.days?.count ?? 0))
    return []
  }
}
