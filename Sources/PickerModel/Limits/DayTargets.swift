/// Today's nutrition against the person's daily targets, and the week's footprint against the
/// weekly goal: what the main screen shows as small bars. The app fills it from the log.
public struct DayTargets: Equatable, Sendable {
  /// One total against its target, if one is set.
  public struct Line: Equatable, Sendable {
    /// "kcal", "protein", "fibre", "week"
    public var name: String
    /// "kcal", "g", "kg"
    public var unit: String
    public var total: Double
    public var target: Double?

    public init(name: String, unit: String, total: Double, target: Double?) {
      self.name = name
      self.unit = unit
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
