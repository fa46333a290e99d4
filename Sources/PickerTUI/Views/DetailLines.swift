import Foundation
import PickerModel

extension FoodDetail {
  /// The detail pane's lines, most important first: a short pane shows the first ones.
  public func lines(ascii: Bool = false) -> [String] {
    let dot = ascii ? "-" : "·"
    // A weight is in the sentence already ("120 g of Beef").
    var lines = [meal.byWeight ? meal.sentence : "\(meal.sentence) \(dot) \(meal.grams) g"]
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
    if let limit { lines.append(LimitWords.detailLine(limit)) }
    let footprint = meal.food.footprint
    var source = "Poore & Nemecek 2018: \(footprint.product)\(footprint.proxy ? " (nearest)" : "")"
    if let nutrition = meal.food.nutrition { source += "; USDA SR28 #\(nutrition.usdaNdb)" }
    lines.append("Sources: \(source)")
    return lines
  }
}
