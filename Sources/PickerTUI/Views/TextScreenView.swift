import PickerModel

/// A full screen of text lines under a title, with a help line: the history screen.
public struct TextScreenView: Sendable {
  public var title: String
  public var lines: [String]
  public var help: String
  /// The first lines that stay in view however short the screen (the history's strip of days);
  /// the rest scroll to their latest.
  public var pinned: Int

  public init(title: String, lines: [String], help: String, pinned: Int = 0) {
    self.title = title
    self.lines = lines
    self.help = help
    self.pinned = pinned
  }

  public func render(size: TerminalSize, glyphs: Glyphs) -> Frame {
    var frame = Frame(size: size)
    guard size.columns >= 20, size.rows >= 4 else {
      TooSmallView.draw(into: &frame, minimum: TerminalSize(columns: 20, rows: 4))
      return frame
    }
    frame.write(title, row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    // The latest lines when they do not all fit.
    let room = size.rows - 3
    let kept = min(pinned, room, lines.count)
    let shown = lines.prefix(kept) + lines.dropFirst(kept).suffix(room - kept)
    for (offset, line) in shown.enumerated() {
      frame.write(glyphs.text(line), row: 2 + offset, column: 1, limit: size.columns - 2)
    }
    frame.write(DisplayWidth.truncate(help, to: size.columns - 2, ellipsis: glyphs.ellipsis), row: size.rows - 1, column: 1,
      style: CellStyle(color: .muted))
    return frame
  }
}
