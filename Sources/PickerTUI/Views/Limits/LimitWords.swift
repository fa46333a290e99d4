import PickerModel
import Diary

/// How the screens say a limit's use: the one place these words are made.
public enum LimitWords {
  /// "2 of 2 this week"
  public static func text(_ use: LimitUse) -> String { "\(use.used) of \(use.count) \(use.period.thisPeriod)" }

  /// "2/2 wk", where a line has little room.
  public static func compact(_ use: LimitUse) -> String { "\(count(use)) \(short(use.period))" }

  /// "2/2", a grid cell's count.
  public static func count(_ use: LimitUse) -> String { "\(use.used)/\(use.count)" }

  /// "2/week", as `limit add` reads it.
  public static func rate(count: Int, period: Period) -> String { "\(count)/\(period.rawValue)" }

  static func short(_ period: Period) -> String {
    switch period {
    case .day: "day"
    case .week: "wk"
    case .month: "mo"
    }
  }

  /// A candidate under the limit field: "meat", "Fish (section)", "Salmon".
  static func candidate(_ target: LimitCandidate.Target) -> String {
    switch target {
    case .meat: "meat"
    case .section(let name): "\(name) (section)"
    case .food(let name): name
    }
  }

  /// The detail pane's line: "Limit on Salmon: 2 of 2 this week (at the limit)", or "(over the
  /// limit)" once more than the count are logged.
  public static func detailLine(_ note: FoodLimitNote) -> String {
    let mark = note.use.used > note.use.count ? " (over the limit)" : note.isAtLimit ? " (at the limit)" : ""
    return "Limit on \(note.limitName): \(text(note.use))\(mark)"
  }

  /// The question before adding a meal that goes over: "Salmon is at its limit: 2 of 2 this
  /// week. Add anyway? y / n".
  public static func question(_ pending: PendingMeal) -> String {
    let food = pending.meal.food.name
    switch pending.reason {
    case .otherDay(let day): return "Add \(pending.meal.sentence) to \(DayWords.label(day)), not today? y / n"
    case .again(let time): return "You added \(pending.meal.sentence) at \(time). Add it again? y / n"
    case .limit(let limit):
      let which = limit.limitName == food ? "its limit" : "the \(limit.limitName) limit"
      let standing = limit.use.used > limit.use.count ? "over" : "at"
      return "\(food) is \(standing) \(which): \(text(limit.use)). Add anyway? y / n"
    }
  }
}
