import FoodData

/// A meal waiting for the person's yes, asked once before it is logged (worded by the main
/// screen): it goes to a day that is not today ("Add Some Beef to Thu 3 Dec, not today?"), it
/// goes over a limit ("Salmon is at its limit: 2 of 2 this week. Add anyway?"), or it is the
/// very meal added a moment ago ("You added Some Beef at 12:40. Add it again?"). One question,
/// the first of these that holds.
public struct PendingMeal: Equatable, Sendable {
  public enum Reason: Equatable, Sendable {
    case otherDay(CalendarDay)
    /// The time the same meal was logged, a minute ago or less.
    case again(at: String)
    case limit(FoodLimitNote)
  }

  public var meal: Meal
  public var reason: Reason

  public init(meal: Meal, reason: Reason) {
    self.meal = meal
    self.reason = reason
  }

  /// A meal over the limit `limit`.
  public init(meal: Meal, limit: FoodLimitNote) {
    self.init(meal: meal, reason: .limit(limit))
  }
}

/// What the user answered to the question.
public enum ConfirmAction: Equatable, Sendable {
  /// y: add the meal anyway.
  case yesPressed
  /// n or Esc: keep the log as it is.
  case noPressed
  case delegate(LimitQuestion.Delegate)
}

/// The question before a meal over a limit, as a feature: its state is the meal waiting (nil
/// when nothing is asked; the parent asks by setting it).
public struct LimitQuestion: Feature {
  public enum Delegate: Equatable, Sendable {
    /// n: the log is unchanged.
    case declined
  }

  public init() {}

  public func reduce(into state: inout PendingMeal?, action: ConfirmAction) -> [Step<Delegate>] {
    guard let pending = state else { return [] }
    switch action {
    case .yesPressed:
      state = nil
      return [.run(.logMeal(pending.meal))]
    case .noPressed:
      state = nil
      return [.delegate(.declined)]
    case .delegate:
      return []
    }
  }
}

extension App {
  /// The question a meal raises before it is logged, or nil to log it straight away.
  /// - Parameter now: the time the log was read ("12:41"), for a meal added twice in a row.
  func question(before meal: Meal, in state: AppState, now: String?) -> PendingMeal? {
    if state.day.relative != .today, let day = state.day.date { return PendingMeal(meal: meal, reason: .otherDay(day)) }
    if let food = mainScreen.catalog.foodIndex(id: meal.food.id), let note = state.foodLimits[food], note.isAtLimit {
      return PendingMeal(meal: meal, limit: note)
    }
    if let now, let minute = Self.minutes(now),
      let same = state.day.meals.last(where: { line in
        line.foodID == meal.food.id && line.grams == meal.grams && line.quantity == meal.quantityWord
          && Self.minutes(line.time).map { (0...1).contains(minute - $0) } == true
      })
    {
      return PendingMeal(meal: meal, reason: .again(at: same.time))
    }
    return nil
  }

  /// Minutes since midnight of "HH:MM"; nil for anything else.
  static func minutes(_ time: String) -> Int? {
    let parts = time.split(separator: ":")
    guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
    return hours * 60 + minutes
  }
}
