import Diary

/// One day of the history, as the history screen shows it; the app fills it from the log.
public struct HistoryDay: Equatable, Sendable {
  public var date: CalendarDay
  /// YES, NO, or nil when nothing is known.
  public var ateMeat: Bool?
  public var kgCO2e: Double
  public var kcal: Double
  public var proteinGrams: Double
  public var mealCount: Int

  public init(
    date: CalendarDay, ateMeat: Bool?, kgCO2e: Double, kcal: Double = 0, proteinGrams: Double = 0,
    mealCount: Int = 0
  ) {
    self.date = date
    self.ateMeat = ateMeat
    self.kgCO2e = kgCO2e
    self.kcal = kcal
    self.proteinGrams = proteinGrams
    self.mealCount = mealCount
  }
}

/// Totals over some days of the history: the screen shows this week's and this month's.
public struct HistoryTotals: Equatable, Sendable {
  public var days: Int
  public var kgCO2e: Double
  public var kcal: Double
  public var proteinGrams: Double
  public var meatDays: Int
  public var meatFreeDays: Int

  public init(_ days: ArraySlice<HistoryDay>) {
    self.days = days.count
    kgCO2e = days.reduce(0) { $0 + $1.kgCO2e }
    kcal = days.reduce(0) { $0 + $1.kcal }
    proteinGrams = days.reduce(0) { $0 + $1.proteinGrams }
    meatDays = days.filter { $0.ateMeat == true }.count
    meatFreeDays = days.filter { $0.ateMeat == false }.count
  }
}

extension Array where Element == HistoryDay {
  /// Meat-free days in a row, counted back from the last day (`MeatFreeStreak`).
  public var meatFreeStreak: Int { MeatFreeStreak.count(map(\.ateMeat)) }
}
