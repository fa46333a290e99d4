import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// The day's meals as a list, the edit row a meal opens, and the quantity list's grams line,
/// at the three sizes the other goldens use.
@Suite("Rendered meal list and edit row")
struct MealListGoldenTests {
  let app = App(mainScreen: mainScreen)

  func appState(_ size: TerminalSize, _ actions: [AppAction]) -> AppState {
    var state = app.initialState(
      purpose: .mealEntry, size: size, snapshot: LogSnapshot(day: sampleDay, recentFoodIDs: ["egg", "beef"], meatSections: ["red-meat"]))
    for action in actions { app.reduce(into: &state, action: action) }
    return state
  }

  /// ↑ twice: the first meal of the day, Some Egg.
  static let onEgg: [AppAction] = [.mealList(.opened), .mealList(.moveHighlight(.up))]
  /// Enter on A lot of Beef, then Shift-Tab to its time and 1, 3 typed.
  static let editingBeef: [AppAction] = [
    // The edit row opens on the time: digits typed at once change it.
    .mealList(.opened), .mealList(.editPressed), .mainScreen(.characterTyped("1")),
    .mainScreen(.characterTyped("3")),
  ]
  /// The quantity list open, End on its grams line, 120 typed.
  static let typingGrams: [AppAction] =
    [.mainScreen(.focusPreviousPressed), .mainScreen(.confirmPressed), .mainScreen(.moveHighlight(.end)), .mainScreen(.moveHighlight(.up))]
    + "120".map { .mainScreen(.characterTyped($0)) }

  @Test func theHighlightedMealIsReverseVideoAndTheDetailPaneDescribesIt() {
    let state = appState(TerminalSize(columns: 80, rows: 24), Self.onEgg)
    let frame = unicode.render(state)
    let row = DayMealsLayout(state).row(of: 0)
    #expect(frame.lines[row].contains("Some Egg"))
    #expect((1..<79).allSatisfy { frame.cells[row][$0].style.reverse }, "the whole line")
    #expect(!frame.cells[row + 1][10].style.reverse, "the beef below it")
    #expect(frame.text.contains("─ 🥚 Some Egg · 100 g"))
  }

