/// The part of a list drawn on a range of rows when its reducer keeps a highlight and no
/// scroll (settings, limits): the window moved the least that keeps the highlight in view,
/// which items it shows and on which row each stands.
struct HighlightWindow: Equatable {
  /// The rows the list may take.
  let rows: Range<Int>
  /// The items in view, by their place in the list.
  let shown: Range<Int>

  init(rows: Range<Int>, count: Int, highlight: Int) {
    self.rows = rows
    let first = max(0, min(highlight - rows.count + 1, count - rows.count))
    shown = first..<max(first, min(count, first + rows.count))
  }

  /// The row an item in view is drawn on.
  func row(of item: Int) -> Int { rows.lowerBound + item - shown.lowerBound }

  /// The item drawn on a row, if any.
  func item(atRow row: Int) -> Int? {
    let item = shown.lowerBound + row - rows.lowerBound
    return shown.contains(item) && rows.contains(row) ? item : nil
  }
}
