import PickerModel

/// The settings screen: which sections count as meat, a checklist. Its state and reducer are
/// as small as the screen, and as pure as the picker's.
public struct SettingsScreen: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    public var id: String
    public var name: String
  }

  public enum Outcome: Equatable, Sendable {
    case none
    case saved(Set<String>)
    case cancelled
    case interrupted
  }

  public var entries: [Entry]
  public var selected: Set<String>
  public var highlight = 0

  public init(catalog: Catalog, selected: Set<String>) {
    entries = catalog.sections.map { Entry(id: $0.id, name: $0.name) }
    self.selected = selected
  }

  public static let help = "↑↓ move · space toggle · enter save · esc cancel"

  public mutating func reduce(_ key: Key) -> Outcome {
    switch key {
    case .up, .character("k"): highlight = max(0, highlight - 1)
    case .down, .character("j"): highlight = min(entries.count - 1, highlight + 1)
    case .home: highlight = 0
    case .end: highlight = entries.count - 1
    case .character(" "), .character("x"):
      let id = entries[highlight].id
      if selected.contains(id) { selected.remove(id) } else { selected.insert(id) }
    case .enter: return .saved(selected)
    case .escape, .character("q"): return .cancelled
    case .control("c"): return .interrupted
    default: break
    }
    return .none
  }

  public func render(size: TerminalSize, glyphs: Glyphs) -> Frame {
    var frame = Frame(size: size)
    guard size.columns >= 30, size.rows >= 5 else {
      TooSmallView.draw(into: &frame, minimum: TerminalSize(columns: 30, rows: 5))
      return frame
    }
    frame.write("What counts as meat?", row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.fill(row: 1, columns: 1..<(size.columns - 1), with: glyphs.horizontal, style: CellStyle(color: .muted))
    let room = size.rows - 3
    let top = max(0, min(highlight - room + 1, entries.count - room))
    for (offset, entry) in entries.enumerated().dropFirst(top).prefix(room) {
      let mark = selected.contains(entry.id) ? "[x]" : "[ ]"
      let isHighlighted = offset == highlight
      frame.write(" \(mark) \(entry.name) ", row: 2 + offset - top, column: 1,
        style: CellStyle(bold: isHighlighted, reverse: isHighlighted), limit: size.columns - 2)
    }
    let help = glyphs.unicode ? Self.help : "up/down move - space toggle - enter save - esc cancel"
    frame.write(DisplayWidth.truncate(help, to: size.columns - 2, ellipsis: glyphs.ellipsis), row: size.rows - 1, column: 1,
      style: CellStyle(color: .muted))
    return frame
  }
}
