/// A meal waiting for the person's yes: it goes over a limit, so the app asks once ("Salmon is
/// at its limit: 2 of 2 this week. Add anyway? y / n") before logging it.
public struct PendingMeal: Equatable, Sendable {
  public var meal: Meal
  public var question: String

  public init(meal: Meal, question: String) {
    self.meal = meal
    self.question = question
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
    return PendingMeal(meal: meal, question: note.question(food: meal.food.name))
  }

  func reduce(into state: inout AppState, action: ConfirmAction) -> [AppEffect] {
    guard let pending = state.pendingMeal else { return [] }
    state.pendingMeal = nil
    switch action {
    case .yesPressed:
      return [.logMeal(pending.meal)]
    case .noPressed:
      state.status = AppState.Status("Not added: the log is unchanged")
      return []
    }
  }
}
