import Foundation

/// A calendar day, "YYYY-MM-DD", in the user's time zone: the unit of the daily question.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Parses "2026-12-02"; nil for anything else, impossible dates ("2026-02-30") included.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    var components = DateComponents()
    (components.year, components.month, components.day) = (year, month, day)
    guard let date = Self.calendar.date(from: components),
      Self.calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: year, month: month, day: day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The day a moment falls on, in the user's time zone.
  public init(_ date: Date) {
    let components = Self.calendar.dateComponents([.year, .month, .day], from: date)
    year = components.year ?? 1970
    month = components.month ?? 1
    day = components.day ?? 1
  }

  public static var today: Day { Day(Date()) }

  public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

  /// Noon of the day: a moment safely inside it, whatever the daylight saving.
  public var noon: Date {
    Self.calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date()
  }

  public func adding(days: Int) -> Day {
    Day(Self.calendar.date(byAdding: .day, value: days, to: noon) ?? noon)
  }

  /// "Wed 2 Dec 2026"
  public var longName: String { Self.formatter("EEE d MMM yyyy").string(from: noon) }
  /// "Wed"
  public var weekdayName: String { Self.formatter("EEE").string(from: noon) }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone.current
    return calendar
  }

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = format
    return formatter
  }
}
