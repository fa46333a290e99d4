/// One row of the key table: which keys, what they do, in which modes, and the help to show.
/// The same table drives key handling and the help bar, so the two cannot disagree.
public struct KeyBinding: Sendable {
  public enum Keys: Sendable {
    case exactly([Key])
    /// Any printable character (the search field takes them).
    case anyPrintable
  }

  public var keys: Keys
  /// The help bar's words: the key as shown ("tab", "↑↓") and what it does ("next").
  public var help: (key: String, text: String)?
  public var modes: Set<PickerMode>
  let action: @Sendable (Key) -> PickerAction?

  public init(
    _ keys: Keys, help: (key: String, text: String)?, modes: Set<PickerMode>,
    action: @escaping @Sendable (Key) -> PickerAction?
  ) {
    self.keys = keys
    self.help = help
    self.modes = modes
    self.action = action
  }

  init(_ keys: [Key], help: (String, String)?, modes: Set<PickerMode>, _ action: PickerAction) {
    self.init(.exactly(keys), help: help.map { (key: $0.0, text: $0.1) }, modes: modes) { _ in action }
  }

  func matches(_ key: Key) -> Bool {
    switch keys {
    case .exactly(let list): return list.contains(key)
    case .anyPrintable:
      if case .character(let character) = key { return !character.isControlCharacter }
      return false
    }
  }
}
