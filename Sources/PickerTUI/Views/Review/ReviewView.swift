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
    let layout = ReviewLayout(size: size)
    ScreenChromeView(glyphs: glyphs).draw(title: "Weekly review", mode: app.mode, layout: layout.screen, into: &frame)
    let lines =
      app.report.review.map { ReviewLines.lines($0, unicode: glyphs.unicode, barWidth: Self.barWidth) }
      ?? ["Reading the log\(glyphs.ellipsis)"]
    for (offset, (row, line)) in zip(layout.lines, lines.dropFirst(app.report.scroll)).enumerated() {
      frame.writeCut(
        glyphs.text(line), row: row, column: layout.screen.text.lowerBound, width: layout.screen.textWidth, glyphs: glyphs,
        style: offset == 0 && app.report.scroll == 0 ? CellStyle(bold: true) : .plain)
      // The chart's bars in the history's colours: meat days red, meat-free days green.
      guard let review = app.report.review, case let index = offset + app.report.scroll, ReviewLines.chartLines(review).contains(index) else { continue }
      let day = review.days[index - ReviewLines.chartLines(review).lowerBound]
      let bar = line.dropFirst(ReviewLines.barColumn).prefix(Self.barWidth).filter { $0 == "█" || $0 == "#" }
      let start = layout.screen.text.lowerBound + ReviewLines.barColumn
      guard !bar.isEmpty, start + bar.count <= layout.screen.text.lowerBound + layout.screen.textWidth else { continue }
      frame.write(String(bar), row: row, column: start, style: CellStyle(color: day.ateMeat == true ? .meat : .plant))
    }
  }
}
