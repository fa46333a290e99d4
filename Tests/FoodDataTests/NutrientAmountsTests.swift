import Testing

@testable import FoodData

/// The Swift side of the nutrient table (generated from Data/nutrients.tsv), and the rule that
/// an unknown value stays unknown: through scaling, recipes and a day's totals.
@Suite("Nutrient amounts")
struct NutrientAmountsTests {
  @Test func theSwiftTableIsTheDataFilesRowForRow() throws {
    let rows = try NutrientTableTests.table()
    #expect(Nutrient.all.map(\.id) == rows.map { $0["id"] })
    for (nutrient, row) in zip(Nutrient.all, rows) {
      #expect(nutrient.label == row["label"] && nutrient.short == row["short"], "\(nutrient.id)")
      #expect(nutrient.unit.symbol == row["unit"], "\(nutrient.id)")
      #expect(nutrient.usdaColumn == row["usda_column"] && nutrient.usdaFactor == row.number("usda_factor"), "\(nutrient.id)")
      #expect(nutrient.fnddsColumn == row["fndds_column"] && nutrient.offField == row["off_field"], "\(nutrient.id)")
      #expect(nutrient.offFactor == row.number("off_factor") && nutrient.maxPer100g == row.number("max_per_100g"), "\(nutrient.id)")
      #expect(nutrient.reference == row.number("reference"), "\(nutrient.id)")
      let better: [String: Nutrient.Direction] = ["more": .more, "less": .less, "none": .neither]
      #expect(nutrient.better == better[row["better"]], "\(nutrient.id)")
    }
    #expect(Nutrient.vitaminB12.id == "vitamin_b12" && Nutrient.iron.unit == .milligrams)
  }

  @Test func anUnknownValueIsNotZero() {
    var amounts = NutrientAmounts([.iron: 0])
    #expect(amounts[.iron] == 0)
    #expect(amounts[.vitaminB12] == nil)
    amounts[.iron] = nil
    #expect(amounts == .unknown)
    #expect(NutrientAmounts([.iron: 0]) != .unknown)
  }

  @Test func scalingKeepsUnknownUnknown() {
    let per100g = NutrientAmounts([.iron: 2.4, .protein: 8])
    let meal = per100g.scaled(by: 1.5)
    #expect(meal[.iron] == 2.4 * 1.5 && meal[.protein] == 12)
    #expect(meal[.zinc] == nil)
  }

  @Test func aSumKnowsAValueOnlyWhereEveryPartDoes() {
    let lentils = NutrientAmounts([.iron: 3.3, .protein: 9, .vitaminB12: 0])
    let oil = NutrientAmounts([.iron: 0.1, .protein: 0])
    let dish = NutrientAmounts.sum([lentils, oil])
    #expect(dish[.iron] == 3.3 + 0.1 && dish[.protein] == 9)
    #expect(dish[.vitaminB12] == nil, "the oil's B12 is unknown, so the dish's is")
    #expect(NutrientAmounts.sum([]) == NutrientAmounts(Dictionary(uniqueKeysWithValues: Nutrient.all.map { ($0, 0.0) })))
  }

  @Test func aDaysTotalCountsTheMealsWithoutAValue() {
    var day = NutrientTotals()
    day.add(NutrientAmounts([.iron: 4.0, .kcal: 300]))
    day.add(NutrientAmounts([.kcal: 200]))
    day.add(NutrientAmounts([.iron: 5.1, .kcal: 100]))
    #expect(day.meals == 3)
    #expect(day.known(.iron) == 9.1 && day.mealsWithoutValue(.iron) == 1)
    #expect(day.known(.kcal) == 600 && day.mealsWithoutValue(.kcal) == 0)
    #expect(day.known(.zinc) == nil && day.mealsWithoutValue(.zinc) == 3)
  }

  @Test func idsOutsideTheTableAreRefusedByName() throws {
    #expect(throws: UnknownNutrient(id: "iorn")) { try NutrientAmounts(ids: ["iron": 1, "iorn": 2]) }
    #expect(UnknownNutrient(id: "iorn").message.hasPrefix("no nutrient 'iorn'; the nutrients are kcal, protein,"))
    let known = try NutrientAmounts(ids: ["iron": 1])
    #expect(known.byID == ["iron": 1])
  }

  @Test func theCatalogsFiguresReachTheTable() {
    let nutrition = Nutrition(kcalPer100g: 120, proteinPer100g: 8, fibrePer100g: nil, usdaNdb: "16070", usdaDescription: "Lentils")
    #expect(nutrition.per100g[.kcal] == 120 && nutrition.per100g[.protein] == 8)
    #expect(nutrition.per100g[.fibre] == nil)
  }
}
