import PickerModel

/// The weekly review: the lines `nomeat-tui report` prints (`ReviewLines`), scrolled, drawn
/// with the terminal's own characters.
struct ReviewView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 24, rows: 5)
  /// The chart's width in the app: narrower than the command's, to fit 80 columns.
  static let barWidth = 20

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    frame.write("Weekly review", row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    let lines = app.report.review.map { ReviewLines.lines($0, unicode: glyphs.unicode, barWidth: Self.barWidth) }
      ?? ["Reading the log\(glyphs.ellipsis)"]
    for (offset, line) in lines.dropFirst(app.report.scroll).prefix(ReportState.rows(size: size)).enumerated() {
      frame.writeCut(glyphs.text(line), row: 2 + offset, column: 1, width: size.columns - 2, glyphs: glyphs,
        style: offset == 0 && app.report.scroll == 0 ? CellStyle(bold: true) : .plain)
    }
    frame.write(glyphs.helpText(for: app.mode, width: size.columns - 2), row: size.rows - 1, column: 1, style: CellStyle(color: .muted))
  }
}
