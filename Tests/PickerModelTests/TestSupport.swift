import Foundation
import Testing

import FoodData
import TestSupport
import Diary
@testable import PickerModel

/// The built-in catalog and its picker, loaded once for all tests.
let builtInCatalog: Catalog = {
  do { return try Catalog.builtIn() } catch { fatalError("built-in catalog: \(error)") }
}()
let builtInPicker = MainScreen(catalog: builtInCatalog)
/// Its foods built once: `catalog.foods[i]` builds a food from the columns each time it is read.
let builtInFoods = Array(builtInCatalog.foods)

/// The terminal the reducer suites draw the main screen at, unless a test says otherwise.
let reducerTestSize = TerminalSize(columns: 80, rows: 24)

/// Sends an action and checks the whole resulting state: `expected` starts as a copy of the old
/// state and is edited the way the action should change it (the house style, after TCA).
func assertReduce(
  _ state: inout MainScreenState,
  _ action: MainScreenAction,
  delegates expectedDelegates: [MainScreenDelegate] = [],
  mainScreen: MainScreen = builtInPicker,
  size: TerminalSize = reducerTestSize,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ edit: (inout MainScreenState) -> Void = { _ in }
) {
  var expected = state
  edit(&expected)
  let steps = mainScreen.reduce(into: &state, size: size, action: action)
  #expect(state == expected, "after \(action)", sourceLocation: sourceLocation)
  #expect(steps == expectedDelegates.map { .delegate($0) }, "delegates of \(action)", sourceLocation: sourceLocation)
}

/// Names of the top results for a query, for readable assertions.
func topNames(_ query: String, _ count: Int = 5, mainScreen: MainScreen = builtInPicker) -> [String] {
  mainScreen.search.results(for: query).hits.prefix(count).map { builtInCatalog.foods[Int($0.item)].name }
}

func foodIndex(_ id: String) -> Int {
  guard let index = builtInCatalog.foodIndex(id: id) else { fatalError("no food \(id)") }
  return index
}

/// A limit's note: `used` of `count` in `period`.
func limitNote(_ used: Int, of count: Int, _ period: Period = .week, on name: String) -> FoodLimitNote {
  FoodLimitNote(use: LimitUse(used: used, count: count, period: period), limitName: name)
}

/// Days of a month from the 1st, each on the weekday after the one before (the 1st a Monday).
func calendarDays(_ count: Int) -> [CalendarDay] {
  (0..<count).map { CalendarDay(year: 2026, month: 1 + $0 / 28, day: 1 + $0 % 28, weekday: $0 % 7) }
}
