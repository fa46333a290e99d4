import Foundation

/// A calendar day, "YYYY-MM-DD", in the user's time zone: the unit of the daily question.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Parses "2026-12-02"; nil for anything else, impossible dates ("2026-02-30") included.
  public init?(_ text: String) {
    // Byte by byte: export parses a day for every meal of the log, and splitting the text
    // into Substrings cost a tenth of its time.
    let bytes = text.utf8
    guard bytes.count == 10 else { return nil }
    var fields = (year: 0, month: 0, day: 0)
    for (index, byte) in bytes.enumerated() {
      if index == 4 || index == 7 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch index {
      case ..<4: fields.year = fields.year * 10 + digit
      case ..<7: fields.month = fields.month * 10 + digit
      default: fields.day = fields.day * 10 + digit
      }
    }
    let (year, month, day) = fields
    guard year >= 1, (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
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

  /// "2026-12-02", "0001-01-01": digits by hand, since `String(format:)` goes through a
  /// CFString formatter, which a million-meal export calls a million times.
  public var description: String {
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }

  /// Noon of the day: a moment safely inside it, whatever the daylight saving.
  public var noon: Date {
    Self.calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date()
  }

  public func adding(days: Int) -> Day {
    Day(julianDay: julianDay + days)
  }

  /// Days since a fixed origin, for day arithmetic without a calendar (Fliegel and Van Flandern).
  var julianDay: Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    return day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
  }

  init(julianDay: Int) {
    let a = julianDay + 32044
    let b = (4 * a + 3) / 146097
    let c = a - 146097 * b / 4
    let d = (4 * c + 3) / 1461
    let e = c - 1461 * d / 4
    let m = (5 * e + 2) / 153
    day = e - (153 * m + 2) / 5 + 1
    month = m + 3 - 12 * (m / 10)
    year = 100 * b + d - 4800 + m / 10
  }

  /// "Wed 2 Dec 2026"
  public var longName: String { "\(weekdayName) \(day) \(Self.monthNames[month - 1]) \(year)" }
  /// "Wed"
  public var weekdayName: String {
    // Zeller's congruence, as in the proleptic Gregorian calendar: no formatter per day.
    let m = month < 3 ? month + 12 : month
    let y = month < 3 ? year - 1 : year
    let h = (day + 13 * (m + 1) / 5 + y + y / 4 - y / 100 + y / 400) % 7
    return ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"][h]
  }

  private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The first and last day the log can hold: four-digit years, as the file stores days.
  public static let first = Day(julianDay: 1_721_426)
  public static let last = Day(julianDay: 5_373_484)

  /// A range of days as the bounds of a query on the stored text: clamped to the days the file
  /// can hold, because "10000-01-02" sorts before "9999-12-27" as text (the week of 9999-12-31
  /// ends in year 10000).
  static func stored(_ range: ClosedRange<Day>) -> [SQLValue] {
    [.text(max(range.lowerBound, first).description), .text(min(range.upperBound, last).description)]
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone.current
    return calendar
  }()

}
