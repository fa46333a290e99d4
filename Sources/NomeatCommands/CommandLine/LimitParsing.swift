import MealLog
import PickerModel
import FoodData
import Diary

/// Reads a limit's target and rate from the command line.
enum LimitParsing {
  /// "meat"; a section by id or name ("red-meat", "red meat", "shellfish"); else a food as
  /// `add` finds it. Sections win over a section's generic food of the same name ("fish").
  static func target(_ text: String, catalog: Catalog) throws(UsageError) -> LimitTarget {
    let wanted = SearchQuery(text).text
    if wanted == "meat" { return .meat }
    let bare = text.hasPrefix("section:") ? String(text.dropFirst("section:".count)) : text
    if let section = catalog.sections.first(where: {
      $0.id == bare || SearchQuery($0.id).text == SearchQuery(bare).text || SearchQuery($0.name).text == SearchQuery(bare).text
    }) {
      return .section(section.id)
    }
    if text.hasPrefix("section:") {
      throw UsageError("unknown section \(echoed(bare)); use one of \(catalog.sections.map(\.id).joined(separator: ", "))")
    }
    return .food(try FoodResolver(catalog: catalog).resolve(text).id)
  }

  /// The words of `limit add`: the TARGET (perhaps several words, "red meat"), then one
  /// N/PERIOD. Two rates, or the rate first, are said as such rather than read as a food.
  static func targetAndRate(_ words: [String]) throws(UsageError) -> (String, String) {
    let example = "for example: nomeat-tui limit add salmon 2/week"
    let rates = words.filter { $0.contains("/") }
    if rates.count > 1 {
      throw UsageError("limit add takes one N/PERIOD, not \(rates.count) (\(rates.prefix(2).map { echoed($0) }.joined(separator: " and "))); \(example)")
    }
    guard words.count >= 2, let last = words.last else {
      throw UsageError("limit add needs a TARGET and N/PERIOD, \(example)")
    }
    if rates.count == 1 && !last.contains("/") {
      throw UsageError("limit add takes the TARGET first, then N/PERIOD; \(example)")
    }
    return (words.dropLast().joined(separator: " "), last)
  }

  /// "2/week": a whole number 0-99, a slash, and day, week or month.
  static func rate(_ text: String) throws(UsageError) -> (Int, Period) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw UsageError("a limit is N/PERIOD such as 2/week, not \(echoed(text))")
    }
    guard let count = Int(parts[0]), Limit.counts.contains(count), parts[0].allSatisfy(\.isNumber) else {
      throw UsageError("the count of a limit must be a whole number from 0 to 99, not \(echoed(String(parts[0]))); for example 2/week")
    }
    guard let period = Period(word: String(parts[1])) else {
      throw UsageError("unknown period \(echoed(String(parts[1]))); use day, week or month, for example \(count)/week")
    }
    return (count, period)
  }

  /// How a target reads to a person: "Salmon", "Shellfish and seafood (section)", "meat".
  static func describe(_ target: LimitTarget, catalog: Catalog) -> String {
    switch target {
    case .food(let id): catalog.foodIndex(id: id).map { catalog.foods[$0].name } ?? id
    case .section(let id): "\(catalog.sections.first { $0.id == id }?.name ?? id) (section)"
    case .meat: "meat"
    }
  }
}

/// The person's rule for what counts as meat, read from the log.
func meatRule(_ log: MealLog, catalog: Catalog) throws(UsageError) -> Set<String> {
  try logged { () throws(MealLogError) in try log.meatSections() }.map(Set.init) ?? catalog.defaultMeatSections
}
