import Testing

@testable import PickerModel

/// The terminal's size is the app's own state: a resize reaches the main screen through
/// `App.reduce`, and what its keys do follows the new size.
@Suite("Resize through the app")
struct ResizeReducerTests {
  let app = App(mainScreen: builtInPicker)
  let narrow = TerminalSize(columns: 80, rows: 24)
  let wide = TerminalSize(columns: 200, rows: 24)

  /// The sheet open on the first food of the first section (no Recent foods), which is long
  /// enough that Down stays in it at either width.
  func browsing() throws -> AppState {
    var state = app.initialState(
      purpose: .mealEntry, size: narrow,
      snapshot: LogSnapshot(day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), recentFoodIDs: [], meatSections: []))
    app.reduce(into: &state, action: .mainScreen(.foodButtonPressed))
    app.reduce(into: &state, action: .mainScreen(.moveHighlight(.home)))
    let columns = app.mainScreen.geometry(state.mainScreen, size: wide).gridColumns
    let first = try #require(app.mainScreen.grid(state.mainScreen, size: wide).blocks.first)
    try #require(state.mainScreen.browseHighlight == first.start && first.count > 2 * columns)
    return state
  }

  @Test func aResizeIsKeptByTheApp() throws {
    var state = try browsing()
    var expected = state
    expected.size = wide
    app.reduce(into: &state, action: .terminalResized(wide))
    #expect(state == expected, "the size changes, and the highlight, in view at both sizes, stays")
  }

  @Test func afterAResizeDownMovesByTheNewColumnCount() throws {
    let narrowColumns = app.mainScreen.geometry(try browsing().mainScreen, size: narrow).gridColumns
    let wideColumns = app.mainScreen.geometry(try browsing().mainScreen, size: wide).gridColumns
    #expect(wideColumns > narrowColumns, "the wide sheet has more columns")

    var before = try browsing()
    let start = before.mainScreen.browseHighlight
    app.reduce(into: &before, action: .mainScreen(.moveHighlight(.down)))
    #expect(before.mainScreen.browseHighlight == start + narrowColumns)

    var after = try browsing()
    app.reduce(into: &after, action: .terminalResized(wide))
    app.reduce(into: &after, action: .mainScreen(.moveHighlight(.down)))
    #expect(after.mainScreen.browseHighlight == start + wideColumns)
  }
}
