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
    frame.write("Keys", row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    let lines = HelpState.lines(keyLabel: glyphs.keyLabel)
    let keyWidth = min(12, lines.map { DisplayWidth.of($0.key) }.max() ?? 0)
    for (offset, line) in lines.dropFirst(app.help.scroll).prefix(HelpState.listRows(size: size)).enumerated() {
      let row = 2 + offset
      if line.isHeading {
        frame.writeCut(line.text, row: row, column: 1, width: size.columns - 2, glyphs: glyphs, style: CellStyle(bold: true))
      } else if !line.key.isEmpty {
        frame.writeCut(line.key, row: row, column: 3, width: keyWidth, glyphs: glyphs, style: CellStyle(bold: true))
        frame.writeCut(line.text, row: row, column: 5 + keyWidth, width: size.columns - 6 - keyWidth, glyphs: glyphs)
      }
    }
    frame.write(glyphs.helpText(for: app.mode, width: size.columns - 2), row: size.rows - 1, column: 1, style: CellStyle(color: .muted))
  }
}
