import PickerModel
import Testing
import FoodData
import Diary

@testable import PickerTUI

/// One bar scale and one streak, wherever they are drawn.
@Suite("One bar scale, one streak")
struct OneScaleTests {
  /// Linear: half the footprint is half the bar (the app's history was square-root: 0.6 kg
  /// beside 29.8 kg drew 7 cells of 52, now 1); any day above zero keeps a cell.
  @Test func barsAreLinearWithACellForAnyDayAboveZero() {
    #expect(BarScale.cells(29.8, most: 29.8, width: 52) == 52)
    #expect(BarScale.cells(14.9, most: 29.8, width: 52) == 26)
    #expect(BarScale.cells(0.6, most: 29.8, width: 52) == 1)
    #expect(BarScale.cells(0, most: 29.8, width: 52) == 0)
    for bad in [-1, .infinity, .nan] { #expect(BarScale.cells(bad, most: 29.8, width: 52) == 0) }
    #expect(BarScale.cells(5, most: .nan, width: 52) == 0)
    #expect(BarScale.cells(99, most: 29.8, width: 52) == 52, "never past the width")
  }

  @Test func theHistoryScreenDrawsTheScale() {
    var state = App(mainScreen: mainScreen).initialState(purpose: .mealEntry, size: TerminalSize(columns: 80, rows: 24))
    let app = App(mainScreen: mainScreen)
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    app.reduce(
      into: &state,
      action: .history(
        .daysLoaded([
          HistoryDay(date: calendarDay("2026-11-30"), ateMeat: true, kgCO2e: 29.8),
          HistoryDay(date: calendarDay("2026-12-01"), ateMeat: false, kgCO2e: 14.9),
        ])))
    let lines = unicode.render(state).lines
    let meat = lines.first { $0.hasPrefix(" Mon 30 Nov") } ?? ""
    let plant = lines.first { $0.hasPrefix(" Tue 1 Dec") } ?? ""
    let full = meat.filter { $0 == "█" }.count
    #expect(full > 0 && plant.filter { $0 == "▒" }.count == BarScale.cells(14.9, most: 29.8, width: full))
  }

  /// Meat-free days back from the last day; today unanswered does not break it, any other
  /// unknown day does.
  @Test func theStreak() {
    #expect(MeatFreeStreak.count([true, false, false, nil]) == 2)
    #expect(MeatFreeStreak.count([false, nil, false, false]) == 2)
    #expect(MeatFreeStreak.count([false, false, true]) == 0)
    #expect(MeatFreeStreak.count([]) == 0)
    let days = [true, false, false, nil].map { HistoryDay(date: calendarDay("2026-12-01"), ateMeat: $0, kgCO2e: 0) }
    #expect(days.meatFreeStreak == 2)
  }
}
