import PickerModel

/// The rows and columns every screen but the main one shares, computed once from the size:
/// the title on the top row, a rule under it, the body, and the keys of the moment on the
/// bottom row; text keeps a column of margin on each side. Each screen's own layout
/// (`HelpLayout`, `HistoryScreenLayout`, ...) places its parts within the body.
struct ScreenLayout: Equatable {
  let titleRow = 0
  let ruleRow = 1
  /// The rows between the rule and the help line.
  let body: Range<Int>
  let helpRow: Int
  /// The columns text is written in.
  let text: Range<Int>

  init(size: TerminalSize) {
    helpRow = size.rows - 1
    body = 2..<max(2, helpRow)
    text = 1..<max(1, size.columns - 1)
  }

  var textWidth: Int { text.count }

  /// Rows of the body from its top row on, `count` of them: a list as tall as the screen's
  /// reducer scrolls by (`HelpState.listRows`, `ReportState.rows`), so what is drawn and how
  /// far scrolling goes are one number.
  func rows(from top: Int, count: Int) -> Range<Int> { top..<(top + max(0, count)) }
}
