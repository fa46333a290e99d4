import FoodData

/// The meal row's quantities beyond the three words (the grams line, steps from a weight) and
/// the edit row: the same row that adds, filled with a logged meal, saving instead of adding.
extension MainScreen {
  /// The time button's step for + and −, in minutes.
  static let timeStep = 15

  /// Add or Save: the meal as the row shows it, to log, or to write over the meal edited.
  func finish(_ state: inout MainScreenState) -> MainScreenDelegate {
    let meal = meal(state)
    guard let editing = state.editing else {
      // The next food starts at its usual quantity: "A lot" of curry is not "A lot" of naan.
      state.quantity = .some
      state.grams = nil
      state.measureCount = nil
      return .mealAdded(meal)
    }
    let time = TimeOfDay.typed(editing.typedTime) ?? editing.time
    endEditing(&state)
    return .mealEdited(id: editing.id, meal: meal, time: time)
  }

  /// Back to adding, with the row as it was before the edit.
  func endEditing(_ state: inout MainScreenState) {
    guard let editing = state.editing else { return }
    state.editing = nil
    state.food = editing.rowBefore.food
    state.quantity = editing.rowBefore.quantity
    state.grams = editing.rowBefore.grams
    state.measureCount = nil
    state.focus = .food
    state.browseHighlight = groupedPosition(state, of: state.food)
  }

  /// A digit on the grams line, or on the edit row's time button; other characters do nothing
  /// there.
  func typeDigit(_ character: Character, into state: inout MainScreenState) {
    guard character.isASCII, character.isNumber else { return }
    if state.isQuantityListOpen, var count = state.measureLine {
      // Up to 99 of a measure.
      guard count.count < 2, !(count.isEmpty && character == "0") else { return }
      count.append(character)
      state.measureLine = count
    } else if state.isQuantityListOpen, var kcal = state.quickAddLine {
      guard kcal.count < String(Self.quickAddMaximumKcal).count, !(kcal.isEmpty && character == "0") else { return }
      kcal.append(character)
      state.quickAddLine = kcal
    } else if state.isQuantityListOpen {
      guard var line = state.gramsLine, line.count < String(Meal.maximumGrams).count else { return }
      line.append(character)
      state.gramsLine = line
    } else if state.focus == .time, var editing = state.editing {
      // A fifth digit starts again; a digit that cannot make a time (a 9 for the hours' tens)
      // is not taken, so the button never shows a time that would not save.
      let typed = (editing.typedTime.count == 4 ? "" : editing.typedTime) + String(character)
      guard TimeOfDay.typed(typed) != nil else { return }
      editing.typedTime = typed
      state.editing = editing
    }
  }

  /// The quantity list's lines: the three words, the food's household measure where it has
  /// one, the grams line, then, while adding meals (not editing one, not in `pick`), the quick
  /// add line.
  public func quantityLines(_ state: MainScreenState) -> [QuantityLine] {
    let quick: [QuantityLine] = state.purpose == .mealEntry && state.editing == nil ? [.quickAdd] : []
    return Quantity.allCases.map(QuantityLine.word) + (catalog.foods[state.food].measure == nil ? [] : [.measure]) + [.grams] + quick
  }

  /// The most energy a quick add holds (as `add --kcal` takes).
  public static let quickAddMaximumKcal = 10_000

  /// The quantity list's highlighted line.
  public func highlightedQuantityLine(_ state: MainScreenState) -> QuantityLine {
    state.quickAddLine != nil ? .quickAdd : state.measureLine != nil ? .measure : state.gramsLine != nil ? .grams : .word(state.quantityListHighlight)
  }

  /// The quantity list's highlight moved, over `quantityLines`.
  func moveQuantityHighlight(_ direction: GridLayout.Direction, in state: inout MainScreenState) {
    let lines = quantityLines(state)
    let index = lines.firstIndex(of: highlightedQuantityLine(state)) ?? 0
    let next: Int
    switch direction {
    case .up, .left, .pageUp: next = max(0, index - 1)
    case .down, .right, .pageDown: next = min(lines.count - 1, index + 1)
    case .home: next = 0
    case .end: next = lines.count - 1
    }
    guard next != index else { return }
    state.gramsLine = nil
    state.measureLine = nil
    state.quickAddLine = nil
    switch lines[next] {
    case .word(let quantity): state.quantityListHighlight = quantity
    case .measure: state.measureLine = ""
    case .grams: state.gramsLine = ""
    case .quickAdd: state.quickAddLine = ""
    }
  }

  /// The grams of `count` (typed, "" for one) of the food's household measure; nil without a
  /// measure or past a meal's grams.
  func measureGrams(_ count: String, _ state: MainScreenState) -> Int? {
    guard let measure = catalog.foods[state.food].measure, let number = count.isEmpty ? 1 : Int(count), number > 0 else { return nil }
    let grams = number * measure.grams
    return grams <= Meal.maximumGrams ? grams : nil
  }

  /// + or − from what the row holds: the next word, or from a weight the nearest word above
  /// or below it.
  func stepped(_ row: RowContents, larger: Bool) -> Quantity {
    guard let grams = row.grams else { return (larger ? row.quantity.larger : row.quantity.smaller) ?? row.quantity }
    let food = catalog.foods[row.food]
    let words = larger ? Quantity.allCases : Quantity.allCases.reversed()
    return words.first { larger ? food.grams(for: $0) > grams : food.grams(for: $0) < grams } ?? words.last ?? row.quantity
  }
}
