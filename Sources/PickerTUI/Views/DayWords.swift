import PickerModel
import FoodData

/// How the screens say a day: the one place its names are made.
public enum DayWords {
  public static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// "Thu"
  public static func weekday(_ day: CalendarDay) -> String { weekdays[min(max(0, day.weekday), 6)] }

  /// "Thu 3 Dec"
  public static func label(_ day: CalendarDay) -> String {
    "\(weekday(day)) \(day.day) \(months[min(max(0, day.month - 1), 11)])"
  }

  /// "Thu 3 Dec 2026"
  public static func long(_ day: CalendarDay) -> String { "\(label(day)) \(day.year)" }

  /// The main screen's header, the longest that fits `width`: "Thu 3 Dec 2026" for today and
  /// earlier days, "Yesterday, Wed 2 Dec 2026" (or "Yesterday") the day before today; nil
  /// when none fits, or before the log is read.
  public static func header(_ day: DayView, width: Int) -> String? {
    guard let date = day.date.map(long) else { return nil }
    let names = day.relative == .yesterday ? ["Yesterday, \(date)", "Yesterday"] : [date]
    return names.first { DisplayWidth.of($0) <= width }
  }

  /// "2026-12-03"
  public static func iso(_ day: CalendarDay) -> String {
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
    return padded(day.year, 4) + "-" + padded(day.month, 2) + "-" + padded(day.day, 2)
  }
}
