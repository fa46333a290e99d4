import PickerModel

/// Where the limits screen stands, computed once from the size and the state: the limits
/// under the rule (the highlighted one in view), and at the bottom, above the help line, the
/// field for a new limit with its candidates stacked above it and the status line under it.
struct LimitsLayout: Equatable {
  let screen: ScreenLayout
  /// The limits: the body less the field and the status line.
  let limits: HighlightWindow
  let fieldRow: Int
  let statusRow: Int

  init(size: TerminalSize, count: Int, highlight: Int) {
    screen = ScreenLayout(size: size)
    statusRow = screen.helpRow - 1
    fieldRow = statusRow - 1
    let top = screen.body.lowerBound
    limits = HighlightWindow(rows: top..<max(top + 1, fieldRow), count: count, highlight: highlight)
  }

  init(_ app: AppState) { self.init(size: app.size, count: app.limits.rows.count, highlight: app.limits.highlight) }

  /// The message where there are no limits: the list's first row.
  var emptyRow: Int { limits.rows.lowerBound }

  /// The row of the candidate at a place, the nearest (0) right above the field; as many as
  /// the rows between the rule and the field.
  func candidateRow(_ index: Int) -> Int { fieldRow - 1 - index }
  var candidateRows: Int { max(0, fieldRow - screen.body.lowerBound) }

  /// The first column of a limit's rate and use, which stay whole at the right (a long name is
  /// cut before it), never left of the ninth.
  func rightColumn(width: Int) -> Int { max(9, screen.text.upperBound - width) }
}
