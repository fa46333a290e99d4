import PickerModel

/// What every screen but the main one draws around its body, at the rows its `ScreenLayout`
/// names: the title, the rule under it, and the keys that work now on the bottom row.
struct ScreenChromeView {
  let glyphs: Glyphs

  func draw(title: String, mode: AppMode, layout: ScreenLayout, into frame: inout Frame) {
    frame.writeCut(
      title, row: layout.titleRow, column: layout.text.lowerBound, width: layout.textWidth, glyphs: glyphs,
      style: CellStyle(bold: true, color: .accent))
    frame.fill(row: layout.ruleRow, columns: layout.text, with: glyphs.horizontal, style: CellStyle(color: .muted))
    frame.write(
      glyphs.helpText(for: mode, width: layout.textWidth), row: layout.helpRow, column: layout.text.lowerBound,
      style: CellStyle(color: .muted))
  }
}
