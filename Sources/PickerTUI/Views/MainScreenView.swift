import Foundation
import PickerModel

/// The meal-entry screen: the day's question and answer, the meals so far, the meal row, and
/// the help bar.
struct MainScreenView {
  let picker: Picker
  let glyphs: Glyphs

  func draw(_ state: PickerState, day: DayView, into frame: inout Frame) {
    let width = state.size.columns
    let rows = state.size.rows
    let title = CellStyle(bold: true, color: .accent)
    frame.write("No Meat Today", row: 0, column: 1, style: title)
    let date = day.date
    frame.write(date, row: 0, column: max(15, width - 1 - DisplayWidth.of(date)))

    let question = "Did you eat meat today?"
    var x = frame.write(question, row: 1, column: 1) + 2
    switch day.ateMeat {
    case .some(true): x = frame.write("YES", row: 1, column: x, style: CellStyle(bold: true, color: .meat))
    case .some(false): x = frame.write("NO", row: 1, column: x, style: CellStyle(bold: true, color: .plant))
    case .none: x = frame.write("not yet", row: 1, column: x, style: CellStyle(color: .muted))
    }
    if day.answeredExplicitly { frame.write(" (your answer)", row: 1, column: x, style: CellStyle(color: .muted)) }

    rule(&frame, row: 2)
    drawMeals(day, into: &frame, rows: 3..<max(3, rows - 5))
    let total = "\(Self.kg(day.totalKgCO2e)) kg CO2e"
    frame.write("Today", row: rows - 5, column: 1, style: CellStyle(bold: true))
    frame.write(total, row: rows - 5, column: max(8, width - 1 - total.count), style: CellStyle(bold: true))
    rule(&frame, row: rows - 4)
    if let message = day.message {
      frame.write(" \(glyphs.text(message)) ", row: rows - 4, column: 2, style: CellStyle(color: .accent), limit: width - 4)
    }
    drawMealRow(state, into: &frame)
    rule(&frame, row: rows - 2)
    let help = DisplayWidth.truncate(
      glyphs.helpText(for: state.mode), to: width - 2, ellipsis: glyphs.ellipsis)
    frame.write(help, row: rows - 1, column: 1, style: CellStyle(color: .muted))
  }

  private func drawMeals(_ day: DayView, into frame: inout Frame, rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    guard !day.meals.isEmpty else {
      frame.write("No meals logged today. Pick a food below and press a to add it.", row: rows.lowerBound, column: 1,
        style: CellStyle(color: .muted), limit: frame.size.columns - 2)
      return
    }
    // The latest meals when they do not all fit.
    let shown = day.meals.suffix(rows.count)
    for (offset, meal) in shown.enumerated() {
      let row = rows.lowerBound + offset
      let footprint = "\(Self.kg(meal.kgCO2e)) kg CO2e"
      let right = frame.size.columns - 1 - footprint.count
      frame.write(meal.time, row: row, column: 1, style: CellStyle(color: .muted))
      frame.write(glyphs.text(meal.sentence), row: row, column: 8, style: CellStyle(color: meal.countsAsMeat ? .meat : nil),
        limit: max(0, right - 9))
      frame.write(footprint, row: row, column: max(8, right))
    }
  }

  private func drawMealRow(_ state: PickerState, into frame: inout Frame) {
    let layout = MealRowLayout(state: state, picker: picker, glyphs: glyphs)
    if let prompt = layout.prompt { frame.write(prompt, row: layout.row, column: 1) }
    let rowFocused = state.mode == .mealRow || state.mode == .quantityList
    for button in layout.buttons {
      let focused = rowFocused && state.focus == button.field
      frame.write(button.label, row: layout.row, column: button.column,
        style: focused ? CellStyle(bold: true, reverse: true, color: .accent) : CellStyle(bold: button.field == .add))
    }
  }

  private func rule(_ frame: inout Frame, row: Int) {
    frame.fill(row: row, columns: 1..<max(1, frame.size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
  }

  /// Kilograms with one decimal: "0.7", "29.8".
  static func kg(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
