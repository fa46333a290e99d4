import PickerModel

/// The full key list's lines (`?`), from the same key table as key handling and the help bar:
/// a heading a mode, then its keys, a blank line between modes. As many as `HelpState.lineCount`,
/// which the key list scrolls over.
struct KeyListLines {
  struct Line: Equatable {
    var key: String
    var text: String
    var isHeading: Bool
  }

  let glyphs: Glyphs

  var lines: [Line] {
    var lines: [Line] = []
    for mode in AppMode.allCases {
      let entries = KeyBindings.fullHelp(for: mode)
      guard !entries.isEmpty else { continue }
      if !lines.isEmpty { lines.append(Line(key: "", text: "", isHeading: false)) }
      lines.append(Line(key: "", text: KeyWords.title(mode), isHeading: true))
      for entry in entries {
        let words = KeyWords.entry(entry, glyphs: glyphs)
        lines.append(Line(key: words.key, text: words.text, isHeading: false))
      }
    }
    return lines
  }
}
