import Testing

@testable import PickerTUI

/// The day's meals under a heading for each meal of the day, as many lines as fit.
@Suite("Day's meals: headings and the window")
struct DayMealsLayoutTests {
  let meals = ["breakfast", "breakfast", "lunch", "dinner"]

  @Test func eachMealOfTheDayHasAHeadingBeforeItsFirstFood() {
    let layout = DayMealsLayout(rows: 3..<20, meals: meals, highlight: nil)
    #expect(layout.lines == [.heading("breakfast"), .meal(0), .meal(1), .heading("lunch"), .meal(2), .heading("dinner"), .meal(3)])
    #expect(layout.row(of: 2) == 7 && layout.meal(atRow: 7) == 2 && layout.meal(atRow: 6) == nil, "a heading is no meal to click")
  }

  @Test func whereTheyDoNotAllFitTheMealsGoWithoutHeadings() {
    let layout = DayMealsLayout(rows: 3..<6, meals: meals, highlight: nil)
    #expect(layout.lines == [.meal(1), .meal(2), .meal(3)], "the latest meals, no headings")
    let up = DayMealsLayout(rows: 3..<6, meals: meals, highlight: 0)
    #expect(up.shown == [0, 1, 2], "the highlighted meal kept in sight")
  }

  @Test func mealsWithoutANameHaveNoHeading() {
    let none = DayMealsLayout(rows: 0..<5, meals: ["", ""], highlight: nil)
    #expect(none.lines == [.meal(0), .meal(1)])
  }
}
