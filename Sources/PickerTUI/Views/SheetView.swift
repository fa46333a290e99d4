import Foundation
import PickerModel
import FoodData

/// The food sheet: a bordered box at the bottom of the screen with a title, the search field,
/// one count line (where you are, or how many match), the grid or the list of results, and the
/// keys of the moment in its lower border.
struct SheetView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  static let title = "Pick a food"

  func draw(_ app: AppState, into frame: inout Frame) {
    let state = app.mainScreen
    let layout = SheetLayout(mainScreen: mainScreen, state: state, size: app.size)
    let width = app.size.columns
    let top = layout.top
    let border = CellStyle(color: .accent)
    for row in top...layout.bottom { frame.fill(row: row, columns: 0..<width) }

    // Top border with the title.
    frame.fill(row: top, columns: 1..<(width - 1), with: glyphs.horizontal, style: border)
    frame.write(glyphs.topLeft, row: top, column: 0, style: border)
    frame.write(glyphs.topRight, row: top, column: width - 1, style: border)
    frame.writeCut(" \(Self.title) ", row: top, column: 2, width: width - 4, glyphs: glyphs, style: CellStyle(bold: true, color: .accent))
    for row in (top + 1)..<layout.bottom {
      frame.write(glyphs.vertical, row: row, column: 0, style: border)
      frame.write(glyphs.vertical, row: row, column: width - 1, style: border)
    }

    drawSearchField(state, row: layout.searchRow, width: width, into: &frame)
    drawCountLine(state, size: app.size, row: layout.countRow, width: layout.listWidth, into: &frame)
    drawGrid(state, size: app.size, layout: layout, limits: app.foodLimits, sectionLimits: app.sectionLimits, meatSections: app.meatSections, into: &frame)
    if let left = layout.sideDetail, let food = mainScreen.highlightedFood(state, size: app.size) {
      for row in (top + 2)..<layout.bottom { frame.write(glyphs.vertical, row: row, column: left - 1, style: CellStyle(color: .muted)) }
      let detail = DetailPaneView(mainScreen: mainScreen, glyphs: glyphs)
      detail.draw(detail.detail(app, food: food), rows: (top + 2)..<layout.bottom, columns: left..<(width - 1), into: &frame)
    }

    // Bottom border with the keys that work now.
    let bottom = layout.bottom
    frame.fill(row: bottom, columns: 1..<(width - 1), with: glyphs.horizontal, style: border)
    frame.write(glyphs.bottomLeft, row: bottom, column: 0, style: border)
    frame.write(glyphs.bottomRight, row: bottom, column: width - 1, style: border)
    let help = glyphs.helpText(for: app.mode, width: width - 6)
    if !help.isEmpty { frame.write(" \(help) ", row: bottom, column: 2, style: CellStyle(color: .muted)) }
  }

  private func drawSearchField(_ state: MainScreenState, row: Int, width: Int, into frame: inout Frame) {
    let hint = "esc close"
    let hintColumn = width - 2 - hint.count
    let showHint = state.isSearchFocused && hintColumn > 20
    let fieldEnd = showHint ? hintColumn - 1 : width - 2
    var x = frame.write(glyphs.search + " ", row: row, column: 2, style: CellStyle(color: .accent))
    if state.isSearchFocused {
      // The end of a long query stays in view: what is being typed.
      let room = max(1, fieldEnd - x - 1)
      var shown = glyphs.text(state.searchText)
      if DisplayWidth.of(shown) > room { shown = glyphs.ellipsis + DisplayWidth.suffix(shown, fitting: room - DisplayWidth.of(glyphs.ellipsis)) }
      x = frame.write(shown, row: row, column: x, style: CellStyle(bold: true))
      frame.write(" ", row: row, column: x, style: CellStyle(reverse: true))
    } else {
      frame.writeCut("Type to search", row: row, column: x, width: fieldEnd - x, glyphs: glyphs, style: CellStyle(color: .muted))
    }
    if showHint { frame.write(hint, row: row, column: hintColumn, style: CellStyle(color: .muted)) }
  }

  /// The count line; while browsing it starts with the highlight's section in bold, so the
  /// section in view is named even when its header has scrolled away.
  private func drawCountLine(_ state: MainScreenState, size: TerminalSize, row: Int, width: Int, into frame: inout Frame) {
    let text = countText(state, size: size)
    frame.writeCut(text, row: row, column: 2, width: width, glyphs: glyphs, style: CellStyle(color: .muted))
    if let location = mainScreen.location(state, size: size) {
      let name = glyphs.text(sectionName(location.section))
      frame.writeCut(name, row: row, column: 2, width: min(width, DisplayWidth.of(text)), glyphs: glyphs, style: CellStyle(bold: true))
    }
  }

  /// The one count line: where the highlight is while browsing ("Game · 3 of 15 sections ·
  /// 259 foods"), how many match while filtering.
  func countText(_ state: MainScreenState, size: TerminalSize) -> String {
    let total = mainScreen.catalog.foods.count
    guard state.isFiltering else {
      let foods = MainScreen.counted(total, "food", "foods")
      guard let location = mainScreen.location(state, size: size) else { return foods }
      return
        "\(glyphs.text(sectionName(location.section))) \(glyphs.separator) \(location.index) of \(MainScreen.counted(location.count, "section", "sections")) \(glyphs.separator) \(foods)"
    }
    let split = mainScreen.split(state)
    var noMatch = "No food matches \(glyphs.openQuote)\(glyphs.text(state.searchText.trimmingSpaces))\(glyphs.closeQuote)"
    // Logging meals, a food the catalog lacks is one key away: a food of one's own.
    if state.purpose == .mealEntry, state.editing == nil { noMatch += " \(glyphs.separator) ^N new food" }
    if split.count == 0 { return noMatch }
    // Foods that only come close are offered as such, never as the food the query names.
    let results = mainScreen.results(state)
    if !results.matchesWell {
      let closest = mainScreen.catalog.foods[Int(results.hit(at: 0).item)].name
      return "\(noMatch) \(glyphs.separator) closest: \(glyphs.text(closest))"
    }
    return "\(split.count) of \(MainScreen.counted(total, "food", "foods"))"
  }

  /// The divider above the foods searched below the curated ones: "Imported foods" only when
  /// the person imported some; the built-in FNDDS tier is named as what it is.
  var lowerTierName: String {
    let catalog = mainScreen.catalog
    let hasFNDDS = catalog.importedFoodStart < catalog.builtInFoodEnd
    let hasImports = catalog.foods.count > max(catalog.builtInFoodEnd, catalog.ownFoods.upperBound)
    switch (hasFNDDS, hasImports) {
    case (true, true): return "More foods: USDA FNDDS and your imports"
    case (true, false): return "More foods (USDA FNDDS)"
    default: return "Imported foods"
    }
  }

  func sectionName(_ section: Int) -> String {
    switch section {
    case MainScreen.recentSection: "Recent"
    case MainScreen.looserMatchesDivider: "Close spellings and looser matches"
    case MainScreen.importedDivider: lowerTierName
    default: mainScreen.catalog.sections.indices.contains(section) ? mainScreen.catalog.sections[section].name : ""
    }
  }

  private func drawGrid(
    _ state: MainScreenState, size: TerminalSize, layout: SheetLayout, limits: [Int: FoodLimitNote], sectionLimits: [String: FoodLimitNote],
    meatSections: Set<String>, into frame: inout Frame
  ) {
    let grid = mainScreen.grid(state, size: size)
    let (highlight, scroll) = mainScreen.highlight(state)
    let right = SheetLayout.left + layout.listWidth
    for y in layout.grid {
      let index = scroll + y - layout.grid.lowerBound
      guard index < grid.rowCount else { break }
      switch grid.row(index) {
      case .header(let section):
        // A page never ends on a header with nothing under it.
        guard y < layout.grid.upperBound - 1 else { break }
        let icon = mainScreen.catalog.sections.indices.contains(section) ? glyphs.icon(mainScreen.catalog.sections[section].icon) : ""
        let isDivider = section == MainScreen.looserMatchesDivider || section == MainScreen.importedDivider
        let name = isDivider ? sectionName(section) : glyphs.text(sectionName(section)).uppercased()
        let label = " \(icon.isEmpty ? "" : icon + " ")\(name) "
        let style = isDivider ? CellStyle(color: .muted) : CellStyle(bold: true, color: .accent)
        var end = frame.writeCut(label, row: y, column: SheetLayout.left, width: right - SheetLayout.left, glyphs: glyphs, style: style)
        // A section under a limit says its use in its header ("! 2 of 2 this week" at the limit).
        if mainScreen.catalog.sections.indices.contains(section), let note = sectionLimits[mainScreen.catalog.sections[section].id],
          let text = FoodCellView.lineNote(note, room: right - end - 4)
        {
          end = frame.write("\(text) ", row: y, column: end, style: CellStyle(bold: note.isAtLimit))
        }
        frame.fill(row: y, columns: end..<right, with: glyphs.horizontal, style: CellStyle(color: .muted))
      case .items:
        let cell = FoodCellView(mainScreen: mainScreen, glyphs: glyphs, limits: limits, sectionLimits: sectionLimits, meatSections: meatSections)
        for item in layout.items where item.row == y {
          let highlighted = item.position == highlight
          if state.isFiltering {
            cell.drawLine(
              state, position: item.position, highlighted: highlighted, row: y, column: item.columns.lowerBound,
              width: item.columns.count, into: &frame)
          } else {
            cell.drawCell(
              state, position: item.position, highlighted: highlighted, row: y, column: item.columns.lowerBound,
              width: item.columns.count, into: &frame)
          }
        }
      }
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
