import PickerModel
import FoodData

/// A screenful of cells: what `render` returns and the terminal paints.
public struct Frame: Equatable, Sendable {
  public let size: TerminalSize
  public private(set) var cells: [[Cell]]

  public init(size: TerminalSize) {
    self.size = size
    cells = Array(repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
  }

  /// Writes text from a column, clipped at `limit` columns (and the frame's edge). A wide
  /// character that would straddle the limit is left out, and the cell stays blank.
  /// - Returns: the column after the last one written.
  @discardableResult
  public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle = .plain, limit: Int? = nil) -> Int {
    guard row >= 0, row < size.rows else { return column }
    let end = min(size.columns, limit.map { column + $0 } ?? size.columns)
    var x = column
    for character in text {
      let width = DisplayWidth.of(character)
      if width == 0 {
        // A combining mark joins the character before it.
        if x > column, x - 1 < size.columns { cells[row][x - 1].character.append(character) }
        continue
      }
      if x + width > end { break }
      if x >= 0 {
        clearWide(row: row, column: x)
        cells[row][x] = Cell(String(character), width: width, style: style)
        if width == 2 {
          clearWide(row: row, column: x + 1)
          cells[row][x + 1] = Cell.continuation
          cells[row][x + 1].style = style
        }
      }
      x += width
    }
    return x
  }

  /// Fills a span of a row with one character.
  public mutating func fill(row: Int, columns: Range<Int>, with character: String = " ", style: CellStyle = .plain) {
    guard row >= 0, row < size.rows else { return }
    for x in columns where x >= 0 && x < size.columns {
      clearWide(row: row, column: x)
      cells[row][x] = Cell(character, style: style)
    }
  }

  /// Overwriting half of a wide character blanks its other half.
  private mutating func clearWide(row: Int, column: Int) {
    guard column < size.columns else { return }
    let cell = cells[row][column]
    if cell.width == 2, column + 1 < size.columns { cells[row][column + 1] = .blank }
    if cell.width == 0, column > 0, cells[row][column - 1].width == 2 { cells[row][column - 1] = .blank }
  }

  /// The frame as plain text, one string a row, trailing spaces kept: what tests compare.
  public var lines: [String] {
    cells.map { row in row.map(\.character).joined() }
  }

  /// The text with trailing spaces trimmed, rows joined by newlines.
  public var text: String {
    lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

extension Frame: CustomStringConvertible {
  /// The plain text: what a failing test shows.
  public var description: String { "\n" + text }
}
