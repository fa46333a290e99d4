import PickerModel

/// Where the weekly review stands: its lines under the title, as many as the review scrolls by.
struct ReviewLayout: Equatable {
  let screen: ScreenLayout
  let lines: Range<Int>

  init(size: TerminalSize) {
    screen = ScreenLayout(size: size)
    lines = screen.rows(from: screen.body.lowerBound, count: ReportState.rows(size: size))
  }
}
