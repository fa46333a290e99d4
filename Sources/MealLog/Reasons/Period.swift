import Diary

/// The days a period spans (the period itself is in Diary, which the app sees too).
extension Period {
  /// The first and last day of the period that holds `day`.
  public func bounds(of day: Day) -> ClosedRange<Day> {
    switch self {
    case .day:
      return day...day
    case .week:
      let monday = day.adding(days: -day.weekdayFromMonday)
      return monday...monday.adding(days: 6)
    case .month:
      let first = Day(year: day.year, month: day.month, day: 1)
      let last = Day(year: day.year, month: day.month, day: Day.daysIn(month: day.month, year: day.year))
      return first...last
    }
  }
}

extension Day {
  /// 0 for Monday through 6 for Sunday. The Julian day number is 0 on a Monday.
  var weekdayFromMonday: Int { ((julianDay % 7) + 7) % 7 }

  /// A day from parts known to be valid.
  init(year: Int, month: Int, day: Int) {
    self.init(julianDay: Day.julianDay(year: year, month: month, day: day))
  }

  static func julianDay(year: Int, month: Int, day: Int) -> Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    return day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
  }
}
