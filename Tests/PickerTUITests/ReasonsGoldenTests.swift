import Foundation
import PickerModel
import Testing
import FoodData
import Diary

@testable import PickerTUI

/// The three reasons to log on screen: the limits screen, the sheet's counts, the question
/// over a limit, and today's totals against the targets. Goldens checked by hand.
@Suite("Rendered limits and targets")
struct ReasonsGoldenTests {
  let app = App(mainScreen: mainScreen)
  static let salmon = limitNote(2, of: 2, on: "Salmon")
  static let beef = limitNote(1, of: 3, on: "meat")
  static let rows = [
    LimitsState.Row(key: "salmon", name: "Salmon", use: LimitUse(used: 2, count: 2, period: .week)),
    LimitsState.Row(key: "section:red-meat", name: "Red meat (section)", use: LimitUse(used: 0, count: 1, period: .month)),
    LimitsState.Row(key: "meat", name: "meat", use: LimitUse(used: 1, count: 3, period: .week)),
  ]
  /// A week of two meat days (Mon, Wed), with a goal, a kept and a broken limit, and a swap.
  static let review = Review(
    period: .week,
    days: (0..<7).map { offset in
      let meat: Bool? = offset == 0 || offset == 2 ? true : offset < 4 ? false : nil
      return Review.Day(
        date: CalendarDay(year: 2026, month: 11 + (offset + 30) / 31, day: (29 + offset) % 30 + 1, weekday: offset),
        ateMeat: meat, kgCO2e: meat == true ? 7.5 : meat == false ? 0.8 : 0, kcal: meat == nil ? 0 : 1900, proteinGrams: meat == nil ? 0 : 70)
    },
    kgCO2eGoal: 15, weeklyGoal: 15, kcalTarget: 2000, proteinTarget: 60,
    limits: [
      .init(key: "meat", count: 3, period: .week, isKept: true, used: [2]),
      .init(key: "salmon", count: 0, period: .week, isKept: false, used: [1]),
    ],
    topFoods: [.init(name: "Beef", meals: 2, kgCO2e: 15, swap: .init(name: "Soy mince", kgCO2e: 1.2, saved: 13.8))])
  /// 1240 of 2000 kcal (3 of 5 cells), 66 of 60 g protein (past: full, ends in +), fibre with
  /// no target (left out), 12.3 of 15 kg this week (4 of 5 cells).
  static let targets = DayTargets(
    today: [
      .init(.kcal, total: 1240, target: 2000), .init(.protein, total: 66, target: 60),
      .init(.fibre, total: 9, target: nil),
    ],
    week: .init(.co2eWeek, total: 12.3, target: 15))

  func appState(_ size: TerminalSize, _ actions: [AppAction], targets: DayTargets? = targets) -> AppState {
    let snapshot = LogSnapshot(
      day: sampleDay, recentFoodIDs: ["salmon", "beef"], meatSections: ["red-meat", "fish"],
      foodLimits: [foodIndex("salmon"): Self.salmon, foodIndex("beef"): Self.beef], limits: Self.rows, targets: targets,
      sectionLimits: ["red-meat": limitNote(0, of: 1, .month, on: "Red meat")])
    var state = app.initialState(purpose: .mealEntry, size: size, snapshot: snapshot)
    // The log read again before a meal is decided is this same log.
    for action in actions {
      for case .readLog(let meal) in app.reduce(into: &state, action: action) {
        app.reduce(into: &state, action: .freshLogResponse(snapshot, adding: meal))
      }
    }
    return state
  }

  func foodIndex(_ id: String) -> Int { catalog.foodIndex(id: id) ?? -1 }

  static let limits: [AppAction] = [.mainScreen(.settingsPressed), .settings(.limitsPressed)]
  static let screens: [(name: String, actions: [AppAction])] = [
    ("main with targets", []),
    ("question", [.mainScreen(.addButtonPressed)]),
    ("limits", limits),
    ("limits, adding", limits + [.limits(.addPressed)] + "tofu 1/day".map { .limits(.characterTyped($0)) }),
    ("sheet", [.mainScreen(.foodButtonPressed)]),
    ("results", [.mainScreen(.searchPressed)] + "salmon".map { .mainScreen(.characterTyped($0)) }),
    ("history", [.mainScreen(.historyPressed), .history(.daysLoaded(AppScreenGoldenTests.days))]),
    ("review", [.mainScreen(.historyPressed), .history(.reviewPressed), .report(.reviewLoaded(Self.review))]),
  ]

