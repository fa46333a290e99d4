import Foundation

/// The meal of the day a logged food belongs to, as food loggers name them: what the main
/// screen's headings, `meals --json` and `copy --meal` group by.
public enum MealName: String, CaseIterable, Sendable, Comparable {
  case breakfast, lunch, dinner, snack

  /// The meal eaten at a time of day ("08:12"): breakfast from 04:00 to 10:59, lunch from 11:00
  /// to 14:59, dinner from 17:00 to 21:59, a snack otherwise. Meals logged before names were
  /// kept, and meals logged without one, are named so.
  public init(time: String) {
    let hour = Int(time.prefix(2)) ?? 12
    switch hour {
    case 4...10: self = .breakfast
    case 11...14: self = .lunch
    case 17...21: self = .dinner
    default: self = .snack
    }
  }

  /// "breakfast", "Breakfast", " LUNCH ": nil for anything else.
  public init?(typed text: String) {
    self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// "Breakfast", as a heading.
  public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The order of the day, a snack last.
  public static func < (left: MealName, right: MealName) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }
}
