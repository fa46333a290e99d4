import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// Screens as plain text at the three sizes of docs/DESIGN.md. A golden is what a person sees; when
/// a change alters one on purpose, read the new screen before updating it.
@Suite("Rendered frames")
struct FrameGoldenTests {
  @Test func mainScreen80x24() {
    expectFrame(
      unicode.render(state(.mealEntry, 80, 24), day: sampleDay),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                             29.8 kg CO2e






       ─ 🥛 Some Milk · 250 g ───────────────────────────────────────────────────────
        0.8 kg CO2e · 125 kcal · 8.2 g protein
        ○ Not meat (Dairy)
        A day's: protein 16% · B12 53% · iron <1% · zinc 12% · calcium 38% · vitamin…
        Same 250 g of Soy milk: 0.2 kg CO2e, 0.5 kg less · protein −1.8 g · B12 +0.8…
        Sources: Poore & Nemecek 2018: Milk; USDA SR28 #01079; a day's: EU 1169/2011
       Today                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       a add · f food · / search · h history · y/n answer · + − quantity · ? keys
      """)
  }

  @Test func collapsedSheet80x24() {
    expectFrame(
      unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed]), day: sampleDay),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       ─ 🥛 Some Milk · 250 g ───────────────────────────────────────────────────────
        0.8 kg CO2e · 125 kcal · 8.2 g protein
        ○ Not meat (Dairy)
        A day's: protein 16% · B12 53% · iron <1% · zinc 12% · calcium 38% · vitamin…
        Same 250 g of Soy milk: 0.2 kg CO2e, 0.5 kg less · protein −1.8 g · B12 +0.8…
        Sources: Poore & Nemecek 2018: Milk; USDA SR28 #01079; a day's: EU 1169/2011
      ┌─ Pick a food ────────────────────────────────────────────────────────────────┐
      │ 🔍 Type to search                                                            │
      │ Dairy · 6 of 15 sections · 58 foods                                          │
      │  🧀 DAIRY ────────────────────────────────────────────────────────────────── │
      │ 🧀 Dairy                 🥛 Milk                  🧀 Cheese                  │
      │ 🧈 Butter                🥛 Crème fraîche                                    │
      │  🥚 EGGS ─────────────────────────────────────────────────────────────────── │
      │ 🥚 Egg                   🍳 Fried egg             🍳 Scrambled eggs          │
      │  🫘 PLANT PROTEINS ───────────────────────────────────────────────────────── │
      │ 🫘 Plant protein         🫘 Tofu                  🫘 Tempeh                  │
      │ 🫘 Lentils               🫘 Chickpeas             🫘 Black beans             │
      └─ enter pick · esc close · ↑↓←→ move · type search · pgup/pgdn page · ? keys ─┘
      """)
  }

