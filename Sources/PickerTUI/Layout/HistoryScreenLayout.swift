import PickerModel

/// Where the history screen's parts stand, computed once from the size and the days: the
/// calendar strip, the day list (the days in view, each on its row, with the columns of its
/// label, mark, word, bar and figure) and the totals under it. The renderer draws the days at
/// these rows and the mouse map reads them back, so a click opens the day drawn there. How
/// many rows the list has is the reducer's `HistoryLayout`, so scrolling and drawing agree.
struct HistoryScreenLayout: Equatable {
  let screen: ScreenLayout
  /// The strip's legend row, then a row for each weekday; nil where the strip does not fit.
  let stripTop: Int?
  /// The weekday names' column and the first week's; a week takes two columns.
  let weekdayColumn = 1
  let weeksColumn = 6
  /// How many weeks the strip shows: the latest that fit.
  let weeksShown: Int
  /// The day list's rows.
  let list: Range<Int>
  /// The days in view, by their place in the days (oldest first), from the list's top row.
  let shown: Range<Int>
  /// The first of the three rows of totals (week, month, streak).
  let totalsTop: Int

  /// "Thu 3 Dec  ● YES  " then the bar, then " 14.9 kg".
  let labelColumn = 1
  static let labelWidth = 11
  var markColumn: Int { labelColumn + Self.labelWidth }
  var wordColumn: Int { markColumn + 2 }
  var barColumn: Int { markColumn + 6 }
  static let figureWidth = 9

  init(size: TerminalSize, days: Int, scroll: Int) {
    screen = ScreenLayout(size: size)
    let rows = HistoryLayout(size: size)
    stripTop = rows.stripRows > 0 ? screen.body.lowerBound : nil
    weeksShown = max(1, (size.columns - 7) / 2)
    list = screen.rows(from: rows.listTop, count: rows.listRows)
    totalsTop = list.upperBound
    // The list's scroll as the reducer keeps it, held within the days for a state not yet clamped.
    let first = min(max(0, scroll), max(0, days - 1))
    shown = first..<min(days, first + list.count)
  }

  init(_ app: AppState) { self.init(size: app.size, days: app.history.days?.count ?? 0, scroll: app.history.scroll) }

  /// The row a day in view is drawn on.
  func row(of day: Int) -> Int { list.lowerBound + day - shown.lowerBound }

  /// The day drawn on a row of the list, by its place in the days.
  func day(atRow row: Int) -> Int? {
    let day = shown.lowerBound + row - list.lowerBound
    return shown.contains(day) ? day : nil
  }

  /// Cells a day's bar may take: the row less its label, mark, word, figure and target marks.
  func barWidth(marksWidth: Int) -> Int { max(1, screen.text.count - Self.labelWidth - 6 - Self.figureWidth - marksWidth) }
}
