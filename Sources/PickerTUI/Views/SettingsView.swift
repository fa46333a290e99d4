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
    let layout = SettingsLayout(app)
    ScreenChromeView(glyphs: glyphs).draw(title: "What counts as meat?", mode: app.mode, layout: layout.screen, into: &frame)
    for (index, row) in layout.shown {
      let entry = settings.entries[index]
      let mark = settings.selected.contains(entry.id) ? "[x]" : "[ ]"
      let isHighlighted = index == settings.highlight
      frame.writeCut(
        " \(mark) \(glyphs.text(entry.name)) ", row: row, column: layout.screen.text.lowerBound, width: layout.screen.textWidth,
        glyphs: glyphs, style: CellStyle(bold: isHighlighted, reverse: isHighlighted))
    }
  }
}
