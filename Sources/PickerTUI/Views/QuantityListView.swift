import Foundation
import PickerModel

/// The small list of quantities that opens above the quantity button.
struct QuantityListView {
  let glyphs: Glyphs

  func draw(_ state: PickerState, into frame: inout Frame) {
    let options = Quantity.allCases
    let width = 14
    let height = options.count + 2
    let row = max(0, state.size.rows - 3 - height)
    let column = 1
    let border = CellStyle(color: .accent)
    let inner = String(repeating: glyphs.horizontal, count: width - 2)
    frame.write(glyphs.topLeft + inner + glyphs.topRight, row: row, column: column, style: border)
    for (offset, quantity) in options.enumerated() {
      let y = row + 1 + offset
      frame.write(glyphs.vertical, row: y, column: column, style: border)
      frame.fill(row: y, columns: (column + 1)..<(column + width - 1))
      let selected = quantity == state.quantityListHighlight
      let label = " \(quantity.label)".padding(toLength: width - 2, withPad: " ", startingAt: 0)
      frame.write(label, row: y, column: column + 1, style: CellStyle(bold: selected, reverse: selected))
      frame.write(glyphs.vertical, row: y, column: column + width - 1, style: border)
    }
    frame.write(glyphs.bottomLeft + inner + glyphs.bottomRight, row: row + height - 1, column: column, style: border)
  }
}
