import PickerModel

/// The "New food" form: a line a field (the focused one marked and with a cursor), a line of
/// what Enter will do or what is wrong, and the help bar.
struct NewFoodView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 9)

  /// Each field's label, in the form's order.
  static func label(_ field: NewFoodState.Field) -> String {
    switch field {
    case .name: "Name"
    case .kcal: "kcal per 100 g"
    case .protein: "Protein g per 100 g"
    case .like: "Like (optional)"
    }
  }

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let form = app.newFood
    let layout = ScreenLayout(size: size)
    let text = layout.text
    ScreenChromeView(glyphs: glyphs).draw(title: "New food", mode: app.mode, layout: layout, into: &frame)
    let labelWidth = NewFoodState.Field.allCases.map { Self.label($0).count }.max() ?? 0
    var row = layout.body.lowerBound
    for field in NewFoodState.Field.allCases where row < layout.body.upperBound {
      let focused = field == form.focus
      let label = Self.label(field).padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      let value = glyphs.text(form[field]) + (focused ? "_" : "")
      frame.writeCut(
        "\(focused ? ">" : " ") \(label)  \(value)", row: row, column: text.lowerBound, width: layout.textWidth, glyphs: glyphs,
        style: focused ? CellStyle(bold: true) : .plain)
      row += 1
    }
    row += 1
    let note =
      form.problem.map { "! " + $0 }
      ?? "From the label. Like: a food whose footprint and meat status it takes (oats, beef); without one the footprint is unknown."
    if row < layout.body.upperBound {
      frame.writeCut(
        glyphs.text(note), row: row, column: text.lowerBound, width: layout.textWidth, glyphs: glyphs,
        style: form.problem == nil ? CellStyle(color: .muted) : CellStyle(bold: true, reverse: true))
    }
    if row + 1 < layout.body.upperBound {
      frame.writeCut(
        "Enter saves it in your foods and adds Some of it.", row: row + 1, column: text.lowerBound, width: layout.textWidth,
        glyphs: glyphs, style: CellStyle(color: .muted))
    }
  }
}
