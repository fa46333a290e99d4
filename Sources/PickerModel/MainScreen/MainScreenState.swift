import FoodData

/// Everything the meal-entry screen and the food sheet are, as facts. What can be derived from
/// these (the mode, the sheet's height, the grid, the results) is computed by `MainScreen`, never
/// stored here a second time. The terminal's size is the app's (`AppState.size`), given to
/// `MainScreen` with each call that depends on it, as the other screens are given it.
public struct MainScreenState: Equatable, Sendable {
  public enum Purpose: Equatable, Sendable {
    /// The meal-entry screen: picking a food fills the food button.
    case mealEntry
    /// `nomeat-tui pick`: only the sheet; closing it ends the program.
    case pickOnly
  }

  public enum Field: Equatable, Sendable {
    /// The meal's time: only on the edit row.
    case time
    case quantity, food, add
  }

  public var purpose: Purpose
  /// The meal-row control that has focus.
  public var focus: Field
  public var quantity: Quantity
  /// Grams given by weight (the quantity list's grams line), which `quantity` then does not
  /// decide; nil for a quantity in words.
  public var grams: Int?
  /// How many of the food's household measure `grams` are, when counted on the measure line
  /// (the meal is then "2 slices of Bread"); nil otherwise.
  public var measureCount: Int?
  /// The chosen food, as an index into the catalog's foods.
  public var food: Int
  public var isQuantityListOpen: Bool
  public var quantityListHighlight: Quantity
  /// The digits typed on the quantity list's grams line while it is highlighted; nil while a
  /// quantity in words is.
  public var gramsLine: String?
  /// The count typed on the quantity list's household-measure line while it is highlighted
  /// ("" for one); nil while another line is.
  public var measureLine: String?
  /// The kcal typed on the quantity list's quick add line while it is highlighted ("" before
  /// the first digit); nil while another line is.
  public var quickAddLine: String?
  /// The logged meal the meal row edits; nil while it adds.
  public var editing: MealEditing?
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

  /// The meal-row controls in focus order: the edit row has the time first.
  public var fields: [Field] { editing == nil ? [.quantity, .food, .add] : [.time, .quantity, .food, .add] }

  /// What the row holds now.
  public var row: RowContents { RowContents(food: food, quantity: quantity, grams: grams) }
}
