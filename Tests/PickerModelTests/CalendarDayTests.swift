import Testing

@testable import PickerModel

@Suite("A calendar day's weekday")
struct CalendarDayTests {
  /// 0 is Monday: across months, a leap day and a century.
  @Test(arguments: [(2026, 12, 3, 3), (2026, 12, 7, 0), (2024, 2, 29, 3), (2000, 1, 1, 5), (2026, 3, 1, 6)])
  func theWeekdayIsWorkedOutFromTheDate(year: Int, month: Int, day: Int, weekday: Int) {
    #expect(CalendarDay(year: year, month: month, day: day).weekday == weekday)
  }
}
