/// Figures over a run of days: the current run of meat-free days and the week's totals.
public struct History: Equatable, Sendable {
  public var days: [DayTotals]

  public init(days: [DayTotals]) { self.days = days }

  /// Meat-free days in a row, counted back from the last day; a last day with no answer yet
  /// does not break the run (the day is not over).
  public var meatFreeRun: Int {
    var run = 0
    for (index, day) in days.reversed().enumerated() {
      switch day.ateMeat {
      case .some(false): run += 1
      case .some(true): return run
      case .none: if index > 0 { return run }
      }
    }
    return run
  }

  /// The last seven days.
  public var week: ArraySlice<DayTotals> { days.suffix(7) }
  public var weekKgCO2e: Double { week.reduce(0) { $0 + $1.kgCO2e } }
  public var weekMeatDays: Int { week.filter { $0.ateMeat == true }.count }
  public var weekMeatFreeDays: Int { week.filter { $0.ateMeat == false }.count }
}
