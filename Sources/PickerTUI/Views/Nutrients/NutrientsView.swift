import PickerModel
import FoodData

/// The nutrients screen: every nutrient of the day shown and the 7 days to it against its
/// goal, the ones that fall short first with the foods that would cover them, scrolled.
struct NutrientsView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 6)

  /// Cells of a bar: a fifth of the width, between 6 and 20.
  static func barWidth(columns: Int) -> Int { min(20, max(6, columns / 5)) }

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let state = app.nutrients
    frame.write("Nutrients", row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    if let day = state.day, let report = state.report {
      let when = "\(DayWords.label(day)) \(glyphs.separator) \(report.period.days)-day average"
      frame.writeCut(when, row: 0, column: max(12, size.columns - 1 - DisplayWidth.of(when)), width: size.columns - 13, glyphs: glyphs)
    }
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    let barWidth = Self.barWidth(columns: size.columns)
    let head = NutrientsLines.padded("", NutrientsLines.nameWidth) + " " + NutrientsLines.padded("of a day's goal", barWidth + 6)
    frame.writeCut(head, row: 2, column: 1, width: size.columns - 2, glyphs: glyphs, style: CellStyle(color: .muted))
    guard let report = state.report else {
      let text = state.failed ? "Could not read the log; the status line on the main screen says why." : "Reading the log\(glyphs.ellipsis)"
      frame.writeCut(text, row: 3, column: 1, width: size.columns - 2, glyphs: glyphs)
      frame.write(glyphs.helpText(for: app.mode, width: size.columns - 2), row: size.rows - 1, column: 1, style: CellStyle(color: .muted))
      return
    }
    let lines = NutrientsLines(glyphs: glyphs, barWidth: barWidth).lines(report)
    for (offset, line) in lines.dropFirst(state.scroll).prefix(NutrientsState.rows(size: size)).enumerated() {
      let style: CellStyle =
        switch line.kind {
        case .off: CellStyle(bold: true)
        case .food: .plain
        case .source, .within: CellStyle(color: line.kind == .source ? .muted : nil)
        }
      frame.writeCut(glyphs.text(line.text), row: 3 + offset, column: 1, width: size.columns - 2, glyphs: glyphs, style: style)
    }
    frame.write(glyphs.helpText(for: app.mode, width: size.columns - 2), row: size.rows - 1, column: 1, style: CellStyle(color: .muted))
  }
}
