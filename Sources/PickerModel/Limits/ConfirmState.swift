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
}

extension App {
  /// The question a meal raises before it is logged, or nil to log it straight away.
  func question(before meal: Meal, in state: AppState) -> PendingMeal? {
    guard let food = picker.catalog.foodIndex(id: meal.food.id), let note = state.foodLimits[food], note.isAtLimit else { return nil }
    return PendingMeal(meal: meal, limit: note)
  }

  func reduce(into state: inout AppState, action: ConfirmAction) -> [AppEffect] {
    guard let pending = state.pendingMeal else { return [] }
    state.pendingMeal = nil
    switch action {
    case .yesPressed:
      return [.logMeal(pending.meal)]
    case .noPressed:
      state.status = .notAdded
      return []
    }
  }
}
