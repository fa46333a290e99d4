import PickerModel
import FoodData

/// Where the main screen's rows stand, computed once from the size: read by the main screen's
/// renderer, the meal row's buttons (`MealRowLayout`), the quantity list over them and so the
/// mouse map, so that moving a row moves what a click finds there.
struct MainScreenLayout: Equatable {
  let titleRow = 0
  let questionRow = 1
  let topRule = 2
  /// The targets' own row above "Today", when targets are set and there is room; else nil
  /// (their bars share the "Today" row).
  let targetsRow: Int?
  let todayRow: Int
  /// The status line, over the rule above the meal row.
  let statusRow: Int
  let mealRow: Int
  let bottomRule: Int
  let helpRow: Int
  /// The rows between the top rule and "Today" (or the targets): the meals, then the detail pane.
  let body: Range<Int>

  /// The terminal's width, for the header's date at the right.
  let columns: Int

  /// Rows a terminal needs for the targets to get a row of their own.
  static let targetsRowFrom = 16

  init(size: TerminalSize, hasTargets: Bool = false) {
    let rows = size.rows
    columns = size.columns
    helpRow = rows - 1
    bottomRule = rows - 2
    mealRow = rows - 3
    statusRow = rows - 4
    todayRow = rows - 5
    targetsRow = hasTargets && rows >= Self.targetsRowFrom ? rows - 6 : nil
    body = 3..<max(3, targetsRow ?? todayRow)
  }

  init(_ app: AppState) { self.init(size: app.size, hasTargets: app.targets?.hasAnyTarget == true) }

  /// The header's date and its first column, right-aligned beside the title; nil when no form
  /// of it fits.
  func date(_ day: DayView) -> (text: String, column: Int)? {
    // The title "No Meat Today" and a gap keep the left 17 columns.
    DayWords.header(day, width: columns - 17).map { ($0, columns - 1 - DisplayWidth.of($0)) }
  }
}
