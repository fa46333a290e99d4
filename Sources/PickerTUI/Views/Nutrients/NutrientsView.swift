import PickerModel
import FoodData

/// The nutrients screen: every nutrient of the day shown and the 7 days to it against its
/// goal, the ones that fall short first with the foods that would cover them, scrolled.
struct NutrientsView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 6)

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let state = app.nutrients
    let layout = NutrientsLayout(size: size)
    let screen = layout.screen
    ScreenChromeView(glyphs: glyphs).draw(title: "Nutrients", mode: app.mode, layout: screen, into: &frame)
    if let day = state.day, let report = state.report {
      let when = "\(DayWords.label(day)) \(glyphs.separator) \(report.period.days)-day average"
      let place = layout.period(when)
      frame.writeCut(when, row: screen.titleRow, column: place.column, width: place.width, glyphs: glyphs)
    }
    let head = NutrientsLines.padded("", NutrientsLines.nameWidth) + " " + NutrientsLines.padded("of a day's goal", layout.barWidth + 6)
    frame.writeCut(head, row: layout.headRow, column: screen.text.lowerBound, width: screen.textWidth, glyphs: glyphs, style: CellStyle(color: .muted))
    guard let report = state.report else {
      let text = state.failed ? "Could not read the log; the status line on the main screen says why." : "Reading the log\(glyphs.ellipsis)"
      frame.writeCut(text, row: layout.messageRow, column: screen.text.lowerBound, width: screen.textWidth, glyphs: glyphs)
      return
    }
    let lines = NutrientsLines(glyphs: glyphs, barWidth: layout.barWidth).lines(report)
    for (row, line) in zip(layout.lines, lines.dropFirst(state.scroll)) {
      let style: CellStyle =
        switch line.kind {
        case .off: CellStyle(bold: true)
        case .food: .plain
        case .source, .within: CellStyle(color: line.kind == .source ? .muted : nil)
        }
      frame.writeCut(glyphs.text(line.text), row: row, column: screen.text.lowerBound, width: screen.textWidth, glyphs: glyphs, style: style)
    }
  }
}
