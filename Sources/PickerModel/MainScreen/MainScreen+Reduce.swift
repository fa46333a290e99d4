import FoodData

extension MainScreen {
  /// Applies what the user did to the state, and tells the parent what it must know. The size
  /// is the terminal's now: the grid's columns and rows, so where a move or a page goes.
  /// Pure: no I/O, no clock, no randomness.
  @discardableResult
  public func reduce(into state: inout MainScreenState, size: TerminalSize, action: MainScreenAction) -> [Step<MainScreenDelegate>] {
    let delegate = apply(action, to: &state, size: size)
    keepHighlightVisible(&state, size: size)
    return delegate.map { [.delegate($0)] } ?? []
  }

  private func apply(_ action: MainScreenAction, to state: inout MainScreenState, size: TerminalSize) -> MainScreenDelegate? {
    let mode = state.mode
    switch action {
    case .addButtonPressed:
      guard mode == .mealRow else { return nil }
      state.focus = .add
      return finish(&state)

    case .answerPressed(let ateMeat):
      return mode == .mealRow ? .answered(ateMeat: ateMeat) : nil

    case .backspacePressed:
      switch mode {
      case .searching:
        guard !state.searchText.isEmpty else { return nil }
        state.searchText.removeLast()
        resetSearchHighlight(&state)
      case .quantityList:
        if state.gramsLine?.isEmpty == false { state.gramsLine?.removeLast() }
        if state.measureLine?.isEmpty == false { state.measureLine?.removeLast() }
        if state.quickAddLine?.isEmpty == false { state.quickAddLine?.removeLast() }
      case .mealRow:
        if state.focus == .time, state.editing?.typedTime.isEmpty == false { state.editing?.typedTime.removeLast() }
      case .browsing:
        break
      }
      return nil

    case .cancelPressed:
      switch mode {
      case .mealRow:
        // Esc on the edit row leaves the meal as it is logged.
        endEditing(&state)
        return nil
      case .quantityList:
        state.isQuantityListOpen = false
        return nil
      case .browsing:
        state.isSheetOpen = false
        // The sheet opened with `f` on a meal: closing it is not changing the meal.
        if state.editing?.savesOnPick == true { endEditing(&state) }
        return state.purpose == .pickOnly ? .cancelled : nil
      case .searching:
        state.searchText = ""
        state.isSearchFocused = false
        resetSearchHighlight(&state)
        return nil
      }

    case .characterTyped(let character) where mode == .quantityList || mode == .mealRow:
      typeDigit(character, into: &state)
      return nil

    case .characterTyped(let character):
      guard mode == .browsing || mode == .searching, !character.isControlCharacter else { return nil }
      state.isSearchFocused = true
      guard state.searchText.count < MainScreenState.maximumQueryLength else { return nil }
      // A VS16 or joiner typed after an emoji arrives alone; it would merge into the last character.
      state.searchText += SafeText.withoutEmojiSequences(String(character))
      resetSearchHighlight(&state)
      return nil

    case .clearSearchPressed:
      guard mode == .searching else { return nil }
      state.searchText = ""
      resetSearchHighlight(&state)
      return nil

    case .confirmPressed:
      switch mode {
      case .mealRow:
        switch state.focus {
        case .time:
          state.focus = .quantity
          return nil
        case .quantity:
          state.isQuantityListOpen = true
          state.quantityListHighlight = state.quantity
          state.gramsLine = state.grams.map(String.init)
          state.measureLine = nil
          state.quickAddLine = nil
          return nil
        case .food:
          openSheet(&state, searching: false, size: size)
          return nil
        case .add:
          return finish(&state)
        }
      case .quantityList:
        if let kcal = state.quickAddLine {
          // A quick add of this many kcal, logged at once; the row stays as it was.
          guard let value = Int(kcal), (1...Self.quickAddMaximumKcal).contains(value) else { return nil }
          state.quickAddLine = nil
          state.isQuantityListOpen = false
          return .quickAdded(kcal: value)
        }
        if let count = state.measureLine {
          // A count of the food's measure, within a meal's grams, or the line stays open.
          guard let grams = measureGrams(count, state) else { return nil }
          state.grams = grams
          state.measureCount = Int(count) ?? 1
          state.measureLine = nil
        } else if let line = state.gramsLine {
          // Grams within the command line's bounds, or the line stays open to be corrected.
          guard let grams = Int(line), grams > 0, grams <= Meal.maximumGrams else { return nil }
          state.grams = grams
          state.measureCount = nil
        } else {
          state.quantity = state.quantityListHighlight
          state.grams = nil
          state.measureCount = nil
        }
        state.isQuantityListOpen = false
        return nil
      case .browsing, .searching:
        guard let food = highlightedFood(state, size: size) else { return nil }
        // A count of measures is of the food it was counted for: another food keeps the grams.
        if food != state.food { state.measureCount = nil }
        state.food = food
        state.browseHighlight = groupedPosition(state, of: food)
        state.isSheetOpen = false
        state.isSearchFocused = false
        state.searchText = ""
        resetSearchHighlight(&state)
        if state.editing?.savesOnPick == true { return finish(&state) }
        return .picked(meal(state))
      }

    case .deleteWordPressed:
      guard mode == .searching else { return nil }
      while state.searchText.last?.isWhitespace == true { state.searchText.removeLast() }
      while let last = state.searchText.last, !last.isWhitespace { state.searchText.removeLast() }
      resetSearchHighlight(&state)
      return nil

    case .fieldClicked(let field):
      guard mode == .mealRow || mode == .quantityList else { return nil }
      state.isQuantityListOpen = false
      state.focus = field
      return apply(.confirmPressed, to: &state, size: size)

    case .focusNextPressed, .focusPreviousPressed:
      guard mode == .mealRow else { return nil }
      let fields = state.fields
      let step = action == .focusNextPressed ? 1 : fields.count - 1
      state.focus = fields[((fields.firstIndex(of: state.focus) ?? 0) + step) % fields.count]
      return nil

    case .foodButtonPressed:
      guard mode == .mealRow else { return nil }
      state.focus = .food
      openSheet(&state, searching: false, size: size)
      return nil

    case .foodClicked(let position):
      guard mode == .browsing || mode == .searching, position >= 0, position < grid(state, size: size).itemCount else { return nil }
      if state.isFiltering { state.searchHighlight = position } else { state.browseHighlight = position }
      return apply(.confirmPressed, to: &state, size: size)

    case .helpPressed:
      return mode == .searching ? nil : .showHelp

    case .historyPressed:
      return mode == .mealRow ? .showHistory : nil

    case .newFoodPressed:
      // Only while logging meals (not in `pick`, which prints a catalog food), and not while
      // a logged meal is being changed.
      guard mode == .browsing || mode == .searching, state.purpose == .mealEntry, state.editing == nil else { return nil }
      let name = state.searchText.trimmingCharacters(in: .whitespaces)
      state.searchText = ""
      state.isSearchFocused = false
      resetSearchHighlight(&state)
      state.isSheetOpen = false
      return .newFoodRequested(name)

    case .interruptPressed:
      return .interrupted

    case .moveHighlight(let direction):
      switch mode {
      case .mealRow:
        return nil
      case .quantityList:
        moveQuantityHighlight(direction, in: &state)
        return nil
      case .browsing, .searching:
        let grid = grid(state, size: size)
        let moved = grid.move(direction, from: highlight(state).position, pageRows: geometry(state, size: size).viewportRows)
        if state.isFiltering { state.searchHighlight = moved } else { state.browseHighlight = moved }
        return nil
      }

    case .quantityDecreasePressed, .quantityIncreasePressed:
      guard mode == .mealRow else { return nil }
      let larger = action == .quantityIncreasePressed
      if state.focus == .time, var editing = state.editing {
        editing.time = TimeOfDay.moved(editing.time, by: larger ? Self.timeStep : -Self.timeStep) ?? editing.time
        editing.typedTime = ""
        state.editing = editing
      } else {
        state.quantity = stepped(state.row, larger: larger)
        state.grams = nil
        state.measureCount = nil
      }
      return nil

    case .quantityClicked(let quantity):
      guard mode == .quantityList else { return nil }
      state.quantityListHighlight = quantity
      state.gramsLine = nil
      state.measureLine = nil
      state.quickAddLine = nil
      return apply(.confirmPressed, to: &state, size: size)

    case .quickAddLineClicked:
      guard mode == .quantityList, quantityLines(state).contains(.quickAdd) else { return nil }
      if state.quickAddLine == nil {
        state.quickAddLine = ""
        state.gramsLine = nil
        state.measureLine = nil
        return nil
      }
      return apply(.confirmPressed, to: &state, size: size)

    case .gramsLineClicked:
      guard mode == .quantityList else { return nil }
      if state.gramsLine == nil { state.gramsLine = "" }
      state.measureLine = nil
      state.quickAddLine = nil
      return nil

    case .measureLineClicked:
      guard mode == .quantityList, catalog.foods[state.food].measure != nil else { return nil }
      if state.measureLine == nil {
        state.measureLine = ""
        state.gramsLine = nil
        state.quickAddLine = nil
        return nil
      }
      return apply(.confirmPressed, to: &state, size: size)

    case .editStarted(let editing, let contents):
      guard mode == .mealRow else { return nil }
      state.editing = editing
      state.food = contents.food
      state.quantity = contents.quantity
      state.grams = contents.grams
      state.measureCount = nil
      // On the time, as the help bar says ("0-9 time"): digits typed at once change it.
      state.focus = .time
      if editing.savesOnPick {
        state.focus = .food
        openSheet(&state, searching: false, size: size)
      }
      return nil

    case .quitPressed:
      return mode == .mealRow ? .quit : nil

    case .searchPressed:
      switch mode {
      case .mealRow:
        state.focus = .food
        openSheet(&state, searching: true, size: size)
      case .browsing:
        state.isSearchFocused = true
      case .quantityList, .searching:
        break
      }
      return nil

    case .searchTextChanged(let text):
      guard state.isSheetOpen else { return nil }
      state.isSearchFocused = true
      state.searchText = MainScreenState.query(text)
      resetSearchHighlight(&state)
      return nil

    case .settingsPressed:
      return mode == .mealRow ? .showSettings : nil

    case .sizeChanged:
      // Nothing to change but the scroll, which `reduce` keeps on the highlight at the new size.
      return nil

    case .recentChanged(let recent):
      // The grouped grid's Recent section changed under the highlight: it stays on the same
      // food (now in Recent, or back in its section).
      state.recent = recent
      if !state.isFiltering { state.browseHighlight = groupedPosition(state, of: state.food) }
      return nil

    case .delegate:
      return nil

    case .textPasted(let text):
      // A paste goes into the search wherever the search can be reached, and does nothing else.
      switch mode {
      case .mealRow:
        state.focus = .food
        openSheet(&state, searching: true, size: size)
      case .browsing, .searching:
        state.isSearchFocused = true
      case .quantityList:
        return nil
      }
      state.searchText = MainScreenState.query(state.searchText + text)
      resetSearchHighlight(&state)
      return nil
    }
  }

