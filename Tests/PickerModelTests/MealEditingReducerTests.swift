import Testing
import FoodData

@testable import PickerModel

/// The meal row beyond adding a quantity in words: the quantity list's grams line, and the
/// edit row that a logged meal opens (its time, Save, Esc).
@Suite("Grams line and edit row reducer")
struct MealEditingReducerTests {
  let mainScreen = builtInPicker
  let size = TerminalSize(columns: 80, rows: 24)
  var mealRow: MainScreenState { mainScreen.initialState(purpose: .mealEntry, size: size) }
  var tofu: Int { mainScreen.catalog.foodIndex(id: "tofu") ?? -1 }
  var beef: Int { mainScreen.catalog.foodIndex(id: "beef") ?? -1 }

  /// The quantity list open with its grams line highlighted.
  var onGramsLine: MainScreenState {
    var state = mealRow
    state.focus = .quantity
    mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    // The grams line is the last but one: the quick add line ends the list.
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.end))
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.up))
    return state
  }

  /// The edit row on a logged "A lot of Tofu" at 12:40, the row having held Some Milk.
  var editingTofu: MainScreenState {
    var state = mealRow
    let editing = MealEditing(id: "m1", time: "12:40", rowBefore: state.row)
    mainScreen.reduce(into: &state, size: size, action: .editStarted(editing, RowContents(food: tofu, quantity: .lot)))
    return state
  }

  @Test func typedGramsAreTheMealsWeight() {
    var state = onGramsLine
    #expect(state.gramsLine == "")
    for digit in "120" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(digit)) }
    #expect(state.gramsLine == "120")
    assertReduce(&state, .confirmPressed) {
      $0.grams = 120
      $0.isQuantityListOpen = false
    }
    let meal = mainScreen.meal(state)
    #expect(meal.grams == 120)
    #expect(meal.sentence == "120 g of Milk")
    #expect(meal.quantityWord == "grams")
  }

  @Test func gramsOutsideOneToFiveThousandKeepTheListOpen() {
    for typed in ["", "0", "5001", "9999"] {
      var state = onGramsLine
      for digit in typed { mainScreen.reduce(into: &state, size: size, action: .characterTyped(digit)) }
      assertReduce(&state, .confirmPressed)
      #expect(state.isQuantityListOpen, "\(typed)")
    }
    var state = onGramsLine
    for digit in "50000" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(digit)) }
    // Four digits at most: 5000 is the bound.
    #expect(state.gramsLine == "5000")
  }

  @Test func backspaceAndLettersOnTheGramsLine() {
    var state = onGramsLine
    for character in "1x2" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(character)) }
    #expect(state.gramsLine == "12")
    assertReduce(&state, .backspacePressed) { $0.gramsLine = "1" }
    assertReduce(&state, .backspacePressed) { $0.gramsLine = "" }
    assertReduce(&state, .backspacePressed)
  }

  @Test func plusAndMinusFromAWeightGoToTheNearestWord() {
    var state = mealRow
    state.food = beef
    // Beef: 50, 150 and 300 g.
    state.grams = 200
    assertReduce(&state, .quantityIncreasePressed) {
      $0.quantity = .lot
      $0.grams = nil
    }
    state.grams = 200
    assertReduce(&state, .quantityDecreasePressed) {
      $0.quantity = .some
      $0.grams = nil
    }
  }

  @Test func theEditRowHoldsTheMealAndItsTime() {
    let before = mealRow
    let state = editingTofu
    #expect(state.food == tofu)
    #expect(state.quantity == .lot)
    #expect(state.focus == .time, "on the time, as the help bar's 0-9 says")
    #expect(state.fields == [.time, .quantity, .food, .add])
    #expect(state.editing?.rowBefore == before.row)
  }

  @Test func saveWritesOverTheMealAndGivesTheRowBack() {
    var state = editingTofu
    let expected = Meal(quantity: .some, food: mainScreen.catalog.foods[tofu])
    mainScreen.reduce(into: &state, size: size, action: .focusNextPressed)
    mainScreen.reduce(into: &state, size: size, action: .quantityDecreasePressed)
    state.focus = .add
    let steps = mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    #expect(steps == [.delegate(.mealEdited(id: "m1", meal: expected, time: "12:40"))])
    #expect(state.editing == nil)
    #expect(state.row == mealRow.row)
  }

  @Test func digitsOnTheTimeButtonTypeTheTime() {
    var state = editingTofu
    #expect(state.focus == .time)
    // 9 cannot begin an hour: not taken.
    for digit in "9183" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(digit)) }
    #expect(state.editing?.typedTime == "183")
    assertReduce(&state, .backspacePressed) { $0.editing?.typedTime = "18" }
    let steps = mainScreen.reduce(into: &state, size: size, action: .addButtonPressed)
    // What was not typed reads as 0.
    #expect(steps == [.delegate(.mealEdited(id: "m1", meal: Meal(quantity: .lot, food: mainScreen.catalog.foods[tofu]), time: "18:00"))])
  }

  @Test func plusAndMinusOnTheTimeMoveItAQuarterHourWithinTheDay() {
    var state = editingTofu
    state.focus = .time
    assertReduce(&state, .quantityIncreasePressed) { $0.editing?.time = "12:55" }
    state.editing?.time = "23:50"
    assertReduce(&state, .quantityIncreasePressed) { $0.editing?.time = "23:59" }
    state.editing?.time = "00:10"
    assertReduce(&state, .quantityDecreasePressed) { $0.editing?.time = "00:00" }
  }

  @Test func escapeLeavesTheMealAsLogged() {
    var state = editingTofu
    assertReduce(&state, .cancelPressed) {
      $0 = mealRow
      $0.browseHighlight = mainScreen.groupedPosition($0, of: $0.food)
    }
    #expect(state.editing == nil)
  }

  @Test func choosingAFoodSavesOnPickAndClosingCancels() {
    var state = mealRow
    let editing = MealEditing(id: "m1", time: "08:00", savesOnPick: true, rowBefore: state.row)
    mainScreen.reduce(into: &state, size: size, action: .editStarted(editing, RowContents(food: tofu, quantity: .some, grams: 80)))
    #expect(state.isSheetOpen)
    var closed = state
    mainScreen.reduce(into: &closed, size: size, action: .cancelPressed)
    #expect(!closed.isSheetOpen)
    #expect(closed.editing == nil)
    #expect(closed.row == mealRow.row)
    for character in "seitan" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(character)) }
    let seitan = mainScreen.catalog.foods[mainScreen.catalog.foodIndex(id: "seitan") ?? 0]
    let steps = mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    // The weight stays: only the food changes.
    #expect(steps == [.delegate(.mealEdited(id: "m1", meal: Meal(quantity: .some, food: seitan, grams: 80), time: "08:00"))])
    #expect(state.editing == nil)
  }

  @Test func timesOfDay() {
    #expect(TimeOfDay.typed("0930") == "09:30")
    #expect(TimeOfDay.typed("2") == "20:00")
    #expect(TimeOfDay.typed("2400") == nil)
    #expect(TimeOfDay.typed("1260") == nil)
    #expect(TimeOfDay.typed("12345") == nil)
    #expect(TimeOfDay.moved("12:50", by: 15) == "13:05")
    #expect(TimeOfDay.moved("noon", by: 15) == nil)
  }
}

