import FoodData

/// The picker feature: a catalog, its search, and the one reducer that moves `MainScreenState`.
///
/// Derived data (the grid, the results, the sheet's geometry) is computed here from the state,
/// so it can never disagree with it. `FoodSearch` memoizes results, which keeps this pure.
public struct MainScreen: Sendable {
  public let catalog: Catalog
  public let search: FoodSearch
  /// Food indices in section order: the order of the grouped grid after the Recent section.
  public let groupedOrder: [Int]
  /// The grouped grid's blocks: each section with at least one food, and how many.
  let groupedBlocks: [(section: Int?, count: Int)]
  /// The grouped position of each food (without the Recent section).
  let groupedPosition: [Int]
  /// The width a grouped cell needs so that every name fits whole (icon, name, a space),
  /// within bounds: a catalog with one very long name does not get one column.
  public let nameCellWidth: Int
  let splits = ResultSplitCache()

  /// The header of the Recent section, which is not a catalog section.
  public static let recentSection = -1
  /// The divider above the looser matches (typo, fuzzy, alias only) of the filtered list.
  public static let looserMatchesDivider = -2
  /// The divider above the imported foods of the filtered list (they come after every
  /// curated food: `SearchResults.importedStart`).
  public static let importedDivider = -3
  /// How many foods the Recent section shows at most.
  public static let recentLimit = 8

  public init(catalog: Catalog) {
    self.catalog = catalog
    self.search = FoodSearch(catalog: catalog)
    // One pass over the foods' section numbers (no Food is made): a million foods group in a blink.
    let members = catalog.foods.positionsBySection(catalog.sections.map(\.id))
    // One section per kind of food: an FNDDS section's foods are listed in its curated twin,
    // after the twin's own ("Red meat (FNDDS)" in Red meat), not as a section of their own.
    var twins: [Int: [Int]] = [:]
    var merged = Set<Int>()
    for (index, section) in catalog.sections.enumerated() {
      guard let curated = FNDDSTier.curatedSection(of: section.id, in: catalog),
        let twin = catalog.sections.firstIndex(where: { $0.id == curated })
      else { continue }
      twins[twin, default: []].append(index)
      merged.insert(index)
    }
    var order: [Int] = []
    order.reserveCapacity(catalog.foods.count)
    var blocks: [(section: Int?, count: Int)] = []
    for (sectionIndex, foods) in members.enumerated() where !merged.contains(sectionIndex) {
      let all = foods + (twins[sectionIndex] ?? []).flatMap { members[$0] }
      order += all
      blocks.append((sectionIndex, all.count))
    }
    self.groupedOrder = order
    self.groupedBlocks = blocks
    var positions = [Int](repeating: 0, count: catalog.foods.count)
    for (position, food) in order.enumerated() { positions[food] = position }
    self.groupedPosition = positions
    // Icon (2) + space + name + a space between cells.
    let longest = catalog.foods.searchIndex.widestName(upTo: SheetGeometry.maximumCellWidth - 4)
    self.nameCellWidth = max(SheetGeometry.minimumCellWidth, longest + 4)
    // Grouping and measuring names read columns a search does not need: give their pages back.
    catalog.foods.releaseMappedPages()
    catalog.foods.prefetchSearchPages()
  }

  /// A state for the meal-entry screen or `pick`. The food button starts on the last food
  /// logged (the first of `recent`), else on `food` (by id), else on the first food of the
  /// first section that does not count as meat: the app never starts by offering meat.
  public func initialState(
    purpose: MainScreenState.Purpose, size: TerminalSize, food id: String? = nil, query: String? = nil, recent: [Int] = []
  ) -> MainScreenState {
    let food = recent.first ?? id.flatMap(catalog.foodIndex(id:)) ?? neutralFood
    var state = MainScreenState(purpose: purpose, food: food, recent: recent)
    state.browseHighlight = groupedPosition(state, of: food)
    if purpose == .pickOnly {
      state.isSheetOpen = true
      if let query, !query.isEmpty {
        state.isSearchFocused = true
        state.searchText = MainScreenState.query(query)
      }
      state.browseScroll = sectionTopRow(state, size: size)
    }
    keepHighlightVisible(&state, size: size)
    return state
  }

