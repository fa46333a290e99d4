import FoodData

/// The nutrients screen, one key from the main screen: the day shown and the 7 days to it,
/// every nutrient against its goal, the short ones first with the foods that would cover them.
/// Nil report until the app has read the log.
public struct NutrientsState: Equatable, Sendable {
  public var report: NutrientReport?
  /// The day the report ends on ("Thu 3 Dec").
  public var day: CalendarDay?
  /// The log could not be read: the screen says so instead of "Reading".
  public var failed = false
  public var scroll = 0

  public init(report: NutrientReport? = nil, day: CalendarDay? = nil) {
    self.report = report
    self.day = day
  }

  /// Lines the screen lists: a line per nutrient, two more (the best foods per kcal and per kg
  /// CO2e) under each that falls short, and the sources. The view draws exactly these.
  public var lineCount: Int {
    guard let report else { return 1 }
    return report.rows.count + 2 * report.short.count + Self.sourceLines
  }

  /// The references' and the foods' sources, under the list.
  public static let sourceLines = 2

  /// Rows of the list on a terminal of this size (title, rule, the column heads and the help
  /// line aside).
  public static func rows(size: TerminalSize) -> Int { max(1, size.rows - 4) }

  mutating func keepScrollInRange(size: TerminalSize) {
    scroll = min(max(0, scroll), max(0, lineCount - Self.rows(size: size)))
  }
}

/// What the user did on the nutrients screen, and what the app's effects answered.
public enum NutrientsAction: Equatable, Sendable {
  case closePressed
  case scrollPressed(GridLayout.Direction)
  case wheelScrolled(Int)
  /// The report, as `loadNutrients` read it, ending on this day.
  case reportLoaded(NutrientReport, day: CalendarDay)
  case loadFailed
  /// The terminal's size changed: the scroll stays within what it can show.
  case sizeChanged
  case delegate(NutrientsScreen.Delegate)
}

/// The nutrients screen as a feature.
public struct NutrientsScreen: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
  }

  public let size: TerminalSize

  public init(size: TerminalSize) { self.size = size }

  public func reduce(into state: inout NutrientsState, action: NutrientsAction) -> [Step<Delegate>] {
    let rows = NutrientsState.rows(size: size)
    switch action {
    case .closePressed:
      return [.delegate(.closed)]
    case .scrollPressed(let direction):
      TextScroll.scroll(&state.scroll, direction, rows: rows, last: max(0, state.lineCount - rows))
    case .wheelScrolled(let lines):
      state.scroll += lines
    case .reportLoaded(let report, let day):
      state.report = report
      state.day = day
      state.failed = false
    case .loadFailed:
      state.failed = true
    case .sizeChanged, .delegate:
      break
    }
    state.keepScrollInRange(size: size)
    return []
  }
}
