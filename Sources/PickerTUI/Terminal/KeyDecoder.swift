import PickerModel

/// Turns what ncurses' `get_wch` reads into a `Key`: pure, so it is tested without a terminal.
public enum KeyDecoder {
  /// ncurses key codes this decoder knows, passed in so the decoder does not import ncurses.
  public struct Codes: Sendable {
    public var up, down, left, right, home, end, pageUp, pageDown, backspace, delete, enter, backTab, resize: Int32
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
    case resize
    case ignored
    /// The terminal went away (its window closed): nothing more will be read.
    case closed
  }

  /// A function key (`get_wch` said KEY_CODE_YES).
  public static func decode(functionKey code: Int32, codes: Codes) -> Event {
    switch code {
    case codes.up: .key(.up)
    case codes.down: .key(.down)
    case codes.left: .key(.left)
    case codes.right: .key(.right)
    case codes.home: .key(.home)
    case codes.end: .key(.end)
    case codes.pageUp: .key(.pageUp)
    case codes.pageDown: .key(.pageDown)
    case codes.backspace: .key(.backspace)
    case codes.delete: .key(.delete)
    case codes.enter: .key(.enter)
    case codes.backTab: .key(.backTab)
    case codes.resize: .resize
    default: .ignored
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
}
