import MealLog
import PickerModel
import FoodData

/// The nutrients screen's report: the day shown and the 7 days to it, as `nomeat-tui
/// nutrients` builds it, with the user's meat setting deciding "plant foods first".
extension AppEffects {
  /// Days the screen averages over: B12 and vitamin D are stored by the body, one day says little.
  static let nutrientDays = 7

  func nutrients() throws(UsageError) -> AppAction {
    let day = shownDay
    let meat = try meatRule(log, catalog: catalog)
    let report = try logged { () throws(MealLogError) in
      NutrientReport(
        day: try log.nutrientTotals(from: day, through: day), period: try log.nutrientWeek(endingOn: day, days: Self.nutrientDays),
        targets: try log.nutrientTargets(), catalog: catalog, meatSections: meat)
    }
    return .nutrients(.reportLoaded(report, day: day.calendarDay))
  }
}
