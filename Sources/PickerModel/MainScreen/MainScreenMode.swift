import FoodData

/// What keys mean right now; derived from the state, and the key for which bindings are on.
public enum MainScreenMode: CaseIterable, Hashable, Sendable {
  /// The meal row: quantity button, food button, Add.
  case mealRow
  /// The small list of quantities under the quantity button.
  case quantityList
  /// The food sheet, collapsed, with the grouped grid.
  case browsing
  /// The food sheet, expanded, with the search field focused.
  case searching
}

extension MainScreenState {
  public var mode: MainScreenMode {
    if isSheetOpen { return isSearchFocused ? .searching : .browsing }
    return isQuantityListOpen ? .quantityList : .mealRow
  }

  /// Whether the sheet shows the filtered grid: searching with at least one word typed.
  public var isFiltering: Bool {
    isSheetOpen && isSearchFocused && SearchQuery.hasWords(searchText)
  }
}
