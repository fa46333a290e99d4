/// The nutrients of a day and of the days before it, each set against its goal (the person's
/// target, else the reference intake), the ones that fall short first, and for each of those
/// the catalog foods that would cover it best per kcal and per kg CO2e. Pure: the commands and
/// the app's nutrients screen build it from the log's totals and show it.
///
///     let report = NutrientReport(day: today, period: week, targets: targets, catalog: catalog)
///     for row in report.rows where row.standing == .short {
///       print(row.nutrient.label, row.averageShare ?? 0, row.bestPerKcal.map(\.name))
///     }
///
/// A nutrient stands by its daily average over the period (`NutrientPeriod`, 7 days by
/// default), not the day alone: vitamin B12 and vitamin D are stored by the body, and one day
/// of any nutrient says little.
public struct NutrientReport: Sendable, Equatable {
  /// How a nutrient's average stands against its goal, by `Nutrient.better`.
  public enum Standing: Sendable, Equatable {
    /// Below the goal of a nutrient to reach (iron, B12, fibre).
    case short
    /// Above the goal of one to stay under (salt, saturated fat, sugars).
    case over
    /// On the right side of its goal, or a nutrient with no side (energy, carbohydrate).
    case within
    /// No meal of the period had a value.
    case unknown
  }

  public struct Row: Sendable, Equatable {
    public let nutrient: Nutrient
    public let goal: NutrientGoal
    /// The day's known total, nil when no meal of the day had a value.
    public let day: Double?
    /// The day's meals without a value for this nutrient, and all of the day's meals.
    public let dayMealsWithoutValue: Int
    public let dayMeals: Int
    /// The period's daily average over its days with meals, and its meals without a value.
    public let average: Double?
    public let periodMealsWithoutValue: Int
    public let standing: Standing
    /// For a nutrient that falls short: the best foods per 100 kcal, then per kg CO2e.
    public let bestPerKcal: [NutrientSuggestion]
    public let bestPerKgCO2e: [NutrientSuggestion]

    /// The day's total as a share of the goal (0.65 is 65%).
    public var dayShare: Double? { day.map(goal.share) }
    public var averageShare: Double? { average.map(goal.share) }
  }

  /// Every nutrient of the table: short first (furthest short first), then over (furthest
  /// over first), then within and unknown, each in the table's order.
  public let rows: [Row]
  public let period: NutrientPeriod

  /// - Parameters:
  ///   - day: the day's totals (`MealLog.nutrientTotals`).
  ///   - period: the days ending on that day (`MealLog.nutrientWeek`).
  ///   - targets: the person's own targets, which override the reference intakes.
  ///   - meatSections: what counts as meat for "plant foods first"; the catalog's defaults.
  ///   - suggestions: how many foods per list.
  public init(
    day: NutrientTotals, period: NutrientPeriod, targets: [Nutrient: Double], catalog: Catalog, meatSections: Set<String>? = nil,
    suggestions: Int = 3
  ) {
    let meat = meatSections ?? catalog.defaultMeatSections
    self.period = period
    let unsorted = Nutrient.all.map { nutrient in
      let goal = NutrientGoal(nutrient, targets: targets)
      let average = period.dailyAverage(nutrient)
      let standing = Self.standing(of: average, against: goal)
      let short = standing == .short
      return Row(
        nutrient: nutrient, goal: goal, day: day.known(nutrient), dayMealsWithoutValue: day.mealsWithoutValue(nutrient),
        dayMeals: day.meals, average: average, periodMealsWithoutValue: period.totals.mealsWithoutValue(nutrient), standing: standing,
        bestPerKcal: short ? NutrientSuggestions.best(for: goal, by: \.per100kcal, in: catalog, meatSections: meat, count: suggestions) : [],
        bestPerKgCO2e: short ? NutrientSuggestions.best(for: goal, by: \.perKgCO2e, in: catalog, meatSections: meat, count: suggestions) : [])
    }
    rows = unsorted.enumerated().sorted { Self.order($0) < Self.order($1) }.map(\.element)
  }

  public static func standing(of average: Double?, against goal: NutrientGoal) -> Standing {
    guard let average else { return .unknown }
    switch goal.nutrient.better {
    case .more: return average < goal.amount ? .short : .within
    case .less: return average > goal.amount ? .over : .within
    case .neither: return .within
    }
  }

  /// The sort key of a row at `offset` in the table: its group, how far off it is, its place.
  private static func order(_ item: (offset: Int, element: Row)) -> (Int, Double, Int) {
    let share = item.element.averageShare ?? 0
    switch item.element.standing {
    case .short: return (0, share, item.offset)
    case .over: return (1, -share, item.offset)
    case .within: return (2, 0, item.offset)
    case .unknown: return (3, 0, item.offset)
    }
  }

  /// The rows that fall short, in order.
  public var short: [Row] { rows.filter { $0.standing == .short } }
}
