/// A span of days that a limit or a goal is counted over: the day itself, its week (Monday to
/// Sunday, as ISO 8601 and most of Europe count) or its calendar month. In Diary so that both
/// the log and the app carry it as a type (the limits screen cycles it with `p`); the days it
/// spans are counted in MealLog (`Period.bounds(of:)`), which knows `Day`.
public enum Period: String, CaseIterable, Equatable, Sendable {
  case day, week, month

  /// Reads "day", "week" or "month" (also "d", "w", "m", "daily", "weekly", "monthly").
  public init?(word: String) {
    switch word.lowercased() {
    case "day", "d", "daily": self = .day
    case "week", "w", "weekly": self = .week
    case "month", "m", "monthly": self = .month
    default: return nil
    }
  }

  /// The period after this one, in the order `p` cycles through them.
  public var next: Period {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }

  /// "today", "this week", "this month": how the app says the period that holds today.
  public var thisPeriod: String {
    switch self {
    case .day: "today"
    case .week: "this week"
    case .month: "this month"
    }
  }
}
