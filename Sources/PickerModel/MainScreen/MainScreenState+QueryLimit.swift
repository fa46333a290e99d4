import FoodData

extension MainScreenState {
  /// The longest query, in characters (`SearchQuery.maximumCharacters`).
  public static let maximumQueryLength = SearchQuery.maximumCharacters

  /// Text as the search field takes it: control characters and emoji-sequence scalars (which
  /// terminals draw at widths ncurses cannot know) dropped, cut to the maximum length.
  public static func query(_ text: String) -> String {
    String(SafeText.withoutEmojiSequences(text).lazy.filter { !$0.isControlCharacter }.prefix(maximumQueryLength))
  }
}
