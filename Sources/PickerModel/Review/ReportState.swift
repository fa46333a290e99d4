/// The weekly review, reached from the history (`r`): what `nomeat-tui report` prints,
/// scrolled. Nil until the app has read it.
public struct ReportState: Equatable, Sendable {
  public var review: Review?
  public var scroll: Int

  public init(review: Review? = nil, scroll: Int = 0) {
    self.review = review
    self.scroll = scroll
  }

  /// Rows of text on a terminal of this size (title, rule and help line aside).
  public static func rows(size: TerminalSize) -> Int { max(1, size.rows - 3) }

  mutating func keepScrollInRange(size: TerminalSize) {
    scroll = min(max(0, scroll), max(0, (review?.lineCount ?? 0) - Self.rows(size: size)))
  }
}

/// What the user did on the review, and what the app's effects answered.
public enum ReportAction: Equatable, Sendable {
  case closePressed
  case scrollPressed(GridLayout.Direction)
  /// The review, as `loadReport` read it.
  case reviewLoaded(Review)
  /// The terminal's size changed: the scroll stays within what it can show.
  case sizeChanged
  case delegate(WeeklyReviewScreen.Delegate)
}

/// The weekly review as a feature.
public struct WeeklyReviewScreen: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
  }

  public let size: TerminalSize

  public func reduce(into state: inout ReportState, action: ReportAction) -> [Step<Delegate>] {
    let rows = ReportState.rows(size: size)
    let last = max(0, (state.review?.lineCount ?? 0) - rows)
    switch action {
    case .closePressed:
      return [.delegate(.closed)]
    case .scrollPressed(let direction):
      TextScroll.scroll(&state.scroll, direction, rows: rows, last: last)
    case .reviewLoaded(let review):
      state.review = review
    case .sizeChanged, .delegate:
      break
    }
    state.keepScrollInRange(size: size)
    return []
  }
}
