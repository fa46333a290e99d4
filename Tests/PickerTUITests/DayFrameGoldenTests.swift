import PickerModel
import Testing

@testable import PickerTUI

/// The main screen on another day than today: the header says which, the question and the
/// totals say "that day".
@Suite("Rendered frames of another day")
struct DayFrameGoldenTests {
  var yesterday: DayView {
    var day = sampleDay
    day.relative = .yesterday
    return day
  }

  @Test func yesterday80x24() {
    expectFrame(
      unicode.render(state(.mealEntry, 80, 24), day: yesterday),
      """
       No Meat Today                                        Yesterday, Wed 2 Dec 2026
       Did you eat meat that day?  YES
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
       Day                                                               30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────
       a add · f food · / search · h history · y/n answer · + − quantity · ? keys
      """)
  }

  @Test func yesterday160x50() {
    expectFrame(
      unicode.render(state(.mealEntry, 160, 50), day: yesterday),
      """
       No Meat Today                                                                                                                        Yesterday, Wed 2 Dec 2026
       Did you eat meat that day?  YES
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
       Day                                                                                                                                               30.5 kg CO2e
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Add a meal:  [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       a add · f food · / search · h history · y/n answer · + − quantity · s settings · i nutrients · q quit · tab next · enter open · ? keys
      """)
  }

  @Test func yesterday40x12() {
    expectFrame(
      unicode.render(state(.mealEntry, 40, 12), day: yesterday),
      """
       No Meat Today                Yesterday
       Did you eat meat that day?  YES
       ──────────────────────────────────────
       Breakfast
       08:12   Some Egg           0.7 kg CO2e
       Lunch
       12:40 ● A lot of Beef     29.8 kg CO2e
       Day                       30.5 kg CO2e
       ──────────────────────────────────────
       [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────
       a add · f food · / search · ? keys
      """)
  }

  @Test func anEarlierDayWithNoMeals40x12() {
    let day = DayView(date: CalendarDay(year: 2026, month: 12, day: 1), relative: .earlier)
    expectFrame(
      unicode.render(state(.mealEntry, 40, 12), day: day),
      """
       No Meat Today           Tue 1 Dec 2026
       Did you eat meat that day?  not yet
       ──────────────────────────────────────
       No meals logged that day. Pick a food…



       Day                        0.0 kg CO2e
       ──────────────────────────────────────
       [ Some ▾ ]  [ 🥛 Milk ▾ ]  [ Add ]
       ──────────────────────────────────────
       a add · f food · / search · ? keys
      """)
  }
}