  @Test func mealList80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.onEgg)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e






       ─ 🥚 Some Egg · 100 g ────────────────────────────────────────────────────────
        0.5 kg CO2e · 155 kcal · 12.6 g protein
        ○ Not meat (Eggs)
        A day's: protein 25% · B12 44% · iron 8% · zinc 11% · calcium 6% · selenium …
        Same 100 g of Tofu: 0.3 kg CO2e, 0.2 kg less · protein −3.5 g · B12 −1.1 µg …
        Sources: Poore & Nemecek 2018: Eggs; USDA SR28 #01129; a day's: EU 1169/2011
       Today                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       ↑↓ move · enter edit · + − quantity · d delete · r repeat · f food · ? keys
      """)
  }

  @Test func mealList40x12() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 40, rows: 12), Self.onEgg)),
      """
       No Meat Today           Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────
       Breakfast
       08:12   Some Egg           0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef     29.8 kg CO2e
       Today                     30.5 kg CO2e
       ──────────────────────────────────────
       [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────
       ↑↓ move · enter edit · ? keys
      """)
  }

  @Test func mealList160x50() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 160, rows: 50), Self.onEgg)),
      """
       No Meat Today                                                                                                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                                                                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                                                                                                             29.8 kg CO2e
































       ─ 🥚 Some Egg · 100 g ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
        0.5 kg CO2e · 155 kcal · 12.6 g protein
        ○ Not meat (Eggs)
        A day's: protein 25% · B12 44% · iron 8% · zinc 11% · calcium 6% · selenium 56% · vitamin D 44%
        Same 100 g of Tofu: 0.3 kg CO2e, 0.2 kg less · protein −3.5 g · B12 −1.1 µg · iron +0.4 mg · zinc −0.2 mg · calcium +151 mg · vitamin D −2.2 µg
        Sources: Poore & Nemecek 2018: Eggs; USDA SR28 #01129; a day's: EU 1169/2011
       Today                                                                                                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       ↑↓ move · enter edit · + − quantity · d delete · r repeat · f food · esc back · ? keys
      """)
  }

  @Test func editRow80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.editingBeef)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e






       ─ 🥩 A lot of Beef · 300 g ───────────────────────────────────────────────────
        43.6 kg CO2e · 609 kcal · 89.7 g protein
        ● Counts as meat (Red meat)
        A day's: protein 179% · B12 343% · iron 64% · zinc 207% · calcium 5% · selen…
        Same 300 g of Lentils: 0.2 kg CO2e, 43.4 kg less · protein −63 g · B12 −8.6 …
        Sources: Poore & Nemecek 2018: Beef (beef herd); USDA SR28 #13364; a day's: …
       Today                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────
       Edit meal:  [ 13:__ ]  [ A lot ▾ ]  [ 🥩 Beef ▾ ]  [ Save ]
       ──────────────────────────────────────────────────────────────────────────────
       a save · f food · / search · esc stop editing · 0-9 time · ? keys
      """)
  }

  @Test func editRow40x12() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 40, rows: 12), Self.editingBeef)),
      """
       No Meat Today           Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────
       Breakfast
       08:12   Some Egg           0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef     29.8 kg CO2e
       Today                     30.5 kg CO2e
       ──────────────────────────────────────
       [13:__] [A lot ▾] [Beef ▾] [Save]
       ──────────────────────────────────────
       a save · f food · / search · ? keys
      """)
  }

  @Test func editRow160x50() {
    expectFrame(
      ascii.render(appState(TerminalSize(columns: 160, rows: 50), Self.editingBeef)),
      """
       No Meat Today                                                                                                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       --------------------------------------------------------------------------------------------------------------------------------------------------------------
       Breakfast
       08:12   Some Egg                                                                                                                                   0.7 kg CO2e
       Lunch
       12:40 * A lot of Beef                                                                                                                             29.8 kg CO2e
































       - A lot of Beef - 300 g --------------------------------------------------------------------------------------------------------------------------------------
        43.6 kg CO2e - 609 kcal - 89.7 g protein
        * Counts as meat (Red meat)
        A day's: protein 179% - B12 343% - iron 64% - zinc 207% - calcium 5% - selenium 171% - potassium 51% - saturated fat 49% - fat 36%
        Same 300 g of Lentils: 0.2 kg CO2e, 43.4 kg less - protein -63 g - B12 -8.6 ug - iron +1.1 mg - zinc -17 mg - calcium +15 mg - selenium -86 ug
        Sources: Poore & Nemecek 2018: Beef (beef herd); USDA SR28 #13364; a day's: EU 1169/2011
       Today                                                                                                                                             30.5 kg CO2e
       --------------------------------------------------------------------------------------------------------------------------------------------------------------
       Edit meal:  [ 13:__ ]  [ A lot v ]  [ Beef v ]  [ Save ]
       --------------------------------------------------------------------------------------------------------------------------------------------------------------
       a save - f food - / search - esc stop editing - 0-9 time - + - quantity - tab next - enter open - ? keys
      """)
  }

  @Test func gramsLine80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.typingGrams)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e






       ─ 🥚 Some Egg┌─────────────────────────────────┐──────────────────────────────
        0.5 kg CO2e │ A little · 50 g · 0.2 kg        │
        ○ Not meat (│ Some · 100 g · 0.5 kg           │
        A day's: pro│ A lot · 150 g · 0.7 kg          │ 11% · calcium 6% · selenium …
        Same 100 g o│ 1 cup, chopped · 136 g · 0.6 kg │protein −3.5 g · B12 −1.1 µg …
        Sources: Poo│ Grams · 120_ g · 0.6 kg         │#01129; a day's: EU 1169/2011
       Today        │ Quick add · type kcal           │                  30.5 kg CO2e
       ─────────────└─────────────────────────────────┘──────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       ↑↓ move · enter pick · esc close · ? keys
      """)
  }

  @Test func gramsLine40x12() {
    expectFrame(
      ascii.render(appState(TerminalSize(columns: 40, rows: 12), Self.typingGrams)),
      """
       No Meat Today           Wed 2 Dec 2026
       +---------------------------------+
       | A little - 50 g - 0.2 kg        |---
       | Some - 100 g - 0.5 kg           |
       | A lot - 150 g - 0.7 kg          |O2e
       | 1 cup, chopped - 136 g - 0.6 kg |
       | Grams - 120_ g - 0.6 kg         |O2e
       | Quick add - type kcal           |O2e
       +---------------------------------+---
       [ Some v ]  [ Egg v ]  [ Add ]
       --------------------------------------
       up/down move - enter pick - ? keys
      """)
  }

  @Test func gramsLine160x50() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 160, rows: 50), Self.typingGrams)),
      """
       No Meat Today                                                                                                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                                                                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                                                                                                             29.8 kg CO2e
































       ─ 🥚 Some Egg┌─────────────────────────────────┐──────────────────────────────────────────────────────────────────────────────────────────────────────────────
        0.5 kg CO2e │ A little · 50 g · 0.2 kg        │
        ○ Not meat (│ Some · 100 g · 0.5 kg           │
        A day's: pro│ A lot · 150 g · 0.7 kg          │ 11% · calcium 6% · selenium 56% · vitamin D 44%
        Same 100 g o│ 1 cup, chopped · 136 g · 0.6 kg │protein −3.5 g · B12 −1.1 µg · iron +0.4 mg · zinc −0.2 mg · calcium +151 mg · vitamin D −2.2 µg
        Sources: Poo│ Grams · 120_ g · 0.6 kg         │#01129; a day's: EU 1169/2011
       Today        │ Quick add · type kcal           │                                                                                                  30.5 kg CO2e
       ─────────────└─────────────────────────────────┘──────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       ↑↓ move · enter pick · esc close · ? keys
      """)
  }

  /// The quantity list on the measure line (Egg's "1 cup, chopped" in SR28), 2 typed.
  static let countingMeasures: [AppAction] =
    [
      .mainScreen(.focusPreviousPressed), .mainScreen(.confirmPressed), .mainScreen(.moveHighlight(.end)), .mainScreen(.moveHighlight(.up)),
      .mainScreen(.moveHighlight(.up)), .mainScreen(.characterTyped("2")),
    ]

  @Test func measureLine80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.countingMeasures)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e






       ─ 🥚 Some Egg┌──────────────────────────────────────┐─────────────────────────
        0.5 kg CO2e │ A little · 50 g · 0.2 kg             │
        ○ Not meat (│ Some · 100 g · 0.5 kg                │
        A day's: pro│ A lot · 150 g · 0.7 kg               │· calcium 6% · selenium …
        Same 100 g o│ 2_ × 1 cup, chopped · 272 g · 1.3 kg │in −3.5 g · B12 −1.1 µg …
        Sources: Poo│ Grams · type 1-5000                  │9; a day's: EU 1169/2011
       Today        │ Quick add · type kcal                │             30.5 kg CO2e
       ─────────────└──────────────────────────────────────┘─────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       ↑↓ move · enter pick · esc close · ? keys
      """)
  }

  @Test func measureLine40x12() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 40, rows: 12), Self.countingMeasures)),
      """
       No Meat Today           Wed 2 Dec 2026
       ┌─────────────────────────────────────┐
       │ A little · 50 g · 0.2 kg            │
       │ Some · 100 g · 0.5 kg               │
       │ A lot · 150 g · 0.7 kg              │
       │ 2_ × 1 cup, chopped · 272 g · 1.3 kg│
       │ Grams · type 1-5000                 │
       │ Quick add · type kcal               │
       └─────────────────────────────────────┘
       [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────
       ↑↓ move · enter pick · ? keys
      """)
  }

  @Test func weighedMealRow80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.typingGrams + [.mainScreen(.confirmPressed)])),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e






       ─ 🥚 120 g of Egg ────────────────────────────────────────────────────────────
        0.6 kg CO2e · 186 kcal · 15.1 g protein
        ○ Not meat (Eggs)
        A day's: protein 30% · B12 53% · iron 10% · zinc 13% · calcium 8% · selenium…
        Same 120 g of Tofu: 0.4 kg CO2e, 0.2 kg less · protein −4.2 g · B12 −1.3 µg …
        Sources: Poore & Nemecek 2018: Eggs; USDA SR28 #01129; a day's: EU 1169/2011
       Today                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ 120 g ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       a add · f food · / search · h history · y/n answer · + − quantity · ? keys
      """)
  }

  /// A meal that goes past the body's rows: the list scrolls to keep the highlight in view.
  @Test func theListKeepsTheHighlightInView() {
    var day = sampleDay
    day.meals = (0..<12).map { index in
      DayView.MealLine(time: "0\(index % 10):00", sentence: "Meal \(index)", kgCO2e: 0.1, countsAsMeat: false, id: "m\(index)", foodID: "egg")
    }
    var state = app.initialState(
      purpose: .mealEntry, size: TerminalSize(columns: 80, rows: 16), snapshot: LogSnapshot(day: day, recentFoodIDs: [], meatSections: []))
    app.reduce(into: &state, action: .mealList(.opened))
    #expect(unicode.render(state).text.contains("Meal 11"))
    for _ in 0..<11 { app.reduce(into: &state, action: .mealList(.moveHighlight(.up))) }
    let frame = unicode.render(state)
    #expect(frame.text.contains("Meal 0 "))
    #expect(!frame.text.contains("Meal 11"))
    let row = DayMealsLayout(state).row(of: 0)
    #expect(frame.lines[row].contains("Meal 0") && frame.cells[row][12].style.reverse)
  }
}
