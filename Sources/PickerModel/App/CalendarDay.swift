/// A day as the screens show it, by its parts: the app fills it from the log's `Day`, and the
/// views say it ("Thu 3 Dec", "2026-12-03"), so no label is cut out of a longer one.
public struct CalendarDay: Hashable, Comparable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  /// 0 is Monday ... 6 is Sunday.
  public var weekday: Int

  public init(year: Int, month: Int, day: Int, weekday: Int) {
    self.year = year
    self.month = month
    self.day = day
    self.weekday = weekday
  }

  /// A day of the Gregorian calendar, its weekday worked out (Zeller's congruence).
  public init(year: Int, month: Int, day: Int) {
    let m = month < 3 ? month + 12 : month
    let y = month < 3 ? year - 1 : year
    let saturdayFirst = (day + 13 * (m + 1) / 5 + y + y / 4 - y / 100 + y / 400) % 7
    self.init(year: year, month: month, day: day, weekday: (saturdayFirst + 5) % 7)
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Whether both days are in the same calendar month.
  public func isSameMonth(as other: CalendarDay) -> Bool { year == other.year && month == other.month }
}