  /// The first food of the first section that does not count as meat, its generic entry
  /// ("Dairy") skipped when the section has others.
  public var neutralFood: Int {
    guard let section = catalog.sections.first(where: { !$0.countsAsMeat }) else { return 0 }
    let members = catalog.foods.indices.lazy.filter { catalog.foods.sectionID(at: $0) == section.id }
    let generic = section.generic.flatMap(catalog.foods.position(ofID:))
    return members.first { $0 != generic } ?? members.first ?? 0
  }

  // MARK: Derived data

  public func geometry(_ state: MainScreenState, size: TerminalSize) -> SheetGeometry {
    SheetGeometry(size: size, expanded: state.isSearchFocused, filtering: state.isFiltering, cellWidth: nameCellWidth)
  }

  /// The current query's results; empty when not filtering.
  public func results(_ state: MainScreenState) -> SearchResults {
    search.results(for: state.isFiltering ? state.searchText : "")
  }

  /// The results in the order the list shows them: straight matches, then the looser ones.
  public func split(_ state: MainScreenState) -> ResultSplit {
    splits.split(results(state))
  }

  /// The grid the sheet shows now: grouped with headers (Recent first), or the filtered list
  /// with a divider above the looser matches.
  public func grid(_ state: MainScreenState, size: TerminalSize) -> GridLayout {
    let columns = geometry(state, size: size).gridColumns
    if state.isFiltering {
      let split = split(state)
      let imported = results(state).importedStart
      return GridLayout(
        columns: columns,
        blocks: [
          (nil, split.straightCount), (Self.looserMatchesDivider, imported - split.straightCount),
          (Self.importedDivider, split.count - imported),
        ])
    }
    return GridLayout(columns: columns, blocks: [(Self.recentSection, state.recent.count)] + groupedBlocks)
  }

  /// The highlighted position and scroll of the grid the sheet shows now.
  public func highlight(_ state: MainScreenState) -> (position: Int, scroll: Int) {
    state.isFiltering ? (state.searchHighlight, state.searchScroll) : (state.browseHighlight, state.browseScroll)
  }

  /// The food at a grid position of the current grid, the hit when filtering, and the alias
  /// it matched through, if any.
  public func entry(_ state: MainScreenState, at position: Int) -> (food: Int, hit: SearchHit?, alias: String?) {
    if state.isFiltering {
      let hit = split(state).hit(at: position)
      let food = Int(hit.item)
      let aliases = catalog.foods[food].aliases
      let alias = hit.matchedAlias && Int(hit.key) - 1 < aliases.count ? aliases[Int(hit.key) - 1] : nil
      return (food, hit, alias)
    }
    if position < state.recent.count { return (state.recent[position], nil, nil) }
    return (groupedOrder[position - state.recent.count], nil, nil)
  }

  /// Where a food stands in the grouped grid: in Recent if it is there, else in its section.
  public func groupedPosition(_ state: MainScreenState, of food: Int) -> Int {
    state.recent.firstIndex(of: food) ?? state.recent.count + groupedPosition[food]
  }

  /// The food the highlight is on, or nil when nothing matches.
  public func highlightedFood(_ state: MainScreenState, size: TerminalSize) -> Int? {
    let grid = grid(state, size: size)
    let position = highlight(state).position
    guard position >= 0, position < grid.itemCount else { return nil }
    return entry(state, at: position).food
  }

  /// The section block the grouped highlight is in, and its number among the blocks shown.
  public func location(_ state: MainScreenState, size: TerminalSize) -> (section: Int, index: Int, count: Int)? {
    let grid = grid(state, size: size)
    guard !state.isFiltering, grid.itemCount > 0 else { return nil }
    let position = min(max(0, state.browseHighlight), grid.itemCount - 1)
    guard let index = grid.blocks.lastIndex(where: { $0.start <= position }), let section = grid.blocks[index].section else {
      return nil
    }
    return (section, index + 1, grid.blocks.count)
  }

  /// The top row that shows the highlighted food's section from its header.
  func sectionTopRow(_ state: MainScreenState, size: TerminalSize) -> Int {
    let grid = grid(state, size: size)
    guard !state.isFiltering, grid.itemCount > 0 else { return 0 }
    let position = min(max(0, state.browseHighlight), grid.itemCount - 1)
    guard let block = grid.blocks.last(where: { $0.start <= position }) else { return 0 }
    return block.firstRow
  }

  /// The meal that the meal row shows.
  public func meal(_ state: MainScreenState) -> Meal {
    Meal(quantity: state.quantity, food: catalog.foods[state.food], grams: state.grams, measureCount: state.measureCount)
  }
}
