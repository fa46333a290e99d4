/// What the app says about a food under a personal limit: the food sheet shows `text` (or
/// `compact` where space is short) and marks the food when it is at its limit; the detail pane
/// names the limit. The app computes it from the log; the reducer only reads it.
public struct FoodLimitNote: Equatable, Sendable {
  /// "2 of 2 this week"
  public var text: String
  /// "2/2 wk"
  public var compact: String
  /// One more meal goes over the limit.
  public var isAtLimit: Bool
  /// What the limit is on: "Salmon", "Fish", "meat".
  public var limitName: String

  public init(text: String, compact: String, isAtLimit: Bool, limitName: String) {
    self.text = text
    self.compact = compact
    self.isAtLimit = isAtLimit
    self.limitName = limitName
  }

  /// The detail pane's line: "Limit on Salmon: 2 of 2 this week (at the limit)".
  public var detailLine: String {
    "Limit on \(limitName): \(text)\(isAtLimit ? " (at the limit)" : "")"
  }

  /// The question before adding a meal that goes over: "Salmon is at its limit: 2 of 2 this
  /// week. Add anyway? y / n".
  public func question(food: String) -> String {
    let which = limitName == food ? "its limit" : "the \(limitName) limit"
    return "\(food) is at \(which): \(text). Add anyway? y / n"
  }
}
