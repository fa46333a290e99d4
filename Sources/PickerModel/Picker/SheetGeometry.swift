/// The sheet's size and the grid's shape for a terminal size and detent; all derived.
public struct SheetGeometry: Equatable, Sendable {
  /// Rows the sheet takes at the bottom of the terminal, borders included.
  public var height: Int
  /// Rows of the grid inside the sheet.
  public var viewportRows: Int
  public var gridColumns: Int
  public var cellWidth: Int

  /// Rows of the sheet that are not grid: top border with title, search field, count, bottom
  /// border with the help.
  public static let chromeRows = 4
  /// A collapsed sheet is half the terminal, but never fewer rows than this (when they exist).
  public static let minimumCollapsedRows = 10
  /// Narrowest cell: an icon, a space and a short name.
  public static let minimumCellWidth = 18
  /// Columns of the sheet that are not grid: a border and a space on each side.
  public static let chromeColumns = 4

  public init(size: TerminalSize, expanded: Bool) {
    height = expanded ? size.rows : min(size.rows, max(Self.minimumCollapsedRows, (size.rows + 1) / 2))
    viewportRows = max(1, height - Self.chromeRows)
    let inner = max(1, size.columns - Self.chromeColumns)
    gridColumns = max(1, inner / Self.minimumCellWidth)
    cellWidth = max(1, inner / gridColumns)
  }
}
