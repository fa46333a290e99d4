/// Today's nutrition against the person's daily targets, and the week's footprint against the
/// weekly goal: what the main screen shows as small bars. The app fills it from the log.
public struct DayTargets: Equatable, Sendable {
  /// What a line totals; the main screen words it (kcal, g protein, kg CO2e).
  public enum Measure: Equatable, Sendable {
    case kcal, protein, fibre
    /// kg CO2e over the week, Monday to today.
    case co2eWeek
  }

  /// One total against its target, if one is set.
  public struct Line: Equatable, Sendable {
    public var measure: Measure
    public var total: Double
    public var target: Double?

    public init(_ measure: Measure, total: Double, target: Double?) {
      self.measure = measure
      self.total = total
      self.target = target
    }

    /// Total over target; nil without a target.
    public var fraction: Double? { target.flatMap { $0 > 0 ? total / $0 : nil } }
  }

  /// kcal, protein and fibre today.
  public var today: [Line]
  /// kg CO2e this week (Monday to today) against the weekly goal.
  public var week: Line

  public init(today: [Line], week: Line) {
    self.today = today
    self.week = week
  }

  /// Whether any target or goal is set: without one, the main screen shows totals only.
  public var hasAnyTarget: Bool { today.contains { $0.target != nil } || week.target != nil }
}
