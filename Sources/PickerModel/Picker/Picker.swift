/// The picker feature: a catalog, its search, and the one reducer that moves `PickerState`.
///
/// Derived data (the grid, the results, the sheet's geometry) is computed here from the state,
/// so it can never disagree with it. `FoodSearch` memoizes results, which keeps this pure.
public struct Picker: Sendable {
  public let catalog: Catalog
  public let search: FoodSearch
  /// Food indices in section order: the order of the grouped grid.
  public let groupedOrder: [Int]
  /// The grouped grid's blocks: each section with at least one food, and how many.
  let groupedBlocks: [(section: Int?, count: Int)]
  /// The grouped position of each food.
  let groupedPosition: [Int]

  public init(catalog: Catalog) {
    self.catalog = catalog
    var index = SearchIndex()
    for food in catalog.foods { index.append([food.name] + food.aliases) }
    self.search = FoodSearch(index: index)
    var order: [Int] = []
    var blocks: [(section: Int?, count: Int)] = []
    for (sectionIndex, section) in catalog.sections.enumerated() {
      let members = catalog.foods.indices.filter { catalog.foods[$0].section == section.id }
      order += members
      blocks.append((sectionIndex, members.count))
    }
    self.groupedOrder = order
    self.groupedBlocks = blocks
    var positions = [Int](repeating: 0, count: catalog.foods.count)
    for (position, food) in order.enumerated() { positions[food] = position }
    self.groupedPosition = positions
  }

  /// A state for the meal-entry screen or `pick`, with the food button on `food` (by id) or on
  /// the first food.
  public func initialState(purpose: PickerState.Purpose, size: TerminalSize, food id: String? = nil, query: String? = nil) -> PickerState {
    let food = id.flatMap(catalog.foodIndex(id:)) ?? catalog.foodIndex(id: "beef") ?? 0
    var state = PickerState(purpose: purpose, size: size, food: food, browseHighlight: groupedPosition[food])
    if purpose == .pickOnly {
      state.isSheetOpen = true
      if let query, !query.isEmpty {
        state.isSearchFocused = true
        state.searchText = PickerState.query(query)
      }
    }
    keepHighlightVisible(&state)
    return state
  }

  // MARK: Derived data

  public func geometry(_ state: PickerState) -> SheetGeometry {
    SheetGeometry(size: state.size, expanded: state.isSearchFocused)
  }

  /// The current query's results; empty when not filtering.
  public func results(_ state: PickerState) -> SearchResults {
    search.results(for: state.isFiltering ? state.searchText : "")
  }

  /// The grid the sheet shows now: grouped with headers, or filtered without.
  public func grid(_ state: PickerState) -> GridLayout {
    let columns = geometry(state).gridColumns
    if state.isFiltering {
      return GridLayout(columns: columns, blocks: [(nil, results(state).count)])
    }
    return GridLayout(columns: columns, blocks: groupedBlocks)
  }

  /// The highlighted position and scroll of the grid the sheet shows now.
  public func highlight(_ state: PickerState) -> (position: Int, scroll: Int) {
    state.isFiltering ? (state.searchHighlight, state.searchScroll) : (state.browseHighlight, state.browseScroll)
  }

  /// The food at a grid position of the current grid, and the alias it matched through, if any.
  public func entry(_ state: PickerState, at position: Int) -> (food: Int, alias: String?) {
    if state.isFiltering {
      let hit = results(state).hit(at: position)
      let food = Int(hit.item)
      return (food, hit.matchedAlias ? catalog.foods[food].aliases[Int(hit.key) - 1] : nil)
    }
    return (groupedOrder[position], nil)
  }

  /// The food the highlight is on, or nil when nothing matches.
  public func highlightedFood(_ state: PickerState) -> Int? {
    let grid = grid(state)
    let position = highlight(state).position
    guard position >= 0, position < grid.itemCount else { return nil }
    return entry(state, at: position).food
  }

  /// The meal that the meal row shows.
  public func meal(_ state: PickerState) -> Meal {
    Meal(quantity: state.quantity, food: catalog.foods[state.food])
  }
}
