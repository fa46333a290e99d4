import PickerModel

/// The settings screen: which sections count as meat, a checklist.
struct SettingsView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 5)

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let settings = app.settings
    frame.write("What counts as meat?", row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    for (index, row) in SettingsLayout(app).shown {
      let entry = settings.entries[index]
      let mark = settings.selected.contains(entry.id) ? "[x]" : "[ ]"
      let isHighlighted = index == settings.highlight
      frame.writeCut(" \(mark) \(glyphs.text(entry.name)) ", row: row, column: 1, width: size.columns - 2,
        glyphs: glyphs, style: CellStyle(bold: isHighlighted, reverse: isHighlighted))
    }
    frame.write(glyphs.helpText(for: app.mode, width: size.columns - 2), row: size.rows - 1, column: 1, style: CellStyle(color: .muted))
  }
}
