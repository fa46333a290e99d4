import Diary
import FoodData

/// A personal limit: how many meals of a food, of a section, or of anything that counts as meat
/// a person allows themselves in a period ("salmon 2/week", "meat 3/week", "shellfish 0/month").
///
/// Limits are the person's ethics, not the app's: going over one asks once for confirmation and
/// never blocks.
public struct Limit: Equatable, Sendable {
  public var target: LimitTarget
  /// Meals allowed in one period, 0 to 99.
  public var count: Int
  public var period: Period

  public static let counts = 0...99

  public init(target: LimitTarget, count: Int, period: Period) {
    self.target = target
    self.count = count
    self.period = period
  }

  /// "2/week"
  public var rate: String { "\(count)/\(period.rawValue)" }
}

/// What a limit counts: meals of one food, of one section, or every meal that counts as meat
/// under the person's settings at the time of counting.
public enum LimitTarget: Hashable, Sendable {
  case food(String)
  case section(String)
  case meat

  /// How the target is stored and typed: "salmon", "section:red-meat", "meat".
  public var key: String {
    switch self {
    case .food(let id): id
    case .section(let id): "section:\(id)"
    case .meat: "meat"
    }
  }

  public init(key: String) {
    if key == "meat" {
      self = .meat
    } else if key.hasPrefix("section:") {
      self = .section(String(key.dropFirst("section:".count)))
    } else {
      self = .food(key)
    }
  }

  /// Whether a logged meal is one that this target counts.
  /// - Parameter countsAsMeat: the person's current definition of meat.
  public func counts(_ meal: LoggedMeal, countsAsMeat: (LoggedMeal) -> Bool) -> Bool {
    switch self {
    case .food(let id): meal.foodID == id
    case .section(let id): Catalog.isIn(section: id, sectionsWithin: meal.sectionsWithin)
    case .meat: countsAsMeat(meal)
    }
  }
}

/// How much of a limit is used in the period that holds a given day.
public struct LimitUsage: Equatable, Sendable {
  public var limit: Limit
  public var used: Int
  public var period: ClosedRange<Day>

  public init(limit: Limit, used: Int, period: ClosedRange<Day>) {
    self.limit = limit
    self.used = used
    self.period = period
  }

  /// The limit is reached: one more meal goes over.
  public var isAtLimit: Bool { used >= limit.count }
  public var isOver: Bool { used > limit.count }

  /// "1 of 2 this week"
  public func text(today: Day) -> String {
    let when = period.contains(today) ? limit.period.thisPeriod : "in \(period.lowerBound)–\(period.upperBound)"
    return "\(used) of \(limit.count) \(when)"
  }

  /// Counts each limit's meals in the period that holds `day`.
  /// - Parameter meals: at least the meals of every period that holds `day` (a month's worth,
  ///   with the week on either side of it); others are ignored.
  public static func usages(
    of limits: [Limit], on day: Day, meals: [LoggedMeal], countsAsMeat: (LoggedMeal) -> Bool
  ) -> [LimitUsage] {
    limits.map { limit in
      let period = limit.period.bounds(of: day)
      let used = meals.filter { period.contains($0.day) && limit.target.counts($0, countsAsMeat: countsAsMeat) }.count
      return LimitUsage(limit: limit, used: used, period: period)
    }
  }

  /// The days whose meals `usages(of:on:meals:)` needs: every period that holds `day`.
  public static func window(around day: Day) -> ClosedRange<Day> {
    let week = Period.week.bounds(of: day)
    let month = Period.month.bounds(of: day)
    return min(week.lowerBound, month.lowerBound)...max(week.upperBound, month.upperBound)
  }
}
