import Foundation
import Testing

@testable import MealLog

/// `anyMealFiguresOverflow` must say what the meals themselves say: export trusts it to skip
/// the pass in Swift that finds the meal whose figures cannot be printed.
@Suite("Meal figures beyond a Double")
struct FigureOverflowTests {
  let folder = TemporaryFolder("overflow")

  func log(kgPerKg: Double, kcalPer100g: Double = 200, grams: Int) throws -> (MealLog, LoggedMeal) {
    let log = try MealLog(path: folder.appendingPathComponent("\(kgPerKg)-\(kcalPer100g)-\(grams).sqlite3").path)
    let meal = LoggedMeal(
      day: Day("2026-12-02")!, time: "12:00", quantity: "grams", grams: grams, foodID: "odd", foodName: "Odd",
      sectionID: "imported", sectionName: "Imported", kgCO2ePerKg: kgPerKg, kcalPer100g: kcalPer100g, proteinPer100g: 20)
    try log.add(meal)
    return (log, meal)
  }

  @Test(
    "the largest figure that still fits is not an overflow; one gram more is",
    arguments: [
      (1e306, 150), (1e306, 179), (1e306, 180), (1e306, 5000), (1.7e305, 1000), (1.7e305, 1058), (99.48, 5000),
    ])
  func agreesWithTheMealsOwnArithmetic(kgPerKg: Double, grams: Int) throws {
    let (log, meal) = try log(kgPerKg: kgPerKg, grams: grams)
    #expect(try log.anyMealFiguresOverflow() == !(meal.kgCO2e ?? 0).isFinite)
  }

  @Test("an overflowing kcal counts as well as a footprint")
  func kcalOverflowCounts() throws {
    let (log, meal) = try log(kgPerKg: 1, kcalPer100g: 1e306, grams: 500)
    #expect(meal.kcal?.isFinite == false)
    #expect(try log.anyMealFiguresOverflow())
  }
}
