import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// The nutrients screen over the fixture catalog: a day of lentils, bread and tofu, short of B12
/// with fortified foods suggested, at the three sizes the other goldens use.
@Suite("Rendered nutrients screen")
struct NutrientsGoldenTests {
  let app = App(mainScreen: mainScreen)

  static var report: NutrientReport {
    var totals = NutrientTotals()
    for (id, quantity) in [("lentils", Quantity.lot), ("bread", .some), ("tofu", .some)] {
      let food = catalog.foods[catalog.foodIndex(id: id) ?? 0]
      totals.add(Meal(quantity: quantity, food: food).nutrients ?? .unknown)
    }
    let period = NutrientPeriod(first: "2026-11-26", last: "2026-12-02", days: 7, totals: totals, daysWithMeals: 1)
    return NutrientReport(day: totals, period: period, targets: [.iron: 18], catalog: catalog)
  }

  func appState(_ size: TerminalSize, scroll: Int = 0) -> AppState {
    var state = app.initialState(
      purpose: .mealEntry, size: size, snapshot: LogSnapshot(day: sampleDay, recentFoodIDs: [], meatSections: ["red-meat"]))
    app.reduce(into: &state, action: .nutrientsPressed)
    app.reduce(into: &state, action: .nutrients(.reportLoaded(Self.report, day: calendarDay("2026-12-02"))))
    for _ in 0..<scroll { app.reduce(into: &state, action: .nutrients(.scrollPressed(.down))) }
    return state
  }

  @Test func shortNutrientsAreBoldAndTheirFoodsFollow() throws {
    let state = appState(TerminalSize(columns: 160, rows: 50))
    let frame = unicode.render(state)
    let lines = frame.lines
    let b12 = try #require(lines.firstIndex { $0.contains("B12") && $0.contains("short") })
    #expect(frame.cells[b12][2].style.bold)
    #expect(lines[b12 + 1].contains("best per kcal: "))
    #expect(lines[b12 + 2].contains("best per kg CO2e: "))
    #expect(lines[b12 + 1].contains("*"), "a fortified food for B12")
    #expect(lines.contains { $0.contains("iron") && $0.contains("of 18 mg (yours)") }, "the target replaces the reference")
    #expect(lines.contains { $0.contains("Regulation (EU) No 1169/2011") })
  }

  /// A figure no catalog has (iron of 1e300 per day, or an infinite sum, from a log edited by
  /// hand) fills the bar: converting its share to a count of cells stopped the app (SIGILL) when
  /// `i` opened this screen (issue 38).
  @Test(arguments: [1e300, Double.infinity])
  func anAbsurdFigureFillsTheBarInsteadOfStoppingTheApp(iron: Double) throws {
    var totals = NutrientTotals()
    totals.add(NutrientAmounts([.iron: iron, .protein: 20]))
    let period = NutrientPeriod(first: "2026-11-26", last: "2026-12-02", days: 7, totals: totals, daysWithMeals: 1)
    let report = NutrientReport(day: totals, period: period, targets: [:], catalog: catalog)
    let lines = NutrientsLines(glyphs: unicode.glyphs, barWidth: 16).lines(report)
    let line = try #require(lines.first { $0.text.lowercased().hasPrefix("iron") })
    #expect(line.text.contains(String(repeating: "█", count: 16)), "\(line.text)")
    #expect(!line.text.contains("░"), "\(line.text)")
  }

  @Test func theScreenListsAsManyLinesAsItsStateScrollsOver() {
    let state = appState(TerminalSize(columns: 80, rows: 24))
    #expect(NutrientsLines(glyphs: unicode.glyphs, barWidth: 16).lines(Self.report).count == state.nutrients.lineCount)
  }

