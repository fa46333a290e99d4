/// Items laid out in rows of `columns`, in blocks that may each have a header row: the grouped
/// grid (a block a section) or the filtered grid (one block, no header).
///
/// Positions number the items in reading order across blocks. The layout is arithmetic over the
/// blocks, so a filtered grid of a million results costs nothing to build.
public struct GridLayout: Equatable, Sendable {
  public struct Block: Equatable, Sendable {
    /// The section whose header starts the block, or nil for no header.
    public var section: Int?
    public var start: Int
    public var count: Int
    public var firstRow: Int
  }

  public enum Row: Equatable, Sendable {
    case header(section: Int)
    case items(Range<Int>)
  }

  public let columns: Int
  public let blocks: [Block]
  public let rowCount: Int
  public let itemCount: Int

  /// - Parameter blocks: each block's header section (nil for none) and item count, in order.
  ///   Empty blocks are left out, headers and all.
  public init(columns: Int, blocks: [(section: Int?, count: Int)]) {
    self.columns = max(1, columns)
    var built: [Block] = []
    var start = 0
    var row = 0
    for (section, count) in blocks where count > 0 {
      built.append(Block(section: section, start: start, count: count, firstRow: row))
      start += count
      row += (section == nil ? 0 : 1) + (count + self.columns - 1) / self.columns
    }
    self.blocks = built
    self.rowCount = row
    self.itemCount = start
  }

  private func blockIndex(containingRow row: Int) -> Int {
    lastBlock { $0.firstRow <= row }
  }

  private func blockIndex(containingPosition position: Int) -> Int {
    lastBlock { $0.start <= position }
  }

  /// The last block for which `isAtOrBefore` holds (blocks are in order): a binary search.
  private func lastBlock(_ isAtOrBefore: (Block) -> Bool) -> Int {
    var low = 0
    var high = blocks.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if isAtOrBefore(blocks[mid]) { low = mid } else { high = mid - 1 }
    }
    return low
  }

  public func row(_ index: Int) -> Row {
    let block = blocks[blockIndex(containingRow: index)]
    var offset = index - block.firstRow
    if let section = block.section {
      if offset == 0 { return .header(section: section) }
      offset -= 1
    }
    let lower = block.start + offset * columns
    return .items(lower..<min(block.start + block.count, lower + columns))
  }

  /// The row and column of an item.
  public func location(of position: Int) -> (row: Int, column: Int) {
    let block = blocks[blockIndex(containingPosition: position)]
    let offset = position - block.start
    return (block.firstRow + (block.section == nil ? 0 : 1) + offset / columns, offset % columns)
  }

  /// The item at a row, at `column` or the row's last item if the row is shorter; nil on a header.
  public func position(row: Int, column: Int) -> Int? {
    guard row >= 0, row < rowCount, case .items(let range) = self.row(row) else { return nil }
    return min(range.lowerBound + column, range.upperBound - 1)
  }
}
