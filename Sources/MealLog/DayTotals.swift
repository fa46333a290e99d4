import FoodData

/// A day's figures without its meals, summed by SQLite: what the history shows of each day, so
/// that a month of a long log is a row a day and not every meal of it.
public struct DayTotals: Equatable, Sendable {
  public var day: Day
  public var mealCount: Int
  /// The meals that count as meat under the meat sections they were summed with.
  public var meatMealCount: Int
  /// The user's own answer, if any.
  public var explicitAnswer: Bool?
  /// The footprint of the meals whose footprint is known.
  public var kgCO2e: Double
  /// The meals whose footprint is unknown, left out of `kgCO2e`.
  public var unknownFootprintMeals = 0
  public var kcal: Double
  public var proteinGrams: Double
  public var fibreGrams: Double

  public init(
    day: Day, mealCount: Int, meatMealCount: Int, explicitAnswer: Bool?, kgCO2e: Double, kcal: Double, proteinGrams: Double,
    fibreGrams: Double
  ) {
    self.day = day
    self.mealCount = mealCount
    self.meatMealCount = meatMealCount
    self.explicitAnswer = explicitAnswer
    self.kgCO2e = kgCO2e
    self.kcal = kcal
    self.proteinGrams = proteinGrams
    self.fibreGrams = fibreGrams
  }

  /// The totals of a day whose meals are at hand.
  public init(_ summary: DaySummary) {
    self.init(
      day: summary.day, mealCount: summary.meals.count, meatMealCount: summary.meals.filter(summary.countsAsMeat).count,
      explicitAnswer: summary.explicitAnswer, kgCO2e: summary.kgCO2e, kcal: summary.kcal, proteinGrams: summary.proteinGrams,
      fibreGrams: summary.fibreGrams)
    unknownFootprintMeals = summary.unknownFootprintMeals
  }

  /// As `DaySummary.ateMeat`: an explicit answer wins, then any meal that counts as meat.
  public var ateMeat: Bool? {
    if let explicitAnswer { return explicitAnswer }
    if meatMealCount > 0 { return true }
    return mealCount == 0 ? nil : false
  }
}

extension MealLog {
  /// The totals of the days from `first` through `last`, one a day, in order: what
  /// `summaries(from:through:defaultMeatSections:)` would sum, summed by SQLite over the day
  /// index (a day's meals in the same order, so the same sums, but for SQLite builds that sum
  /// more exactly).
  public func dayTotals(from first: Day, through last: Day, defaultMeatSections: Set<String>) throws(MealLogError) -> [DayTotals] {
    let answers = try answers(from: first, through: last)
    let meat = try meatSections().map(Set.init) ?? defaultMeatSections
    let range = Day.stored(first...last)
    var byDay: [Day: DayTotals] = [:]
    // The columns the sums read are checked; the names are not read, nor checked.
    let read: Set<String> = ["day", "grams", "kg_co2e_per_kg", "kcal_per_100g", "protein_per_100g", "fibre_per_100g", "section_id"]
    try countedRows(where: Self.dayRange, range, columns: read) { (condition: String) throws(SQLiteError) in
      let version = try database.integer("PRAGMA user_version")
      let fibre = version >= 2 ? "total(fibre_per_100g * grams / 100.0)" : "0.0"
      let sums = try database.prepare(
        """
        SELECT day, count(*), total(kg_co2e_per_kg * grams / 1000.0), total(kcal_per_100g * grams / 100.0),
          total(protein_per_100g * grams / 100.0), \(fibre), count(*) - count(kg_co2e_per_kg)
        FROM meals WHERE \(condition) GROUP BY day
        """
      ).bind(range)
      while try sums.step() {
        guard let day = Day(sums.text(0)) else { continue }
        byDay[day] = DayTotals(
          day: day, mealCount: Int(sums.int64(1)), meatMealCount: 0, explicitAnswer: nil, kgCO2e: sums.double(2), kcal: sums.double(3),
          proteinGrams: sums.double(4), fibreGrams: sums.double(5))
        byDay[day]?.unknownFootprintMeals = Int(sums.int64(6))
      }
      // The meals of each day and list of sections; the catalog's rule says which lists are meat.
      let sections = version >= 3 ? "coalesce(sections, section_id)" : "section_id"
      let lists = try database.prepare("SELECT day, \(sections), count(*) FROM meals WHERE \(condition) GROUP BY 1, 2").bind(range)
      while try lists.step() {
        guard let day = Day(lists.text(0)), Catalog.countsAsMeat(sectionsWithin: lists.text(1).split(separator: ",").map(String.init), meatSections: meat)
        else { continue }
        byDay[day]?.meatMealCount += Int(lists.int64(2))
      }
    }
    var days: [DayTotals] = []
    var day = first
    while day <= last {
      var totals = byDay[day] ?? DayTotals(day: day, mealCount: 0, meatMealCount: 0, explicitAnswer: nil, kgCO2e: 0, kcal: 0, proteinGrams: 0, fibreGrams: 0)
      totals.explicitAnswer = answers[day]
      days.append(totals)
      day = day.adding(days: 1)
    }
    return days
  }
}
