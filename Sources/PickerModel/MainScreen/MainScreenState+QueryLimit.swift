extension MainScreenState {
  /// The longest query, in characters. No food name needs more, and a bound keeps every
  /// keystroke's search and every frame's drawing small whatever is pasted.
  public static let maximumQueryLength = 200

  /// Text as the search field takes it: control characters and emoji-sequence scalars (which
  /// terminals draw at widths ncurses cannot know) dropped, cut to the maximum length.
  public static func query(_ text: String) -> String {
    String(SafeText.withoutEmojiSequences(text).lazy.filter { !$0.isControlCharacter }.prefix(maximumQueryLength))
  }
}
