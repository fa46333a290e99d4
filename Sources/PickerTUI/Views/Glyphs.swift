import Foundation
import PickerModel
import FoodData

/// The characters the screens are drawn with: box drawing and icons in a UTF-8 locale, ASCII
/// elsewhere (`LANG=C`), so the app stays usable on any terminal.
public struct Glyphs: Equatable, Sendable {
  public var unicode: Bool

  public init(unicode: Bool) { self.unicode = unicode }

  public var horizontal: String { unicode ? "─" : "-" }
  public var vertical: String { unicode ? "│" : "|" }
  public var topLeft: String { unicode ? "┌" : "+" }
  public var topRight: String { unicode ? "┐" : "+" }
  public var bottomLeft: String { unicode ? "└" : "+" }
  public var bottomRight: String { unicode ? "┘" : "+" }
  public var dropDown: String { unicode ? "▾" : "v" }
  public var separator: String { unicode ? "·" : "-" }
  public var ellipsis: String { unicode ? "…" : "~" }
  public var search: String { unicode ? "🔍" : ">" }
  public var openQuote: String { unicode ? "“" : "\"" }
  public var closeQuote: String { unicode ? "”" : "\"" }
  /// The mark of meat wherever it is shown, so that meaning never rests on colour alone.
  public var meatMark: String { unicode ? "●" : "*" }
  public var plantMark: String { unicode ? "○" : "o" }
  public var unknownMark: String { unicode ? "·" : "." }
  /// History bars: meat and no meat differ in shape as well as colour.
  public var meatBar: String { unicode ? "█" : "#" }
  public var plantBar: String { unicode ? "▒" : "=" }

  /// A key as the help bar names it: arrows become words in ASCII.
  public func keyLabel(_ label: String) -> String {
    guard !unicode else { return label }
    switch label {
    case "↑↓←→": return "arrows"
    case "↑↓": return "up/down"
    case "+ −": return "+ -"
    case "⌫": return "bksp"
    default: return text(label)
    }
  }

  /// The help bar's text for a mode, from the key table: the most useful keys first, as many
  /// whole entries as fit in `width`, and "? keys" always last where it works.
  public func helpText(for mode: AppMode, width: Int = .max) -> String {
    let entries = KeyBindings.help(for: mode).map { help in
      let words = KeyWords.entry(help, glyphs: self)
      return "\(words.key) \(words.text)"
    }
    let tail = KeyBindings.hasKeyList(mode) ? ["? keys"] : []
    let joiner = " \(separator) "
    var shown: [String] = []
    for entry in entries {
      let candidate = (shown + [entry] + tail).joined(separator: joiner)
      if DisplayWidth.of(candidate) > width { break }
      shown.append(entry)
    }
    let text = (shown + tail).joined(separator: joiner)
    return DisplayWidth.of(text) <= width ? text : DisplayWidth.truncate(text, to: width, ellipsis: ellipsis)
  }

  /// An icon, or nothing in ASCII.
  public func icon(_ emoji: String) -> String { unicode ? emoji : "" }

  /// Text as it can be shown: as is in UTF-8; in ASCII, accents dropped ("Creme fraiche") and
  /// anything else non-ASCII shown as "?".
  public func text(_ text: String) -> String {
    guard !unicode, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    var result = ""
    for character in text {
      if character.isASCII {
        result.append(character)
        continue
      }
      let base = character.unicodeScalars.first.map { String($0) } ?? ""
      let folded = base.applyingTransform(.stripDiacritics, reverse: false) ?? base
      switch character {
      case "·": result += "-"
      case "…": result += "~"
      case "—", "–", "−": result += "-"
      case "“", "”": result += "\""
      case "‘", "’": result += "'"
      default: result += folded.unicodeScalars.allSatisfy(\.isASCII) && !folded.isEmpty ? folded : "?"
      }
    }
    return result
  }
}
