import FoodData
import PickerModel

/// One keystroke's work, as the picker does it: filter (incrementally), rank, and lay out the
/// visible part of the filtered grid, with labels cut to their cells and matches highlighted.
struct Keystroke {
  let search: FoodSearch
  let columns = 4
  let cellWidth = 18
  let visibleRows = 20

  /// Returns a figure computed from the visible cells, so that no work can be optimised away.
  func type(_ text: String) -> Int {
    let results = search.results(for: text)
    let grid = GridLayout(columns: columns, blocks: [(nil, results.count)])
    var checksum = results.count
    for row in 0..<min(grid.rowCount, visibleRows) {
      guard case .items(let range) = grid.row(row) else { continue }
      for position in range {
        let hit = results.hit(at: position)
        let label = search.index.text(item: Int(hit.item), key: Int(hit.key))
        let ranges = search.index.matchedCharacterRanges(item: Int(hit.item), key: Int(hit.key), query: results.query)
        checksum &+= DisplayWidth.of(DisplayWidth.truncate(label, to: cellWidth - 3)) &+ ranges.count
      }
    }
    return checksum
  }
}
