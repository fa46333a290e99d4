import FoodData

/// What a limit typed on the limits screen could be on: "meat", the sections whose name
/// matches, then the foods the search finds, best first. Shared by the reducer (Enter on a
/// chosen one) and the screen (the list under the field), so the two cannot disagree.
public struct LimitCandidate: Equatable, Sendable {
  /// What the limit would be on; the screen words it.
  public enum Target: Equatable, Sendable {
    /// Every meal that counts as meat.
    case meat
    case section(name: String)
    case food(name: String)
  }

  /// The target as `limit add` reads it: "meat", "section:fish", "salmon".
  public var key: String
  public var target: Target
}

extension MainScreen {
  public static let limitCandidateCount = 5

  /// The candidates for the typed text's target words (a trailing "2/week" aside).
  public func limitCandidates(_ typed: String) -> [LimitCandidate] {
    let words = LimitsState.split(typed).target
    let wanted = SearchQuery(words).text
    guard !wanted.isEmpty else { return [] }
    var candidates: [LimitCandidate] = []
    if "meat".hasPrefix(wanted) { candidates.append(LimitCandidate(key: "meat", target: .meat)) }
    for section in catalog.sections where SearchQuery(section.name).text.hasPrefix(wanted) || section.id.hasPrefix(wanted) {
      candidates.append(LimitCandidate(key: "section:\(section.id)", target: .section(name: section.name)))
    }
    for hit in search.results(for: words).hits.prefix(Self.limitCandidateCount) {
      let food = catalog.foods[Int(hit.item)]
      candidates.append(LimitCandidate(key: food.id, target: .food(name: food.name)))
    }
    return Array(candidates.prefix(Self.limitCandidateCount))
  }
}

extension LimitsState {
  /// "salmon 2/week" as its target words and its rate, if one was typed last.
  public static func split(_ typed: String) -> (target: String, rate: String?) {
    var words = typed.split(separator: " ").map(String.init)
    guard words.count > 1, let last = words.last, last.contains("/") else { return (words.joined(separator: " "), nil) }
    words.removeLast()
    return (words.joined(separator: " "), last)
  }
}
