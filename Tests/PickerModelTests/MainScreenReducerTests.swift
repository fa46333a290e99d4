import Testing
import FoodData

@testable import PickerModel

/// Every action in every mode, with the whole expected state written out.
@Suite("MainScreen reducer")
struct MainScreenReducerTests {
  let mainScreen = builtInPicker
  let size = TerminalSize(columns: 80, rows: 24)
  var mealRow: MainScreenState { mainScreen.initialState(purpose: .mealEntry, size: size) }
  var browsing: MainScreenState {
    var state = mealRow
    mainScreen.reduce(into: &state, size: size, action: .foodButtonPressed)
    return state
  }
  var searching: MainScreenState {
    var state = browsing
    mainScreen.reduce(into: &state, size: size, action: .characterTyped("b"))
    return state
  }

  @Test func startsOnANeutralFoodWithSome() {
    // With nothing logged, the first section that is not meat (Dairy), past its generic entry.
    let state = mealRow
    #expect(mainScreen.catalog.foods[state.food].name == "Milk")
    #expect(state.quantity == .some)
    #expect(state.focus == .food)
    #expect(state.mode == .mealRow)
    #expect(mainScreen.meal(state).sentence == "Some Milk")
  }

  /// The grid row of the Dairy header, found by walking the rows (not by the reducer's own
  /// arithmetic).
  func dairyHeaderRow(_ state: MainScreenState) -> Int {
    let grid = mainScreen.grid(state, size: size)
    let dairy = mainScreen.catalog.sections.firstIndex { $0.id == "dairy" } ?? -9
    return (0..<grid.rowCount).first { grid.row($0) == .header(section: dairy) } ?? -1
  }

  // MARK: Meal row

  @Test func tabAndShiftTabMoveFocusAround() {
    var state = mealRow
    assertReduce(&state, .focusNextPressed) { $0.focus = .add }
    assertReduce(&state, .focusNextPressed) { $0.focus = .quantity }
    assertReduce(&state, .focusPreviousPressed) { $0.focus = .add }
  }

  @Test func plusAndMinusChangeTheQuantityWithinItsRange() {
    var state = mealRow
    assertReduce(&state, .quantityIncreasePressed) { $0.quantity = .lot }
    assertReduce(&state, .quantityIncreasePressed)
    assertReduce(&state, .quantityDecreasePressed) { $0.quantity = .some }
    assertReduce(&state, .quantityDecreasePressed) { $0.quantity = .little }
    assertReduce(&state, .quantityDecreasePressed)
  }

  @Test func enterOnTheQuantityButtonOpensItsList() {
    var state = mealRow
    state.focus = .quantity
    assertReduce(&state, .confirmPressed) {
      $0.isQuantityListOpen = true
      $0.quantityListHighlight = .some
    }
    #expect(state.mode == .quantityList)
    assertReduce(&state, .moveHighlight(.down)) { $0.quantityListHighlight = .lot }
    // Milk has a household measure ("1 cup" in SR28), then the grams line, then quick add.
    assertReduce(&state, .moveHighlight(.down)) { $0.measureLine = "" }
    assertReduce(&state, .moveHighlight(.down)) {
      $0.measureLine = nil
      $0.gramsLine = ""
    }
    assertReduce(&state, .moveHighlight(.down)) {
      $0.gramsLine = nil
      $0.quickAddLine = ""
    }
    assertReduce(&state, .moveHighlight(.down))
    assertReduce(&state, .moveHighlight(.up)) {
      $0.quickAddLine = nil
      $0.gramsLine = ""
    }
    assertReduce(&state, .moveHighlight(.up)) {
      $0.gramsLine = nil
      $0.measureLine = ""
    }
    assertReduce(&state, .moveHighlight(.up)) { $0.measureLine = nil }
    assertReduce(&state, .confirmPressed) {
      $0.quantity = .lot
      $0.isQuantityListOpen = false
    }
  }

