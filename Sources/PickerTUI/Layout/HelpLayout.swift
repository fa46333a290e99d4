import PickerModel
import FoodData

/// Where the key list stands: its lines under the title, a mode's heading at the margin, each
/// key in a column as wide as the widest (at most 12) and its words after it.
struct HelpLayout: Equatable {
  let screen: ScreenLayout
  /// The rows of the key list's lines, as many as `KeyList` scrolls by.
  let lines: Range<Int>
  let headingColumn = 1
  let keyColumn = 3
  let keyWidth: Int
  /// The words of a key: two columns after the key's column.
  let wordsColumn: Int
  let wordsWidth: Int

  /// The widest key column a key list gives: a longer key label is cut.
  static let widestKey = 12

  init(size: TerminalSize, keyLabels: [String]) {
    screen = ScreenLayout(size: size)
    lines = screen.rows(from: screen.body.lowerBound, count: HelpState.listRows(size: size))
    keyWidth = min(Self.widestKey, keyLabels.map(DisplayWidth.of).max() ?? 0)
    wordsColumn = keyColumn + keyWidth + 2
    wordsWidth = screen.text.upperBound - wordsColumn
  }
}
