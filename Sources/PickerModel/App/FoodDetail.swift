import Foundation

/// What the detail pane says about a food at a quantity: the meal as it would be logged, its
/// figures, whether it counts as meat, one comparison, and where the figures come from.
public struct FoodDetail: Equatable, Sendable {
  public var meal: Meal
  public var countsAsMeat: Bool
  public var sectionName: String
  /// The same grams of a plant swap in the same role (`Catalog.plantSwap`), if there is one.
  public var swap: Meal?
  /// A line supplied by the app's features (a limit, say).
  public var note: String?

  public init(food: Int, quantity: Quantity, catalog: Catalog, meatSections: Set<String>, note: String? = nil) {
    let food = catalog.foods[food]
    meal = Meal(quantity: quantity, food: food)
    countsAsMeat = meatSections.contains(food.section)
    sectionName = catalog.section(of: food)?.name ?? food.section
    swap = catalog.plantSwap(for: food).map { Meal(quantity: quantity, food: $0, grams: meal.grams) }
    self.note = note
  }

  public var kcal: Double? { meal.food.nutrition.map { $0.kcalPer100g * Double(meal.grams) / 100 } }
  public var proteinGrams: Double? { meal.food.nutrition.map { $0.proteinPer100g * Double(meal.grams) / 100 } }

  /// The pane's lines, most important first: a short pane shows the first ones.
  public func lines(ascii: Bool = false) -> [String] {
    let dot = ascii ? "-" : "·"
    var lines = ["\(meal.sentence) \(dot) \(meal.grams) g"]
    var figures = [String(format: "%.1f kg CO2e", meal.kgCO2e)]
    if let kcal { figures.append(String(format: "%.0f kcal", kcal)) }
    if let proteinGrams { figures.append(String(format: "%.1f g protein", proteinGrams)) }
    lines.append(figures.joined(separator: " \(dot) "))
    lines.append(countsAsMeat ? "Counts as meat (\(sectionName))" : "Not meat (\(sectionName))")
    if let swap {
      let difference = meal.kgCO2e - swap.kgCO2e
      let change = difference >= 0 ? String(format: "%.1f kg less", difference) : String(format: "%.1f kg more", -difference)
      lines.append(String(format: "Same %d g of %@: %.1f kg CO2e, %@", swap.grams, swap.food.name, swap.kgCO2e, change))
    }
    if let note { lines.append(note) }
    let footprint = meal.food.footprint
    var source = "Poore & Nemecek 2018: \(footprint.product)\(footprint.proxy ? " (nearest)" : "")"
    if let nutrition = meal.food.nutrition { source += "; USDA SR28 #\(nutrition.usdaNdb)" }
    lines.append("Sources: \(source)")
    return lines
  }
}
