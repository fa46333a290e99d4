import PickerModel
import FoodData

/// The limits screen: each limit with its rate and its use this period (a mark at the limit),
/// the field to type a new one, and the status line for what was saved or went wrong.
struct LimitsView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 7)

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let limits = app.limits
    let layout = LimitsLayout(app)
    let text = layout.screen.text
    let width = layout.screen.textWidth
    ScreenChromeView(glyphs: glyphs).draw(title: "Limits", mode: app.mode, layout: layout.screen, into: &frame)
    if limits.rows.isEmpty {
      frame.writeCut(
        "No limits. Press a and type one: salmon 2/week", row: layout.emptyRow, column: text.lowerBound, width: width, glyphs: glyphs,
        style: CellStyle(color: .muted))
    }
    for index in layout.limits.shown {
      let row = limits.rows[index]
      let isHighlighted = index == limits.highlight && limits.adding == nil
      // At the limit: a mark as well as the words.
      let mark = row.use.isAtLimit ? "!" : " "
      let rate = LimitWords.rate(count: row.use.count, period: row.use.period)
      let left = " \(mark) \(glyphs.text(row.name))"
      let right = "\(rate)  \(LimitWords.text(row.use)) "
      let style = isHighlighted ? CellStyle(bold: true, reverse: true) : CellStyle(bold: row.use.isAtLimit)
      let y = layout.limits.row(of: index)
      frame.fill(row: y, columns: text, style: style)
      // The rate and use stay whole on the right; a long name is cut.
      let rightColumn = layout.rightColumn(width: DisplayWidth.of(right))
      frame.writeCut(left, row: y, column: text.lowerBound, width: min(width, rightColumn - 2), glyphs: glyphs, style: style)
      frame.writeCut(right, row: y, column: rightColumn, width: text.upperBound - rightColumn, glyphs: glyphs, style: style)
    }
    if let typed = limits.adding {
      let field = "New limit: \(typed)_"
      frame.writeCut(field, row: layout.fieldRow, column: text.lowerBound, width: width, glyphs: glyphs, style: CellStyle(bold: true))
      // The candidates right above the field, the nearest first; the chosen one reversed.
      let candidates = mainScreen.limitCandidates(typed).prefix(layout.candidateRows)
      for (index, candidate) in candidates.enumerated() {
        let y = layout.candidateRow(index)
        let isChosen = index == limits.choice
        let style = isChosen ? CellStyle(bold: true, reverse: true) : CellStyle(color: .muted)
        frame.fill(row: y, columns: text)
        frame.writeCut(
          "   \(glyphs.text(LimitWords.candidate(candidate.target))) ", row: y, column: text.lowerBound, width: width, glyphs: glyphs, style: style)
      }
    }
    if let status = app.status {
      frame.writeCut(
        "\(status.isError ? "! " : "")\(glyphs.text(StatusWords.text(status)))", row: layout.statusRow, column: text.lowerBound,
        width: width, glyphs: glyphs, style: status.isError ? CellStyle(bold: true, reverse: true) : CellStyle(color: .accent))
    }
  }
}
