import PickerModel
import Testing
import FoodData
import Diary

@testable import PickerTUI

/// Random keys, clicks, wheel notches, log answers and sizes through the whole app: the key
/// table, the mouse map, the one reducer and the renderer of every screen. Seeded, so a failure
/// replays; the frame checks are the picker fuzz test's.
@Suite struct AppFuzzTests {
  static let keys: [Key] = [
    .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab, .backspace, .delete,
    .insert, .function(1), .control("u"), .control("w"), .control("n"), .character("a"), .character("f"), .character("h"), .character("s"),
    .character("?"), .character("/"), .character("y"), .character("n"), .character("+"), .character("-"), .character(" "),
    .character("q"), .character("b"), .character("e"), .character("🥩"),
    // Limits, the question and the review.
    .character("l"), .character("r"), .character("p"), .character("d"), .character("<"), .character(">"), .character("t"),
    // The day's meals, undo, days, the grams line and the time.
    .character("u"), .character("U"), .control("r"), .character("c"), .character("["), .character("]"), .character("t"), .character("1"),
    .character("0"), .character("i"),
  ]

  static let days = (0..<40).map { index -> HistoryDay in
    let date = CalendarDay(year: 2026, month: 11, day: 1 + index % 30, weekday: index % 7)
    return HistoryDay(date: date, ateMeat: index % 4 == 0 ? nil : index % 3 == 0, kgCO2e: Double(index % 5))
  }

  @Test(arguments: [UInt64(11), 12, 13])
  func randomEventsOnEveryScreenNeverBreakTheFrame(seed: UInt64) {
    var random = RenderFuzzTests.SplitMix(state: seed)
    let app = App(mainScreen: mainScreen)
    // Egg and Beef at a limit (so that adding asks), limits to change, targets to draw.
    let atLimit = ReasonsGoldenTests.salmon
    let snapshot = LogSnapshot(
      day: sampleDay, recentFoodIDs: ["egg", "beef", "tofu"], meatSections: ["red-meat", "fish"],
      foodLimits: [catalog.foodIndex(id: "egg") ?? 0: atLimit, catalog.foodIndex(id: "beef") ?? 0: atLimit], limits: ReasonsGoldenTests.rows,
      targets: ReasonsGoldenTests.targets, sectionLimits: ["red-meat": atLimit])
    var state = app.initialState(purpose: .mealEntry, size: RenderFuzzTests.randomSize(&random), snapshot: snapshot)
    var failures = 0
    for step in 0..<4_000 {
      let renderer = step % 5 == 0 ? ascii : unicode
      let mouse = MouseMap(mainScreen: mainScreen, glyphs: renderer.glyphs)
      var action: AppAction?
      switch Int.random(in: 0..<20, using: &random) {
      case 0: action = .terminalResized(RenderFuzzTests.randomSize(&random))
      case 1, 2:
        let kinds: [MouseEvent.Kind] = [.press, .release, .wheelUp, .wheelDown]
        let event = MouseEvent(
          kinds.randomElement(using: &random) ?? .press, column: Int.random(in: -1...state.size.columns, using: &random),
          row: Int.random(in: -1...state.size.rows, using: &random))
        action = mouse.action(for: event, in: state)
      default:
        action = KeyBindings.action(for: Self.keys.randomElement(using: &random) ?? .enter, in: state.mode)
      }
      guard let action else { continue }
      for effect in app.reduce(into: &state, action: action) {
        switch effect {
        case .end: state = app.initialState(purpose: .mealEntry, size: state.size, snapshot: snapshot)
        case .loadHistory:
          app.reduce(
            into: &state,
            action: Bool.random(using: &random)
              ? .history(.daysLoaded(Self.days)) : .failureResponse(AppFailure(.readHistory, reason: "the meal log is locked")))
        case .readLog(let meal): app.reduce(into: &state, action: .freshLogResponse(snapshot, adding: meal))
        case .logMeal, .saveNewFood, .logQuickAdd, .saveTarget, .saveAnswer, .saveMeatSections, .addLimit, .removeLimit, .saveLimit:
          app.reduce(into: &state, action: .logResponse(snapshot, status: .added("Some Egg")))
        case .showDay:
          var yesterday = snapshot
          yesterday.day.relative = .yesterday
          app.reduce(into: &state, action: .freshLogResponse(yesterday, adding: nil))
        case .undo, .redo:
          app.reduce(into: &state, action: .logResponse(snapshot, status: .undid("deleted Some Salmon on 2026-12-02")))
        case .loadReport: app.reduce(into: &state, action: .report(.reviewLoaded(ReasonsGoldenTests.review)))
        case .loadNutrients:
          app.reduce(into: &state, action: .nutrients(.reportLoaded(NutrientsGoldenTests.report, day: calendarDay("2026-12-02"))))
        case .replaceMeal, .changeMealQuantity, .removeMeal, .repeatMeal, .moveMealDay, .copyDayBefore:
          app.reduce(into: &state, action: .logResponse(snapshot, status: .removed("Some Salmon")))
        }
      }
      let frame = renderer.render(state)
      var problems = RenderFuzzTests.problems(frame, state.mainScreen, size: state.size)
      if state.screen != .main { problems = problems.filter { !$0.contains("highlight") } }
      if !problems.isEmpty {
        Issue.record("seed \(seed) step \(step) after \(action) on \(state.screen) at \(state.size): \(problems.joined(separator: "; "))\(frame)")
        failures += 1
        if failures > 3 { return }
      }
    }
  }
}
