/// One row of the key table: which keys, what they do, in which modes, and the help to show.
/// The same table drives key handling, the help bar and the full key list (`?`), so they
/// cannot disagree.
public struct KeyBinding: Sendable {
  public enum Keys: Sendable {
    case exactly([Key])
    /// Any printable character (the search field takes them).
    case anyPrintable
    /// The digits 0 to 9 (the grams line and the time button take them).
    case anyDigit
  }

  public var keys: Keys
  /// The key as the help names it and what it does; nil for a key the help does not list.
  public var help: KeyHelp?
  /// The binding's place in the help bar, lowest first; nil keeps it to the full key list.
  public var bar: Int?
  public var modes: Set<AppMode>
  let action: @Sendable (Key) -> AppAction?

  public init(
    _ keys: Keys, help: KeyHelp?, bar: Int? = nil, modes: Set<AppMode>,
    action: @escaping @Sendable (Key) -> AppAction?
  ) {
    self.keys = keys
    self.help = help
    self.bar = bar
    self.modes = modes
    self.action = action
  }

  init(_ keys: [Key], help: KeyHelp?, bar: Int? = nil, modes: Set<AppMode>, _ action: AppAction) {
    self.init(.exactly(keys), help: help, bar: bar, modes: modes) { _ in action }
  }

  init(_ keys: [Key], help: KeyHelp?, bar: Int? = nil, modes: Set<AppMode>, _ action: MainScreenAction) {
    self.init(keys, help: help, bar: bar, modes: modes, .mainScreen(action))
  }

  func matches(_ key: Key) -> Bool {
    switch keys {
    case .exactly(let list): return list.contains(key)
    case .anyPrintable:
      if case .character(let character) = key { return !character.isControlCharacter }
      return false
    case .anyDigit:
      if case .character(let character) = key { return character.isASCII && character.isNumber }
      return false
    }
  }
}
