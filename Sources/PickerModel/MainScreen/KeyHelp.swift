/// A binding's entry in the help bar and the key list, as values: which key it names and what
/// it does. The words ("esc", "close") are PickerTUI's (`KeyWords`), so the model says which
/// entry a binding has and the screens say it.
public struct KeyHelp: Equatable, Sendable {
  /// The key or keys an entry names: one key, or the group it stands for.
  public enum Key: Equatable, Sendable {
    case character(Character)
    case control(Character)
    case enter, escape, tab, shiftTab, space, backspace
    /// Up alone (the meals above the row).
    case up
    /// Up and down, and all four arrows.
    case upDown, arrows
    /// Page Up and Page Down; Home and End.
    case pages, ends
    case digits
    /// Any printable character.
    case printable
    /// `+` and `-`, `[` and `]`, `y` and `n`, `n` and Esc, Ctrl-R and `U`: a pair in one entry.
    case plusMinus, brackets, angles, yesNo, noOrEscape, redo
  }

  /// What a key does, one word where it can be.
  public enum Purpose: Equatable, Sendable {
    case add, addAnyway, answer, back, cancel, change, choose, clear, close, copyDayBefore, count, day, delete, dontAdd, edit, ends, erase
    case food, grams, history, keys, limits, meals, move, moveDay, newFood, next, nutrients, open, page, period, pick, previous, quantity, quit, redo
    case remove, repeatMeal, save, scroll, search, settings, stopEditing, targets, time, today, toggle, undo, weeklyReview, word
    /// The limit field's example of what to type.
    case limitExample
  }

  public var key: Key
  public var purpose: Purpose

  public init(_ key: Key, _ purpose: Purpose) {
    self.key = key
    self.purpose = purpose
  }
}
