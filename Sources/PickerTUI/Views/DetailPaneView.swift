import Foundation
import PickerModel
import FoodData

/// The highlighted food in detail: the meal as it would be logged, its figures, whether it
/// counts as meat, a plant swap, and the sources. Drawn wherever there is room; a short pane
/// shows its first lines, and below `minimumRows` it folds away.
struct DetailPaneView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  /// A title rule and the two figure lines.
  static let minimumRows = 3

  func detail(_ app: AppState, food: Int) -> FoodDetail {
    FoodDetail(
      food: food, quantity: app.mainScreen.quantity, grams: app.mainScreen.grams, catalog: mainScreen.catalog, meatSections: app.meatSections,
      limit: app.foodLimits[food])
  }

  /// A logged meal's food and quantity, for the meal highlighted in the day's list.
  func detail(_ app: AppState, row: RowContents) -> FoodDetail {
    FoodDetail(
      food: row.food, quantity: row.quantity, grams: row.grams, catalog: mainScreen.catalog, meatSections: app.meatSections,
      limit: app.foodLimits[row.food])
  }

  func draw(_ detail: FoodDetail, rows: Range<Int>, columns: Range<Int>, into frame: inout Frame) {
    guard rows.count >= Self.minimumRows, columns.count >= 10 else { return }
    let width = columns.count
    let lines = detail.lines(ascii: !glyphs.unicode)
    let icon = glyphs.icon(detail.meal.food.icon)
    let title = " \(icon.isEmpty ? "" : icon + " ")\(glyphs.text(lines[0])) "
    frame.fill(row: rows.lowerBound, columns: columns, with: glyphs.horizontal, style: CellStyle(color: .muted))
    frame.writeCut(
      title, row: rows.lowerBound, column: columns.lowerBound + 1, width: width - 2, glyphs: glyphs,
      style: CellStyle(bold: true))
    var styled: [(text: String, style: CellStyle)] = []
    for (offset, line) in lines.dropFirst().enumerated() {
      var text = glyphs.text(line)
      var style = CellStyle.plain
      if offset == 1 {
        // Meat is said in words and with a mark, never by colour alone.
        text = (detail.countsAsMeat ? glyphs.meatMark : glyphs.plantMark) + " " + text
        style = CellStyle(bold: detail.countsAsMeat, color: detail.countsAsMeat ? .meat : .plant)
      } else if line.hasPrefix("Sources:") {
        style = CellStyle(color: .muted)
      }
      styled.append((text, style))
    }
    // A tall, narrow pane (beside the results) wraps its lines when all of them then fit; a
    // short one keeps a line each, cut, the first ones first.
    let wrapped = styled.flatMap { line in Self.wrap(line.text, width: width - 1).map { (text: $0, style: line.style) } }
    let shown = wrapped.count <= rows.count - 1 ? wrapped : Array(styled.prefix(rows.count - 1))
    for (offset, line) in shown.enumerated() {
      frame.writeCut(line.text, row: rows.lowerBound + 1 + offset, column: columns.lowerBound + 1, width: width - 1, glyphs: glyphs, style: line.style)
    }
  }

  /// Text broken at spaces into lines of at most `width` columns, the later ones indented by
  /// two; a word longer than a line is left to be cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard DisplayWidth.of(text) > width, width > 8 else { return [text] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if DisplayWidth.of(candidate) <= width || line.trimmingCharacters(in: .whitespaces).isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = "  " + word
      }
    }
    lines.append(line)
    return lines
  }
}

extension Frame {
  /// Writes text cut to `width` columns; cut text ends in an ellipsis.
  @discardableResult
  mutating func writeCut(_ text: String, row: Int, column: Int, width: Int, glyphs: Glyphs, style: CellStyle = .plain) -> Int {
    guard width > 0 else { return column }
    return write(DisplayWidth.truncate(text, to: width, ellipsis: glyphs.ellipsis), row: row, column: column, style: style)
  }
}
