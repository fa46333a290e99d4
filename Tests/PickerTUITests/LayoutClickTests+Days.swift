import PickerModel
import Testing

@testable import PickerTUI

/// Clicks on the day: a meal line highlights the meal drawn there, the date's halves move a
/// day, a day of the history opens it, and the edit row's buttons are where they are drawn.
extension LayoutClickTests {
  @Test(arguments: sizes)
  func aClickOnAMealHighlightsTheMealDrawnThere(size: TerminalSize) {
    let state = state(size, [])
    let frame = unicode.render(state)
    let layout = DayMealsLayout(state)
    #expect(layout.shown == 0..<2, "both meals in view at \(size)")
    for index in layout.shown {
      let row = layout.row(of: index)
      #expect(drawn(frame, row: row, columns: 0..<size.columns).contains(sampleDay.meals[index].sentence), "at \(size)")
      #expect(click(state, row: row, column: 12) == .mealList(.mealClicked(index)))
    }
    // While a meal is edited, a click on another is nothing.
    let editing = self.state(size, [.mealList(.opened), .mealList(.editPressed)])
    #expect(click(editing, row: layout.row(of: 0), column: 12) == nil)
  }

  @Test(arguments: sizes)
  func theDatesLeftHalfGoesBackADayAndItsRightHalfOn(size: TerminalSize) throws {
    let state = state(size, [])
    let frame = unicode.render(state)
    let line = drawn(frame, row: 0, columns: 0..<size.columns)
    let date = try #require(line.range(of: "Wed 2 Dec"), "the date drawn at \(size)")
    let start = line.distance(from: line.startIndex, to: date.lowerBound)
    #expect(click(state, row: 0, column: start) == .dayPressed(.previous))
    #expect(click(state, row: 0, column: size.columns - 2) == .dayPressed(.next))
    #expect(click(state, row: 0, column: 2) == nil, "the title is not the date")
  }

  @Test(arguments: sizes)
  func aClickOnAHistoryDayOpensTheDayDrawnThere(size: TerminalSize) {
    let state = state(size, [.mainScreen(.historyPressed), .history(.daysLoaded(AppScreenGoldenTests.days))])
    let frame = unicode.render(state)
    let layout = HistoryLayout(size: size)
    let days = AppScreenGoldenTests.days
    for offset in 0..<min(layout.listRows, days.count) {
      let row = layout.listTop + offset
      guard case .history(.dayClicked(let index)) = click(state, row: row, column: 3) else {
        Issue.record("no day at row \(row) at \(size)")
        continue
      }
      #expect(drawn(frame, row: row, columns: 0..<size.columns).contains(DayWords.label(days[index].date)), "at \(size)")
    }
  }

  @Test(arguments: sizes)
  func aClickOnAnEditRowButtonFocusesTheButtonDrawnThere(size: TerminalSize) {
    let state = state(size, [.mealList(.opened), .mealList(.editPressed)])
    let frame = unicode.render(state)
    let layout = MealRowLayout(state: state.mainScreen, size: state.size, mainScreen: mainScreen, glyphs: unicode.glyphs)
    #expect(layout.buttons.map(\.field) == [.time, .quantity, .food, .add])
    #expect(layout.buttons.allSatisfy { $0.column + $0.width <= size.columns }, "the whole row fits at \(size)")
    for button in layout.buttons {
      #expect(drawn(frame, row: layout.row, columns: button.column..<(button.column + button.width)) == button.label, "at \(size)")
      #expect(click(state, row: layout.row, column: button.column + 1) == .mainScreen(.fieldClicked(button.field)))
    }
  }
}
