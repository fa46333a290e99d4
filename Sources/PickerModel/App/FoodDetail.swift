import Foundation
import FoodData

/// What the detail pane says about a food at a quantity: the meal as it would be logged, its
/// figures, whether it counts as meat, one comparison, and where the figures come from.
public struct FoodDetail: Equatable, Sendable {
  public var meal: Meal
  public var countsAsMeat: Bool
  /// The names of the meat sections the food holds, its own first, then its ingredients' at
  /// any depth (a pad thai's fish sauce and prawns): why it counts as meat. Empty when it does not.
  public var meatWithin: [String]
  public var sectionName: String
  /// The same grams of a plant swap in the same role (`Catalog.plantSwap`), if there is one.
  public var swap: Meal?
  /// The limit the food is under, if any.
  public var limit: FoodLimitNote?

  /// `grams` when the row gives a weight, which then decides instead of the quantity's portion.
  public init(
    food: Int, quantity: Quantity, grams: Int? = nil, catalog: Catalog, meatSections: Set<String>, limit: FoodLimitNote? = nil
  ) {
    let index = food
    let food = catalog.foods[index]
    meal = Meal(quantity: quantity, food: food, grams: grams)
    // The catalog's rule, as the day's answer and `show` decide it: the dish's ingredients too.
    let within = catalog.foods.sectionsWithin(at: index).filter(meatSections.contains)
    let ordered = within.filter { $0 == food.section } + within.filter { $0 != food.section }
    meatWithin = ordered.map { id in catalog.sections.first { $0.id == id }?.name ?? id }
    countsAsMeat = !meatWithin.isEmpty
    sectionName = catalog.section(of: food)?.name ?? food.section
    swap = catalog.plantSwap(for: food).map { Meal(quantity: quantity, food: $0, grams: meal.grams) }
    self.limit = limit
  }

  public var kcal: Double? { meal.food.nutrition.map { $0.kcalPer100g * Double(meal.grams) / 100 } }
  public var proteinGrams: Double? { meal.food.nutrition.map { $0.proteinPer100g * Double(meal.grams) / 100 } }
}
