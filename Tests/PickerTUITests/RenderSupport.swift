import Foundation
import PickerModel
import Testing
import FoodData
import Diary

@testable import PickerTUI

/// The screens' own small catalog (Tools/make-fixture-catalog.py), so that a dish added to the
/// real catalog changes only the tests about the catalog, not every frame.
let catalog: Catalog = {
  let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/catalog.json")
  do { return try Catalog.load(from: fixture) } catch { fatalError("\(error)") }
}()
let mainScreen = MainScreen(catalog: catalog)
let unicode = Renderer(mainScreen: mainScreen, glyphs: Glyphs(unicode: true))
let ascii = Renderer(mainScreen: mainScreen, glyphs: Glyphs(unicode: false))

let sampleDay = DayView(
  date: CalendarDay(year: 2026, month: 12, day: 2),
  meals: [
    .init(
      time: "08:12", sentence: "Some Egg", kgCO2e: 0.7, countsAsMeat: false, id: "e99a1c", foodID: "egg", quantity: "some", grams: 100,
      meal: "breakfast"),
    .init(
      time: "12:40", sentence: "A lot of Beef", kgCO2e: 29.8, countsAsMeat: true, id: "b3f0d2", foodID: "beef", quantity: "lot", grams: 300,
      meal: "lunch"),
  ],
  ateMeat: true)

/// The main screen reached by sending actions from the start, as a user would, in the app's
/// state at its start (the catalog's own meat sections).
func state(_ purpose: MainScreenState.Purpose = .mealEntry, _ columns: Int, _ rows: Int, _ actions: [MainScreenAction] = []) -> AppState {
  let size = TerminalSize(columns: columns, rows: rows)
  var state = mainScreen.initialState(purpose: purpose, size: size)
  for action in actions { mainScreen.reduce(into: &state, size: size, action: action) }
  return AppState(mainScreen: state, size: size, meatSections: Set(catalog.sections.filter(\.countsAsMeat).map(\.id)))
}

extension Renderer {
  /// The app's screen over a day of the test's own.
  func render(_ app: AppState, day: DayView) -> Frame {
    var app = app
    app.day = day
    return render(app)
  }
}

func typing(_ text: String) -> [MainScreenAction] { text.map { .characterTyped($0) } }

/// Compares a frame with its golden text; on a difference, shows both, line by line.
func expectFrame(_ frame: Frame, _ golden: String, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation) {
  let actual = frame.text
  // To update goldens on purpose: NOMEAT_RECORD_GOLDENS=folder writes each frame there; read
  // every new screen before taking it.
  if let folder = ProcessInfo.processInfo.environment["NOMEAT_RECORD_GOLDENS"] {
    try? actual.write(toFile: "\(folder)/\(function.prefix { $0 != "(" }).txt", atomically: true, encoding: .utf8)
  }
  guard actual != golden else { return }
  let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let g = golden.split(separator: "\n", omittingEmptySubsequences: false)
  var report = ["frame differs from golden:"]
  for i in 0..<max(a.count, g.count) {
    let left = i < a.count ? String(a[i]) : "<none>"
    let right = i < g.count ? String(g[i]) : "<none>"
    report.append(left == right ? "  \(left)" : "- \(right)\n+ \(left)")
  }
  Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
}

/// "2026-12-03" by its parts.
func calendarDay(_ iso: String) -> CalendarDay {
  let parts = iso.split(separator: "-").compactMap { Int($0) }
  return CalendarDay(year: parts[0], month: parts[1], day: parts[2])
}

/// A limit's note: `used` of `count` in `period`.
func limitNote(_ used: Int, of count: Int, _ period: Period = .week, on name: String) -> FoodLimitNote {
  FoodLimitNote(use: LimitUse(used: used, count: count, period: period), limitName: name)
}
