import Foundation
import PickerModel

/// The meal-entry screen: the day's question and answer, the meals so far, the meal as it
/// would be logged (the detail pane, where there is room), the meal row, and the help bar.
struct MainScreenView {
  let mainScreen: MainScreen
  let glyphs: Glyphs

  /// The detail pane on the main screen takes at most this many rows.
  static let detailRows = 7

  func draw(_ app: AppState, into frame: inout Frame) {
    let state = app.mainScreen
    let day = app.day
    let width = app.size.columns
    let layout = MainScreenLayout(app)
    let title = CellStyle(bold: true, color: .accent)
    frame.write("No Meat Today", row: layout.titleRow, column: 1, style: title)
    if let date = layout.date(day) { frame.write(date.text, row: layout.titleRow, column: date.column) }

    let question = day.relative == .today ? "Did you eat meat today?" : "Did you eat meat that day?"
    let row = layout.questionRow
    var x = frame.write(question, row: row, column: 1) + 2
    switch day.ateMeat {
    case .some(true): x = frame.write("YES", row: row, column: x, style: CellStyle(bold: true, color: .meat))
    // Today's NO is the meals' so far, not the person's: dinner may still be meat.
    case .some(false) where day.relative == .today && !day.answeredExplicitly:
      x = frame.write("so far: no meat", row: row, column: x, style: CellStyle(color: .muted))
    case .some(false): x = frame.write("NO", row: row, column: x, style: CellStyle(bold: true, color: .plant))
    case .none: x = frame.write("not yet", row: row, column: x, style: CellStyle(color: .muted))
    }
    if day.answeredExplicitly { frame.writeCut(" (your answer)", row: row, column: x, width: width - 1 - x, glyphs: glyphs, style: CellStyle(color: .muted)) }

    rule(&frame, row: layout.topRule)
    // Targets set and room to spare: their bars get a row of their own above "Today".
    let targetsRow = layout.targetsRow
    let region = layout.body
    let mealRows = drawMeals(app, into: &frame, rows: region)
    let room = region.count - mealRows - 1
    if room >= DetailPaneView.minimumRows, !state.isSheetOpen {
      // Right above the meal row it describes, as tall as its lines.
      let detail = DetailPaneView(mainScreen: mainScreen, glyphs: glyphs)
      let food = highlightedMeal(app).map { detail.detail(app, row: $0) } ?? detail.detail(app, food: state.food)
      let height = min(Self.detailRows, room, food.lines().count)
      detail.draw(food, rows: (region.upperBound - height)..<region.upperBound, columns: 1..<(width - 1), into: &frame)
    }
    let total = "\(Self.kg(day.totalKgCO2e)) kg CO2e"
    // "Day" on another day: as short as "Today", so the targets beside it keep their column.
    frame.write(day.relative == .today ? "Today" : "Day", row: layout.todayRow, column: 1, style: CellStyle(bold: true))
    frame.write(total, row: layout.todayRow, column: max(8, width - 1 - total.count), style: CellStyle(bold: true))
    if let targets = app.targets {
      let line = TargetsLineView(glyphs: glyphs)
      if let targetsRow {
        frame.write("Targets", row: targetsRow, column: 1, style: CellStyle(bold: true))
        frame.write(line.text(targets, width: width - 11), row: targetsRow, column: 10)
      } else {
        frame.write(line.text(targets, width: width - 1 - total.count - 2 - 7), row: layout.todayRow, column: 7)
      }
    }
    rule(&frame, row: layout.statusRow)
    if let pending = app.pendingMeal {
      // The question over a limit takes the status line: one line, asked once.
      frame.writeCut(
        " \(glyphs.text(LimitWords.question(pending))) ", row: layout.statusRow, column: 2, width: width - 4, glyphs: glyphs,
        style: CellStyle(bold: true, reverse: true))
    } else if let status = app.status {
      let text = " \(status.isError ? "! " : "")\(glyphs.text(StatusWords.text(status))) "
      frame.writeCut(
        text, row: layout.statusRow, column: 2, width: width - 4, glyphs: glyphs,
        style: status.isError ? CellStyle(bold: true, reverse: true) : CellStyle(color: .accent))
    }
    drawMealRow(state, size: app.size, listActive: app.mealList.isActive, into: &frame)
    rule(&frame, row: layout.bottomRule)
    frame.write(glyphs.helpText(for: app.mode, width: width - 2), row: layout.helpRow, column: 1, style: CellStyle(color: .muted))
  }