  @Test func escClosesTheQuantityListUnchanged() {
    var state = mealRow
    state.focus = .quantity
    mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.up))
    assertReduce(&state, .cancelPressed) { $0.isQuantityListOpen = false }
    #expect(state.quantity == .some)
  }

  @Test func enterOnTheFoodButtonOpensTheSheetCollapsedOnTheChosenFood() {
    var state = mealRow
    let milk = mainScreen.groupedPosition[state.food]
    let dairyHeader = dairyHeaderRow(state)
    assertReduce(&state, .confirmPressed) {
      $0.isSheetOpen = true
      $0.browseHighlight = milk
      $0.browseScroll = dairyHeader
    }
    #expect(state.mode == .browsing)
    #expect(mainScreen.geometry(state, size: size).height == 12)
    #expect(mainScreen.highlightedFood(state, size: size) == state.food)
  }

  @Test func slashOpensTheSheetWithSearchFocusedAndExpanded() {
    var state = mealRow
    let milk = mainScreen.groupedPosition[state.food]
    let dairyHeader = dairyHeaderRow(state)
    assertReduce(&state, .searchPressed) {
      $0.isSheetOpen = true
      $0.isSearchFocused = true
      $0.browseHighlight = milk
      $0.browseScroll = dairyHeader
    }
    #expect(mainScreen.geometry(state, size: size).height == 24)
  }

  @Test func addAnswerHistorySettingsAndQuitAreOutcomes() {
    var state = mealRow
    let beef = mainScreen.catalog.foods[state.food]
    assertReduce(&state, .addButtonPressed, delegates: [.mealAdded(Meal(quantity: .some, food: beef))]) {
      $0.focus = .add
    }
    assertReduce(&state, .answerPressed(ateMeat: false), delegates: [.answered(ateMeat: false)])
    assertReduce(&state, .historyPressed, delegates: [.showHistory])
    assertReduce(&state, .settingsPressed, delegates: [.showSettings])
    assertReduce(&state, .quitPressed, delegates: [.quit])
    assertReduce(&state, .interruptPressed, delegates: [.interrupted])
  }

  @Test func sheetKeysDoNothingOnTheMealRow() {
    var state = mealRow
    assertReduce(&state, .moveHighlight(.down))
    assertReduce(&state, .characterTyped("x"))
    assertReduce(&state, .backspacePressed)
    assertReduce(&state, .clearSearchPressed)
    assertReduce(&state, .deleteWordPressed)
    assertReduce(&state, .cancelPressed)
    assertReduce(&state, .searchTextChanged("beef"))
  }

  // MARK: Browsing (collapsed sheet)

  @Test func arrowsMoveTheHighlightAndScrollWithoutExpanding() {
    var state = browsing
    let start = state.browseHighlight
    let grid = mainScreen.grid(state, size: size)
    let down = grid.move(.down, from: start, pageRows: 8)
    assertReduce(&state, .moveHighlight(.down)) { $0.browseHighlight = down }
    assertReduce(&state, .moveHighlight(.end)) {
      $0.browseHighlight = grid.itemCount - 1
      $0.browseScroll = grid.rowCount - 8
    }
    #expect(mainScreen.geometry(state, size: size).height == 12, "still collapsed")
    assertReduce(&state, .moveHighlight(.home)) {
      $0.browseHighlight = 0
      $0.browseScroll = 0
    }
  }

  @Test func typingAPrintableCharacterFocusesSearchAndExpands() {
    var state = browsing
    assertReduce(&state, .characterTyped("s")) {
      $0.isSearchFocused = true
      $0.searchText = "s"
    }
    #expect(state.mode == .searching)
    #expect(mainScreen.geometry(state, size: size).height == 24)
    #expect(state.isFiltering)
  }

  @Test func slashWhileBrowsingFocusesSearchWithoutTyping() {
    var state = browsing
    assertReduce(&state, .searchPressed) { $0.isSearchFocused = true }
    #expect(!state.isFiltering, "no words yet: the grouped grid stays")
  }

  @Test func escWhileBrowsingClosesTheSheetAndChangesNothing() {
    var state = browsing
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.down))
    let food = state.food
    assertReduce(&state, .cancelPressed) { $0.isSheetOpen = false }
    #expect(state.food == food)
  }

  @Test func escWhileBrowsingInPickCancels() {
    var state = mainScreen.initialState(purpose: .pickOnly, size: size)
    #expect(state.isSheetOpen)
    assertReduce(&state, .cancelPressed, delegates: [.cancelled]) { $0.isSheetOpen = false }
  }

  @Test func enterWhileBrowsingPicksTheHighlightedFood() {
    var state = browsing
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.right))
    let food = mainScreen.groupedOrder[state.browseHighlight]
    let meal = Meal(quantity: .some, food: mainScreen.catalog.foods[food])
    assertReduce(&state, .confirmPressed, delegates: [.picked(meal)]) {
      $0.food = food
      $0.isSheetOpen = false
    }
  }

  // MARK: Searching (expanded sheet)

  @Test func typingFiltersAndHighlightsTheBestResult() {
    var state = searching
    assertReduce(&state, .characterTyped("e")) { $0.searchText = "be" }
    assertReduce(&state, .characterTyped("e")) { $0.searchText = "bee" }
    assertReduce(&state, .characterTyped("f")) { $0.searchText = "beef" }
    #expect(mainScreen.highlightedFood(state, size: size) == foodIndex("beef"))
    #expect(mainScreen.grid(state, size: size).blocks.allSatisfy { $0.section == nil || $0.section == MainScreen.looserMatchesDivider }, "no section headers")
  }

  @Test func arrowsMoveInTheResultsWhileTypingGoesOn() {
    var state = searching
    let grid = mainScreen.grid(state, size: size)
    assertReduce(&state, .moveHighlight(.right)) { $0.searchHighlight = 1 }
    assertReduce(&state, .moveHighlight(.down)) { $0.searchHighlight = 1 + grid.columns }
    assertReduce(&state, .characterTyped("e")) {
      $0.searchText = "be"
      $0.searchHighlight = 0
    }
  }

  @Test func backspaceCtrlUAndCtrlWEditTheQuery() {
    var state = searching
    mainScreen.reduce(into: &state, size: size, action: .searchTextChanged("beef gro"))
    assertReduce(&state, .backspacePressed) { $0.searchText = "beef gr" }
    assertReduce(&state, .deleteWordPressed) { $0.searchText = "beef " }
    assertReduce(&state, .deleteWordPressed) { $0.searchText = "" }
    assertReduce(&state, .backspacePressed)
    mainScreen.reduce(into: &state, size: size, action: .characterTyped("x"))
    assertReduce(&state, .clearSearchPressed) { $0.searchText = "" }
    #expect(state.isSearchFocused, "clearing keeps the field focused")
  }

  @Test func escWhileSearchingClearsCollapsesAndRestoresTheHighlight() {
    var state = browsing
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.down))
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.down))
    let before = state
    mainScreen.reduce(into: &state, size: size, action: .characterTyped("s"))
    mainScreen.reduce(into: &state, size: size, action: .characterTyped("a"))
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.right))
    assertReduce(&state, .cancelPressed) {
      $0.searchText = ""
      $0.isSearchFocused = false
      $0.searchHighlight = 0
      $0.searchScroll = 0
    }
    #expect(state == before)
    #expect(mainScreen.geometry(state, size: size).height == 12)
  }

  @Test func enterPicksTheHighlightedResultAndCloses() {
    var state = searching
    mainScreen.reduce(into: &state, size: size, action: .searchTextChanged("prawn"))
    let shrimp = foodIndex("shrimp")
    assertReduce(&state, .confirmPressed, delegates: [.picked(Meal(quantity: .some, food: mainScreen.catalog.foods[shrimp]))]) {
      $0.food = shrimp
      $0.browseHighlight = mainScreen.groupedPosition[shrimp]
      $0.browseScroll = mainScreen.grid(browsing, size: size).scrollOffset(
        keeping: mainScreen.groupedPosition[shrimp], visibleFrom: $0.browseScroll, viewportRows: 8)
      $0.isSheetOpen = false
      $0.isSearchFocused = false
      $0.searchText = ""
    }
    #expect(mainScreen.meal(state).sentence == "Some Shrimp")
  }

  @Test func enterWithNoResultsDoesNothing() {
    var state = searching
    mainScreen.reduce(into: &state, size: size, action: .searchTextChanged("xyzzy"))
    assertReduce(&state, .confirmPressed)
    assertReduce(&state, .moveHighlight(.down))
    #expect(mainScreen.highlightedFood(state, size: size) == nil)
  }

  @Test func pickStartsFilteredWithAQuery() {
    let state = mainScreen.initialState(purpose: .pickOnly, size: size, query: "salmon")
    #expect(state.mode == .searching)
    #expect(mainScreen.highlightedFood(state, size: size) == foodIndex("salmon"))
  }

  @Test func resizeKeepsTheHighlightVisible() {
    var state = browsing
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.end))
    let small = TerminalSize(columns: 40, rows: 12)
    let bottom = mainScreen.geometry(state, size: size).viewportRows
    #expect(mainScreen.geometry(state, size: small).viewportRows < bottom, "the small sheet shows fewer rows")
    mainScreen.reduce(into: &state, size: small, action: .sizeChanged)
    let grid = mainScreen.grid(state, size: small)
    let row = grid.location(of: state.browseHighlight).row
    #expect(row >= state.browseScroll && row < state.browseScroll + mainScreen.geometry(state, size: small).viewportRows)
  }

  @Test func keysMapToActionsByMode() {
    #expect(KeyBindings.action(for: .character("q"), in: .mealRow) == .mainScreen(.quitPressed))
    #expect(KeyBindings.action(for: .character("q"), in: .browsing) == .mainScreen(.characterTyped("q")))
    #expect(KeyBindings.action(for: .character("/"), in: .browsing) == .mainScreen(.searchPressed))
    #expect(KeyBindings.action(for: .character("/"), in: .searching) == .mainScreen(.characterTyped("/")))
    #expect(KeyBindings.action(for: .escape, in: .searching) == .mainScreen(.cancelPressed))
    #expect(KeyBindings.action(for: .control("c"), in: .searching) == .mainScreen(.interruptPressed))
    #expect(KeyBindings.action(for: .control("u"), in: .searching) == .mainScreen(.clearSearchPressed))
    #expect(KeyBindings.action(for: .backspace, in: .browsing) == nil)
  }

  @Test func helpComesFromTheSameTable() {
    let searchingHelp = KeyBindings.help(for: .searching).map(\.purpose)
    #expect(searchingHelp.contains(.close))
    #expect(!searchingHelp.contains(.quit))
    let rowHelp = KeyBindings.help(for: .mealRow).map(\.key)
    #expect(rowHelp.prefix(3) == [.character("a"), .character("f"), .character("/")], "the most useful keys first")
    #expect(KeyBindings.help(for: .browsing).map(\.purpose).prefix(3) == [.pick, .close, .move])
    for mode in AppMode.allCases {
      for binding in KeyBindings.all where binding.modes.contains(mode) && binding.help != nil {
        if case .exactly(let keys) = binding.keys, let key = keys.first {
          #expect(KeyBindings.action(for: key, in: mode) != nil, "help promises a key that does nothing")
        }
      }
    }
  }
}
