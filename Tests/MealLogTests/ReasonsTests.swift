import Foundation
import Testing

@testable import MealLog
import FoodData
import Diary

/// Limits, targets and the review, as values: periods across their boundaries, counting, and
/// report figures against logs computed by hand.
@Suite("Limits, targets and the review")
struct ReasonsTests {
  func day(_ text: String) -> Day { Day(text)! }

  func meal(_ food: String, section: String, on date: String, grams: Int = 100, kg: Double = 10, kcal: Double = 100, protein: Double = 10) -> LoggedMeal {
    LoggedMeal(
      day: day(date), time: "12:00", quantity: "some", grams: grams, foodID: food, foodName: food.capitalized,
      sectionID: section, sectionName: section, kgCO2ePerKg: kg, kcalPer100g: kcal, proteinPer100g: protein)
  }

  // MARK: periods

  @Test func weeksRunMondayToSundayAcrossMonthsAndYears() {
    // 2026-12-06 is a Sunday, 2026-12-07 a Monday (checked against a printed calendar).
    #expect(Period.week.bounds(of: day("2026-12-06")) == day("2026-11-30")...day("2026-12-06"))
    #expect(Period.week.bounds(of: day("2026-12-07")) == day("2026-12-07")...day("2026-12-13"))
    // 2027-01-01 is a Friday: its week began in 2026.
    #expect(Period.week.bounds(of: day("2027-01-01")) == day("2026-12-28")...day("2027-01-03"))
    #expect(Period.week.bounds(of: day("2026-11-30")).lowerBound == day("2026-11-30"))
  }

  @Test func monthsEndOnTheirLastDayLeapYearsIncluded() {
    #expect(Period.month.bounds(of: day("2028-02-15")) == day("2028-02-01")...day("2028-02-29"))
    #expect(Period.month.bounds(of: day("2027-02-28")) == day("2027-02-01")...day("2027-02-28"))
    #expect(Period.month.bounds(of: day("2026-12-31")) == day("2026-12-01")...day("2026-12-31"))
    #expect(Period.month.bounds(of: day("2100-02-10")).upperBound == day("2100-02-28"))
    #expect(Period.day.bounds(of: day("2028-02-29")) == day("2028-02-29")...day("2028-02-29"))
  }

  // MARK: counting

  @Test func aWeeklyLimitCountsOnlyTheWeekThatHoldsTheDay() {
    let meals = [
      meal("salmon", section: "fish", on: "2026-12-06"),  // Sunday: last week
      meal("salmon", section: "fish", on: "2026-12-07"),  // Monday
      meal("salmon", section: "fish", on: "2026-12-09"),
      meal("cod", section: "fish", on: "2026-12-09"),
    ]
    let limit = Limit(target: .food("salmon"), count: 2, period: .week)
    let sunday = LimitUsage.usages(of: [limit], on: day("2026-12-06"), meals: meals) { _ in true }[0]
    #expect(sunday.used == 1)
    #expect(!sunday.isAtLimit)
    let wednesday = LimitUsage.usages(of: [limit], on: day("2026-12-09"), meals: meals) { _ in true }[0]
    #expect(wednesday.used == 2)
    #expect(wednesday.isAtLimit && !wednesday.isOver)
    #expect(wednesday.text(today: day("2026-12-09")) == "2 of 2 this week")
  }

  @Test func aMonthlyLimitCountsAcrossLeapDayAndStopsAtTheMonthEnd() {
    let meals = [
      meal("shrimp", section: "shellfish", on: "2028-02-29"),
      meal("crab", section: "shellfish", on: "2028-02-01"),
      meal("shrimp", section: "shellfish", on: "2028-03-01"),
    ]
    let limit = Limit(target: .section("shellfish"), count: 1, period: .month)
    let february = LimitUsage.usages(of: [limit], on: day("2028-02-29"), meals: meals) { _ in true }[0]
    #expect(february.used == 2)
    #expect(february.isOver)
    let march = LimitUsage.usages(of: [limit], on: day("2028-03-01"), meals: meals) { _ in true }[0]
    #expect(march.used == 1)
  }

  @Test func aMeatLimitFollowsTheMeatSettingAtTheTimeOfCounting() {
    let meals = [meal("salmon", section: "fish", on: "2026-12-08"), meal("beef", section: "red-meat", on: "2026-12-08")]
    let limit = Limit(target: .meat, count: 1, period: .day)
    let withFish = LimitUsage.usages(of: [limit], on: day("2026-12-08"), meals: meals) { ["fish", "red-meat"].contains($0.sectionID) }
    #expect(withFish[0].used == 2)
    let pescatarian = LimitUsage.usages(of: [limit], on: day("2026-12-08"), meals: meals) { $0.sectionID == "red-meat" }
    #expect(pescatarian[0].used == 1)
  }

  // MARK: the review