  @Test func expandedWithResults80x24() {
    expectFrame(
      unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("beef")), day: sampleDay),
      """
      ┌─ Pick a food ────────────────────────────────────────────────────────────────┐
      │ 🔍 beef                                                            esc close │
      │ 3 of 58 foods                                                                │
      │ 🥩 Beef                                                 Red meat ●  21.8 kg  │
      │ 🍔 Ground beef                                          Red meat ●  17.8 kg  │
      │  Close spellings and looser matches ──────────────────────────────────────── │
      │ 🥩 Steak · beef steak                                   Red meat ●  23.9 kg  │
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

  @Test func noResults80x24() {
    expectFrame(
      unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay),
      """
      ┌─ Pick a food ────────────────────────────────────────────────────────────────┐
      │ 🔍 xyzzy                                                           esc close │
      │ No food matches “xyzzy” · ^N new food                                        │
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
      │                                                                              │
      └─ enter pick · esc close · ↑↓←→ move · ^U clear · ^W word · ^N new food ──────┘
      """)
  }

  @Test func mainScreen40x12() {
    expectFrame(
      unicode.render(state(.mealEntry, 40, 12), day: sampleDay),
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
       [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────
       a add · f food · / search · ? keys
      """)
  }

  @Test func collapsedSheet40x12() {
    expectFrame(
      unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed]), day: sampleDay),
      """
       No Meat Today           Wed 2 Dec 2026
       Did you eat meat today?  YES
      ┌─ Pick a food ────────────────────────┐
      │ 🔍 Type to search                    │
      │ Dairy · 6 of 15 sections · 58 foods  │
      │  🧀 DAIRY ────────────────────────── │
      │ 🧀 Dairy                             │
      │ 🥛 Milk                              │
      │ 🧀 Cheese                            │
      │ 🧈 Butter                            │
      │ 🥛 Crème fraîche                     │
      └─ enter pick · esc close · ? keys ────┘
      """)
  }

  @Test func expandedWithResults40x12() {
    expectFrame(
      unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed] + typing("prawn")), day: sampleDay),
      """
      ┌─ Pick a food ────────────────────────┐
      │ 🔍 prawn                   esc close │
      │ 1 of 58 foods                        │
      │ 🦐 Shrimp · prawn         ●  6.8 kg  │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      └─ enter pick · esc close · ↑↓←→ move ─┘
      """)
  }

  @Test func noResults40x12() {
    expectFrame(
      unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay),
      """
      ┌─ Pick a food ────────────────────────┐
      │ 🔍 xyzzy                   esc close │
      │ No food matches “xyzzy” · ^N new fo… │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      │                                      │
      └─ enter pick · esc close · ↑↓←→ move ─┘
      """)
  }

  @Test func mainScreen160x50() {
    expectFrame(
      unicode.render(state(.mealEntry, 160, 50), day: sampleDay),
      """
       No Meat Today                                                                                                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                                                                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                                                                                                             29.8 kg CO2e
































       ─ 🥛 Some Milk · 250 g ───────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
        0.8 kg CO2e · 125 kcal · 8.2 g protein
        ○ Not meat (Dairy)
        A day's: protein 16% · B12 53% · iron <1% · zinc 12% · calcium 38% · vitamin D 60%
        Same 250 g of Soy milk: 0.2 kg CO2e, 0.5 kg less · protein −1.8 g · B12 +0.8 µg · iron +1.0 mg · zinc −0.5 mg · calcium +7.5 mg
        Sources: Poore & Nemecek 2018: Milk; USDA SR28 #01079; a day's: EU 1169/2011
       Today                                                                                                                                             30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       a add · f food · / search · h history · y/n answer · + − quantity · s settings · i nutrients · q quit · tab next · enter open · ? keys
      """)
  }

  @Test func collapsedSheet160x50() {
    expectFrame(
      unicode.render(state(.mealEntry, 160, 50, [.foodButtonPressed]), day: sampleDay),
      """
       No Meat Today                                                                                                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                                                                                                   0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef                                                                                                                             29.8 kg CO2e












       ─ 🥛 Some Milk · 250 g ───────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
        0.8 kg CO2e · 125 kcal · 8.2 g protein
        ○ Not meat (Dairy)
        A day's: protein 16% · B12 53% · iron <1% · zinc 12% · calcium 38% · vitamin D 60%
        Same 250 g of Soy milk: 0.2 kg CO2e, 0.5 kg less · protein −1.8 g · B12 +0.8 µg · iron +1.0 mg · zinc −0.5 mg · calcium +7.5 mg
        Sources: Poore & Nemecek 2018: Milk; USDA SR28 #01079; a day's: EU 1169/2011
      ┌─ Pick a food ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
      │ 🔍 Type to search                                                                                                                                            │
      │ Dairy · 6 of 15 sections · 58 foods                                                                                                                          │
      │  🧀 DAIRY ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🧀 Dairy              🥛 Milk               🧀 Cheese             🧈 Butter             🥛 Crème fraîche                                                     │
      │  🥚 EGGS ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🥚 Egg                🍳 Fried egg          🍳 Scrambled eggs                                                                                                │
      │  🫘 PLANT PROTEINS ───────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🫘 Plant protein      🫘 Tofu               🫘 Tempeh             🫘 Lentils            🫘 Chickpeas          🫘 Black beans        🫘 Kidney beans          │
      │ 🥫 Baked beans        🥛 Soy milk           🥛 Oat milk                                                                                                      │
      │  🌱 MEAT ALTERNATIVES ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🌱 Meat alternative   🌱 Veggie burger      🌱 Seitan             🌱 Soy mince                                                                               │
      │  🌾 GRAINS, BREAD AND PASTA ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🌾 Grains             🍞 Bread              🍞 Wholemeal bread                                                                                               │
      │  🥦 VEGETABLES ───────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🥦 Vegetables         🥔 Potato             🍟 Chips              🌱 Green beans                                                                             │
      │  🍎 FRUIT ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🍎 Fruit              🍎 Apple              🍌 Banana                                                                                                        │
      │  🥜 NUTS AND SEEDS ───────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🥜 Nuts               🥜 Peanuts            🥜 Peanut butter                                                                                                 │
      │  🫒 OILS AND FATS ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🫒 Oil                🫒 Olive oil          🫒 Rapeseed oil       🧈 Margarine                                                                               │
      │  🍫 SWEETS AND DRINKS ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────── │
      │ 🍬 Sweets             🍫 Dark chocolate     🍫 Milk chocolate                                                                                                │
      └─ enter pick · esc close · ↑↓←→ move · type search · pgup/pgdn page · ^N new food · ? keys ───────────────────────────────────────────────────────────────────┘
      """)
  }

  @Test func expandedWithResults160x50() {
    expectFrame(
      unicode.render(state(.mealEntry, 160, 50, [.foodButtonPressed] + typing("chicken")), day: sampleDay),
      """
      ┌─ Pick a food ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
      │ 🔍 chicken                                                                                                                                         esc close │
      │ 2 of 58 foods                                                                                                     │─ 🍗 Some Chicken · 150 g ────────────────│
      │ 🍗 Chicken                                                                                      Poultry ●  2.4 kg │ 2.4 kg CO2e · 285 kcal · 43.4 g protein  │
      │ 🍗 Chicken breast                                                                               Poultry ●  2.0 kg │ ● Counts as meat (Poultry)               │
      │                                                                                                                   │ A day's: protein 87% · B12 20% · iron 13%│
      │                                                                                                                   │   · zinc 32% · calcium 3% · selenium 60% │
      │                                                                                                                   │ Same 150 g of Tofu: 0.5 kg CO2e, 1.9 kg  │
      │                                                                                                                   │   less · protein −30 g · B12 −0.5 µg ·   │
      │                                                                                                                   │   iron +0.6 mg · zinc −1.9 mg · calcium  │
      │                                                                                                                   │   +279 mg · selenium −18 µg              │
      │                                                                                                                   │ Sources: Poore & Nemecek 2018: Poultry   │
      │                                                                                                                   │   Meat; USDA SR28 #05013; a day's: EU    │
      │                                                                                                                   │   1169/2011                              │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      └─ enter pick · esc close · ↑↓←→ move · ^U clear · ^W word · ^N new food ──────────────────────────────────────────────────────────────────────────────────────┘
      """)
  }

  @Test func noResults160x50() {
    expectFrame(
      unicode.render(state(.mealEntry, 160, 50, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay),
      """
      ┌─ Pick a food ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
      │ 🔍 xyzzy                                                                                                                                           esc close │
      │ No food matches “xyzzy” · ^N new food                                                                                                                        │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      │                                                                                                                                                              │
      └─ enter pick · esc close · ↑↓←→ move · ^U clear · ^W word · ^N new food ──────────────────────────────────────────────────────────────────────────────────────┘
      """)
  }

  @Test func tooSmall30x8() {
    expectFrame(
      unicode.render(state(.mealEntry, 30, 8), day: sampleDay),
      """



            Terminal too small
                need 40x10



      """)
  }
}

