import PickerModel

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
      food: food, quantity: app.mainScreen.quantity, grams: app.mainScreen.grams, catalog: mainScreen.catalog, meatSections: app.meatSections, limit: app.foodLimits[food])
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
    frame.writeCut(title, row: rows.lowerBound, column: columns.lowerBound + 1, width: width - 2, glyphs: glyphs,
      style: CellStyle(bold: true))
    for (offset, line) in lines.dropFirst().prefix(rows.count - 1).enumerated() {
      let row = rows.lowerBound + 1 + offset
      let isMeatLine = offset == 1
      var text = glyphs.text(line)
      var style = CellStyle.plain
      if isMeatLine {
        // Meat is said in words and with a mark, never by colour alone.
        text = (detail.countsAsMeat ? glyphs.meatMark : glyphs.plantMark) + " " + text
        style = CellStyle(bold: detail.countsAsMeat, color: detail.countsAsMeat ? .meat : .plant)
      } else if line.hasPrefix("Sources:") {
        style = CellStyle(color: .muted)
      }
      frame.writeCut(text, row: row, column: columns.lowerBound + 1, width: width - 1, glyphs: glyphs, style: style)
    }
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
