/// The day's meals as a list the keyboard reaches (↑ from the meal row, or a click): which one
/// is highlighted. The meals themselves are the day's (`AppState.day`), read from the log.
public struct MealListState: Equatable, Sendable {
  /// The highlighted meal, by its place in the day's meals (oldest first); nil while the meal
  /// row has the keys.
  public var highlight: Int?

  public init(highlight: Int? = nil) { self.highlight = highlight }

  public var isActive: Bool { highlight != nil }
}

/// What the user did on the day's meals.
public enum MealListAction: Equatable, Sendable {
  /// ↑ from the meal row: the latest meal.
  case opened
  /// A click on a meal line, by its place in the day's meals.
  case mealClicked(Int)
  case moveHighlight(GridLayout.Direction)
  /// Esc: back to the meal row.
  case closePressed
  /// Enter: the edit row, filled with the meal.
  case editPressed
  /// `f`: the food sheet, on the meal's food; picking replaces it.
  case foodPressed
  case quantityIncreasePressed
  case quantityDecreasePressed
  /// `d` or Delete.
  case deletePressed
  /// `r`: log the meal again, now, on the day shown.
  case repeatPressed
  /// `<` or `>`: the highlighted meal to the day before or after (never past today).
  case moveDayPressed(later: Bool)
  /// The day's meals were read again: the highlight stays on a meal, or the list closes.
  case mealsChanged
  case delegate(MealList.Delegate)
}
