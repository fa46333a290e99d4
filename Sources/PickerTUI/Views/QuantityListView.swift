import Foundation
import PickerModel

/// The small list of quantities, opened over the quantity button and aligned with it: a line
/// each with the grams and kg CO2e for the current food ("A little · 50 g · 5.0 kg").
struct QuantityListView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  func lines(_ state: MainScreenState) -> [(quantity: Quantity, text: String)] {
    let food = mainScreen.catalog.foods[state.food]
    return Quantity.allCases.map { quantity in
      let meal = Meal(quantity: quantity, food: food)
      let text = "\(quantity.label) \(glyphs.separator) \(meal.grams) g \(glyphs.separator) \(String(format: "%.1f", meal.kgCO2e)) kg"
      return (quantity, text)
    }
  }

  /// Where the list stands: its top row, left column and width, borders included.
  func frame(_ state: MainScreenState) -> (row: Int, column: Int, width: Int) {
    let layout = MealRowLayout(state: state, mainScreen: mainScreen, glyphs: glyphs)
    let button = layout.button(.quantity)
    let width = min(state.size.columns - button.column, (lines(state).map { DisplayWidth.of($0.text) }.max() ?? 0) + 4)
    let height = Quantity.allCases.count + 2
    // Over the button: below it there are only the rule and the help bar.
    let row = max(0, layout.row - height)
    return (row, button.column, max(6, width))
  }

  func draw(_ state: MainScreenState, into frame: inout Frame) {
    let (row, column, width) = self.frame(state)
    let border = CellStyle(color: .accent)
    let inner = String(repeating: glyphs.horizontal, count: max(0, width - 2))
    frame.write(glyphs.topLeft + inner + glyphs.topRight, row: row, column: column, style: border)
    for (offset, line) in lines(state).enumerated() {
      let y = row + 1 + offset
      frame.write(glyphs.vertical, row: y, column: column, style: border)
      frame.fill(row: y, columns: (column + 1)..<(column + width - 1))
      let selected = line.quantity == state.quantityListHighlight
      let style = CellStyle(bold: selected, reverse: selected)
      frame.fill(row: y, columns: (column + 1)..<(column + width - 1), style: style)
      frame.writeCut(" \(line.text)", row: y, column: column + 1, width: width - 2, glyphs: glyphs, style: style)
      frame.write(glyphs.vertical, row: y, column: column + width - 1, style: border)
    }
    frame.write(glyphs.bottomLeft + inner + glyphs.bottomRight, row: row + Quantity.allCases.count + 1, column: column, style: border)
  }
}