  @Test func everyScreenFitsAtEverySizeInBothGlyphSets() {
    for (name, actions) in Self.screens {
      for columns in [0, 1, 12, 29, 30, 40, 80, 160] {
        for rows in [0, 1, 5, 7, 10, 12, 24, 50] {
          for renderer in [unicode, ascii] {
            let size = TerminalSize(columns: columns, rows: rows)
            let frame = renderer.render(appState(size, actions))
            let widest = frame.lines.map { DisplayWidth.of($0) }.max() ?? 0
            #expect(frame.lines.count == rows && widest <= columns, "\(name) at \(size)")
            #expect(renderer.glyphs.unicode || frame.text.unicodeScalars.allSatisfy(\.isASCII), "\(name) at \(size) is ASCII")
          }
        }
      }
    }
  }

  @Test func limits80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[2].actions)),
      """
       Limits
       ──────────────────────────────────────────────────────────────────────────────
        ! Salmon                                            2/week  2 of 2 this week
          Red meat (section)                              1/month  0 of 1 this month
          meat                                              3/week  1 of 3 this week


















       ↑↓ move · a add · + − count · p period · d remove · esc close
      """)
  }

  @Test func limits40x12() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 40, rows: 12), Self.screens[3].actions)),
      """
       Limits
       ──────────────────────────────────────
        ! Salmon    2/week  2 of 2 this week
          Red me… 1/month  0 of 1 this month
          meat      3/week  1 of 3 this week



          Tofu
       New limit: tofu 1/day_

       enter save · esc cancel
      """)
  }

  @Test func mainWithTargets80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), [])),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e




       ─ 🍣 Some Salmon · 150 g ─────────────────────────────────────────────────────
        2.0 kg CO2e · 309 kcal · 33.1 g protein
        ● Counts as meat (Fish)
        A day's: protein 66% · B12 168% · iron 4% · zinc 6% · calcium 3% · vitamin D…
        Same 150 g of Tofu: 0.5 kg CO2e, 1.6 kg less · protein −20 g · B12 −4.2 µg ·…
        Limit on Salmon: 2 of 2 this week (at the limit)
        Sources: Poore & Nemecek 2018: Fish (farmed); USDA SR28 #15237; a day's: EU …
       Targets  1240/2000 kcal ███░░  66/60 g protein █████+  week 12.3/15 kg ████░
       Today                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🍣 Salmon ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       a add · f food · / search · h history · y/n answer · + − quantity · ? keys
      """)
  }

  @Test func mainWithTargets40x12() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 40, rows: 12), [])),
      """
       No Meat Today           Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────
       Breakfast
       08:12   Some Egg           0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef     29.8 kg CO2e
       Today 1240/2000 kcal      30.5 kg CO2e
       ──────────────────────────────────────
       [ Some ▾ ]  [ 🍣 Salmon ▾ ]  [ Add ]
       ──────────────────────────────────────
       a add · f food · / search · ? keys
      """)
  }

  @Test func mainWithTotalsOnly80x24() {
    let none = DayTargets(
      today: [.init(.kcal, total: 1240, target: nil), .init(.protein, total: 66, target: nil)],
      week: .init(.co2eWeek, total: 12.3, target: nil))
    expectFrame(
      ascii.render(appState(TerminalSize(columns: 80, rows: 24), [], targets: none)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ------------------------------------------------------------------------------
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 * A lot of Beef                                             29.8 kg CO2e





       - Some Salmon - 150 g --------------------------------------------------------
        2.0 kg CO2e - 309 kcal - 33.1 g protein
        * Counts as meat (Fish)
        A day's: protein 66% - B12 168% - iron 4% - zinc 6% - calcium 3% - vitamin D~
        Same 150 g of Tofu: 0.5 kg CO2e, 1.6 kg less - protein -20 g - B12 -4.2 ug -~
        Limit on Salmon: 2 of 2 this week (at the limit)
        Sources: Poore & Nemecek 2018: Fish (farmed); USDA SR28 #15237; a day's: EU ~
       Today 1240 kcal  66 g protein                                     30.5 kg CO2e
       ------------------------------------------------------------------------------
       Add a meal:  [ Some v ]  [ Salmon v ]  [ Add ]
       ------------------------------------------------------------------------------
       a add - f food - / search - h history - y/n answer - + - quantity - ? keys
      """)
  }

  /// Every day has 60 g protein (the target: met) and 1800 kcal (under 2000: missed).
  @Test func historyWithTargetMarks80x24() {
    let days = AppScreenGoldenTests.days
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), [.mainScreen(.historyPressed), .history(.daysLoaded(days))])),
      """
       History since Tue 24 Nov
       ──────────────────────────────────────────────────────────────────────────────
            ● meat  ○ no meat  · not known
       Mon    ○
       Tue  ● ○
       Wed  ○ ○
       Thu  · ○
       Fri  ○
       Sat  ●
       Sun  ○

       Wed 25 Nov ○ NO  ▒                                             P✓ K✓    0.6 kg
       Thu 26 Nov · -                                                 P✓ K✓    0.0 kg
       Fri 27 Nov ○ NO  ▒                                             P✓ K✓    0.6 kg
       Sat 28 Nov ● YES █████████████████████████████████████████████ P✓ K✓   29.8 kg
       Sun 29 Nov ○ NO  ▒                                             P✓ K✓    0.6 kg
       Mon 30 Nov ○ NO  ▒                                             P✓ K✓    0.6 kg
       Tue 1 Dec  ○ NO  ▒                                             P✓ K✓    0.6 kg
       Wed 2 Dec  ○ NO  ▒                                             P✓ K✓    0.6 kg
       Thu 3 Dec  ○ NO  ▒                                             P✓ K✓    0.6 kg
       This week: 2.4 kg CO2e · 7200 kcal · 240 g protein · 0 with meat
       This month: 1.8 kg CO2e · 5400 kcal · 180 g protein · 0 with meat
       Meat-free days in a row: 5
       ↑↓ move · enter open · r weekly review · esc close · pgup/pgdn page
      """)
  }

  @Test func question80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[1].actions)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e




       ─ 🍣 Some Salmon · 150 g ─────────────────────────────────────────────────────
        2.0 kg CO2e · 309 kcal · 33.1 g protein
        ● Counts as meat (Fish)
        A day's: protein 66% · B12 168% · iron 4% · zinc 6% · calcium 3% · vitamin D…
        Same 150 g of Tofu: 0.5 kg CO2e, 1.6 kg less · protein −20 g · B12 −4.2 µg ·…
        Limit on Salmon: 2 of 2 this week (at the limit)
        Sources: Poore & Nemecek 2018: Fish (farmed); USDA SR28 #15237; a day's: EU …
       Targets  1240/2000 kcal ███░░  66/60 g protein █████+  week 12.3/15 kg ████░
       Today                                                             30.5 kg CO2e
       ─ Salmon is at its limit: 2 of 2 this week. Add anyway? y / n ────────────────
       Add a meal:  [ Some ▾ ]  [ 🍣 Salmon ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       y add anyway · n/esc don't add
      """)
  }

  @Test func sheet80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[4].actions)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       ─ 🍣 Some Salmon · 150 g ─────────────────────────────────────────────────────
        2.0 kg CO2e · 309 kcal · 33.1 g protein
        ● Counts as meat (Fish)
        A day's: protein 66% · B12 168% · iron 4% · zinc 6% · calcium 3% · vitamin D…
        Same 150 g of Tofu: 0.5 kg CO2e, 1.6 kg less · protein −20 g · B12 −4.2 µg ·…
        Limit on Salmon: 2 of 2 this week (at the limit)
        Sources: Poore & Nemecek 2018: Fish (farmed); USDA SR28 #15237; a day's: EU …
      ┌─ Pick a food ────────────────────────────────────────────────────────────────┐
      │ 🔍 Type to search                                                            │
      │ Recent · 1 of 16 sections · 58 foods                                         │
      │  RECENT ──────────────────────────────────────────────────────────────────── │
      │ 🍣 Salmon         !2/2 ● 🥩 Beef            1/3 ●                            │
      │  🥩 RED MEAT 0 of 1 this month ───────────────────────────────────────────── │
      │ 🥩 Red meat            ● 🥩 Beef            1/3 ● 🍔 Ground beef         ●   │
      │ 🥩 Steak               ●                                                     │
      │  🍗 POULTRY ──────────────────────────────────────────────────────────────── │
      │ 🍗 Poultry               🍗 Chicken               🍗 Chicken breast          │
      │                                                                              │
      └─ enter pick · esc close · ↑↓←→ move · type search · pgup/pgdn page · ? keys ─┘
      """)
  }

  @Test func results80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[5].actions)),
      """
      ┌─ Pick a food ────────────────────────────────────────────────────────────────┐
      │ 🔍 salmon                                                          esc close │
      │ 1 of 58 foods                                                                │
      │ 🍣 Salmon                                Fish  ! 2 of 2 this week ●  2.0 kg  │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      └─ enter pick · esc close · ↑↓←→ move · ^U clear · ^W word · ^N new food ──────┘
      """)
  }
}