  private func openSheet(_ state: inout MainScreenState, searching: Bool, size: TerminalSize) {
    state.isSheetOpen = true
    state.isSearchFocused = searching
    state.searchText = ""
    state.browseHighlight = groupedPosition(state, of: state.food)
    // The chosen food's section shows from its header, not squeezed at the bottom.
    state.browseScroll = sectionTopRow(state, size: size)
    resetSearchHighlight(&state)
  }

  private func resetSearchHighlight(_ state: inout MainScreenState) {
    state.searchHighlight = 0
    state.searchScroll = 0
  }

  /// Clamps the highlight to the grid and scrolls the least that shows it: after every action,
  /// the highlight is on a visible food (or there are no foods).
  func keepHighlightVisible(_ state: inout MainScreenState, size: TerminalSize) {
    let grid = grid(state, size: size)
    let rows = geometry(state, size: size).viewportRows
    let count = grid.itemCount
    if state.isFiltering {
      state.searchHighlight = count == 0 ? 0 : min(max(0, state.searchHighlight), count - 1)
      state.searchScroll = grid.scrollOffset(keeping: state.searchHighlight, visibleFrom: state.searchScroll, viewportRows: rows)
    } else {
      state.browseHighlight = count == 0 ? 0 : min(max(0, state.browseHighlight), count - 1)
      state.browseScroll = grid.scrollOffset(keeping: state.browseHighlight, visibleFrom: state.browseScroll, viewportRows: rows)
    }
  }
}