/// The quantity list's household-measure line: a count of USDA's measure for the food.
@Suite("Household measure line reducer")
struct MeasureLineReducerTests {
  let mainScreen = builtInPicker
  let size = TerminalSize(columns: 80, rows: 24)

  /// The quantity list open on Bread ("1 slice", 29 g in SR28), its highlight on Some.
  var onBread: MainScreenState {
    var state = mainScreen.initialState(purpose: .mealEntry, size: size)
    state.food = mainScreen.catalog.foodIndex(id: "bread") ?? 0
    state.focus = .quantity
    mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    return state
  }

  @Test func theMeasureLineComesBeforeTheGramsLineWhereTheFoodHasOne() {
    let state = onBread
    #expect(mainScreen.quantityLines(state) == [.word(.little), .word(.some), .word(.lot), .measure, .grams, .quickAdd])
    var beef = state
    beef.food = mainScreen.catalog.foodIndex(id: "beef") ?? 0
    #expect(mainScreen.catalog.foods[beef.food].measure == nil)
    #expect(mainScreen.quantityLines(beef) == [.word(.little), .word(.some), .word(.lot), .grams, .quickAdd])
  }

  @Test func aCountOfSlicesIsTheMealsWeight() throws {
    var state = onBread
    let slice = try #require(mainScreen.catalog.foods[state.food].measure)
    #expect(slice.label == "1 slice")
    assertReduce(&state, .moveHighlight(.down)) { $0.quantityListHighlight = .lot }
    assertReduce(&state, .moveHighlight(.down)) { $0.measureLine = "" }
    #expect(mainScreen.highlightedQuantityLine(state) == .measure)
    assertReduce(&state, .characterTyped("3")) { $0.measureLine = "3" }
    assertReduce(&state, .confirmPressed) {
      $0.measureLine = nil
      $0.grams = 3 * slice.grams
      $0.measureCount = 3
      $0.isQuantityListOpen = false
    }
    #expect(mainScreen.meal(state).sentence == "3 slices of Bread", "the words it was counted in")
    #expect(mainScreen.meal(state).grams == 3 * slice.grams)
  }

