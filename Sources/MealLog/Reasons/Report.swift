import Diary

/// The review of a week or a month: meat days, the footprint against the goal, nutrition
/// against the targets day by day, the limits kept or broken, and the foods that made most of
/// the footprint with what a plant swap would have saved.
public struct Report: Equatable, Sendable {
  public var period: Period
  public var days: [DaySummary]
  public var targets: Targets
  public var limits: [LimitReview]
  public var topFoods: [FootprintShare]

  /// What a plant swap for a food is, for the review's "would have saved".
  public struct Swap: Equatable, Sendable {
    public var name: String
    public var kgCO2ePerKg: Double

    public init(name: String, kgCO2ePerKg: Double) {
      self.name = name
      self.kgCO2ePerKg = kgCO2ePerKg
    }
  }

  /// - Parameters:
  ///   - days: the summaries of every day of the period, in order.
  ///   - mealsAround: meals of every limit period that overlaps the report (a week can start
  ///     in the month before), to count limits whole.
  ///   - swap: the plant swap for a food id, if there is one.
  public init(
    period: Period, days: [DaySummary], targets: Targets, limits: [Limit], mealsAround: [LoggedMeal],
    countsAsMeat: (LoggedMeal) -> Bool, swap: (String) -> Swap?
  ) {
    var reviews: [LimitReview] = []
    if let first = days.first?.day, let last = days.last?.day {
      reviews = limits.map { limit in
        var windows: [LimitUsage] = []
        var day = first
        while day <= last {
          let bounds = limit.period.bounds(of: day)
          let used = mealsAround.filter { bounds.contains($0.day) && limit.target.counts($0, countsAsMeat: countsAsMeat) }.count
          windows.append(LimitUsage(limit: limit, used: used, period: bounds))
          day = bounds.upperBound.adding(days: 1)
        }
        return LimitReview(limit: limit, periods: windows)
      }
    }
    self.init(period: period, days: days, targets: targets, limitReviews: reviews, swap: swap)
  }

  /// - Parameters:
  ///   - days: the summaries of every day of the period, in order.
  ///   - limitReviews: each limit over the report's days (`MealLog.limitReviews`).
  ///   - swap: the plant swap for a food id, if there is one.
  public init(period: Period, days: [DaySummary], targets: Targets, limitReviews: [LimitReview], swap: (String) -> Swap?) {
    self.period = period
    self.days = days
    self.targets = targets
    self.limits = days.isEmpty ? [] : limitReviews
    var byFood: [String: FootprintShare] = [:]
    for meal in days.flatMap(\.meals) {
      var share = byFood[meal.foodID] ?? FootprintShare(foodID: meal.foodID, name: meal.foodName, meals: 0, grams: 0, kgCO2e: 0, swap: nil)
      share.meals += 1
      share.grams += meal.grams
      share.kgCO2e += meal.kgCO2e ?? 0
      byFood[meal.foodID] = share
    }
    self.topFoods = byFood.values
      .sorted { ($0.kgCO2e, $1.foodID) > ($1.kgCO2e, $0.foodID) }
      .prefix(3)
      .map { share in
        var share = share
        if let swap = swap(share.foodID) {
          let swapped = swap.kgCO2ePerKg * Double(share.grams) / 1000
          share.swap = FootprintShare.SwapSaving(name: swap.name, kgCO2e: swapped, saved: max(0, share.kgCO2e - swapped))
        }
        return share
      }
  }

  public var meatDays: Int { days.filter { $0.ateMeat == true }.count }
  public var meatFreeDays: Int { days.filter { $0.ateMeat == false }.count }
  public var unknownDays: Int { days.filter { $0.ateMeat == nil }.count }
  public var kgCO2e: Double { days.reduce(0) { $0 + $1.kgCO2e } }

  /// The footprint goal for the whole period: the weekly goal, or for a month the weekly goal
  /// spread over its days (a 31-day month allows 31/7 weeks' worth).
  public var kgCO2eGoal: Double? {
    targets[.co2eWeek].map { period == .week ? $0 : $0 * Double(days.count) / 7 }
  }

  public var limitsBroken: Int { limits.filter { !$0.isKept }.count }
}

/// One limit over a report: each of its periods that overlaps the report, with its count.
public struct LimitReview: Equatable, Sendable {
  public var limit: Limit
  public var periods: [LimitUsage]

  public var isKept: Bool { !periods.contains(where: \.isOver) }
}

/// A food's part of a period's footprint.
public struct FootprintShare: Equatable, Sendable {
  public var foodID: String
  public var name: String
  public var meals: Int
  public var grams: Int
  public var kgCO2e: Double
  public var swap: SwapSaving?

  public struct SwapSaving: Equatable, Sendable {
    public var name: String
    public var kgCO2e: Double
    public var saved: Double
  }
}
