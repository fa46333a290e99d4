import Diary

/// How much of a limit is used in the period that holds the day on screen: figures only. The
/// words ("2 of 2 this week", "2/2 wk") are made where they are drawn (PickerTUI's `LimitWords`).
public struct LimitUse: Equatable, Sendable {
  public var used: Int
  /// Meals allowed in one period.
  public var count: Int
  public var period: Period

  public init(used: Int, count: Int, period: Period) {
    self.used = used
    self.count = count
    self.period = period
  }

  /// One more meal goes over the limit.
  public var isAtLimit: Bool { used >= count }
}
