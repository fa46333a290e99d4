import PickerModel

/// The targets screen: a line a target (what it is, whether a floor or a ceiling, and the
/// figure, or "not set"), the highlighted one reversed, and a line on what the keys do.
struct TargetsView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 8)

  /// "kcal a day, at most", "weekly footprint, at most".
  static func name(_ measure: DayTargets.Measure) -> String {
    switch measure {
    case .kcal: "kcal a day, at most"
    case .protein: "protein a day, at least"
    case .fibre: "fibre a day, at least"
    case .co2eWeek: "footprint a week, at most"
    }
  }

  static func figure(_ value: Double?, _ measure: DayTargets.Measure) -> String {
    guard let value else { return "not set" }
    let unit = measure == .kcal ? "kcal" : measure == .co2eWeek ? "kg CO2e" : "g"
    return value == value.rounded() ? "\(Int(value)) \(unit)" : "\(value) \(unit)"
  }

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let layout = ScreenLayout(size: size)
    let text = layout.text
    ScreenChromeView(glyphs: glyphs).draw(title: "Targets", mode: app.mode, layout: layout, into: &frame)
    let screen = TargetsScreen(targets: app.targets)
    for (index, measure) in TargetsScreen.measures.enumerated() where layout.body.lowerBound + index < layout.body.upperBound {
      let row = layout.body.lowerBound + index
      let highlighted = index == app.targetsScreen.highlight
      let style = highlighted ? CellStyle(bold: true, reverse: true) : CellStyle.plain
      frame.fill(row: row, columns: text, style: style)
      let figure = Self.figure(screen.target(measure), measure) + " "
      frame.writeCut(" \(Self.name(measure))", row: row, column: text.lowerBound, width: layout.textWidth - figure.count - 1, glyphs: glyphs, style: style)
      frame.write(figure, row: row, column: max(text.lowerBound, text.upperBound - figure.count), style: style)
    }
    let note = "+ − change it (the first + sets a reference: 2000 kcal, 50 g protein, 30 g fibre, 15 kg CO2e) · d clears it"
    let noteRow = layout.body.lowerBound + TargetsScreen.measures.count + 1
    if noteRow < layout.body.upperBound {
      frame.writeCut(glyphs.text(note), row: noteRow, column: text.lowerBound, width: layout.textWidth, glyphs: glyphs, style: CellStyle(color: .muted))
    }
    if let status = app.status, noteRow + 1 < layout.body.upperBound {
      frame.writeCut(
        glyphs.text(StatusWords.text(status)), row: noteRow + 1, column: text.lowerBound, width: layout.textWidth, glyphs: glyphs,
        style: status.isError ? CellStyle(bold: true, reverse: true) : CellStyle(color: .accent))
    }
  }
}
