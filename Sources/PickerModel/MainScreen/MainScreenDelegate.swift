import FoodData

/// What the picker tells its parent (the app), as `MainScreenAction.delegate`: the reducer itself
/// does no I/O and opens no other screen.
public enum MainScreenDelegate: Equatable, Sendable {
  /// The user answered the day's question explicitly.
  case answered(ateMeat: Bool)
  /// The sheet was closed with nothing picked (in `pick`, the program ends with exit 1).
  case cancelled
  /// Ctrl-C: the program ends with exit 130.
  case interrupted
  /// Add was pressed: log this meal.
  case mealAdded(Meal)
  /// Enter on the quantity list's quick add line: log a meal of this energy alone.
  case quickAdded(kcal: Int)
  /// Ctrl-N in the sheet: make a food of one's own, named as the query.
  case newFoodRequested(String)
  /// Save was pressed on the edit row (or a food picked for it): the logged meal with this id
  /// becomes this meal at this time.
  case mealEdited(id: String, meal: Meal, time: String)
  /// A food was picked from the sheet.
  case picked(Meal)
  case quit
  case showHelp
  case showHistory
  case showSettings
}
