/// A day as the app reports it: its meals, its answer to "Did you eat meat today?", and totals.
public struct DaySummary: Equatable, Sendable {
  public var day: Day
  public var meals: [LoggedMeal]
  /// The user's own answer, if any.
  public var explicitAnswer: Bool?
  /// Which sections count as meat.
  public var meatSections: Set<String>

  public init(day: Day, meals: [LoggedMeal], explicitAnswer: Bool?, meatSections: Set<String>) {
    self.day = day
    self.meals = meals
    self.explicitAnswer = explicitAnswer
    self.meatSections = meatSections
  }

  public func countsAsMeat(_ meal: LoggedMeal) -> Bool { meal.countsAsMeat(meatSections: meatSections) }

  /// YES if the user said so or a meal counts as meat; NO if the user said so or there are
  /// meals and none counts; nil when nothing is known. An explicit answer wins.
  public var ateMeat: Bool? {
    if let explicitAnswer { return explicitAnswer }
    if meals.contains(where: countsAsMeat) { return true }
    return meals.isEmpty ? nil : false
  }

  /// The footprint of the meals whose footprint is known (`unknownFootprintMeals` are not in it).
  public var kgCO2e: Double { meals.reduce(0) { $0 + ($1.kgCO2e ?? 0) } }
  /// The meals whose footprint is unknown (a quick add, a food of one's own like nothing).
  public var unknownFootprintMeals: Int { meals.filter { $0.kgCO2ePerKg == nil }.count }
  public var kcal: Double { meals.reduce(0) { $0 + ($1.kcal ?? 0) } }
  public var proteinGrams: Double { meals.reduce(0) { $0 + ($1.proteinGrams ?? 0) } }
  public var fibreGrams: Double { meals.reduce(0) { $0 + ($1.fibreGrams ?? 0) } }
}

extension MealLog {
  /// The summaries of the days from `first` through `last`, one a day, in order.
  public func summaries(from first: Day, through last: Day, defaultMeatSections: Set<String>) throws(MealLogError) -> [DaySummary] {
    let meals = try meals(from: first, through: last)
    let answers = try answers(from: first, through: last)
    let meat = try meatSections().map(Set.init) ?? defaultMeatSections
    var byDay: [Day: [LoggedMeal]] = [:]
    for meal in meals { byDay[meal.day, default: []].append(meal) }
    var days: [DaySummary] = []
    var day = first
    while day <= last {
      days.append(DaySummary(day: day, meals: byDay[day] ?? [], explicitAnswer: answers[day], meatSections: meat))
      day = day.adding(days: 1)
    }
    return days
  }
}
