import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// One layout for drawing and for clicks: at three sizes, every food, button, quantity and
/// setting the layout places is drawn there, and a click there is on it.
@Suite("Clicks land on what the layout says is there")
struct LayoutClickTests {
  static let sizes = [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 50)]
  let app = App(mainScreen: mainScreen)
  let mouse = MouseMap(mainScreen: mainScreen, glyphs: unicode.glyphs)

  func state(_ size: TerminalSize, _ actions: [AppAction]) -> AppState {
    var state = app.initialState(purpose: .mealEntry, size: size, snapshot: LogSnapshot(day: sampleDay, recentFoodIDs: ["egg"], meatSections: ["red-meat"]))
    for action in actions { app.reduce(into: &state, action: action) }
    return state
  }

  /// The text drawn in a row's columns.
  func drawn(_ frame: Frame, row: Int, columns: Range<Int>) -> String {
    frame.cells[row][columns.clamped(to: 0..<frame.size.columns)].map(\.character).joined()
  }

  func click(_ state: AppState, row: Int, column: Int) -> AppAction? {
    mouse.action(for: MouseEvent(.press, column: column, row: row), in: state)
  }

  @Test(arguments: sizes)
  func aClickOnAFoodPicksTheFoodDrawnThere(size: TerminalSize) {
    let typed: [AppAction] = "bean".map { .mainScreen(.characterTyped($0)) }
    for actions in [[AppAction.mainScreen(.foodButtonPressed)], [.mainScreen(.searchPressed)] + typed] {
      let state = state(size, actions)
      let frame = unicode.render(state)
      let layout = SheetLayout(mainScreen: mainScreen, state: state.mainScreen, size: state.size)
      #expect(!layout.items.isEmpty, "foods in view at \(size)")
      for item in layout.items {
        let food = catalog.foods[mainScreen.entry(state.mainScreen, at: item.position).food]
        let name = String(food.name.prefix(3))
        #expect(drawn(frame, row: item.row, columns: item.columns).contains(name), "\(food.name) drawn at \(item) at \(size)")
        for column in [item.columns.lowerBound, item.columns.upperBound - 1] {
          #expect(click(state, row: item.row, column: column) == .mainScreen(.foodClicked(position: item.position)), "\(food.name) at \(size)")
        }
      }
      // The search field's row focuses the search.
      if !state.mainScreen.isSearchFocused {
        #expect(drawn(frame, row: layout.searchRow, columns: 0..<size.columns).contains("Type to search"))
        #expect(click(state, row: layout.searchRow, column: 10) == .mainScreen(.searchPressed))
      }
    }
  }

  @Test(arguments: sizes)
  func aClickOnAButtonOpensTheButtonDrawnThere(size: TerminalSize) {
    let state = state(size, [])
    let frame = unicode.render(state)
    let layout = MealRowLayout(state: state.mainScreen, size: state.size, mainScreen: mainScreen, glyphs: unicode.glyphs)
    #expect(layout.row == MainScreenLayout(state).mealRow)
    for button in layout.buttons {
      let columns = button.column..<(button.column + button.width)
      #expect(drawn(frame, row: layout.row, columns: columns) == button.label, "\(button.field) at \(size)")
      #expect(click(state, row: layout.row, column: columns.upperBound - 1) == .mainScreen(.fieldClicked(button.field)))
    }
  }

  @Test(arguments: sizes)
  func aClickOnAQuantityPicksTheQuantityDrawnThere(size: TerminalSize) {
    let state = state(size, [.mainScreen(.focusPreviousPressed), .mainScreen(.confirmPressed)])
    #expect(state.mainScreen.isQuantityListOpen)
    let frame = unicode.render(state)
    let list = QuantityListView(mainScreen: mainScreen, glyphs: unicode.glyphs)
    let (top, left, width) = list.frame(state.mainScreen, size: state.size)
    let lines = list.lines(state.mainScreen)
    // The words, the measure where the food has one, the grams line and the quick add line.
    #expect(lines.count == Quantity.allCases.count + (catalog.foods[state.mainScreen.food].measure == nil ? 2 : 3))
    for (index, line) in lines.enumerated() {
      let row = top + 1 + index
      switch line.line {
      case .word(let quantity):
        #expect(drawn(frame, row: row, columns: left..<(left + width)).contains(quantity.label), "\(quantity) at \(size)")
        #expect(click(state, row: row, column: left + 2) == .mainScreen(.quantityClicked(quantity)))
      case .grams:
        #expect(drawn(frame, row: row, columns: left..<(left + width)).contains("Grams"), "the grams line at \(size)")
        #expect(click(state, row: row, column: left + 2) == .mainScreen(.gramsLineClicked))
      case .measure:
        let label = catalog.foods[state.mainScreen.food].measure?.label ?? "?"
        #expect(drawn(frame, row: row, columns: left..<(left + width)).contains(label), "the measure line at \(size)")
        #expect(click(state, row: row, column: left + 2) == .mainScreen(.measureLineClicked))
      case .quickAdd:
        #expect(drawn(frame, row: row, columns: left..<(left + width)).contains("Quick add"), "the quick add line at \(size)")
        #expect(click(state, row: row, column: left + 2) == .mainScreen(.quickAddLineClicked))
      }
    }
  }

  @Test(arguments: sizes)
  func aClickOnASettingTogglesTheSettingDrawnThere(size: TerminalSize) {
    let state = state(size, [.mainScreen(.settingsPressed)])
    let frame = unicode.render(state)
    let layout = SettingsLayout(state)
    #expect(!layout.shown.isEmpty)
    for (entry, row) in layout.shown {
      #expect(drawn(frame, row: row, columns: 0..<size.columns).contains(state.settings.entries[entry].name), "entry \(entry) at \(size)")
      #expect(click(state, row: row, column: 3) == .settings(.entryClicked(entry)))
    }
    #expect(click(state, row: layout.screen.ruleRow, column: 3) == nil, "the rule above is no entry")
  }
}
