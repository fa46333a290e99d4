extension Character {
  /// Control characters (and format characters such as a lone zero-width joiner) never go into
  /// the query: they are keys, not text.
  public var isControlCharacter: Bool {
    unicodeScalars.allSatisfy { scalar in
      let category = scalar.properties.generalCategory
      return category == .control || category == .format || category == .lineSeparator
        || category == .paragraphSeparator
    }
  }
}