  /// - Returns: the rows the meals took.
  private func drawMeals(_ app: AppState, into frame: inout Frame, rows: Range<Int>) -> Int {
    let day = app.day
    guard !rows.isEmpty else { return 0 }
    guard !day.meals.isEmpty else {
      let when = day.relative == .today ? "today" : "that day"
      frame.writeCut(
        "No meals logged \(when). Pick a food below and press a to add it.", row: rows.lowerBound, column: 1,
        width: frame.size.columns - 2, glyphs: glyphs, style: CellStyle(color: .muted))
      return 1
    }
    let layout = DayMealsLayout(rows: rows, meals: day.meals.map(\.meal), highlight: app.mealList.highlight)
    let width = frame.size.columns
    for (offset, line) in layout.lines.enumerated() {
      guard case .heading(let name) = line else { continue }
      let title = name.prefix(1).uppercased() + name.dropFirst()
      frame.write(title, row: layout.top + offset, column: 1, style: CellStyle(bold: true, color: .muted))
    }
    for index in layout.shown {
      let meal = day.meals[index]
      let row = layout.row(of: index)
      // The highlighted meal in reverse across the line, so it reads without colour too.
      let highlighted = index == app.mealList.highlight
      if highlighted { frame.fill(row: row, columns: 1..<max(1, width - 1), style: CellStyle(reverse: true)) }
      let footprint = meal.kgCO2e.map { "\(Self.kg($0)) kg CO2e" } ?? "CO2e unknown"
      let right = width - 1 - footprint.count
      frame.write(meal.time, row: row, column: 1, style: CellStyle(reverse: highlighted, color: .muted))
      // Meat rows carry a mark as well as their colour.
      let mark = meal.countsAsMeat ? glyphs.meatMark : " "
      frame.write(mark, row: row, column: 7, style: CellStyle(bold: true, reverse: highlighted, color: .meat))
      frame.writeCut(
        glyphs.text(meal.sentence), row: row, column: 9, width: max(0, right - 10), glyphs: glyphs,
        style: CellStyle(bold: highlighted, reverse: highlighted, color: meal.countsAsMeat ? .meat : nil))
      frame.write(footprint, row: row, column: max(8, right), style: CellStyle(reverse: highlighted))
    }
    return layout.lines.count
  }

  /// The highlighted meal as the row would hold it, when its food is in the catalog: the
  /// detail pane then describes it.
  private func highlightedMeal(_ app: AppState) -> RowContents? {
    guard let index = app.mealList.highlight, app.day.meals.indices.contains(index) else { return nil }
    let line = app.day.meals[index]
    return mainScreen.catalog.foodIndex(id: line.foodID).map { RowContents(line, food: $0) }
  }

  /// - Parameter listActive: a meal above has the keys, so no button shows focus.
  private func drawMealRow(_ state: MainScreenState, size: TerminalSize, listActive: Bool, into frame: inout Frame) {
    let layout = MealRowLayout(state: state, size: size, mainScreen: mainScreen, glyphs: glyphs)
    if let prompt = layout.prompt { frame.write(prompt, row: layout.row, column: 1, style: CellStyle(bold: state.editing != nil)) }
    let rowFocused = !listActive && (state.mode == .mealRow || state.mode == .quantityList)
    for button in layout.buttons {
      let focused = rowFocused && state.focus == button.field
      frame.write(
        button.label, row: layout.row, column: button.column,
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
