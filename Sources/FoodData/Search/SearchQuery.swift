/// A query split into folded words, ready to match. Words are deduplicated: "beef beef" asks
/// for beef once, which also keeps a pasted 10,000-character query cheap. Filler words ("of",
/// "and", "with": `FillerWords`) are dropped when there are other words: "cup of tea" asks for
/// cup and tea.
public struct SearchQuery: Equatable, Sendable {
  public struct Word: Equatable, Sendable {
    /// The folded bytes as typed.
    public var bytes: [UInt8]
    /// The word without a plural or singular ending ("berries" → "berr", "eggs" → "egg"):
    /// a key word that starts with it and ends in such an ending is the same word.
    public var stem: [UInt8]
    /// Whether the query says the food must not hold the word ("gelatin" in "gelatin free",
    /// "meat" in "without meat": `NegationWords`).
    public var negated = false
  }

  /// The words that must match, filler words left out.
  public var words: [Word]
  /// Whether every word is a filler word: then the words are searched as typed, never loosely
  /// ("of the" finds no partial matches).
  public var isFillerOnly: Bool
  /// How many of the first words name the dish before "with" ("noodles" in "noodles with
  /// tofu", "soup" in "soup made with beef stock"): a food without one of them is the other
  /// thing the query names, and ranks after the dish when no food has every word. 0 when the
  /// query has no "with" with words on both sides.
  public var headCount = 0
  /// The folded text, for telling whether a newer query only grew from an older one.
  public var text: String
  /// The text as typed with its umlauts spelled out ("käse" as "kaese"), if it has any: folding
  /// reads them as plain vowels (`UmlautSpelling`).
  public var umlautsSpelledOut: String?

  public init(_ text: String) {
    umlautsSpelledOut = UmlautSpelling.spellingOut(text)
    let folded = TextFolding.fold(text).bytes
    var words: [Word] = []
    var seen = Set<[UInt8]>()
    let tokens = folded.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map(Array.init)
    for (bytes, negated) in NegationWords.read(tokens) where seen.insert(negated ? [0] + bytes : bytes).inserted {
      words.append(Word(bytes: bytes, stem: Self.stem(bytes), negated: negated))
    }
    let content = words.filter { $0.negated || !FillerWords.contains($0.bytes) }
    self.words = content.isEmpty ? words : content
    self.isFillerOnly = content.isEmpty && !words.isEmpty
    if let with = words.firstIndex(where: { FillerWords.joinsADish.contains($0.bytes) && !$0.negated }) {
      let head = words[..<with].count { $0.negated || !FillerWords.contains($0.bytes) }
      if head > 0, head < content.count { headCount = head }
    }
    self.text = String(decoding: folded, as: UTF8.self)
  }

  public var isEmpty: Bool { words.isEmpty }

  /// The longest query, in characters. No food name needs more, and a bound keeps every
  /// keystroke's search and every frame's drawing small whatever is pasted.
  public static let maximumCharacters = 200

  /// Whether `SearchQuery(text)` would have words, without folding the text.
  public static func hasWords(_ text: String) -> Bool {
    text.contains { !$0.isWhitespace && !$0.isControlCharacter }
  }

  /// Whether every food that matches `self` also matches `older` (the precondition for searching
  /// only the older results). True when each older word grew into the word at its place, and the
  /// grown word's stem still contains the older word, and the grown word may not match in a
  /// way the older one could not (fuzzily, from four letters on), and no kind the older query
  /// ruled out is let in.
  public func narrows(_ older: SearchQuery) -> Bool {
    // A kind the older query ruled out must stay out: "vegans" rules nothing out after "vegan".
    guard words.count >= older.words.count, excludedKinds.isSuperset(of: older.excludedKinds) else { return false }
    for (new, old) in zip(words, older.words) {
      if new.bytes == old.bytes && new.negated == old.negated { continue }
      // A negated word turns foods away: a longer one turns away others ("without me", "without meat").
      guard !new.negated, !old.negated else { return false }
      guard new.bytes.starts(with: old.bytes), new.stem.starts(with: old.bytes) else { return false }
      if WordRules.allowsFuzzy(new.bytes) && !WordRules.allowsFuzzy(old.bytes) { return false }
    }
    return true
  }

  /// English plural and singular endings reduced to a shared stem.
  static func stem(_ word: [UInt8]) -> [UInt8] {
    Array(word.dropLast(endingLength(word)))
  }

  /// How many bytes of the word are a plural or singular ending ("ies", "y", "es", "s"), if any.
  static func endingLength(_ word: [UInt8]) -> Int {
    word.withUnsafeBufferPointer { endingLength($0, 0, $0.count) }
  }

  /// The same for the word bytes[start..<end], read byte by byte: the typo reading asks it of
  /// every word of every key it tries, so it builds no strings and no slices.
  static func endingLength(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    let n = end - start
    guard n > 3 else { return 0 }
    // back(1) is the last byte; n > 3 keeps back(1...4) inside the word when n > 4 is checked.
    func back(_ distance: Int) -> UInt8 { bytes[end - distance] }
    let s = UInt8(ascii: "s")
    let e = UInt8(ascii: "e")
    // Every ending ends in "s" or "y": most words are done at the first test.
    guard back(1) == s || back(1) == UInt8(ascii: "y") else { return 0 }
    if n > 4, back(3) == UInt8(ascii: "i"), back(2) == e, back(1) == s { return 3 }
    if back(1) == UInt8(ascii: "y"), !KeyboardLayout.isVowel(back(2)) { return 1 }
    if n > 4, back(2) == e, back(1) == s {
      let third = back(3)
      let fourth = back(4)
      // "oes", "xes", "sses", "ches", "shes"
      if third == UInt8(ascii: "o") || third == UInt8(ascii: "x") || (third == s && fourth == s)
        || (third == UInt8(ascii: "h") && (fourth == UInt8(ascii: "c") || fourth == s))
      {
        return 2
      }
    }
    if back(1) == s, back(2) != s, back(2) != UInt8(ascii: "u") { return 1 }
    return 0
  }

  /// Endings that turn a stem back into a whole word: "egg"+"s", "berr"+"ies", "tomato"+"es".
  /// Compared byte by byte: it runs for every candidate word of every key.
  @inline(__always)
  static func isWordEnding<C: Collection>(_ rest: C) -> Bool where C.Element == UInt8 {
    var bytes = rest.makeIterator()
    switch rest.count {
    case 0: return true
    case 1:
      let byte = bytes.next()
      return byte == UInt8(ascii: "s") || byte == UInt8(ascii: "y")
    case 2: return bytes.next() == UInt8(ascii: "e") && bytes.next() == UInt8(ascii: "s")
    case 3: return bytes.next() == UInt8(ascii: "i") && bytes.next() == UInt8(ascii: "e") && bytes.next() == UInt8(ascii: "s")
    default: return false
    }
  }
}
