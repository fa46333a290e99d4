import Testing

@testable import FoodData

/// The report the nutrients table and screen show, on the real built-in catalog: every
/// nutrient against its goal, the short ones first, and for each the foods that would cover it,
/// plant foods first and fortified ones marked.
@Suite("Nutrient report")
struct NutrientReportTests {
  func food(_ id: String) throws -> Food {
    builtInCatalog.foods[try #require(builtInCatalog.foodIndex(id: id))]
  }

  /// The nutrients of `grams` of each food, added as meals.
  func totals(_ meals: [(String, Double)]) throws -> NutrientTotals {
    var totals = NutrientTotals()
    for (id, grams) in meals { totals.add(try #require(try food(id).nutrition).per100g.scaled(by: grams / 100)) }
    return totals
  }

  /// A vegan week: the same three meals on each of seven days.
  func veganWeek(extra: [(String, Double)] = []) throws -> (day: NutrientTotals, period: NutrientPeriod) {
    let day = [("tofu", 150.0), ("lentils", 200.0), ("rice", 150.0), ("broccoli", 100.0)] + extra
    let week = try totals(Array(repeating: day, count: 7).flatMap { $0 })
    return (try totals(day), NutrientPeriod(first: "2026-11-26", last: "2026-12-02", days: 7, totals: week, daysWithMeals: 7))
  }

  @Test func aVeganWeekIsShortOfB12AndTheFoodsThatCoverItArePlantFirstAndFortifiedMarked() throws {
    let (day, period) = try veganWeek()
    let report = NutrientReport(day: day, period: period, targets: [:], catalog: builtInCatalog)
    #expect(report.rows.count == Nutrient.all.count)
    let b12 = try #require(report.rows.first { $0.nutrient == .vitaminB12 })
    #expect(b12.standing == .short)
    #expect(b12.average == 0 && b12.goal.amount == 2.5 && b12.goal.source == .reference(.euRegulation1169))
    #expect(report.rows.first?.standing == .short, "the short ones come first")
    #expect(report.rows.first?.nutrient == .vitaminB12 || report.rows.first?.averageShare == 0)
    let shares = report.short.compactMap(\.averageShare)
    #expect(shares == shares.sorted(), "furthest short first: \(shares)")
    #expect(!b12.bestPerKcal.isEmpty && !b12.bestPerKgCO2e.isEmpty)
    for list in [b12.bestPerKcal, b12.bestPerKgCO2e] {
      #expect(list.allSatisfy { !$0.countsAsMeat }, "plenty of plant foods give B12: \(list.map(\.name))")
      #expect(list.allSatisfy { $0.isFortified }, "a plant food's B12 is fortification: \(list.map(\.name))")
    }
    let perKcal = b12.bestPerKcal.map(\.per100kcal)
    #expect(perKcal == perKcal.sorted(by: >), "best per kcal first")
    let perCO2e = b12.bestPerKgCO2e.map(\.perKgCO2e)
    #expect(perCO2e == perCO2e.sorted(by: >), "best per kg CO2e first")
    // Each is worked out from the catalog's own figures.
    let best = try #require(b12.bestPerKcal.first)
    let nutrition = try #require(try food(best.foodID).nutrition)
    #expect(best.per100kcal == (nutrition.per100g[.vitaminB12] ?? 0) / nutrition.kcalPer100g * 100)
    #expect(best.portionShare >= NutrientSuggestions.minimumPortionShare)
    // A nutrient within its goal has no suggestions.
    let folate = try #require(report.rows.first { $0.nutrient == .folate })
    #expect(folate.standing == .within && folate.bestPerKcal.isEmpty, "lentils and broccoli every day")
  }

  @Test func aTargetOverridesTheReference() throws {
    let (day, period) = try veganWeek()
    let plain = NutrientReport(day: day, period: period, targets: [:], catalog: builtInCatalog)
    let iron = try #require(plain.rows.first { $0.nutrient == .iron })
    #expect(iron.goal.amount == 14)
    let raised = NutrientReport(day: day, period: period, targets: [.iron: 400], catalog: builtInCatalog)
    let target = try #require(raised.rows.first { $0.nutrient == .iron })
    #expect(target.goal.amount == 400 && target.goal.source == .yourTarget && target.standing == .short)
    #expect(target.averageShare == target.average.map { $0 / 400 })
  }

  @Test func aCeilingPassedIsOverAndAnUnknownValueIsUnknown() throws {
    var day = NutrientTotals()
    var salty = NutrientAmounts.unknown
    salty[.salt] = 9
    salty[.kcal] = 500
    day.add(salty)
    let period = NutrientPeriod(first: "2026-12-02", last: "2026-12-02", days: 1, totals: day, daysWithMeals: 1)
    let report = NutrientReport(day: day, period: period, targets: [:], catalog: builtInCatalog)
    let salt = try #require(report.rows.first { $0.nutrient == .salt })
    #expect(salt.standing == .over && salt.bestPerKcal.isEmpty)
    let iron = try #require(report.rows.first { $0.nutrient == .iron })
    #expect(iron.standing == .unknown && iron.day == nil && iron.dayMealsWithoutValue == 1 && iron.dayMeals == 1)
    #expect(report.rows.last?.standing == .unknown)
    #expect(try #require(report.rows.first { $0.nutrient == .kcal }).standing == .within, "energy has no side")
  }

  @Test(arguments: [
    ("Soy milk", "Soymilk, original and vanilla, with added calcium, vitamins A and D", true),
    ("Cheese slices", "Cheese, pasteurized process, American, fortified with vitamin D", true),
    ("Cornflakes", "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes", true),
    ("Nutritional yeast", "", true),
    ("Rice", "Rice, white, long-grain, regular, enriched, cooked", true),
    ("Oats", "Cereals, oats, regular and quick, not fortified, dry", false),
    ("Porridge", "Cereals, oats, regular and quick, unenriched, cooked with water", false),
    ("Noodles", "Noodles, egg, cooked, with added salt", false),
    ("Tofu", "Tofu, firm, prepared with calcium sulfate", false),
  ])
  func theFortificationRule(name: String, description: String, fortified: Bool) {
    #expect(Fortification.isFortified(name: name, usdaDescription: description) == fortified)
  }

  @Test func aWeeksAverageIsOverTheDaysWithMeals() {
    var totals = NutrientTotals()
    var meal = NutrientAmounts.unknown
    meal[.iron] = 7
    totals.add(meal)
    totals.add(meal)
    let week = NutrientPeriod(first: "2026-11-26", last: "2026-12-02", days: 7, totals: totals, daysWithMeals: 2)
    #expect(week.dailyAverage(.iron) == 7)
    #expect(week.dailyAverage(.zinc) == nil)
    #expect(NutrientPeriod(first: "", last: "", days: 7, totals: NutrientTotals(), daysWithMeals: 0).dailyAverage(.iron) == nil)
  }
}
