import PickerModel

/// The food sheet: a bordered box at the bottom of the screen with a title, the search field,
/// a count, the grid, and the keys of the moment in its lower border.
struct SheetView {
  let picker: Picker
  let glyphs: Glyphs

  func draw(_ state: PickerState, into frame: inout Frame) {
    let geometry = picker.geometry(state)
    let width = state.size.columns
    let top = state.size.rows - geometry.height
    let border = CellStyle(color: .accent)
    for row in top..<state.size.rows { frame.fill(row: row, columns: 0..<width) }

    // Top border with the title.
    frame.fill(row: top, columns: 1..<(width - 1), with: glyphs.horizontal, style: border)
    frame.write(glyphs.topLeft, row: top, column: 0, style: border)
    frame.write(glyphs.topRight, row: top, column: width - 1, style: border)
    frame.write(" Choose a food ", row: top, column: 2, style: CellStyle(bold: true, color: .accent))
    for row in (top + 1)..<(state.size.rows - 1) {
      frame.write(glyphs.vertical, row: row, column: 0, style: border)
      frame.write(glyphs.vertical, row: row, column: width - 1, style: border)
    }

    drawSearchField(state, row: top + 1, into: &frame)
    let results = picker.results(state)
    frame.write(countText(state, results), row: top + 2, column: 2, style: CellStyle(color: .muted), limit: width - 4)
    drawGrid(state, results: results, top: top + 3, rows: geometry.viewportRows, into: &frame)

    // Bottom border with the keys that work now.
    let bottom = state.size.rows - 1
    frame.fill(row: bottom, columns: 1..<(width - 1), with: glyphs.horizontal, style: border)
    frame.write(glyphs.bottomLeft, row: bottom, column: 0, style: border)
    frame.write(glyphs.bottomRight, row: bottom, column: width - 1, style: border)
    let help = glyphs.helpText(for: state.mode)
    let fitted = DisplayWidth.truncate(" \(help) ", to: width - 4, ellipsis: glyphs.ellipsis)
    frame.write(fitted, row: bottom, column: 2, style: CellStyle(color: .muted))
  }

  private func drawSearchField(_ state: PickerState, row: Int, into frame: inout Frame) {
    let width = state.size.columns
    let hint = "Cancel (esc)"
    let hintColumn = width - 2 - hint.count
    let showHint = state.isSearchFocused && hintColumn > 20
    let fieldEnd = showHint ? hintColumn - 1 : width - 2
    var x = frame.write(glyphs.search + " ", row: row, column: 2, style: CellStyle(color: .accent))
    if state.isSearchFocused {
      // The end of a long query stays in view: what is being typed.
      let room = max(1, fieldEnd - x - 1)
      let shown = DisplayWidth.suffix(glyphs.text(state.searchText), fitting: room)
      x = frame.write(shown, row: row, column: x, style: CellStyle(bold: true))
      frame.write(" ", row: row, column: x, style: CellStyle(reverse: true))
    } else {
      frame.write("Type to search \(picker.catalog.foods.count) foods", row: row, column: x,
        style: CellStyle(color: .muted), limit: fieldEnd - x)
    }
    if showHint { frame.write(hint, row: row, column: hintColumn, style: CellStyle(color: .muted)) }
  }

  private func countText(_ state: PickerState, _ results: SearchResults) -> String {
    let total = picker.catalog.foods.count
    guard state.isFiltering else {
      return "\(Picker.counted(total, "food", "foods")) in \(Picker.counted(picker.shownSectionCount, "section", "sections"))"
    }
    if results.isEmpty {
      return "No food matches \(glyphs.openQuote)\(glyphs.text(state.searchText.trimmingSpaces))\(glyphs.closeQuote)"
    }
    let count = "\(results.count) of \(Picker.counted(total, "food", "foods"))"
    return results.usedTypos ? "\(count) \(glyphs.separator) close spellings" : count
  }

  private func drawGrid(_ state: PickerState, results: SearchResults, top: Int, rows: Int, into frame: inout Frame) {
    let grid = picker.grid(state)
    let geometry = picker.geometry(state)
    let (highlight, scroll) = picker.highlight(state)
    for offset in 0..<rows {
      let index = scroll + offset
      guard index < grid.rowCount else { break }
      let y = top + offset
      switch grid.row(index) {
      case .header(let section):
        let info = picker.catalog.sections[section]
        let icon = glyphs.icon(info.icon)
        let label = " \(icon.isEmpty ? "" : icon + " ")\(glyphs.text(info.name).uppercased()) "
        let style = CellStyle(bold: true, color: .accent)
        let end = frame.write(label, row: y, column: 2, style: style, limit: state.size.columns - 4)
        frame.fill(row: y, columns: end..<(state.size.columns - 2), with: glyphs.horizontal, style: CellStyle(color: .muted))
      case .items(let positions):
        for position in positions {
          let column = 2 + (position - positions.lowerBound) * geometry.cellWidth
          drawCell(state, results: results, position: position, highlighted: position == highlight,
            row: y, column: column, width: geometry.cellWidth - 1, into: &frame)
        }
      }
    }
  }

  private func drawCell(
    _ state: PickerState, results: SearchResults, position: Int, highlighted: Bool,
    row: Int, column: Int, width: Int, into frame: inout Frame
  ) {
    // The results are at hand: look the hit up once, not again through `picker.entry`.
    let hit = state.isFiltering ? results.hit(at: position) : nil
    let food = picker.catalog.foods[hit.map { Int($0.item) } ?? picker.groupedOrder[position]]
    let alias = hit.flatMap { $0.matchedAlias ? food.aliases[Int($0.key) - 1] : nil }
    let icon = glyphs.icon(food.icon)
    let name = glyphs.text(food.name)
    var label = name
    // Matched characters: of the name, or of the alias shown after it.
    var matched = Set<Int>()
    let prefix = icon.isEmpty ? 0 : icon.count + 1
    if let hit {
      let ranges = picker.search.index.matchedCharacterRanges(item: Int(hit.item), key: Int(hit.key), query: results.query)
      let offset = alias == nil ? prefix : prefix + name.count + 3
      for range in ranges { for character in range { matched.insert(offset + character) } }
    }
    if let alias { label += " \(glyphs.separator) \(glyphs.text(alias))" }
    let text = DisplayWidth.truncate((icon.isEmpty ? "" : icon + " ") + label, to: width, ellipsis: glyphs.ellipsis)
    let base = highlighted ? CellStyle(bold: true, reverse: true) : CellStyle.plain
    if highlighted { frame.fill(row: row, columns: column..<(column + width), style: base) }
    var x = column
    for (index, character) in text.enumerated() {
      var style = base
      if matched.contains(index) {
        style.bold = true
        style.underline = true
        style.color = .match
      }
      x = frame.write(String(character), row: row, column: x, style: style)
    }
  }
}

extension String {
  /// Without spaces at either end; linear however many there are.
  var trimmingSpaces: String {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[first...last])
  }
}
