import Foundation
import PickerModel
import FoodData

/// The small list of quantities, opened over the quantity button and aligned with it: a line
/// each with the grams and kg CO2e for the current food ("A little · 50 g · 5.0 kg"), the food's
/// household measure where USDA gives one ("1 slice · 29 g", a count typed before it), then the
/// grams line, where typing a number gives any weight.
struct QuantityListView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  /// The list's lines, as `MainScreen.quantityLines` orders them, with their text.
  func lines(_ state: MainScreenState) -> [(line: QuantityLine, text: String)] {
    let food = mainScreen.catalog.foods[state.food]
    let dot = glyphs.separator
    return mainScreen.quantityLines(state).map { line in
      switch line {
      case .word(let quantity):
        let meal = Meal(quantity: quantity, food: food)
        return (line, "\(quantity.label) \(dot) \(meal.grams) g \(dot) \(Self.kg(meal))")
      case .measure: return (line, measureText(state, food: food))
      case .grams: return (line, gramsText(state, food: food))
      case .quickAdd: return (line, quickAddText(state))
      }
    }
  }

  /// "1 slice · 29 g · 0.0 kg"; while a count is typed, "3_ × 1 slice · 87 g · 0.1 kg".
  private func measureText(_ state: MainScreenState, food: Food) -> String {
    guard let measure = food.measure else { return "" }
    let dot = glyphs.separator
    let count = state.measureLine.flatMap(Int.init) ?? 1
    let prefix = state.measureLine?.isEmpty == false ? "\(count)_ \(glyphs.unicode ? "×" : "x") " : ""
    let grams = count * measure.grams
    let label = glyphs.text(measure.label)
    guard grams <= Meal.maximumGrams else { return "\(prefix)\(label) \(dot) \(grams) g \(dot) over 5000 g" }
    return "\(prefix)\(label) \(dot) \(grams) g \(dot) \(Self.kg(Meal(quantity: state.quantity, food: food, grams: grams)))"
  }

  /// "Grams · type 1-5000" on an empty line; "Grams · 12_ g" while typing; "Grams · 120 g · 1.2 kg".
  private func gramsText(_ state: MainScreenState, food: Food) -> String {
    let dot = glyphs.separator
    let typed = state.gramsLine.flatMap(Int.init) ?? (state.gramsLine == nil ? state.grams : nil)
    guard let grams = typed else { return "Grams \(dot) type 1-\(Meal.maximumGrams)" }
    let cursor = state.gramsLine == nil ? "" : "_"
    guard grams > 0, grams <= Meal.maximumGrams else { return "Grams \(dot) \(grams)\(cursor) g \(dot) 1-\(Meal.maximumGrams) g" }
    return "Grams \(dot) \(grams)\(cursor) g \(dot) \(Self.kg(Meal(quantity: state.quantity, food: food, grams: grams)))"
  }

  /// "Quick add · type kcal"; "Quick add · 450_ kcal" while typing: a meal of that energy
  /// alone, whatever the food on the row.
  private func quickAddText(_ state: MainScreenState) -> String {
    let dot = glyphs.separator
    guard let kcal = state.quickAddLine, !kcal.isEmpty else { return "Quick add \(dot) type kcal" }
    return "Quick add \(dot) \(kcal)_ kcal"
  }

  private static func kg(_ meal: Meal) -> String { meal.kgCO2e.map { String(format: "%.1f kg", $0) } ?? "CO2e unknown" }

  /// Where the list stands: its top row, left column and width, borders included.
  func frame(_ state: MainScreenState, size: TerminalSize) -> (row: Int, column: Int, width: Int) {
    let layout = MealRowLayout(state: state, size: size, mainScreen: mainScreen, glyphs: glyphs)
    let button = layout.button(.quantity)
    let width = min(size.columns - button.column, (lines(state).map { DisplayWidth.of($0.text) }.max() ?? 0) + 4)
    let height = mainScreen.quantityLines(state).count + 2
    // Over the button: below it there are only the rule and the help bar.
    let row = max(0, layout.row - height)
    return (row, button.column, max(6, width))
  }

  /// The line a click at this row and column lands on; nil outside the list.
  func line(atRow row: Int, column: Int, in state: MainScreenState, size: TerminalSize) -> QuantityLine? {
    let (top, left, width) = frame(state, size: size)
    let lines = mainScreen.quantityLines(state)
    let index = row - top - 1
    guard index >= 0, index < lines.count, column >= left, column < left + width else { return nil }
    return lines[index]
  }

  func draw(_ state: MainScreenState, size: TerminalSize, into frame: inout Frame) {
    let (row, column, width) = self.frame(state, size: size)
    let border = CellStyle(color: .accent)
    let inner = String(repeating: glyphs.horizontal, count: max(0, width - 2))
    frame.write(glyphs.topLeft + inner + glyphs.topRight, row: row, column: column, style: border)
    for (offset, line) in lines(state).enumerated() {
      let y = row + 1 + offset
      frame.write(glyphs.vertical, row: y, column: column, style: border)
      let selected = line.line == mainScreen.highlightedQuantityLine(state)
      let style = CellStyle(bold: selected, reverse: selected)
      frame.fill(row: y, columns: (column + 1)..<(column + width - 1), style: style)
      frame.writeCut(" \(line.text)", row: y, column: column + 1, width: width - 2, glyphs: glyphs, style: style)
      frame.write(glyphs.vertical, row: y, column: column + width - 1, style: border)
    }
    frame.write(glyphs.bottomLeft + inner + glyphs.bottomRight, row: row + mainScreen.quantityLines(state).count + 1, column: column, style: border)
  }
}
