import PickerModel

/// Turns what ncurses' `get_wch` reads into a `Key`: pure, so it is tested without a terminal.
///
/// ncurses decodes the sequences that terminfo names. Terminals often send others for the same
/// keys (tmux with TERM=xterm-256color sends ESC[1~ and ESC[4~ for Home and End; rxvt sends
/// ESC[7~ and ESC[8~): those arrive as Esc and loose characters, and `decode(escapeSequence:)`
/// reads them. A sequence it does not know is dropped whole, never typed as text.
public enum KeyDecoder {
  /// ncurses key codes this decoder knows, passed in so the decoder does not import ncurses.
  public struct Codes: Sendable {
    public var up, down, left, right, home, end, pageUp, pageDown, backspace, delete, enter, backTab, resize: Int32
    /// Insert, the F1 key's code (F2... follow it), the mouse, and the keypad and vt220 names
    /// of Home, End and the pages (KEY_A1, KEY_C1, KEY_A3, KEY_C3, KEY_FIND, KEY_SELECT).
    public var insert: Int32 = -1
    public var f1: Int32 = -1
    public var mouse: Int32 = -1
    public var keypadHome: Int32 = -1
    public var keypadEnd: Int32 = -1
    public var keypadPageUp: Int32 = -1
    public var keypadPageDown: Int32 = -1
    public var find: Int32 = -1
    public var select: Int32 = -1

    public init(
      up: Int32, down: Int32, left: Int32, right: Int32, home: Int32, end: Int32, pageUp: Int32, pageDown: Int32,
      backspace: Int32, delete: Int32, enter: Int32, backTab: Int32, resize: Int32
    ) {
      (self.up, self.down, self.left, self.right, self.home, self.end) = (up, down, left, right, home, end)
      (self.pageUp, self.pageDown, self.backspace, self.delete, self.enter) = (pageUp, pageDown, backspace, delete, enter)
      (self.backTab, self.resize) = (backTab, resize)
    }
  }

