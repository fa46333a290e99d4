import PickerModel
import FoodData

/// The limits screen: each limit with its rate and its use this period (a mark at the limit),
/// the field to type a new one, and the status line for what was saved or went wrong.
struct LimitsView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 7)
  static let listTop = 2

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let limits = app.limits
    let width = size.columns - 2
    frame.write("Limits", row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    // Rows for the list: title, rule, field, status and help aside.
    let room = max(1, size.rows - 5)
    if limits.rows.isEmpty {
      frame.writeCut("No limits. Press a and type one: salmon 2/week", row: Self.listTop, column: 1, width: width, glyphs: glyphs,
        style: CellStyle(color: .muted))
    }
    let top = max(0, min(limits.highlight - room + 1, limits.rows.count - room))
    for (index, row) in limits.rows.enumerated().dropFirst(top).prefix(room) {
      let isHighlighted = index == limits.highlight && limits.adding == nil
      // At the limit: a mark as well as the words.
      let mark = row.use.isAtLimit ? "!" : " "
      let rate = LimitWords.rate(count: row.use.count, period: row.use.period)
      let left = " \(mark) \(glyphs.text(row.name))"
      let right = "\(rate)  \(LimitWords.text(row.use)) "
      let style = isHighlighted ? CellStyle(bold: true, reverse: true) : CellStyle(bold: row.use.isAtLimit)
      let y = Self.listTop + index - top
      frame.fill(row: y, columns: 1..<(1 + width), style: style)
      // The rate and use stay whole on the right; a long name is cut.
      let rightColumn = max(9, 1 + width - DisplayWidth.of(right))
      frame.writeCut(left, row: y, column: 1, width: min(width, rightColumn - 2), glyphs: glyphs, style: style)
      frame.writeCut(right, row: y, column: rightColumn, width: 1 + width - rightColumn, glyphs: glyphs, style: style)
    }
    if let typed = limits.adding {
      let field = "New limit: \(typed)_"
      frame.writeCut(field, row: size.rows - 3, column: 1, width: width, glyphs: glyphs, style: CellStyle(bold: true))
      // The candidates right above the field, the nearest first; the chosen one reversed.
      let candidates = mainScreen.limitCandidates(typed).prefix(max(0, size.rows - 5))
      for (index, candidate) in candidates.enumerated() {
        let y = size.rows - 4 - index
        let isChosen = index == limits.choice
        let style = isChosen ? CellStyle(bold: true, reverse: true) : CellStyle(color: .muted)
        frame.fill(row: y, columns: 1..<(1 + width))
        frame.writeCut("   \(glyphs.text(candidate.name)) ", row: y, column: 1, width: width, glyphs: glyphs, style: style)
      }
    }
    if let status = app.status {
      frame.writeCut("\(status.isError ? "! " : "")\(glyphs.text(StatusWords.text(status)))", row: size.rows - 2, column: 1, width: width,
        glyphs: glyphs, style: status.isError ? CellStyle(bold: true, reverse: true) : CellStyle(color: .accent))
    }
    frame.write(glyphs.helpText(for: app.mode, width: width), row: size.rows - 1, column: 1, style: CellStyle(color: .muted))
  }
}
