/// The limit that applies to a food (or to a section's header): the food sheet shows its use
/// and marks the food when it is at its limit; the detail pane names the limit; the question
/// before an add quotes it. The app computes it from the log; the reducer only reads it.
public struct FoodLimitNote: Equatable, Sendable {
  public var use: LimitUse
  /// What the limit is on: "Salmon", "Fish", "meat".
  public var limitName: String

  public init(use: LimitUse, limitName: String) {
    self.use = use
    self.limitName = limitName
  }

  /// One more meal goes over the limit.
  public var isAtLimit: Bool { use.isAtLimit }
}