  @Test func nutrients80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24))),
      """
       Nutrients                                            Wed 2 Dec · 7-day average
       ──────────────────────────────────────────────────────────────────────────────
                      of a day's goal
       B12            ░░░░░░░░░░░░░░░░    0% short 0.0 µg/day of 2.5 µg (EU) · today…
           best per kcal: Soy mince* 504%, Soy milk* 85%, Oat milk* 63%
           best per kg CO2e: Soy mince* 504%, Seitan* 131%, Soy milk* 85%
       vitamin D      ░░░░░░░░░░░░░░░░    0% short 0.0 µg/day of 5.0 µg (EU) · today…
           best per kcal: Soy milk* 55%, Milk* 60%, Dairy* 39%
           best per kg CO2e: Soy milk* 55%, Oat milk* 50%, Egg 44%
       vitamin A      ░░░░░░░░░░░░░░░░    0% short 0.0 µg/day of 800 µg (EU) · today…
           best per kcal: Vegetables 40%, Oat milk* 20%, Soy milk* 17%
           best per kg CO2e: Vegetables 40%, Margarine 15%, Oat milk* 20%
       vitamin C      █░░░░░░░░░░░░░░░    6% short 4.8 mg/day of 80 mg (EU) · today …
           best per kcal: Potato 24%, Banana 13%, Chips 16%
           best per kg CO2e: Potato 24%, Banana 13%, Chips 16%
       magnesium      ████████░░░░░░░░   49% short 182 mg/day of 375 mg (EU) · today…
           best per kcal: Black beans 28%, Tofu 15%, Tempeh 32%
           best per kg CO2e: Nuts 18%, Black beans 28%, Grains 55%
       zinc           █████████░░░░░░░   56% short 5.6 mg/day of 10 mg (EU) · today …
           best per kcal: Baked beans 34%, Lentils 19%, Tofu 12%
           best per kg CO2e: Nuts 12%, Baked beans 34%, Lentils 19%
       calcium        █████████░░░░░░░   59% short 474 mg/day of 800 mg (EU) · today…
           best per kcal: Soy milk* 38%, Tofu 38%, Oat milk* 37%
       ↑↓ scroll · pgup/pgdn page · esc close
      """)
  }

  @Test func nutrients40x12() {
    expectFrame(
      ascii.render(appState(TerminalSize(columns: 40, rows: 12))),
      """
       Nutrients    Wed 2 Dec - 7-day average
       --------------------------------------
                      of a day's goal
       B12            ........    0% short 0~
           best per kcal: Soy mince* 504%, S~
           best per kg CO2e: Soy mince* 504%~
       vitamin D      ........    0% short 0~
           best per kcal: Soy milk* 55%, Mil~
           best per kg CO2e: Soy milk* 55%, ~
       vitamin A      ........    0% short 0~
           best per kcal: Vegetables 40%, Oa~
       up/down scroll - pgup/pgdn page
      """)
  }

  @Test func nutrients160x50() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 160, rows: 50))),
      """
       Nutrients                                                                                                                            Wed 2 Dec · 7-day average
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                      of a day's goal
       B12            ░░░░░░░░░░░░░░░░░░░░    0% short 0.0 µg/day of 2.5 µg (EU) · today 0%
           best per kcal: Soy mince* 504%, Soy milk* 85%, Oat milk* 63%
           best per kg CO2e: Soy mince* 504%, Seitan* 131%, Soy milk* 85%
       vitamin D      ░░░░░░░░░░░░░░░░░░░░    0% short 0.0 µg/day of 5.0 µg (EU) · today 0%
           best per kcal: Soy milk* 55%, Milk* 60%, Dairy* 39%
           best per kg CO2e: Soy milk* 55%, Oat milk* 50%, Egg 44%
       vitamin A      ░░░░░░░░░░░░░░░░░░░░    0% short 0.0 µg/day of 800 µg (EU) · today 0%
           best per kcal: Vegetables 40%, Oat milk* 20%, Soy milk* 17%
           best per kg CO2e: Vegetables 40%, Margarine 15%, Oat milk* 20%
       vitamin C      █░░░░░░░░░░░░░░░░░░░    6% short 4.8 mg/day of 80 mg (EU) · today 6%
           best per kcal: Potato 24%, Banana 13%, Chips 16%
           best per kg CO2e: Potato 24%, Banana 13%, Chips 16%
       magnesium      ██████████░░░░░░░░░░   49% short 182 mg/day of 375 mg (EU) · today 49%
           best per kcal: Black beans 28%, Tofu 15%, Tempeh 32%
           best per kg CO2e: Nuts 18%, Black beans 28%, Grains 55%
       zinc           ███████████░░░░░░░░░   56% short 5.6 mg/day of 10 mg (EU) · today 56%
           best per kcal: Baked beans 34%, Lentils 19%, Tofu 12%
           best per kg CO2e: Nuts 12%, Baked beans 34%, Lentils 19%
       calcium        ████████████░░░░░░░░   59% short 474 mg/day of 800 mg (EU) · today 59%
           best per kcal: Soy milk* 38%, Tofu 38%, Oat milk* 37%
           best per kg CO2e: Soy milk* 38%, Oat milk* 37%, Wholemeal bread 16%
       potassium      ██████████████░░░░░░   71% short 1430 mg/day of 2000 mg (EU) · today 71%
           best per kcal: Potato 28%, Banana 21%, Plant protein 30%
           best per kg CO2e: Potato 28%, Lentils 28%, Kidney beans 30%
       selenium       ███████████████░░░░░   74% short 41 µg/day of 55 µg (EU) · today 74%
           best per kcal: Egg 56%, Grains 169%, Fried egg 60%
           best per kg CO2e: Grains 169%, Wholemeal bread 37%, Bread 32%
       iron           █████████████████░░░   85% short 15 mg/day of 18 mg (yours) · today 85%
           best per kcal: Soy mince* 46%, Lentils 28%, Kidney beans 24%
           best per kg CO2e: Lentils 28%, Kidney beans 24%, Chickpeas 24%
       fibre          ██████████████████░░   91% short 27 g/day of 30 g (SACN) · today 91%
           best per kcal: Lentils 39%, Vegetables 22%, Black beans 44%
           best per kg CO2e: Lentils 39%, Black beans 44%, Kidney beans 37%
       protein        ███████████████████░   95% short 48 g/day of 50 g (EU) · today 95%
           best per kcal: Soy mince* 61%, Tofu 27%, Tempeh 61%
           best per kg CO2e: Nuts 12%, Seitan* 71%, Lentils 27%
       energy         ███████░░░░░░░░░░░░░   34%       678 kcal/day of 2000 kcal (EU) · today 34%
       fat            ███░░░░░░░░░░░░░░░░░   14%       10 g/day of 70 g (EU) · today 14%
       saturated fat  ██░░░░░░░░░░░░░░░░░░   10%       1.9 g/day of 20 g (EU) · today 10%
       carbohydrate   ████████░░░░░░░░░░░░   40%       104 g/day of 260 g (EU) · today 40%
       sugars         ██░░░░░░░░░░░░░░░░░░   12%       11 g/day of 90 g (EU) · today 12%
       salt           ███░░░░░░░░░░░░░░░░░   17%       1.0 g/day of 6.0 g (EU) · today 17%
       folate         ████████████████████  354%       708 µg/day of 200 µg (EU) · today 354%
       Goals: your targets (nomeat-tui target set), else the reference intakes of Regulation (EU) No 1169/2011, Annex XIII; fibre: SACN 2015.
       Foods: USDA SR28 per 100 g; the meals as logged. Shares of a day's goal for "Some" of each food; * fortified.

       ↑↓ scroll · pgup/pgdn page · esc close
      """)
  }

  @Test func reading80x24() {
    var state = app.initialState(
      purpose: .mealEntry, size: TerminalSize(columns: 80, rows: 24), snapshot: LogSnapshot(day: sampleDay, recentFoodIDs: [], meatSections: []))
    app.reduce(into: &state, action: .nutrientsPressed)
    expectFrame(
      unicode.render(state),
      """
       Nutrients
       ──────────────────────────────────────────────────────────────────────────────
                      of a day's goal
       Reading the log…



















       ↑↓ scroll · pgup/pgdn page · esc close
      """)
  }
}