  @Test func oneMeasureWhenNoCountIsTypedAndNoMoreThanAMeal() throws {
    var state = onBread
    let slice = try #require(mainScreen.catalog.foods[state.food].measure)
    mainScreen.reduce(into: &state, size: size, action: .measureLineClicked)
    #expect(state.measureLine == "")
    // A leading 0 is not a count; two digits at most.
    for digit in "0999" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(digit)) }
    #expect(state.measureLine == "99")
    if 99 * slice.grams > Meal.maximumGrams {
      assertReduce(&state, .confirmPressed)
      #expect(state.isQuantityListOpen)
    }
    assertReduce(&state, .backspacePressed) { $0.measureLine = "9" }
    assertReduce(&state, .backspacePressed) { $0.measureLine = "" }
    mainScreen.reduce(into: &state, size: size, action: .measureLineClicked)
    #expect(state.grams == slice.grams)
    #expect(!state.isQuantityListOpen)
  }

  @Test func movingOffTheMeasureLineForgetsItsCount() {
    var state = onBread
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.end))
    mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.up))
    #expect(state.gramsLine == "")
    assertReduce(&state, .moveHighlight(.up)) {
      $0.gramsLine = nil
      $0.measureLine = ""
    }
    mainScreen.reduce(into: &state, size: size, action: .characterTyped("2"))
    assertReduce(&state, .moveHighlight(.up)) {
      $0.measureLine = nil
      $0.quantityListHighlight = .lot
    }
  }
}

extension MeasureLineReducerTests {
  /// A count of measures belongs to its food: another food keeps the grams, said as grams.
  @Test func anotherFoodDropsTheCountOfMeasures() {
    var state = onBread
    mainScreen.reduce(into: &state, size: size, action: .measureLineClicked)
    mainScreen.reduce(into: &state, size: size, action: .characterTyped("2"))
    mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    #expect(mainScreen.meal(state).sentence == "2 slices of Bread")
    mainScreen.reduce(into: &state, size: size, action: .focusNextPressed)
    mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    #expect(state.isSheetOpen)
    mainScreen.reduce(into: &state, size: size, action: .searchPressed)
    for character in "tofu" { mainScreen.reduce(into: &state, size: size, action: .characterTyped(character)) }
    mainScreen.reduce(into: &state, size: size, action: .confirmPressed)
    #expect(state.measureCount == nil)
    #expect(mainScreen.meal(state).sentence.hasSuffix(" g of Tofu"), "\(mainScreen.meal(state).sentence)")
  }
}
