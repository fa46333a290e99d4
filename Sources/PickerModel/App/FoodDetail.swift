import Foundation

/// What the detail pane says about a food at a quantity: the meal as it would be logged, its
/// figures, whether it counts as meat, one comparison, and where the figures come from.
public struct FoodDetail: Equatable, Sendable {
  public var meal: Meal
  public var countsAsMeat: Bool
  public var sectionName: String
  /// The same grams of a plant swap in the same role (`Catalog.plantSwap`), if there is one.
  public var swap: Meal?
  /// The limit the food is under, if any.
  public var limit: FoodLimitNote?

  /// `grams` when the row gives a weight, which then decides instead of the quantity's portion.
  public init(
    food: Int, quantity: Quantity, grams: Int? = nil, catalog: Catalog, meatSections: Set<String>, limit: FoodLimitNote? = nil
  ) {
    let food = catalog.foods[food]
    meal = Meal(quantity: quantity, food: food, grams: grams)
    countsAsMeat = meatSections.contains(food.section)
    sectionName = catalog.section(of: food)?.name ?? food.section
    swap = catalog.plantSwap(for: food).map { Meal(quantity: quantity, food: $0, grams: meal.grams) }
    self.limit = limit
  }

  public var kcal: Double? { meal.food.nutrition.map { $0.kcalPer100g * Double(meal.grams) / 100 } }
  public var proteinGrams: Double? { meal.food.nutrition.map { $0.proteinPer100g * Double(meal.grams) / 100 } }
}
