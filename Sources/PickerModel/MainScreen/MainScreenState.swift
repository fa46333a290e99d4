/// Everything the meal-entry screen and the food sheet are, as facts. What can be derived from
/// these (the mode, the sheet's height, the grid, the results) is computed by `MainScreen`, never
/// stored here a second time.
public struct MainScreenState: Equatable, Sendable {
  public enum Purpose: Equatable, Sendable {
    /// The meal-entry screen: picking a food fills the food button.
    case mealEntry
    /// `nomeat-tui pick`: only the sheet; closing it ends the program.
    case pickOnly
  }

  public enum Field: CaseIterable, Equatable, Sendable {
    case quantity, food, add
  }

  public var purpose: Purpose
  public var size: TerminalSize
  /// The meal-row control that has focus.
  public var focus: Field
  public var quantity: Quantity
  /// The chosen food, as an index into the catalog's foods.
  public var food: Int
  public var isQuantityListOpen: Bool
  public var quantityListHighlight: Quantity
  public var isSheetOpen: Bool
  /// The sheet is expanded exactly while the search field has focus.
  public var isSearchFocused: Bool
  public var searchText: String
  /// The highlighted food of the grouped grid, as a position in section order.
  public var browseHighlight: Int
  public var browseScroll: Int
  /// The highlighted result of the filtered grid, as a rank (0 = best).
  public var searchHighlight: Int
  public var searchScroll: Int
  /// Foods logged lately, most recent first, no repeats: the sheet's "Recent" section. The app
  /// fills it from the meal log.
  public var recent: [Int]

  public init(
    purpose: Purpose = .mealEntry,
    size: TerminalSize,
    focus: Field = .food,
    quantity: Quantity = .some,
    food: Int = 0,
    isQuantityListOpen: Bool = false,
    quantityListHighlight: Quantity = .some,
    isSheetOpen: Bool = false,
    isSearchFocused: Bool = false,
    searchText: String = "",
    browseHighlight: Int = 0,
    browseScroll: Int = 0,
    searchHighlight: Int = 0,
    searchScroll: Int = 0,
    recent: [Int] = []
  ) {
    self.purpose = purpose
    self.size = size
    self.focus = focus
    self.quantity = quantity
    self.food = food
    self.isQuantityListOpen = isQuantityListOpen
    self.quantityListHighlight = quantityListHighlight
    self.isSheetOpen = isSheetOpen
    self.isSearchFocused = isSearchFocused
    self.searchText = searchText
    self.browseHighlight = browseHighlight
    self.browseScroll = browseScroll
    self.searchHighlight = searchHighlight
    self.searchScroll = searchScroll
    self.recent = recent
  }
}
