import Foundation
import PickerModel
import FoodData

/// One food of the sheet: a grid cell (icon and name) while browsing, a line while filtering
/// (icon, name with the matched letters, the alias that matched, the section, and kg CO2e per
/// serving on the right). Looser matches are dimmed. A food that counts as meat is marked (●)
/// in both, so that a meat-free choice is seen before it is made.
struct FoodCellView {
  let mainScreen: MainScreen
  let glyphs: Glyphs
  /// The limit notes by food index (`AppState.foodLimits`).
  var limits: [Int: FoodLimitNote] = [:]
  /// The limits on whole sections (`AppState.sectionLimits`): said once, in the section's
  /// header, not again in each of its cells.
  var sectionLimits: [String: FoodLimitNote] = [:]
  /// What counts as meat (`AppState.meatSections`).
  var meatSections: Set<String> = []

  func countsAsMeat(_ index: Int) -> Bool { mainScreen.catalog.countsAsMeat(index, meatSections: meatSections) }

  func drawCell(_ state: MainScreenState, position: Int, highlighted: Bool, row: Int, column: Int, width: Int, into frame: inout Frame) {
    let index = mainScreen.entry(state, at: position).food
    let food = mainScreen.catalog.foods[index]
    let icon = glyphs.icon(food.icon)
    let text = (icon.isEmpty ? "" : icon + " ") + glyphs.text(food.name)
    let style = highlighted ? CellStyle(bold: true, reverse: true) : CellStyle.plain
    if highlighted { frame.fill(row: row, columns: column..<(column + width), style: style) }
    // A meat food ends in its mark.
    var nameWidth = width
    if countsAsMeat(index), width >= 8 {
      nameWidth -= 2
      frame.write(glyphs.meatMark, row: row, column: column + width - 1, style: CellStyle(bold: true, reverse: highlighted, color: .meat))
    }
    // Under a limit of its own (not its section's, which the header says), the cell ends in its
    // count ("2/2"), marked at the limit ("!2/2").
    if let note = limits[index], sectionLimits[food.section] != note {
      let count = Self.cellCount(note)
      let countWidth = DisplayWidth.of(count)
      if nameWidth - countWidth >= 6 {
        nameWidth -= countWidth + 1
        frame.write(count, row: row, column: column + nameWidth + 1, style: CellStyle(bold: note.isAtLimit || highlighted, reverse: highlighted))
      }
    }
    frame.writeCut(text, row: row, column: column, width: nameWidth, glyphs: glyphs, style: style)
  }

  /// "2/2" for a grid cell, with "!" in front at the limit.
  static func cellCount(_ note: FoodLimitNote) -> String {
    (note.isAtLimit ? "!" : "") + LimitWords.count(note.use)
  }

  /// "2 of 2 this week" where there is room, "2/2 wk" where not; "!" in front at the limit.
  static func lineNote(_ note: FoodLimitNote, room: Int) -> String? {
    let mark = note.isAtLimit ? "! " : ""
    for text in [mark + LimitWords.text(note.use), mark + LimitWords.compact(note.use), cellCount(note)] where DisplayWidth.of(text) <= room { return text }
    return nil
  }

  func drawLine(_ state: MainScreenState, position: Int, highlighted: Bool, row: Int, column: Int, width: Int, into frame: inout Frame) {
    let entry = mainScreen.entry(state, at: position)
    let food = mainScreen.catalog.foods[entry.food]
    let isLoose = mainScreen.split(state).isLoose(position)
    let serving = Meal(quantity: .some, food: food)
    let figure = serving.kgCO2e.map { String(format: "%.1f kg", $0) } ?? "? kg"
    let meat = countsAsMeat(entry.food)
    let section = glyphs.text(mainScreen.catalog.section(of: food)?.name ?? "")
    var base = highlighted ? CellStyle(bold: true, reverse: true) : CellStyle.plain
    if isLoose, !highlighted { base.color = .muted }
    frame.fill(row: row, columns: column..<(column + width), style: base)
    let end = column + width
    // The figure on the right, then the section before it when there is room.
    let figureColumn = end - 1 - DisplayWidth.of(figure)
    frame.write(figure, row: row, column: figureColumn, style: base)
    var nameEnd = figureColumn - 2
    if meat {
      nameEnd -= 1
      var style = base
      style.bold = true
      style.color = .meat
      frame.write(glyphs.meatMark, row: row, column: nameEnd, style: style)
      nameEnd -= 1
    }
    if let limit = limits[entry.food], let note = Self.lineNote(limit, room: max(0, (nameEnd - column) / 2)) {
      nameEnd -= DisplayWidth.of(note)
      frame.write(note, row: row, column: nameEnd, style: CellStyle(bold: limit.isAtLimit || highlighted, reverse: highlighted))
      nameEnd -= 2
    }
    let sectionWidth = DisplayWidth.of(section)
    if nameEnd - column > 30 + sectionWidth {
      frame.write(section, row: row, column: nameEnd - sectionWidth, style: highlighted ? base : CellStyle(color: .muted))
      nameEnd -= sectionWidth + 2
    }
    let icon = glyphs.icon(food.icon)
    var x = column
    if !icon.isEmpty { x = frame.write(icon + " ", row: row, column: x, style: base) }
    let name = glyphs.text(food.name)
    var label = name
    var matched = Set<Int>()
    if let hit = entry.hit {
      let query = mainScreen.results(state).query
      let ranges = mainScreen.search.index.matchedCharacterRanges(item: Int(hit.item), key: Int(hit.key), query: query)
      let offset = entry.alias == nil ? 0 : name.count + 3
      for range in ranges { for character in range { matched.insert(offset + character) } }
    }
    if let alias = entry.alias { label += " \(glyphs.separator) \(glyphs.text(alias))" }
    let room = nameEnd - x
    let fits = DisplayWidth.of(label) <= room
    let shown = fits ? label : DisplayWidth.truncate(label, to: room, ellipsis: glyphs.ellipsis)
    let count = shown.count - (fits ? 0 : 1)
    for (index, character) in shown.enumerated() {
      var style = base
      // The ellipsis is never marked as matched.
      if index < count, matched.contains(index) {
        style.bold = true
        style.underline = true
        style.color = .match
      }
      x = frame.write(String(character), row: row, column: x, style: style)
    }
  }
}
