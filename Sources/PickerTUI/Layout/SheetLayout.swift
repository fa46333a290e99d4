import PickerModel

/// Where the food sheet's parts stand, computed once from the state: the sheet's renderer
/// draws at these rows and columns and the mouse map reads them back, so a click lands on
/// what is drawn there.
struct SheetLayout: Equatable {
  /// One food of the grid as drawn: its grid position and the cells it takes.
  struct Item: Equatable {
    var position: Int
    var row: Int
    var columns: Range<Int>
  }

  /// The top border, with the title.
  let top: Int
  var searchRow: Int { top + 1 }
  var countRow: Int { top + 2 }
  /// The grid's rows on screen (the viewport).
  let grid: Range<Int>
  /// The grid's first column: a border and a space to its left.
  static let left = 2
  let listWidth: Int
  /// Columns from one cell's start to the next (a browsing cell draws one fewer).
  let cellWidth: Int
  /// The first column of the detail pane beside the results, if it is shown.
  let sideDetail: Int?
  let bottom: Int
  /// The foods in view, row by row.
  let items: [Item]

  init(mainScreen: MainScreen, state: MainScreenState, size: TerminalSize) {
    let geometry = mainScreen.geometry(state, size: size)
    top = size.rows - geometry.height
    grid = (top + 3)..<(top + 3 + geometry.viewportRows)
    listWidth = geometry.listWidth
    cellWidth = geometry.cellWidth
    sideDetail = geometry.sideDetailWidth > 0 ? Self.left + geometry.listWidth + 1 : nil
    bottom = size.rows - 1
    let layout = mainScreen.grid(state, size: size)
    let scroll = mainScreen.highlight(state).scroll
    var items: [Item] = []
    for row in grid {
      let index = scroll + row - grid.lowerBound
      guard index < layout.rowCount else { break }
      guard case .items(let positions) = layout.row(index) else { continue }
      for position in positions {
        let column = Self.left + (position - positions.lowerBound) * geometry.cellWidth
        let width = state.isFiltering ? geometry.listWidth : geometry.cellWidth - 1
        items.append(Item(position: position, row: row, columns: column..<(column + width)))
      }
    }
    self.items = items
  }

  /// The food drawn at a cell, if any.
  func item(row: Int, column: Int) -> Item? {
    items.first { $0.row == row && $0.columns.contains(column) }
  }
}