/// The app's other screens, each at the three sizes, in Unicode and in ASCII.
@Suite("Rendered screens of the app")
struct AppScreenGoldenTests {
  static let sizes = [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 50)]
  let app = App(mainScreen: mainScreen)

  /// Ten days: meat on the first and the fifth, nothing known on the third, plant days between.
  /// 24 Nov (a Tuesday) to 3 Dec 2026.
  static let dates: [(String, String)] = [
    ("2026-11-24", "Tue 24 Nov"), ("2026-11-25", "Wed 25 Nov"), ("2026-11-26", "Thu 26 Nov"), ("2026-11-27", "Fri 27 Nov"), ("2026-11-28", "Sat 28 Nov"),
    ("2026-11-29", "Sun 29 Nov"), ("2026-11-30", "Mon 30 Nov"), ("2026-12-01", "Tue 1 Dec"), ("2026-12-02", "Wed 2 Dec"), ("2026-12-03", "Thu 3 Dec"),
  ]

  static let days: [HistoryDay] = (0..<10).map { index in
    let meat: Bool? = index == 2 ? nil : index == 0 || index == 4
    return HistoryDay(
      date: calendarDay(dates[index].0),
      ateMeat: meat, kgCO2e: meat == true ? 29.8 : meat == false ? 0.6 : 0, kcal: 1800, proteinGrams: 60, mealCount: meat == nil ? 0 : 2)
  }

  func appState(_ size: TerminalSize, _ actions: [AppAction]) -> AppState {
    var state = app.initialState(
      purpose: .mealEntry, size: size, snapshot: LogSnapshot(day: sampleDay, recentFoodIDs: ["egg", "beef"], meatSections: ["red-meat"]))
    for action in actions { app.reduce(into: &state, action: action) }
    return state
  }

  static let screens: [(name: String, actions: [AppAction])] = [
    ("history", [.mainScreen(.historyPressed), .history(.daysLoaded(days))]),
    ("history being read", [.mainScreen(.historyPressed)]),
    ("history that could not be read", [.mainScreen(.historyPressed), .failureResponse(AppFailure(.readHistory, reason: "the meal log is locked"))]),
    ("settings", [.mainScreen(.settingsPressed)]),
    ("keys", [.mainScreen(.helpPressed)]),
    ("quantity list", [.mainScreen(.focusPreviousPressed), .mainScreen(.confirmPressed)]),
    ("sheet with Recent", [.mainScreen(.foodButtonPressed)]),
    ("results", [.mainScreen(.searchPressed)] + "beef".map { .mainScreen(.characterTyped($0)) }),
  ]

  @Test func everyScreenFitsAtEverySizeInBothGlyphSets() {
    for (name, actions) in Self.screens {
      for size in Self.sizes {
        for renderer in [unicode, ascii] {
          let frame = renderer.render(appState(size, actions))
          let label = "\(name) at \(size), unicode \(renderer.glyphs.unicode)"
          #expect(frame.lines.count == size.rows, "\(label)")
          let widest = frame.lines.map { DisplayWidth.of($0) }.max() ?? 0
          #expect(widest <= size.columns, "\(label)")
          let isASCII = frame.text.unicodeScalars.allSatisfy { $0.isASCII }
          #expect(renderer.glyphs.unicode || isASCII, "\(label) is ASCII")
          // The last row is the help bar, whole entries only: it never ends in a cut word.
          let help = frame.lines[size.rows - 1].trimmingSpaces
          #expect(!help.hasSuffix(renderer.glyphs.ellipsis), "\(label): help bar cut: \(help)")
        }
      }
    }
  }

  /// No screen crashes or spills at any size, down to nothing.
  @Test func everyScreenSurvivesTinyTerminals() {
    for (name, actions) in Self.screens + [("main", [])] {
      for columns in [0, 1, 2, 5, 12, 19, 20, 21, 29, 30, 39, 40] {
        for rows in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] {
          let size = TerminalSize(columns: columns, rows: rows)
          for renderer in [unicode, ascii] {
            let frame = renderer.render(appState(size, actions))
            let widest = frame.lines.map { DisplayWidth.of($0) }.max() ?? 0
            #expect(frame.lines.count == rows && widest <= columns, "\(name) at \(size)")
          }
        }
      }
    }
  }

  @Test func history80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[0].actions)),
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

       Wed 25 Nov ○ NO  ▒                                                      0.6 kg
       Thu 26 Nov · -                                                          0.0 kg
       Fri 27 Nov ○ NO  ▒                                                      0.6 kg
       Sat 28 Nov ● YES ████████████████████████████████████████████████████  29.8 kg
       Sun 29 Nov ○ NO  ▒                                                      0.6 kg
       Mon 30 Nov ○ NO  ▒                                                      0.6 kg
       Tue 1 Dec  ○ NO  ▒                                                      0.6 kg
       Wed 2 Dec  ○ NO  ▒                                                      0.6 kg
       Thu 3 Dec  ○ NO  ▒                                                      0.6 kg
       This week: 2.4 kg CO2e · 7200 kcal · 240 g protein · 0 with meat
       This month: 1.8 kg CO2e · 5400 kcal · 180 g protein · 0 with meat
       Meat-free days in a row: 5
       ↑↓ move · enter open · r weekly review · esc close · pgup/pgdn page
      """)
  }

  @Test func history160x50() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 160, rows: 50), Self.screens[0].actions)),
      """
       History since Tue 24 Nov
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
            ● meat  ○ no meat  · not known
       Mon    ○
       Tue  ● ○
       Wed  ○ ○
       Thu  · ○
       Fri  ○
       Sat  ●
       Sun  ○

       Tue 24 Nov ● YES ████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████  29.8 kg
       Wed 25 Nov ○ NO  ▒▒▒                                                                                                                                    0.6 kg
       Thu 26 Nov · -                                                                                                                                          0.0 kg
       Fri 27 Nov ○ NO  ▒▒▒                                                                                                                                    0.6 kg
       Sat 28 Nov ● YES ████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████  29.8 kg
       Sun 29 Nov ○ NO  ▒▒▒                                                                                                                                    0.6 kg
       Mon 30 Nov ○ NO  ▒▒▒                                                                                                                                    0.6 kg
       Tue 1 Dec  ○ NO  ▒▒▒                                                                                                                                    0.6 kg
       Wed 2 Dec  ○ NO  ▒▒▒                                                                                                                                    0.6 kg
       Thu 3 Dec  ○ NO  ▒▒▒                                                                                                                                    0.6 kg

























       This week: 2.4 kg CO2e · 7200 kcal · 240 g protein · 0 with meat
       This month: 1.8 kg CO2e · 5400 kcal · 180 g protein · 0 with meat
       Meat-free days in a row: 5
       ↑↓ move · enter open · r weekly review · esc close · pgup/pgdn page · home/end ends
      """)
  }

  @Test func history40x12() {
    expectFrame(
      ascii.render(appState(TerminalSize(columns: 40, rows: 12), Self.screens[0].actions)),
      """
       History since Tue 24 Nov
       --------------------------------------
       Sat 28 Nov * YES ############  29.8 kg
       Sun 29 Nov o NO  =              0.6 kg
       Mon 30 Nov o NO  =              0.6 kg
       Tue 1 Dec  o NO  =              0.6 kg
       Wed 2 Dec  o NO  =              0.6 kg
       Thu 3 Dec  o NO  =              0.6 kg
       This week: 2.4 kg CO2e - 7200 kcal - ~
       This month: 1.8 kg CO2e - 5400 kcal -~
       Meat-free days in a row: 5
       up/down move - enter open
      """)
  }

  @Test func keys80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[4].actions)),
      """
       Keys
       ──────────────────────────────────────────────────────────────────────────────
       Meal row
         ^C         quit
         tab        next
         shift-tab  previous
         enter      open
         + −        quantity
         a          add
         y/n        answer
         q          quit
         f          food
         /          search
         h          history
         s          settings
         i          nutrients
         ↑          meals
         u          undo
         ^R/U       redo
         c          copy the day before
         [ ]        day
         t          today
         ?          keys
       ↑↓ scroll · pgup/pgdn page · esc close
      """)
  }

  @Test func settings40x12() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 40, rows: 12), Self.screens[3].actions)),
      """
       What counts as meat?
       ──────────────────────────────────────
        [x] Red meat
        [ ] Poultry
        [ ] Game and other meat
        [ ] Fish
        [ ] Shellfish and seafood
        [ ] Dairy
        [ ] Eggs
        [ ] Plant proteins
        [ ] Meat alternatives
       ↑↓ move · space toggle · enter save
      """)
  }

  @Test func quantityList80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[5].actions)),
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
        Sources: Poo│ Grams · type 1-5000             │#01129; a day's: EU 1169/2011
       Today        │ Quick add · type kcal           │                  30.5 kg CO2e
       ─────────────└─────────────────────────────────┘──────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥚 Egg ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       ↑↓ move · enter pick · esc close · ? keys
      """)
  }

  @Test func sheetWithRecent80x24() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 80, rows: 24), Self.screens[6].actions)),
      """
       No Meat Today                                                   Wed 2 Dec 2026
       Did you eat meat today?  YES
       ──────────────────────────────────────────────────────────────────────────────
       Breakfast
       08:12   Some Egg                                                   0.7 kg CO2e
       Lunch
       ─ 🥚 Some Egg · 100 g ────────────────────────────────────────────────────────
        0.5 kg CO2e · 155 kcal · 12.6 g protein
        ○ Not meat (Eggs)
        A day's: protein 25% · B12 44% · iron 8% · zinc 11% · calcium 6% · selenium …
        Same 100 g of Tofu: 0.3 kg CO2e, 0.2 kg less · protein −3.5 g · B12 −1.1 µg …
        Sources: Poore & Nemecek 2018: Eggs; USDA SR28 #01129; a day's: EU 1169/2011
      ┌─ Pick a food ────────────────────────────────────────────────────────────────┐
      │ 🔍 Type to search                                                            │
      │ Recent · 1 of 16 sections · 58 foods                                         │
      │  RECENT ──────────────────────────────────────────────────────────────────── │
      │ 🥚 Egg                   🥩 Beef                ●                            │
      │  🥩 RED MEAT ─────────────────────────────────────────────────────────────── │
      │ 🥩 Red meat            ● 🥩 Beef                ● 🍔 Ground beef         ●   │
      │ 🥩 Steak               ●                                                     │
      │  🍗 POULTRY ──────────────────────────────────────────────────────────────── │
      │ 🍗 Poultry               🍗 Chicken               🍗 Chicken breast          │
      │                                                                              │
      └─ enter pick · esc close · ↑↓←→ move · type search · pgup/pgdn page · ? keys ─┘
      """)
  }

  @Test func resultsBesideTheDetailPane160x50() {
    expectFrame(
      unicode.render(appState(TerminalSize(columns: 160, rows: 50), Self.screens[7].actions)),
      """
      ┌─ Pick a food ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
      │ 🔍 beef                                                                                                                                            esc close │
      │ 3 of 58 foods                                                                                                     │─ 🥩 Some Beef · 150 g ───────────────────│
      │ 🥩 Beef                                                                                       Red meat ●  21.8 kg │ 21.8 kg CO2e · 304 kcal · 44.9 g protein │
      │ 🍔 Ground beef                                                                                Red meat ●  17.8 kg │ ● Counts as meat (Red meat)              │
      │  Close spellings and looser matches ──────────────────────────────────────────────────────────────────────────────│ A day's: protein 90% · B12 172% · iron   │
      │ 🥩 Steak · beef steak                                                                         Red meat ●  23.9 kg │   32% · zinc 104% · calcium 3% · selenium│
      │                                                                                                                   │   85%                                    │
      │                                                                                                                   │ Same 150 g of Lentils: 0.1 kg CO2e, 21.7 │
      │                                                                                                                   │   kg less · protein −31 g · B12 −4.3 µg ·│
      │                                                                                                                   │   iron +0.5 mg · zinc −8.5 mg · calcium  │
      │                                                                                                                   │   +7.5 mg · selenium −43 µg              │
      │                                                                                                                   │ Sources: Poore & Nemecek 2018: Beef (beef│
      │                                                                                                                   │   herd); USDA SR28 #13364; a day's: EU   │
      │                                                                                                                   │   1169/2011                              │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      │                                                                                                                   │                                          │
      └─ enter pick · esc close · ↑↓←→ move · ^U clear · ^W word · ^N new food ──────────────────────────────────────────────────────────────────────────────────────┘
      """)
  }

  @Test func mainScreenWithDetail80x24() {
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
       a add · f food · / search · h history · y/n answer · + − quantity · ? keys
      """)
  }
}
