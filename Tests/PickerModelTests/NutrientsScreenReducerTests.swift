import Testing
import FoodData

@testable import PickerModel

/// The nutrients screen: `i` on the meal row opens it and asks for the report, the report is
/// scrolled within its lines, Esc closes it, and a log that cannot be read is said.
@Suite("Nutrients screen reducer")
struct NutrientsScreenReducerTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)
  var started: AppState {
    app.initialState(
      purpose: .mealEntry, size: size,
      snapshot: LogSnapshot(day: DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), recentFoodIDs: [], meatSections: []))
  }
  let day = CalendarDay(year: 2026, month: 12, day: 3, weekday: 3)

  /// A week of lentils only: short of B12, with the rows and lines that follow.
  var report: NutrientReport {
    var totals = NutrientTotals()
    let lentils = builtInPicker.catalog.foods[builtInPicker.catalog.foodIndex(id: "lentils") ?? 0]
    totals.add(Meal(quantity: .lot, food: lentils).nutrients ?? .unknown)
    let period = NutrientPeriod(first: "2026-11-27", last: "2026-12-03", days: 7, totals: totals, daysWithMeals: 1)
    return NutrientReport(day: totals, period: period, targets: [:], catalog: builtInPicker.catalog)
  }

  @Test func iOpensTheScreenAndAsksForTheReport() {
    var state = started
    #expect(KeyBindings.action(for: .character("i"), in: .mealRow) == .nutrientsPressed)
    assertAppReduce(&state, .nutrientsPressed, effects: [.loadNutrients]) { $0.screen = .nutrients }
    #expect(state.mode == .nutrients)
    assertAppReduce(&state, .nutrients(.reportLoaded(report, day: day))) {
      $0.nutrients.report = report
      $0.nutrients.day = day
    }
    #expect(report.short.contains { $0.nutrient == .vitaminB12 })
    #expect(state.nutrients.lineCount == Nutrient.all.count + 2 * report.short.count + NutrientsState.sourceLines)
    // Back on the main screen, the day is read again, as after any other screen.
    assertAppReduce(&state, .nutrients(.closePressed), effects: [.readLog(adding: nil)]) { $0.screen = .main }
  }

  @Test func theListScrollsWithinItsLines() {
    var state = started
    app.reduce(into: &state, action: .nutrientsPressed)
    app.reduce(into: &state, action: .nutrients(.reportLoaded(report, day: day)))
    let last = state.nutrients.lineCount - NutrientsState.rows(size: size)
    #expect(last > 0)
    assertAppReduce(&state, .nutrients(.scrollPressed(.down))) { $0.nutrients.scroll = 1 }
    assertAppReduce(&state, .nutrients(.scrollPressed(.end))) { $0.nutrients.scroll = last }
    assertAppReduce(&state, .nutrients(.wheelScrolled(3)))
    assertAppReduce(&state, .nutrients(.scrollPressed(.home))) { $0.nutrients.scroll = 0 }
    assertAppReduce(&state, .nutrients(.scrollPressed(.up)))
  }

  @Test func aLogThatCannotBeReadIsSaid() {
    var state = started
    app.reduce(into: &state, action: .nutrientsPressed)
    let failure = AppFailure(.readNutrients, reason: "the meal log is locked")
    assertAppReduce(&state, .failureResponse(failure)) {
      $0.status = .failed(failure)
      $0.nutrients.failed = true
    }
  }

  @Test func awayFromTheMealRowIIsNotTheScreen() {
    var state = started
    app.reduce(into: &state, action: .mainScreen(.searchPressed))
    #expect(KeyBindings.action(for: .character("i"), in: state.mode) == .mainScreen(.characterTyped("i")))
    app.reduce(into: &state, action: .mainScreen(.cancelPressed))
    app.reduce(into: &state, action: .mealList(.opened))
    #expect(app.reduce(into: &state, action: .nutrientsPressed) == [])
  }
}
