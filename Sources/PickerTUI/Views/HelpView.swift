import PickerModel
import FoodData

/// The full key list (`?`), from the same key table as key handling and the help bar.
struct HelpView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 24, rows: 5)

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let lines = KeyListLines(glyphs: glyphs).lines
    let layout = HelpLayout(size: size, keyLabels: lines.map(\.key))
    let screen = layout.screen
    ScreenChromeView(glyphs: glyphs).draw(title: "Keys", mode: app.mode, layout: screen, into: &frame)
    for (row, line) in zip(layout.lines, lines.dropFirst(app.help.scroll)) {
      if line.isHeading {
        frame.writeCut(line.text, row: row, column: layout.headingColumn, width: screen.textWidth, glyphs: glyphs, style: CellStyle(bold: true))
      } else if !line.key.isEmpty {
        frame.writeCut(line.key, row: row, column: layout.keyColumn, width: layout.keyWidth, glyphs: glyphs, style: CellStyle(bold: true))
        frame.writeCut(line.text, row: row, column: layout.wordsColumn, width: layout.wordsWidth, glyphs: glyphs)
      }
    }
  }
}
