/// Words that turn the word they modify into one a food must not hold: "free" after it
/// ("gelatin free", "dairy-free", "sugar free cola"), "without" or "sans" before it ("bolognese
/// without meat", "pain sans gluten", and "without meat or dairy" for both).
///
/// The negation words themselves are not searched for; the word they modify is kept, marked
/// negated (`SearchQuery.Word.negated`): a food holding it plainly is not a match, one that says
/// it is free of it ("gelatin free gummy bears") is the better match, and where it names a kind
/// (`kinds(negating:)`) the search leaves that kind out (`SearchQuery.excludedKinds`).
enum NegationWords {
  /// Words that negate the word after them.
  static let before: Set<[UInt8]> = Set(["without", "sans", "w/o"].map { Array($0.utf8) })
  /// "free" after a word negates it, unless this word follows ("eggs free range" is eggs).
  static let free = Array("free".utf8)
  private static let notNegating: Set<[UInt8]> = Set(["range", "from"].map { Array($0.utf8) })
  /// Words that carry a negation on to the next word ("without meat or dairy").
  private static let joining: Set<[UInt8]> = Set(["and", "or", "nor", "&", ","].map { Array($0.utf8) })
  private static let hyphenFree = Array("-free".utf8)

  /// The folded tokens of a query as words, each with whether it is negated; the negation words
  /// are left out. A negation with nothing to modify ("bacon without", still being typed) is
  /// left out too.
  static func read(_ tokens: [[UInt8]]) -> [(bytes: [UInt8], negated: Bool)] {
    var words: [(bytes: [UInt8], negated: Bool)] = []
    var negatesNext = false
    var lastWasNegated = false
    for (t, token) in tokens.enumerated() {
      if before.contains(token) {
        negatesNext = true
        continue
      }
      if token.count > hyphenFree.count, token.reversed().starts(with: hyphenFree.reversed()) {
        words.append((Array(token.dropLast(hyphenFree.count)), true))
        lastWasNegated = true
        continue
      }
      let next = t + 1 < tokens.count ? tokens[t + 1] : []
      if token == free, let last = words.indices.last, !words[last].negated, !FillerWords.contains(words[last].bytes),
        !notNegating.contains(next)
      {
        words[last].negated = true
        lastWasNegated = true
        continue
      }
      if lastWasNegated, joining.contains(token) {
        negatesNext = true
        continue
      }
      if negatesNext, FillerWords.contains(token) { continue }
      words.append((token, negatesNext))
      lastWasNegated = negatesNext
      negatesNext = false
    }
    return words
  }

  /// The kinds a negated word names: meat ("without meat", "gelatin-free"), dairy ("dairy-free",
  /// "lactose free"), eggs ("egg-free"), all three ("animal-free").
  static func kinds(negating word: [UInt8]) -> FoodKinds {
    var kinds: FoodKinds = []
    if MeatWords.contains(word) { kinds.insert(.meat) }
    if dairy.contains(word) { kinds.insert(.dairy) }
    if eggs.contains(word) { kinds.insert(.eggs) }
    if animal.contains(word) { kinds.formUnion(.animal) }
    return kinds
  }

  private static let dairy = WordList(["dairy", "milk", "lactose", "cheese", "butter", "cream", "yogurt", "yoghurt", "whey", "casein"])
  private static let eggs = WordList(["egg"])
  private static let animal = WordList(["animal"])
}
