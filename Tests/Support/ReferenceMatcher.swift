import Foundation

import FoodData

/// DESIGN's search rules read plainly, without the index, the byte matcher or its folding: an
/// independent oracle for what search returns. It is slow and it cannot rank; it can say what
/// must be found and what could not possibly match.
public enum ReferenceMatcher {
  /// Folding is the oracle's slow part and the tests ask for the same names thousands of times.
  private static let memo = Memo<[Character]>()

  /// Lower case, accents and widths folded away, the ligatures people type as two letters.
  public static func fold(_ text: String) -> [Character] {
    if let known = memo.value(for: text) { return known }
    let result = foldAfresh(text)
    memo.store(result, for: text)
    return result
  }

  private static func foldAfresh(_ text: String) -> [Character] {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    var result: [Character] = []
    for character in folded
    where !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
      switch character {
      case "ß": result += ["s", "s"]
      case "æ": result += ["a", "e"]
      case "œ": result += ["o", "e"]
      case "ø": result.append("o")
      case "ł": result.append("l")
      default: result += Array(String(character).lowercased())
      }
    }
    return result
  }

  /// DESIGN's filler words, which never decide a match.
  static let fillerWords: Set<String> = ["a", "an", "and", "in", "made", "my", "of", "on", "or", "some", "the", "with", "w/", "&", "+"]

  /// The query's words: split at spaces and tabs, control characters gone, filler words left
  /// out unless there is nothing else.
  public static func words(_ query: String) -> [[Character]] {
    let all = fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(Array.init)
    let content = all.filter { !fillerWords.contains(String($0)) }
    return content.isEmpty ? all : content
  }

  public static func isSubsequence(_ word: ArraySlice<Character>, of text: [Character]) -> Bool {
    var rest = word[...]
    for character in text where rest.first == character { rest = rest.dropFirst() }
    return rest.isEmpty
  }

  /// Whether a word could match a text under any rule: whole word, prefix, substring and fuzzy
  /// are all subsequences; a plural ending may be missing (up to three letters at the end); a
  /// typo may change one more letter anywhere.
  public static func couldMatch(_ word: [Character], in text: [Character], typos: Bool) -> Bool {
    for ending in 0...min(3, max(0, word.count - 1)) {
      let stem = Array(word.dropLast(ending))
      if isSubsequence(stem[...], of: text) { return true }
      if typos {
        for skipped in stem.indices where isSubsequence((stem[..<skipped] + stem[(skipped + 1)...])[...], of: text) { return true }
      }
    }
    return false
  }

  /// A necessary condition for `food` to be a result of `query`: every word could match its
  /// name or one of its aliases; read loosely (the fallback), one word of two letters or more
  /// could, with a typo.
  public static func couldMatch(_ query: String, _ food: Food, loosely: Bool) -> Bool {
    let texts = ([food.name] + food.aliases).map(fold)
    let matches = { (word: [Character]) in texts.contains { couldMatch(word, in: $0, typos: loosely) } }
    return loosely ? words(query).contains { $0.count >= 2 && matches($0) } : words(query).allSatisfy(matches)
  }

  /// A sufficient condition: every word of the query is a whole word of the name, so the food
  /// must be found ("beef ground" finds "Ground beef").
  public static func mustMatch(_ query: String, _ food: Food) -> Bool {
    let nameWords = wholeWords(of: food.name)
    let queryWords = words(query)
    return !queryWords.isEmpty && queryWords.allSatisfy(nameWords.contains)
  }

  private static let wordMemo = Memo<Set<[Character]>>()

  /// The whole words of a name, folded.
  public static func wholeWords(of name: String) -> Set<[Character]> {
    if let known = wordMemo.value(for: name) { return known }
    let result = Set(fold(name).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(Array.init))
    wordMemo.store(result, for: name)
    return result
  }

  /// What is wrong with `results` for `query` by the two conditions, one line a fault.
  /// `foods` is the catalog's foods as an array: building them anew for every query is what
  /// made this oracle slow.
  public static func faults(_ query: String, _ results: SearchResults, foods: [Food]) -> [String] {
    var faults: [String] = []
    let found = Set(results.hits.map { Int($0.item) })
    for hit in results.hits where !couldMatch(query, foods[Int(hit.item)], loosely: results.reading == .loose) {
      faults.append("'\(foods[Int(hit.item)].name)' cannot match '\(query)'")
    }
    for (index, food) in foods.enumerated() where mustMatch(query, food) && !found.contains(index) {
      faults.append("'\(food.name)' has every word of '\(query)' but is not found")
    }
    return faults
  }
}

/// Values worked out from a text, kept by the text; shared by the tests that run in parallel,
/// so every use takes the lock.
private final class Memo<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Value] = [:]

  func value(for text: String) -> Value? { lock.withLock { values[text] } }
  func store(_ value: Value, for text: String) { lock.withLock { values[text] = value } }
}