  @Test func theWeeklyReviewAddsUpByHand() {
    // Mon 7 Dec: 200 g beef at 99.48 kg/kg = 19.896 kg; Tue: 100 g lentils at 1.79 = 0.179 kg;
    // Wed: 2 x 100 g salmon at 13.63 = 2.726 kg. Total 22.801 kg; goal 15 kg.
    let meals = [
      meal("beef", section: "red-meat", on: "2026-12-07", grams: 200, kg: 99.48, kcal: 250, protein: 26),
      meal("lentils", section: "plant-proteins", on: "2026-12-08", grams: 100, kg: 1.79, kcal: 116, protein: 9),
      meal("salmon", section: "fish", on: "2026-12-09", kg: 13.63),
      meal("salmon", section: "fish", on: "2026-12-09", kg: 13.63),
      meal("salmon", section: "fish", on: "2026-12-06", kg: 13.63),  // the Sunday before: not in this week
    ]
    let meat: Set<String> = ["red-meat", "fish"]
    let bounds = Period.week.bounds(of: day("2026-12-09"))
    var days: [DaySummary] = []
    var current = bounds.lowerBound
    while current <= bounds.upperBound {
      days.append(DaySummary(day: current, meals: meals.filter { $0.day == current }, explicitAnswer: nil, meatSections: meat))
      current = current.adding(days: 1)
    }
    let report = Report(
      period: .week, days: days, targets: Targets([.co2eWeek: 15, .protein: 50]),
      limits: [Limit(target: .food("salmon"), count: 1, period: .week)], mealsAround: meals,
      countsAsMeat: { meat.contains($0.sectionID) },
      swap: { $0 == "beef" ? Report.Swap(name: "Lentils", kgCO2ePerKg: 1.79) : nil })
    #expect(report.meatDays == 2)
    #expect(report.meatFreeDays == 1)
    #expect(report.unknownDays == 4)
    #expect(abs(report.kgCO2e - 22.801) < 1e-9)
    #expect(report.kgCO2eGoal == 15)
    #expect(report.limits.count == 1)
    #expect(report.limits[0].periods.map(\.used) == [2])
    #expect(!report.limits[0].isKept)
    #expect(report.topFoods.map(\.foodID) == ["beef", "salmon", "lentils"])
    #expect(report.topFoods[1].meals == 2)
    // 200 g as lentils: 0.358 kg; saved 19.538 kg.
    let swap = report.topFoods[0].swap
    #expect(swap?.name == "Lentils")
    #expect(abs((swap?.saved ?? 0) - 19.538) < 1e-9)
    #expect(report.topFoods[1].swap == nil)
  }

  @Test func aMonthlyReviewCountsEveryWeekOfAWeeklyLimitThatTouchesIt() {
    // February 2027 starts on a Monday and has four whole weeks.
    let meals = [
      meal("salmon", section: "fish", on: "2027-02-03"), meal("salmon", section: "fish", on: "2027-02-04"),
      meal("salmon", section: "fish", on: "2027-02-20"),
    ]
    let bounds = Period.month.bounds(of: day("2027-02-10"))
    var days: [DaySummary] = []
    var current = bounds.lowerBound
    while current <= bounds.upperBound {
      days.append(DaySummary(day: current, meals: meals.filter { $0.day == current }, explicitAnswer: nil, meatSections: []))
      current = current.adding(days: 1)
    }
    let report = Report(
      period: .month, days: days, targets: Targets([.co2eWeek: 14]),
      limits: [Limit(target: .food("salmon"), count: 1, period: .week)], mealsAround: meals,
      countsAsMeat: { _ in false }, swap: { _ in nil })
    #expect(report.limits[0].periods.map(\.used) == [2, 0, 1, 0])
    #expect(report.limitsBroken == 1)
    // 28 days of a 14 kg weekly goal: 56 kg.
    #expect(report.kgCO2eGoal == 56)
  }
}

/// Limits and targets stored in a real SQLite file.
@Suite("Limits and targets in the log")
struct ReasonsStorageTests {
  @Test func limitsAndTargetsSurviveReopeningAndDuplicatesAreRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meallog-reasons-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("log.sqlite3").path
    do {
      let log = try MealLog(path: path)
      try log.addLimit(Limit(target: .food("salmon"), count: 2, period: .week))
      try log.addLimit(Limit(target: .meat, count: 3, period: .week))
      #expect(throws: MealLogError.duplicateLimit("salmon", existing: "2/week")) {
        try log.addLimit(Limit(target: .food("salmon"), count: 5, period: .day))
      }
      try log.addLimit(Limit(target: .section("shellfish"), count: 0, period: .month))
      try log.setTarget(.protein, to: 60)
      try log.setTarget(.co2eWeek, to: 15)
      try log.setTarget(.kcal, to: 2000)
      try log.setTarget(.kcal, to: nil)
    }
    let log = try MealLog(path: path)
    #expect(
      try log.limits() == [
        Limit(target: .food("salmon"), count: 2, period: .week), Limit(target: .meat, count: 3, period: .week),
        Limit(target: .section("shellfish"), count: 0, period: .month),
      ])
    try log.addLimit(Limit(target: .food("salmon"), count: 1, period: .month), replacing: true)
    #expect(try log.limits().first == Limit(target: .food("salmon"), count: 1, period: .month))
    #expect(try log.removeLimit(.meat))
    #expect(try !log.removeLimit(.meat))
    #expect(try log.limits().count == 2)
    #expect(try log.targets() == Targets([.protein: 60, .co2eWeek: 15]))
  }
}

