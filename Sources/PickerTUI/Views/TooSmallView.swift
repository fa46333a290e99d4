import PickerModel

/// "Terminal too small", centred, with the size needed.
enum TooSmallView {
  static func draw(into frame: inout Frame, minimum: TerminalSize) {
    let lines =
      frame.size.columns >= 18
      ? ["Terminal too small", "need \(minimum.columns)x\(minimum.rows)"] : ["Too small", "\(minimum.columns)x\(minimum.rows)"]
    let top = max(0, (frame.size.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let column = max(0, (frame.size.columns - line.count) / 2)
      frame.write(line, row: top + offset, column: column, style: CellStyle(bold: offset == 0))
    }
  }
}
