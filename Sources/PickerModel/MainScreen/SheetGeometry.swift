/// The sheet's size and the grid's shape for a terminal size and detent; all derived.
public struct SheetGeometry: Equatable, Sendable {
  /// Rows the sheet takes at the bottom of the terminal, borders included.
  public var height: Int
  /// Rows of the grid inside the sheet.
  public var viewportRows: Int
  public var gridColumns: Int
  public var cellWidth: Int
  /// Columns of the sheet given to the grid or list; the rest (on wide terminals, while
  /// filtering) holds the detail pane beside it.
  public var listWidth: Int
  /// Columns of the detail pane beside the results, or 0 when it is folded away.
  public var sideDetailWidth: Int

  /// Rows of the sheet that are not grid: top border with title, search field, count, bottom
  /// border with the help.
  public static let chromeRows = 4
  /// A collapsed sheet is half the terminal, but never fewer rows than this (when they exist).
  public static let minimumCollapsedRows = 10
  /// Narrowest cell: an icon, a space and a short name.
  public static let minimumCellWidth = 18
  /// Widest cell: a catalog with long names gets fewer columns, not one.
  public static let maximumCellWidth = 32
  /// Columns of the sheet that are not grid: a border and a space on each side.
  public static let chromeColumns = 4
  /// The filtered list gets the detail pane beside it from this many columns on.
  public static let sideDetailFromColumns = 110
  public static let sideDetailColumns = 42

  public init(size: TerminalSize, expanded: Bool, filtering: Bool = false, cellWidth: Int = minimumCellWidth) {
    height = expanded ? size.rows : min(size.rows, max(Self.minimumCollapsedRows, (size.rows + 1) / 2))
    viewportRows = max(1, height - Self.chromeRows)
    let inner = max(1, size.columns - Self.chromeColumns)
    if filtering {
      // One food a line, so that names, aliases and figures are read whole.
      sideDetailWidth = size.columns >= Self.sideDetailFromColumns ? Self.sideDetailColumns : 0
      listWidth = max(1, inner - sideDetailWidth)
      gridColumns = 1
      self.cellWidth = listWidth
    } else {
      sideDetailWidth = 0
      listWidth = inner
      gridColumns = max(1, inner / max(1, cellWidth))
      self.cellWidth = max(1, inner / gridColumns)
    }
  }
}
