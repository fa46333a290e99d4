import MealLog
import PickerModel
import FoodData
import Diary

extension Review {
  /// The log's report as the figures the screens and `report` word; the catalog names the
  /// limits' foods and sections.
  init(_ report: Report, catalog: Catalog) {
    self.init(
      period: report.period,
      days: report.days.map { day in
        Review.Day(date: day.day.calendarDay, ateMeat: day.ateMeat, kgCO2e: day.kgCO2e, kcal: day.kcal, proteinGrams: day.proteinGrams)
      },
      kgCO2eGoal: report.kgCO2eGoal, weeklyGoal: report.targets[.co2eWeek], kcalTarget: report.targets[.kcal],
      proteinTarget: report.targets[.protein],
      limits: report.limits.map { review in
        Review.LimitLine(
          key: review.limit.target.key, name: Self.name(of: review.limit.target, catalog: catalog), count: review.limit.count, period: review.limit.period,
          isKept: review.isKept,
          used: review.periods.map(\.used))
      },
      topFoods: report.topFoods.map { share in
        Review.FoodShare(
          name: share.name, meals: share.meals, kgCO2e: share.kgCO2e,
          swap: share.swap.map { Review.FoodShare.Swap(name: $0.name, kgCO2e: $0.kgCO2e, saved: $0.saved) })
      })
  }
}

extension Review {
  /// "Salmon", "Red meat", "meat": a limit's target as the review names it.
  static func name(of target: LimitTarget, catalog: Catalog) -> String {
    switch target {
    case .food(let id): catalog.foodIndex(id: id).map { catalog.foods[$0].name } ?? id
    case .section(let id): catalog.sections.first { $0.id == id }?.name ?? id
    case .meat: "meat"
    }
  }
}

extension Day {
  /// The day by its parts, for the screens.
  var calendarDay: CalendarDay {
    let monday = Period.week.bounds(of: self).lowerBound
    let weekday = (0..<7).first { monday.adding(days: $0) == self } ?? 0
    return CalendarDay(year: year, month: month, day: day, weekday: weekday)
  }

  /// The log's day for a day the screens picked; nil for one that is not in the calendar.
  init?(_ day: CalendarDay) {
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    self.init("\(padded(day.year, 4))-\(padded(day.month, 2))-\(padded(day.day, 2))")
  }
}
