/// A key press, as the terminal type reports it.
public enum Key: Hashable, Sendable {
  case backTab
  case backspace
  /// A printable character, including UTF-8 text ("é", "🥩").
  case character(Character)
  /// Ctrl with a letter: `.control("c")` is Ctrl-C.
  case control(Character)
  case delete
  case down
  case end
  case enter
  case escape
  /// F1 to F12.
  case function(Int)
  case home
  case insert
  case left
  case pageDown
  case pageUp
  case right
  case tab
  case up
}
