/// A list of folded words, asked as a query word is read: the word itself, a part of it between
/// hyphens or other separators ("meat-free", "plant-based"), or its singular ("eggs", "prawns").
struct WordList: Sendable {
  let words: Set<[UInt8]>
  /// The words without their plural or singular endings, as query words are compared.
  private let stems: Set<[UInt8]>

  init(_ words: [String]) {
    self.words = Set(words.map { Array($0.utf8) })
    stems = Set(self.words.map(SearchQuery.stem))
  }

  func contains(_ word: [UInt8]) -> Bool {
    word.split(whereSeparator: { !$0.isWordByte }).contains { part in
      let bytes = Array(part)
      return words.contains(bytes) || stems.contains(SearchQuery.stem(bytes))
    }
  }
}
