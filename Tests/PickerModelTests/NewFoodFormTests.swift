import Testing
import FoodData

@testable import PickerModel

/// The "New food" form: Ctrl-N in the sheet opens it named as the query; Enter saves only a
/// food with a name and figures a food can have, and says what is wrong otherwise.
@Suite("New food form reducer")
struct NewFoodFormTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)

  func searching(_ text: String) -> AppState {
    var state = app.initialState(purpose: .mealEntry, size: size)
    app.reduce(into: &state, action: .mainScreen(.searchPressed))
    for character in text { app.reduce(into: &state, action: .mainScreen(.characterTyped(character))) }
    return state
  }

  @Test func controlNInTheSheetOpensTheFormNamedAsTheQuery() {
    var state = searching("zaatar bread")
    #expect(KeyBindings.action(for: .control("n"), in: state.mode) == .mainScreen(.newFoodPressed))
    app.reduce(into: &state, action: .mainScreen(.newFoodPressed))
    #expect(state.screen == .newFood && state.mode == .newFood)
    #expect(state.newFood.name == "zaatar bread" && state.newFood.focus == .kcal, "the figures next, the name being typed already")
    #expect(!state.mainScreen.isSheetOpen && state.mainScreen.searchText.isEmpty)
  }

  @Test func enterSavesTheFoodAndGoesBackToTheDay() {
    var state = searching("zaatar bread")
    app.reduce(into: &state, action: .mainScreen(.newFoodPressed))
    for key in ["2", "7", "5", "\t", "9", ",", "5", "\t", "b", "r", "e", "a", "d"] {
      let action: AppAction = key == "\t" ? .newFood(.focusNextPressed) : .newFood(.characterTyped(Character(key)))
      app.reduce(into: &state, action: action)
    }
    let effects = app.reduce(into: &state, action: .newFood(.savePressed))
    #expect(effects.first == .saveNewFood(NewFood(name: "zaatar bread", kcalPer100g: 275, proteinPer100g: 9.5, like: "bread")))
    #expect(state.screen == .main)
  }

  @Test func aFormThatIsNoFoodSaysWhatIsWrongAndSavesNothing() {
    var state = searching("x")
    app.reduce(into: &state, action: .mainScreen(.newFoodPressed))
    app.reduce(into: &state, action: .newFood(.characterTyped("a")))
    #expect(state.newFood.kcal.isEmpty, "letters are no figure")
    for digit in "1500" { app.reduce(into: &state, action: .newFood(.characterTyped(digit))) }
    #expect(app.reduce(into: &state, action: .newFood(.savePressed)).isEmpty)
    #expect(state.newFood.problem?.hasPrefix("kcal per 100 g") == true && state.screen == .newFood)
    app.reduce(into: &state, action: .newFood(.closePressed))
    #expect(state.screen == .main, "Esc: back, nothing saved")
  }

  @Test func pickPrintsACatalogFoodSoItHasNoForm() {
    var state = app.initialState(purpose: .pickOnly, size: size)
    app.reduce(into: &state, action: .mainScreen(.searchPressed))
    app.reduce(into: &state, action: .mainScreen(.newFoodPressed))
    #expect(state.screen == .main)
  }
}

/// The quantity list's quick add line: a meal of this energy alone, logged at once.
extension NewFoodFormTests {
  @Test func theQuickAddLineLogsAMealOfItsKcal() {
    var state = app.initialState(purpose: .mealEntry, size: size)
    app.reduce(into: &state, action: .mainScreen(.focusPreviousPressed))
    app.reduce(into: &state, action: .mainScreen(.confirmPressed))
    #expect(state.mainScreen.isQuantityListOpen)
    app.reduce(into: &state, action: .mainScreen(.moveHighlight(.end)))
    #expect(app.mainScreen.highlightedQuantityLine(state.mainScreen) == .quickAdd)
    // No digit yet, or a 0 first: Enter keeps the line open.
    for digit in "0" { app.reduce(into: &state, action: .mainScreen(.characterTyped(digit))) }
    #expect(app.reduce(into: &state, action: .mainScreen(.confirmPressed)).isEmpty && state.mainScreen.isQuantityListOpen)
    for digit in "45000" { app.reduce(into: &state, action: .mainScreen(.characterTyped(digit))) }
    #expect(state.mainScreen.quickAddLine == "45000", "five digits at most")
    app.reduce(into: &state, action: .mainScreen(.backspacePressed))
    app.reduce(into: &state, action: .mainScreen(.backspacePressed))
    #expect(app.reduce(into: &state, action: .mainScreen(.confirmPressed)) == [.logQuickAdd(kcal: 450)])
    #expect(!state.mainScreen.isQuantityListOpen && state.mainScreen.quickAddLine == nil)
  }

  @Test func editingAMealHasNoQuickAddLine() {
    var state = app.initialState(purpose: .mealEntry, size: size)
    state.mainScreen.editing = MealEditing(id: "m1", time: "12:00", rowBefore: state.mainScreen.row)
    #expect(!app.mainScreen.quantityLines(state.mainScreen).contains(.quickAdd))
  }
}
