/// The day's meals as a feature: moving the highlight, and the changes asked for a meal, which
/// the parent makes (it knows the meals and the log). Told how many meals the day has.
public struct MealList: Feature {
  public enum Delegate: Equatable, Sendable {
    /// The meal at this place in the day's meals: open the edit row on it (with the food
    /// sheet open, when `choosingFood`).
    case editRequested(Int, choosingFood: Bool)
    case quantityStepped(Int, larger: Bool)
    case removeRequested(Int)
    case repeatRequested(Int)
    /// The meal at this place, to the day before or after the one it is on.
    case dayMoveRequested(Int, days: Int)
  }

  /// How many meals the day shown has.
  public let count: Int

  public init(count: Int) { self.count = count }

  public func reduce(into state: inout MealListState, action: MealListAction) -> [Step<Delegate>] {
    switch action {
    case .opened:
      state.highlight = count > 0 ? count - 1 : nil
      return []
    case .mealClicked(let index):
      guard index >= 0, index < count else { return [] }
      state.highlight = index
      return []
    case .moveHighlight(let direction):
      guard let highlight = state.highlight else { return [] }
      switch direction {
      case .up, .left: state.highlight = max(0, highlight - 1)
      case .pageUp, .home: state.highlight = 0
      case .end, .pageDown: state.highlight = max(0, count - 1)
      case .down, .right:
        // Down from the latest meal is back on the meal row, where ↑ came from.
        state.highlight = highlight + 1 < count ? highlight + 1 : nil
      }
      return []
    case .closePressed:
      state.highlight = nil
      return []
    case .editPressed, .foodPressed:
      guard let highlight = state.highlight else { return [] }
      state.highlight = nil
      return [.delegate(.editRequested(highlight, choosingFood: action == .foodPressed))]
    case .quantityIncreasePressed, .quantityDecreasePressed:
      guard let highlight = state.highlight else { return [] }
      return [.delegate(.quantityStepped(highlight, larger: action == .quantityIncreasePressed))]
    case .deletePressed:
      guard let highlight = state.highlight else { return [] }
      // Back to the meal row: left on the meal above, the next key would change another meal.
      state.highlight = nil
      return [.delegate(.removeRequested(highlight))]
    case .repeatPressed:
      guard let highlight = state.highlight else { return [] }
      return [.delegate(.repeatRequested(highlight))]
    case .moveDayPressed(let later):
      guard let highlight = state.highlight else { return [] }
      // The meal leaves the day shown: the highlight goes back to the meal row.
      state.highlight = nil
      return [.delegate(.dayMoveRequested(highlight, days: later ? 1 : -1))]
    case .mealsChanged:
      guard let highlight = state.highlight else { return [] }
      state.highlight = count == 0 ? nil : min(highlight, count - 1)
      return []
    case .delegate:
      return []
    }
  }
}
