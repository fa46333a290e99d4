import Testing
import FoodData

@testable import PickerModel

@Suite("Grid layout and movement")
struct GridTests {
  // Two sections: A with 5 items, B with 2; 3 columns.
  //   row 0: header A
  //   row 1: 0 1 2
  //   row 2: 3 4
  //   row 3: header B
  //   row 4: 5 6
  let grid = GridLayout(columns: 3, blocks: [(0, 5), (1, 2)])

  @Test func laysOutHeadersAndRows() {
    #expect(grid.rowCount == 5)
    #expect(grid.itemCount == 7)
    #expect((0..<5).map(grid.row) == [.header(section: 0), .items(0..<3), .items(3..<5), .header(section: 1), .items(5..<7)])
  }

  @Test func leavesOutEmptySections() {
    let grid = GridLayout(columns: 2, blocks: [(0, 2), (1, 0), (2, 1)])
    #expect((0..<grid.rowCount).map(grid.row) == [.header(section: 0), .items(0..<2), .header(section: 2), .items(2..<3)])
  }

  @Test func filteredGridHasNoHeaders() {
    let grid = GridLayout(columns: 4, blocks: [(nil, 10)])
    #expect((0..<grid.rowCount).map(grid.row) == [.items(0..<4), .items(4..<8), .items(8..<10)])
  }

  @Test func locatesItems() {
    #expect(grid.location(of: 0) == (1, 0))
    #expect(grid.location(of: 4) == (2, 1))
    #expect(grid.location(of: 6) == (4, 1))
  }

  @Test func movesDownKeepingTheColumnAcrossSections() {
    #expect(grid.move(.down, from: 1, pageRows: 3) == 4)
    #expect(grid.move(.down, from: 4, pageRows: 3) == 6, "skips the header, keeps column 1")
    #expect(grid.move(.down, from: 2, pageRows: 3) == 4, "column 2 is past the short row: its last item")
    #expect(grid.move(.down, from: 6, pageRows: 3) == 6, "nothing below")
  }

  @Test func movesUpAcrossHeaders() {
    #expect(grid.move(.up, from: 5, pageRows: 3) == 3)
    #expect(grid.move(.up, from: 6, pageRows: 3) == 4)
    #expect(grid.move(.up, from: 1, pageRows: 3) == 1, "nothing above")
  }

  @Test func movesLeftAndRightInReadingOrder() {
    #expect(grid.move(.right, from: 2, pageRows: 3) == 3)
    #expect(grid.move(.left, from: 5, pageRows: 3) == 4)
    #expect(grid.move(.left, from: 0, pageRows: 3) == 0)
    #expect(grid.move(.right, from: 6, pageRows: 3) == 6)
  }

  @Test func pagesHomeAndEnd() {
    #expect(grid.move(.pageDown, from: 0, pageRows: 2) == 5, "two rows down is the header B; its items")
    #expect(grid.move(.pageDown, from: 5, pageRows: 2) == 6, "on the last row: the last item")
    #expect(grid.move(.pageUp, from: 6, pageRows: 2) == 4, "two rows up, same column")
    #expect(grid.move(.pageUp, from: 1, pageRows: 2) == 0)
    #expect(grid.move(.home, from: 6, pageRows: 2) == 0)
    #expect(grid.move(.end, from: 0, pageRows: 2) == 6)
  }

  @Test func scrollsTheLeastThatShowsTheHighlight() {
    #expect(grid.scrollOffset(keeping: 0, visibleFrom: 0, viewportRows: 2) == 0)
    #expect(grid.scrollOffset(keeping: 5, visibleFrom: 0, viewportRows: 2) == 3)
    #expect(grid.scrollOffset(keeping: 3, visibleFrom: 3, viewportRows: 2) == 2)
    #expect(grid.scrollOffset(keeping: 0, visibleFrom: 3, viewportRows: 2) == 0, "the section's header comes along")
    #expect(grid.scrollOffset(keeping: 0, visibleFrom: 3, viewportRows: 1) == 1, "no room for the header")
  }

  @Test func sheetGeometryFollowsTheTerminal() {
    let collapsed = SheetGeometry(size: TerminalSize(columns: 80, rows: 24), expanded: false)
    #expect(collapsed.height == 12)
    #expect(collapsed.viewportRows == 8)
    #expect(collapsed.gridColumns == 4)
    #expect(collapsed.cellWidth == 19)
    let expanded = SheetGeometry(size: TerminalSize(columns: 80, rows: 24), expanded: true)
    #expect(expanded.height == 24)
    let small = SheetGeometry(size: TerminalSize(columns: 40, rows: 12), expanded: false)
    #expect(small.height == 10, "never fewer than ten rows")
    #expect(small.gridColumns == 2)
    let tiny = SheetGeometry(size: TerminalSize(columns: 10, rows: 4), expanded: false)
    #expect(tiny.height == 4, "never more than the terminal")
    #expect(tiny.gridColumns == 1)
  }

  @Test func measuresDisplayWidth() {
    #expect(DisplayWidth.of("Beef") == 4)
    #expect(DisplayWidth.of("🥩") == 2)
    #expect(DisplayWidth.of("牛肉") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.truncate("Brussels sprouts", to: 10) == "Brussels …")
    #expect(DisplayWidth.truncate("牛肉牛肉", to: 5) == "牛肉…")
    #expect(DisplayWidth.truncate("Beef", to: 4) == "Beef")
  }

  /// The cell width comes from the widest name, measured in columns, not bytes: a name of
  /// more bytes may be narrower, and a later name may be wider than all before it.
  @Test func widestNameIsMeasuredInColumns() {
    let names = ["Tofu", "牛肉牛肉", "Lentils, boiled", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", "寿司寿司寿司寿司"]
    let index = SearchIndex(items: names.map { [$0] })
    #expect(index.widestName(upTo: 40) == 16, "寿司 ×4 is 16 columns; Lentils, boiled is 15")
    #expect(index.widestName(upTo: 10) == 10, "never more than the limit")
    #expect(SearchIndex(items: [["Tofu"], ["Lentils, boiled"], ["牛肉牛肉"]]).widestName(upTo: 40) == 15)
    #expect(SearchIndex().widestName(upTo: 40) == 0)
  }
}
