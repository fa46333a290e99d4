import Foundation
import PickerModel

/// The history screen: a calendar strip of weeks by days, one line a day with a bar of its
/// kg CO2e (scrolled with the arrows, pages, Home/End and the wheel), and the week's and the
/// month's totals with the meat-free streak.
struct HistoryView {
  let glyphs: Glyphs

  static let minimum = TerminalSize(columns: 30, rows: 8)

  func draw(_ app: AppState, into frame: inout Frame) {
    let size = app.size
    guard size.columns >= Self.minimum.columns, size.rows >= Self.minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: Self.minimum)
      return
    }
    let layout = HistoryScreenLayout(app)
    let screen = layout.screen
    let days = app.history.days ?? []
    let title = days.first.map { "History since \(DayWords.label($0.date))" } ?? "History"
    ScreenChromeView(glyphs: glyphs).draw(title: title, mode: app.mode, layout: screen, into: &frame)
    guard let loaded = app.history.days else {
      frame.write("Reading the log\(glyphs.ellipsis)", row: screen.body.lowerBound, column: screen.text.lowerBound, style: CellStyle(color: .muted))
      return
    }
    if loaded.isEmpty {
      let text = app.status.flatMap { $0.isError ? StatusWords.text($0) : nil } ?? "Nothing logged yet. Add a meal on the main screen."
      frame.writeCut(
        glyphs.text(text), row: screen.body.lowerBound, column: screen.text.lowerBound, width: screen.textWidth, glyphs: glyphs,
        style: CellStyle(color: .muted))
      return
    }
    if let top = layout.stripTop { drawStrip(days, top: top, layout: layout, into: &frame) }
    drawDays(days, highlight: app.history.highlight, layout: layout, marks: TargetMarks(app.targets, glyphs: glyphs, width: size.columns), into: &frame)
    drawTotals(days, layout: layout, into: &frame)
  }

  private func mark(_ ateMeat: Bool?) -> (String, CellStyle) {
    switch ateMeat {
    case .some(true): (glyphs.meatMark, CellStyle(bold: true, color: .meat))
    case .some(false): (glyphs.plantMark, CellStyle(color: .plant))
    case .none: (glyphs.unknownMark, CellStyle(color: .muted))
    }
  }

  /// Weeks as columns, Monday to Sunday as rows: the latest weeks that fit.
  private func drawStrip(_ days: [HistoryDay], top: Int, layout: HistoryScreenLayout, into frame: inout Frame) {
    let legend = "\(glyphs.meatMark) meat  \(glyphs.plantMark) no meat  \(glyphs.unknownMark) not known"
    frame.writeCut(
      legend, row: top, column: layout.weeksColumn, width: layout.screen.text.upperBound - layout.weeksColumn, glyphs: glyphs,
      style: CellStyle(color: .muted))
    for (offset, name) in DayWords.weekdays.enumerated() {
      frame.write(name, row: top + 1 + offset, column: layout.weekdayColumn, style: CellStyle(color: .muted))
    }
    guard let first = days.first else { return }
    // Week columns counted from the Monday on or before the first day.
    let weekCount = (first.date.weekday + days.count + 6) / 7
    let skip = max(0, weekCount - layout.weeksShown)
    for (index, day) in days.enumerated() {
      let cell = first.date.weekday + index
      let week = cell / 7 - skip
      guard week >= 0 else { continue }
      let (text, style) = mark(day.ateMeat)
      frame.write(text, row: top + 1 + cell % 7, column: layout.weeksColumn + week * 2, style: style)
    }
  }

  private func drawDays(_ days: [HistoryDay], highlight: Int?, layout: HistoryScreenLayout, marks: TargetMarks?, into frame: inout Frame) {
    let most = max(days.map(\.kgCO2e).max() ?? 0, 0.1)
    let barWidth = layout.barWidth(marksWidth: marks?.width ?? 0)
    let right = layout.screen.text.upperBound
    for index in layout.shown {
      let day = days[index]
      let row = layout.row(of: index)
      // The highlighted day (Enter opens it) in reverse on its date, so it reads without colour.
      frame.write(DayWords.label(day.date), row: row, column: layout.labelColumn, style: CellStyle(reverse: index == highlight))
      let (text, style) = mark(day.ateMeat)
      frame.write(text, row: row, column: layout.markColumn, style: style)
      let word = day.ateMeat.map { $0 ? "YES" : "NO" } ?? "-"
      frame.write(word, row: row, column: layout.wordColumn, style: style)
      let length = BarScale.cells(day.kgCO2e, most: most, width: barWidth)
      let bar = String(repeating: day.ateMeat == true ? glyphs.meatBar : glyphs.plantBar, count: length)
      frame.write(bar, row: row, column: layout.barColumn, style: CellStyle(color: day.ateMeat == true ? .meat : .plant))
      let figure = String(format: "%5.1f kg", day.kgCO2e)
      frame.write(figure, row: row, column: right - figure.count)
      if let marks { frame.write(marks.text(day), row: row, column: right - figure.count - marks.width) }
    }
  }

  private func drawTotals(_ days: [HistoryDay], layout: HistoryScreenLayout, into frame: inout Frame) {
    let top = layout.totalsTop
    let (column, width) = (layout.screen.text.lowerBound, layout.screen.textWidth)
    // Calendar weeks (Monday to Sunday, as limits count them) and months, to the last day.
    let monday = days.lastIndex { $0.date.weekday == 0 } ?? days.startIndex
    let firstOfMonth = days.last.flatMap { last in days.firstIndex { $0.date.isSameMonth(as: last.date) } } ?? days.startIndex
    let totals = [("This week", HistoryTotals(days[monday...])), ("This month", HistoryTotals(days[firstOfMonth...]))]
    for (offset, (name, totals)) in totals.enumerated() {
      let text = String(
        format: "%@: %.1f kg CO2e %@ %.0f kcal %@ %.0f g protein %@ %d with meat", name, totals.kgCO2e,
        glyphs.separator, totals.kcal, glyphs.separator, totals.proteinGrams, glyphs.separator, totals.meatDays)
      frame.writeCut(text, row: top + offset, column: column, width: width, glyphs: glyphs)
    }
    frame.writeCut(
      "Meat-free days in a row: \(days.meatFreeStreak)", row: top + 2, column: column, width: width, glyphs: glyphs,
      style: CellStyle(bold: true))
  }
}
