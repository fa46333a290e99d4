import PickerModel
import Testing

@testable import PickerTUI

/// Screens as plain text at the three sizes of docs/DESIGN.md. A golden is what a person sees; when
/// a change alters one on purpose, read the new screen before updating it.
@Suite("Rendered frames")
struct FrameGoldenTests {
  @Test func mainScreen80x24() {
    expectFrame(unicode.render(state(.mealEntry, 80, 24), day: sampleDay), """
     No Meat Today                                                   Wed 2 Dec 2026
     Did you eat meat today?  YES
     ──────────────────────────────────────────────────────────────────────────────
     08:12  Some Egg                                                    0.7 kg CO2e
     12:40  A lot of Beef                                              29.8 kg CO2e














     Today                                                             30.5 kg CO2e
     ──────────────────────────────────────────────────────────────────────────────
     Add a meal:  [ Some ▾ ]  [ 🥩 Beef ▾ ]  [ Add ]
     ──────────────────────────────────────────────────────────────────────────────
     tab next · enter open · + − quantity · a add · y/n answer · q quit · f food ·…
    """)
  }

  @Test func collapsedSheet80x24() {
    expectFrame(unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed]), day: sampleDay), """
     No Meat Today                                                   Wed 2 Dec 2026
     Did you eat meat today?  YES
     ──────────────────────────────────────────────────────────────────────────────
     08:12  Some Egg                                                    0.7 kg CO2e
     12:40  A lot of Beef                                              29.8 kg CO2e







    ┌─ Choose a food ──────────────────────────────────────────────────────────────┐
    │ 🔍 Type to search 259 foods                                                  │
    │ 259 foods in 15 sections                                                     │
    │  🥩 RED MEAT ─────────────────────────────────────────────────────────────── │
    │ 🥩 Red meat        🥩 Beef            🍔 Ground beef     🥩 Steak            │
    │ 🍔 Beef burger     🥩 Roast beef      🥫 Corned beef     🥩 Beef jerky       │
    │ 🥩 Veal            🍖 Lamb            🍖 Ground lamb     🍖 Mutton           │
    │ 🍖 Pork            🍖 Ground pork     🥓 Bacon           🍖 Ham              │
    │ 🌭 Pork sausage    🌭 Hot dog         🍕 Salami          🍖 Pork ribs        │
    │ 🍖 Pulled pork     🍖 Liver           🍝 Meatballs       🍝 Bolognese sauce  │
    │  🍗 POULTRY ──────────────────────────────────────────────────────────────── │
    └─ ↑↓←→ move · enter pick · esc close · type search · pgup/pgdn page ──────────┘
    """)
  }

  @Test func expandedWithResults80x24() {
    expectFrame(unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("beef")), day: sampleDay), """
    ┌─ Choose a food ──────────────────────────────────────────────────────────────┐
    │ 🔍 beef                                                         Cancel (esc) │
    │ 9 of 259 foods                                                               │
    │ 🥩 Beef            🥩 Roast beef      🥩 Beef jerky      🍔 Ground beef      │
    │ 🍔 Beef burger     🥫 Corned beef     🐖 Lard · beef ta… 🥩 Steak · beef s…  │
    │ 🍖 Liver · beef l…                                                           │
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
    └─ ↑↓←→ move · enter pick · esc cancel · ^U clear · ^W word · pgup/pgdn page ──┘
    """)
  }

  @Test func noResults80x24() {
    expectFrame(unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay), """
    ┌─ Choose a food ──────────────────────────────────────────────────────────────┐
    │ 🔍 xyzzy                                                        Cancel (esc) │
    │ No food matches “xyzzy”                                                      │
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
    └─ ↑↓←→ move · enter pick · esc cancel · ^U clear · ^W word · pgup/pgdn page ──┘
    """)
  }

  @Test func mainScreen40x12() {
    expectFrame(unicode.render(state(.mealEntry, 40, 12), day: sampleDay), """
     No Meat Today           Wed 2 Dec 2026
     Did you eat meat today?  YES
     ──────────────────────────────────────
     08:12  Some Egg            0.7 kg CO2e
     12:40  A lot of Beef      29.8 kg CO2e


     Today                     30.5 kg CO2e
     ──────────────────────────────────────
     [ Some ▾ ]  [ 🥩 Beef ▾ ]  [ Add ]
     ──────────────────────────────────────
     tab next · enter open · + − quantity …
    """)
  }

  @Test func collapsedSheet40x12() {
    expectFrame(unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed]), day: sampleDay), """
     No Meat Today           Wed 2 Dec 2026
     Did you eat meat today?  YES
    ┌─ Choose a food ──────────────────────┐
    │ 🔍 Type to search 259 foods          │
    │ 259 foods in 15 sections             │
    │  🥩 RED MEAT ─────────────────────── │
    │ 🥩 Red meat       🥩 Beef            │
    │ 🍔 Ground beef    🥩 Steak           │
    │ 🍔 Beef burger    🥩 Roast beef      │
    │ 🥫 Corned beef    🥩 Beef jerky      │
    │ 🥩 Veal           🍖 Lamb            │
    └─ ↑↓←→ move · enter pick · esc close…─┘
    """)
  }

  @Test func expandedWithResults40x12() {
    expectFrame(unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed] + typing("prawn")), day: sampleDay), """
    ┌─ Choose a food ──────────────────────┐
    │ 🔍 prawn                Cancel (esc) │
    │ 1 of 259 foods                       │
    │ 🦐 Shrimp · prawn                    │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    └─ ↑↓←→ move · enter pick · esc cance…─┘
    """)
  }

  @Test func noResults40x12() {
    expectFrame(unicode.render(state(.mealEntry, 40, 12, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay), """
    ┌─ Choose a food ──────────────────────┐
    │ 🔍 xyzzy                Cancel (esc) │
    │ No food matches “xyzzy”              │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    │                                      │
    └─ ↑↓←→ move · enter pick · esc cance…─┘
    """)
  }

  @Test func mainScreen120x40() {
    expectFrame(unicode.render(state(.mealEntry, 120, 40), day: sampleDay), """
     No Meat Today                                                                                           Wed 2 Dec 2026
     Did you eat meat today?  YES
     ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
     08:12  Some Egg                                                                                            0.7 kg CO2e
     12:40  A lot of Beef                                                                                      29.8 kg CO2e






























     Today                                                                                                     30.5 kg CO2e
     ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
     Add a meal:  [ Some ▾ ]  [ 🥩 Beef ▾ ]  [ Add ]
     ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
     tab next · enter open · + − quantity · a add · y/n answer · q quit · f food · / search · h history · s settings
    """)
  }

  @Test func collapsedSheet120x40() {
    expectFrame(unicode.render(state(.mealEntry, 120, 40, [.foodButtonPressed]), day: sampleDay), """
     No Meat Today                                                                                           Wed 2 Dec 2026
     Did you eat meat today?  YES
     ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
     08:12  Some Egg                                                                                            0.7 kg CO2e
     12:40  A lot of Beef                                                                                      29.8 kg CO2e















    ┌─ Choose a food ──────────────────────────────────────────────────────────────────────────────────────────────────────┐
    │ 🔍 Type to search 259 foods                                                                                          │
    │ 259 foods in 15 sections                                                                                             │
    │  🥩 RED MEAT ─────────────────────────────────────────────────────────────────────────────────────────────────────── │
    │ 🥩 Red meat        🥩 Beef            🍔 Ground beef     🥩 Steak           🍔 Beef burger     🥩 Roast beef         │
    │ 🥫 Corned beef     🥩 Beef jerky      🥩 Veal            🍖 Lamb            🍖 Ground lamb     🍖 Mutton             │
    │ 🍖 Pork            🍖 Ground pork     🥓 Bacon           🍖 Ham             🌭 Pork sausage    🌭 Hot dog            │
    │ 🍕 Salami          🍖 Pork ribs       🍖 Pulled pork     🍖 Liver           🍝 Meatballs       🍝 Bolognese sauce    │
    │  🍗 POULTRY ──────────────────────────────────────────────────────────────────────────────────────────────────────── │
    │ 🍗 Poultry         🍗 Chicken         🍗 Chicken breast  🍗 Chicken thigh   🍗 Chicken wings   🍗 Chicken nuggets    │
    │ 🍗 Fried chicken   🍗 Ground chicken  🦃 Turkey          🦃 Ground turkey   🦃 Turkey slices   🦆 Duck               │
    │ 🦆 Goose           🍗 Chicken liver   🍲 Chicken soup                                                                │
    │  🦌 GAME AND OTHER MEAT ──────────────────────────────────────────────────────────────────────────────────────────── │
    │ 🦌 Game            🦌 Venison         🐇 Rabbit          🦬 Bison           🦌 Elk             🐗 Wild boar          │
    │ 🐐 Goat            🐦 Pheasant        🐦 Quail           🐦 Pigeon          🐎 Horse           🦘 Kangaroo           │
    │  🐟 FISH ─────────────────────────────────────────────────────────────────────────────────────────────────────────── │
    │ 🐟 Fish            🍣 Salmon          🐟 Tuna            🥫 Canned tuna     🐟 Cod             🐟 Haddock            │
    │ 🐟 Pollock         🐟 Trout           🐟 Mackerel        🥫 Sardines        🐟 Anchovies       🐟 Herring            │
    │ 🐟 Tilapia         🐟 Catfish         🐟 Sea bass        🐟 Halibut         🐟 Swordfish       🐟 Sole               │
    └─ ↑↓←→ move · enter pick · esc close · type search · pgup/pgdn page ──────────────────────────────────────────────────┘
    """)
  }

  @Test func expandedWithResults120x40() {
    expectFrame(unicode.render(state(.mealEntry, 120, 40, [.foodButtonPressed] + typing("chicken")), day: sampleDay), """
    ┌─ Choose a food ──────────────────────────────────────────────────────────────────────────────────────────────────────┐
    │ 🔍 chicken                                                                                              Cancel (esc) │
    │ 9 of 259 foods                                                                                                       │
    │ 🍗 Chicken         🍲 Chicken soup    🍗 Chicken thigh   🍗 Chicken wings   🍗 Fried chicken   🍗 Chicken liver      │
    │ 🍗 Chicken breast  🍗 Ground chicken  🍗 Chicken nuggets                                                             │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    └─ ↑↓←→ move · enter pick · esc cancel · ^U clear · ^W word · pgup/pgdn page ──────────────────────────────────────────┘
    """)
  }

  @Test func noResults120x40() {
    expectFrame(unicode.render(state(.mealEntry, 120, 40, [.foodButtonPressed] + typing("xyzzy")), day: sampleDay), """
    ┌─ Choose a food ──────────────────────────────────────────────────────────────────────────────────────────────────────┐
    │ 🔍 xyzzy                                                                                                Cancel (esc) │
    │ No food matches “xyzzy”                                                                                              │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    │                                                                                                                      │
    └─ ↑↓←→ move · enter pick · esc cancel · ^U clear · ^W word · pgup/pgdn page ──────────────────────────────────────────┘
    """)
  }

  @Test func tooSmall30x8() {
    expectFrame(unicode.render(state(.mealEntry, 30, 8), day: sampleDay), """



          Terminal too small
              need 40x10



    """)
  }
}
