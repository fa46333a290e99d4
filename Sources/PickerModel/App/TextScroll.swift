/// How a scrolled list of text lines (the key list, the weekly review) moves for a key: one
/// line, one page, or to either end. The caller keeps the result within its range.
enum TextScroll {
  static func scroll(_ scroll: inout Int, _ direction: GridLayout.Direction, rows: Int, last: Int) {
    switch direction {
    case .up, .left: scroll -= 1
    case .down, .right: scroll += 1
    case .pageUp: scroll -= rows
    case .pageDown: scroll += rows
    case .home: scroll = 0
    case .end: scroll = last
    }
  }
}