  public enum Event: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize
    case ignored
    /// The terminal went away (its window closed): nothing more will be read.
    case closed
    /// Text the user pasted (bracketed paste), line breaks already made spaces: it is text for
    /// a field, never keys, so a pasted line break cannot pick or add anything.
    case paste(String)
    /// No key came within the wait asked for: time to look at the clock and the log again.
    case tick
  }

  /// The sequences (after Esc) that open and close a bracketed paste (xterm's mode 2004).
  public static let pasteStart: [UInt32] = Array("[200~".unicodeScalars.map(\.value))
  public static let pasteEnd: [UInt32] = Array("\u{1B}[201~".unicodeScalars.map(\.value))

  /// Pasted characters as field text: each run of line breaks and tabs one space, other control
  /// characters dropped (the field's own rule cuts it to length).
  public static func pastedText(_ values: [UInt32]) -> String {
    var text = String.UnicodeScalarView()
    var lastWasBreak = false
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if value == 9 || value == 10 || value == 13 {
        if !lastWasBreak { text.append(" ") }
        lastWasBreak = true
        continue
      }
      lastWasBreak = false
      if value < 32 || value == 127 || (0x80..<0xA0).contains(value) { continue }
      text.append(scalar)
    }
    return String(text)
  }

  /// A function key (`get_wch` said KEY_CODE_YES).
  public static func decode(functionKey code: Int32, codes: Codes) -> Event {
    switch code {
    case codes.up: return .key(.up)
    case codes.down: return .key(.down)
    case codes.left: return .key(.left)
    case codes.right: return .key(.right)
    case codes.home, codes.keypadHome, codes.find: return .key(.home)
    case codes.end, codes.keypadEnd, codes.select: return .key(.end)
    case codes.pageUp, codes.keypadPageUp: return .key(.pageUp)
    case codes.pageDown, codes.keypadPageDown: return .key(.pageDown)
    case codes.backspace: return .key(.backspace)
    case codes.delete: return .key(.delete)
    case codes.insert: return .key(.insert)
    case codes.enter: return .key(.enter)
    case codes.backTab: return .key(.backTab)
    case codes.resize: return .resize
    default:
      if codes.f1 >= 0, code >= codes.f1, code < codes.f1 + 12 { return .key(.function(Int(code - codes.f1) + 1)) }
      return .ignored
    }
  }

  /// A character (`get_wch` said OK): control codes become keys, the rest text.
  public static func decode(character value: UInt32) -> Event {
    switch value {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    case 1...26:
      // Ctrl-A is 1 ... Ctrl-Z is 26.
      return .key(.control(Character(Unicode.Scalar(UInt8(96 + value)))))
    case 0..<32: return .ignored
    default:
      guard let scalar = Unicode.Scalar(value) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }

  /// Whether `text` (what followed an Esc) is a whole sequence: CSI ("[" parameters, a final
  /// byte from @ to ~), SS3 ("O" and one character), or anything else of one character.
  public static func isComplete(_ text: [UInt32]) -> Bool {
    guard let first = text.first else { return false }
    switch first {
    case 0x5B:  // [
      guard text.count >= 2, let last = text.last else { return false }
      // Linux's ESC[[A is F1: a second "[" starts the sequence, it does not end it.
      if text.count == 2, last == 0x5B { return false }
      // rxvt ends shifted keys with "$".
      return (0x40...0x7E).contains(last) || (last == 0x24 && text.count >= 3)
    case 0x4F: return text.count >= 2  // O
    default: return true
    }
  }

  /// The key an escape sequence stands for (the characters after Esc), in its xterm, vt220 or
  /// rxvt form; `.ignored` for a sequence it does not know, so that it is dropped whole.
  public static func decode(escapeSequence text: [UInt32]) -> Event {
    let string = String(String.UnicodeScalarView(text.compactMap(Unicode.Scalar.init)))
    if let mouse = MouseEvent(sgr: string) { return .mouse(mouse) }
    if let key = sequences[string] { return .key(key) }
    // Modifiers (ESC[1;5A, ESC[3;2~, ESC[15;5~): the key without them.
    if string.hasPrefix("["), let semicolon = string.firstIndex(of: ";"), let final = string.last {
      let number = string[string.index(after: string.startIndex)..<semicolon]
      let plain = number == "1" ? "[\(final)" : "[\(number)\(final)"
      if let key = sequences[plain] { return .key(key) }
    }
    return .ignored
  }

  static let sequences: [String: Key] = {
    var table: [String: Key] = [
      // Arrows: xterm normal and application modes, rxvt shifted.
      "[A": .up, "[B": .down, "[C": .right, "[D": .left,
      "OA": .up, "OB": .down, "OC": .right, "OD": .left,
      "[a": .up, "[b": .down, "[c": .right, "[d": .left,
      // Home and End: xterm, vt220 and linux (1~ 4~), rxvt (7~ 8~), application mode, rxvt shifted.
      "[H": .home, "[F": .end, "OH": .home, "OF": .end,
      "[1~": .home, "[4~": .end, "[7~": .home, "[8~": .end, "[7$": .home, "[8$": .end,
      "[2~": .insert, "[3~": .delete, "[5~": .pageUp, "[6~": .pageDown, "[3$": .delete,
      "[Z": .backTab,
      // F1-F4: xterm (SS3), vt220 and rxvt ([11~...), linux console ([[A...).
      "OP": .function(1), "OQ": .function(2), "OR": .function(3), "OS": .function(4),
      "[[A": .function(1), "[[B": .function(2), "[[C": .function(3), "[[D": .function(4), "[[E": .function(5),
      "[P": .function(1), "[Q": .function(2), "[R": .function(3), "[S": .function(4),
    ]
    // F1-F12 as vt220 numbers: 11-15, 17-21, 23-24.
    for (key, number) in zip(1...12, [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]) { table["[\(number)~"] = .function(key) }
    // The keypad in application mode sends digits and Enter as SS3.
    table["OM"] = .enter
    return table
  }()
}

/// A mouse event in terminal cells (0-based).
public struct MouseEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case press
    case release
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var column: Int
  public var row: Int

  public init(_ kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }

  /// An SGR (mode 1006) report, as it follows Esc: "[<0;12;5M" is a press of the left button
  /// at column 12, row 5 (1-based); "m" ends a release; 64 and 65 are the wheel.
  init?(sgr text: String) {
    guard text.hasPrefix("[<"), let final = text.last, final == "M" || final == "m" else { return nil }
    let numbers = text.dropFirst(2).dropLast().split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3 else { return nil }
    let button = numbers[0] & ~(4 | 8 | 16)  // without Shift, Alt, Ctrl
    switch (button, final) {
    case (64, _): kind = .wheelUp
    case (65, _): kind = .wheelDown
    case (0, "M"): kind = .press
    case (_, "m"): kind = .release
    default: return nil
    }
    column = numbers[1] - 1
    row = numbers[2] - 1
  }
}
