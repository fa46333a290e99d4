import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// Clicks on the day: a meal line highlights the meal drawn there, the date's halves move a
/// day, a day of the history opens it, and the edit row's buttons are where they are drawn.
extension LayoutClickTests {
  @Test(arguments: sizes)
  func aClickOnAMealHighlightsTheMealDrawnThere(size: TerminalSize) {
    let state = state(size, [])
    let frame = unicode.render(state)
    let layout = DayMealsLayout(state)
    #expect(layout.shown == [0, 1], "both meals in view at \(size)")
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
    let days = AppScreenGoldenTests.days
    let latest = state(size, [.mainScreen(.historyPressed), .history(.daysLoaded(days))])
    // The list opens on the latest days; scrolled to the top, it shows the first.
    for state in [latest, self.state(size, [.mainScreen(.historyPressed), .history(.daysLoaded(days)), .history(.scrollPressed(.home))])] {
      let frame = unicode.render(state)
      let layout = HistoryScreenLayout(state)
      #expect(layout.shown.count == min(layout.list.count, days.count), "the list is full at \(size)")
      for index in layout.shown {
        let row = layout.row(of: index)
        #expect(drawn(frame, row: row, columns: 0..<size.columns).hasPrefix(" " + DayWords.label(days[index].date)), "at \(size)")
        #expect(click(state, row: row, column: layout.labelColumn + 2) == .history(.dayClicked(index)), "day \(index) at \(size)")
      }
      #expect(click(state, row: layout.list.lowerBound - 1, column: 3) == nil, "above the list is no day")
      #expect(drawn(frame, row: layout.totalsTop, columns: 0..<size.columns).contains("This week"), "the totals under the list at \(size)")
      #expect(click(state, row: layout.totalsTop, column: 3) == nil, "the totals are no day")
    }
    #expect(HistoryScreenLayout(latest).shown.upperBound == days.count, "the latest day in view at \(size)")
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
