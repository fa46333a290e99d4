import FoodData
import Diary

/// The review of a week or a month as figures: what `nomeat-tui report` prints and the app's
/// weekly review screen shows. The app fills it from the log's `Report`; the words and the
/// chart are made where it is drawn (PickerTUI's `ReviewLines`).
public struct Review: Equatable, Sendable {
  public struct Day: Equatable, Sendable {
    public var date: CalendarDay
    public var ateMeat: Bool?
    public var kgCO2e: Double
    public var kcal: Double
    public var proteinGrams: Double

    public init(date: CalendarDay, ateMeat: Bool?, kgCO2e: Double, kcal: Double, proteinGrams: Double) {
      self.date = date
      self.ateMeat = ateMeat
      self.kgCO2e = kgCO2e
      self.kcal = kcal
      self.proteinGrams = proteinGrams
    }
  }

  /// One limit over the review: kept or broken, and its count in each of its periods.
  public struct LimitLine: Equatable, Sendable {
    /// How the target is stored: "salmon", "section:fish", "meat".
    public var key: String
    /// What a person calls it: "Salmon", "Red meat", "meat" (the key where none is known).
    public var name: String
    public var count: Int
    public var period: Period
    public var isKept: Bool
    public var used: [Int]

    public init(key: String, name: String? = nil, count: Int, period: Period, isKept: Bool, used: [Int]) {
      self.key = key
      self.name = name ?? key
      self.count = count
      self.period = period
      self.isKept = isKept
      self.used = used
    }
  }

  /// A food's part of the footprint, and what its plant swap would have made.
  public struct FoodShare: Equatable, Sendable {
    public struct Swap: Equatable, Sendable {
      public var name: String
      public var kgCO2e: Double
      public var saved: Double

      public init(name: String, kgCO2e: Double, saved: Double) {
        self.name = name
        self.kgCO2e = kgCO2e
        self.saved = saved
      }
    }

    public var name: String
    public var meals: Int
    public var kgCO2e: Double
    public var swap: Swap?

    public init(name: String, meals: Int, kgCO2e: Double, swap: Swap?) {
      self.name = name
      self.meals = meals
      self.kgCO2e = kgCO2e
      self.swap = swap
    }
  }

  /// A nutrient to reach that the period's daily average fell short of, and the foods that
  /// supplied the most of it.
  public struct NutrientShortfall: Equatable, Sendable {
    public struct Supplier: Equatable, Sendable {
      public var name: String
      public var amount: Double

      public init(name: String, amount: Double) {
        self.name = name
        self.amount = amount
      }
    }

    public var nutrient: Nutrient
    /// The daily average as a share of the goal (0.2 is 20%).
    public var averageShare: Double
    /// The goal a day, and its source as the lines cite it ("EU", "SACN", "your target").
    public var goalAmount: Double
    public var goalSource: String
    public var suppliers: [Supplier]

    public init(nutrient: Nutrient, averageShare: Double, goalAmount: Double, goalSource: String, suppliers: [Supplier]) {
      self.nutrient = nutrient
      self.averageShare = averageShare
      self.goalAmount = goalAmount
      self.goalSource = goalSource
      self.suppliers = suppliers
    }
  }

  public var period: Period
  public var days: [Day]
  /// The footprint goal for the whole period (a month's is the weekly goal spread over its days).
  public var kgCO2eGoal: Double?
  /// The weekly goal, whose seventh part marks the chart's bars.
  public var weeklyGoal: Double?
  public var kcalTarget: Double?
  public var proteinTarget: Double?
  public var limits: [LimitLine]
  public var topFoods: [FoodShare]
  /// The nutrients that fell short, furthest first; empty when none did (or none was known).
  public var shortNutrients: [NutrientShortfall] = []

  public init(
    period: Period, days: [Day], kgCO2eGoal: Double?, weeklyGoal: Double?, kcalTarget: Double?, proteinTarget: Double?,
    limits: [LimitLine], topFoods: [FoodShare]
  ) {
    self.period = period
    self.days = days
    self.kgCO2eGoal = kgCO2eGoal
    self.weeklyGoal = weeklyGoal
    self.kcalTarget = kcalTarget
    self.proteinTarget = proteinTarget
    self.limits = limits
    self.topFoods = topFoods
  }

  public var meatDays: Int { days.filter { $0.ateMeat == true }.count }
  public var meatFreeDays: Int { days.filter { $0.ateMeat == false }.count }
  public var unknownDays: Int { days.filter { $0.ateMeat == nil }.count }
  public var kgCO2e: Double { days.reduce(0) { $0 + $1.kgCO2e } }

  /// The lines the review takes: title, meat days, footprint, a line a day, the limits (or
  /// "none set"), the top foods under their heading, and the nutrients that fell short under
  /// theirs. The screen scrolls over these;
  /// `ReviewLines` makes exactly this many (a test holds the two together).
  public var lineCount: Int {
    guard !days.isEmpty else { return 0 }
    return 3 + days.count + max(1, limits.count) + (topFoods.isEmpty ? 0 : 1 + topFoods.count)
      + (shortNutrients.isEmpty ? 0 : 1 + shortNutrients.count)
  }
}