/// The notes the food sheet shows, and the question before a meal that goes over.
@Suite("Limit notes in the picker")
struct LimitNoteTests {
  let catalog = Catalog(
    sections: [
      Section(id: "fish", name: "Fish", icon: "🐟", countsAsMeat: true),
      Section(id: "veg", name: "Vegetables", icon: "🥦", countsAsMeat: false),
    ],
    foods: [
      Food(id: "salmon", name: "Salmon", section: "fish", icon: "🐟", footprint: Footprint(kgCO2ePerKg: 13.63, product: "Fish (farmed)", proxy: false)),
      Food(id: "cod", name: "Cod", section: "fish", icon: "🐟", footprint: Footprint(kgCO2ePerKg: 13.63, product: "Fish (farmed)", proxy: true)),
      Food(id: "kale", name: "Kale", section: "veg", icon: "🥬", footprint: Footprint(kgCO2ePerKg: 0.51, product: "Brassicas", proxy: false)),
    ])
  let today = Day("2026-12-09")!

  func usage(_ target: LimitTarget, count: Int, used: Int) -> LimitUsage {
    let limit = Limit(target: target, count: count, period: .week)
    return LimitUsage(limit: limit, used: used, period: Period.week.bounds(of: today))
  }

  @Test func eachFoodShowsTheLimitClosestToItsCount() {
    let usages = [usage(.food("salmon"), count: 2, used: 2), usage(.section("fish"), count: 5, used: 3), usage(.meat, count: 3, used: 2)]
    let notes = LimitNote.notes(for: usages, catalog: catalog, today: today) { catalog.foods[$0].section == "fish" }
    #expect(notes[0]?.text == "2 of 2 this week")
    #expect(notes[0]?.targetName == "Salmon")
    #expect(notes[0]?.isAtLimit == true)
    // Cod: the section has 2 left, meat 1 left: meat is the closer one.
    #expect(notes[1]?.targetName == "meat")
    #expect(notes[1]?.text == "2 of 3 this week")
    #expect(notes[1]?.isAtLimit == false)
    #expect(notes[2] == nil)
  }

  /// A section's limit is on every food that holds the section, a dish by its ingredients and
  /// an FNDDS food by its curated parent section (issue 34): the sheet marks a ham sandwich under
  /// "red meat 2/week", and not a lentil bolognese (FNDDS foods: `aSectionLimitCountsTheDishesThatHoldIt`).
  @Test func aSectionsLimitIsOnTheDishesThatHoldIt() throws {
    let builtIn = try Catalog.builtIn()
    let notes = LimitNote.notes(for: [usage(.section("red-meat"), count: 2, used: 3)], catalog: builtIn, today: today) { _ in false }
    for id in ["ham-sandwich", "chili-con-carne", "spaghetti-bolognese", "beef"] {
      let index = try #require(builtIn.foodIndex(id: id))
      #expect(notes[index]?.targetName == "Red meat", "\(id)")
      #expect(notes[index]?.text == "3 of 2 this week", "\(id)")
    }
    for id in ["lentil-bolognese", "tofu", "cheese-sandwich"] {
      let index = try #require(builtIn.foodIndex(id: id))
      #expect(notes[index] == nil, "\(id)")
    }
  }

  @Test func onlyAMealThatPassesALimitAsks() {
    let usages = [usage(.food("salmon"), count: 2, used: 2), usage(.meat, count: 3, used: 1)]
    let salmon = LoggedMeal(
      day: today, time: "12:00", quantity: "some", grams: 150, foodID: "salmon", foodName: "Salmon",
      sectionID: "fish", sectionName: "Fish", kgCO2ePerKg: 13.63, kcalPer100g: nil, proteinPer100g: nil)
    var cod = salmon
    cod.foodID = "cod"
    let over = LimitUsage.wouldGoOver(salmon, usages: usages) { $0.sectionID == "fish" }
    #expect(over.map(\.limit.target) == [.food("salmon")])
    #expect(LimitUsage.wouldGoOver(cod, usages: usages) { $0.sectionID == "fish" }.isEmpty)
    var nextWeek = salmon
    nextWeek.day = today.adding(days: 7)
    #expect(LimitUsage.wouldGoOver(nextWeek, usages: usages) { _ in true }.isEmpty)
  }
}
