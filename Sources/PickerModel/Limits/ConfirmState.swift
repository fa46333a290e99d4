import FoodData

/// A meal waiting for the person's yes: it goes over a limit, so the app asks once ("Salmon is
/// at its limit: 2 of 2 this week. Add anyway? y / n", worded by the main screen) before
/// logging it.
public struct PendingMeal: Equatable, Sendable {
  public var meal: Meal
  /// The limit it would go over.
  public var limit: FoodLimitNote

  public init(meal: Meal, limit: FoodLimitNote) {
    self.meal = meal
    self.limit = limit
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
  func question(before meal: Meal, in state: AppState) -> PendingMeal? {
    guard let food = mainScreen.catalog.foodIndex(id: meal.food.id), let note = state.foodLimits[food], note.isAtLimit else { return nil }
    return PendingMeal(meal: meal, limit: note)
  }
}
