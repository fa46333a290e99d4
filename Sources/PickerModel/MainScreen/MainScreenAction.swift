import FoodData

/// What the user did. The reducer decides what it means in the current mode.
public enum MainScreenAction: Equatable, Sendable {
  case addButtonPressed
  case answerPressed(ateMeat: Bool)
  case backspacePressed
  case cancelPressed
  case characterTyped(Character)
  case clearSearchPressed
  case confirmPressed
  case deleteWordPressed
  /// A click on a meal-row button: focus it and open it.
  case fieldClicked(MainScreenState.Field)
  case focusNextPressed
  case focusPreviousPressed
  case foodButtonPressed
  /// A click on a food of the sheet's grid, by grid position: pick it.
  case foodClicked(position: Int)
  case helpPressed
  case historyPressed
  /// Ctrl-N in the sheet: a food of one's own, named as the query.
  case newFoodPressed
  case interruptPressed
  case moveHighlight(GridLayout.Direction)
  /// A click on a line of the open quantity list.
  case quantityClicked(Quantity)
  case quantityDecreasePressed
  case quantityIncreasePressed
  case quitPressed
  case searchPressed
  case searchTextChanged(String)
  case settingsPressed
  /// The terminal's size changed (the app keeps it): the highlight stays in view at the new size.
  case sizeChanged
  /// A bracketed paste: text for the search, whatever it holds (line breaks are spaces).
  case textPasted(String)
  /// The foods logged lately, from the log (the sheet's Recent section).
  case recentChanged([Int])
  /// The parent opens the edit row on a logged meal, filled with it.
  case editStarted(MealEditing, RowContents)
  /// A click on the quantity list's grams line.
  case gramsLineClicked
  /// A click on the quantity list's household-measure line ("1 slice · 29 g").
  case measureLineClicked
  case quickAddLineClicked
  case delegate(MainScreenDelegate)
}
