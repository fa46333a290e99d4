/// Where the highlight goes for each movement. Every answer is an item position, never a header.
extension GridLayout {
  public enum Direction: Equatable, Sendable, CaseIterable {
    case down, end, home, left, pageDown, pageUp, right, up
  }

  /// The position after a move from `position`; `pageRows` is the height of a page.
  public func move(_ direction: Direction, from position: Int, pageRows: Int) -> Int {
    guard itemCount > 0 else { return 0 }
    let position = min(max(0, position), itemCount - 1)
    let (row, column) = location(of: position)
    switch direction {
    case .down: return itemRow(from: row + 1, step: 1).flatMap { self.position(row: $0, column: column) } ?? position
    case .end: return itemCount - 1
    case .home: return 0
    case .left: return max(0, position - 1)
    case .pageDown:
      let target =
        itemRow(from: min(rowCount - 1, row + max(1, pageRows)), step: 1)
        ?? itemRow(from: rowCount - 1, step: -1) ?? row
      return target == row ? itemCount - 1 : self.position(row: target, column: column) ?? position
    case .pageUp:
      let target =
        itemRow(from: max(0, row - max(1, pageRows)), step: -1)
        ?? itemRow(from: 0, step: 1) ?? row
      return target == row ? 0 : self.position(row: target, column: column) ?? position
    case .right: return min(itemCount - 1, position + 1)
    case .up: return itemRow(from: row - 1, step: -1).flatMap { self.position(row: $0, column: column) } ?? position
    }
  }

  /// The first row of items from `start` going by `step`, skipping headers.
  private func itemRow(from start: Int, step: Int) -> Int? {
    var row = start
    while row >= 0 && row < rowCount {
      if case .items = self.row(row) { return row }
      row += step
    }
    return nil
  }

  /// The top row to show so that `position` is visible in `viewportRows` rows, moving the
  /// current top as little as possible. A section's first items bring their header along.
  public func scrollOffset(keeping position: Int, visibleFrom top: Int, viewportRows: Int) -> Int {
    guard itemCount > 0 else { return 0 }
    let rows = max(1, viewportRows)
    let row = location(of: min(max(0, position), itemCount - 1)).row
    var top = min(max(0, top), max(0, rowCount - rows))
    if row < top {
      top = row
      if rows > 1, row > 0, case .header = self.row(row - 1) { top = row - 1 }
    } else if row >= top + rows {
      top = row - rows + 1
    }
    return top
  }
}
