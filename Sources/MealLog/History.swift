import Diary

/// Figures over a run of days: the current run of meat-free days and the week's totals.
public struct History: Equatable, Sendable {
  public var days: [DayTotals]

  public init(days: [DayTotals]) { self.days = days }

  /// Meat-free days in a row, counted back from the last day (`MeatFreeStreak`, the app's too).
  public var meatFreeRun: Int { MeatFreeStreak.count(days.map(\.ateMeat)) }

  /// The calendar week of the last day, Monday to it: "week" means Monday to Sunday
  /// everywhere (the app's history, limits, goals, `report`).
  public var week: ArraySlice<DayTotals> {
    guard let last = days.last?.day else { return days[...] }
    let monday = last.adding(days: -last.weekdayFromMonday)
    return days.drop { $0.day < monday }
  }
  public var weekKgCO2e: Double { week.reduce(0) { $0 + $1.kgCO2e } }
  public var weekMeatDays: Int { week.filter { $0.ateMeat == true }.count }
  public var weekMeatFreeDays: Int { week.filter { $0.ateMeat == false }.count }
}
