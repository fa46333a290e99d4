/// A time of day in minutes, for the time button's steps.
public enum TimeOfDay {
  /// "HH:MM" moved by `minutes`, within the day (00:00 to 23:59); nil for a time that does not read.
  public static func moved(_ time: String, by minutes: Int) -> String? {
    guard let total = self.minutes(time) else { return nil }
    return text(min(max(0, total + minutes), 23 * 60 + 59))
  }

  /// Digits typed as "HHMM", the ones not yet typed read as 0 ("12" is 12:00, "123" 12:30),
  /// when they make a time of day.
  public static func typed(_ digits: String) -> String? {
    guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    guard let value = Int(digits + String(repeating: "0", count: 4 - digits.count)) else { return nil }
    let (hours, minutes) = (value / 100, value % 100)
    guard hours < 24, minutes < 60 else { return nil }
    return text(hours * 60 + minutes)
  }

  static func minutes(_ time: String) -> Int? {
    let parts = time.split(separator: ":")
    guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), (0..<24).contains(hours), (0..<60).contains(minutes)
    else { return nil }
    return hours * 60 + minutes
  }

  static func text(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
