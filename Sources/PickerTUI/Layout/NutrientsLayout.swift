import PickerModel
import FoodData

/// Where the nutrients screen stands: which day and period at the right of the title, the
/// column heads under the rule, then the nutrients' lines, as many as the screen scrolls by.
struct NutrientsLayout: Equatable {
  let screen: ScreenLayout
  /// The column heads, and the message while the report is read or when it failed.
  let headRow: Int
  let lines: Range<Int>
  /// The title "Nutrients" keeps the columns left of this one.
  static let periodFrom = 12
  let columns: Int
  /// Cells of a bar: a fifth of the width, between 6 and 20.
  let barWidth: Int

  init(size: TerminalSize) {
    screen = ScreenLayout(size: size)
    headRow = screen.body.lowerBound
    lines = screen.rows(from: headRow + 1, count: NutrientsState.rows(size: size))
    columns = size.columns
    barWidth = min(20, max(6, size.columns / 5))
  }

  /// The row under the heads: the message while there are no lines.
  var messageRow: Int { lines.lowerBound }

  /// The day and period's text at the right of the title: its first column and the width it
  /// may take (cut where the terminal is narrow).
  func period(_ text: String) -> (column: Int, width: Int) {
    (max(Self.periodFrom, columns - 1 - DisplayWidth.of(text)), columns - 1 - Self.periodFrom)
  }
}
