/// A catalog food that would help cover a nutrient that falls short, with what makes it a good
/// choice: how much of the nutrient it gives per 100 kcal and per kg CO2e of its footprint, and
/// how much of the day's goal one ordinary portion ("Some") brings.
public struct NutrientSuggestion: Sendable, Equatable {
  public let foodID: String
  public let name: String
  /// By the sections the suggestions were asked with (the app's default meat sections).
  public let countsAsMeat: Bool
  /// `Fortification.isFortified`: shown as such, since it is the fortified kind that helps.
  public let isFortified: Bool
  /// The nutrient per 100 g, in its unit (SR28 or FNDDS, as the catalog has it).
  public let per100g: Double
  /// The nutrient per 100 kcal of the food.
  public let per100kcal: Double
  /// The nutrient per kg CO2e of the food's footprint.
  public let perKgCO2e: Double
  /// The grams of "Some" of the food, and the share of the goal they bring (0.4 is 40%).
  public let portionGrams: Int
  public let portionShare: Double
}

/// The catalog's best foods for a nutrient, per kcal and per kg CO2e, foods that do not count
/// as meat first.
///
/// A food is a candidate when its figure is known, it has at least 20 kcal and some footprint
/// per 100 g (water, tea and spices would otherwise top every list per kcal), and one portion
/// of it brings at least a tenth of the goal: a food nobody eats enough of to matter is no
/// advice. Only the curated catalog is read, not imports (a million imported foods, read once
/// per short nutrient, and figures the person brought in themselves).
///
/// - Complexity: O(n log n) in the curated foods, per nutrient.
public enum NutrientSuggestions {
  public static let minimumKcalPer100g = 20.0
  public static let minimumPortionShare = 0.1

  /// The `count` best candidates for `goal` by `measure`, the foods that do not count as meat
  /// before those that do, each group best first (ties by name).
  public static func best(
    for goal: NutrientGoal, by measure: KeyPath<NutrientSuggestion, Double>, in catalog: Catalog, meatSections: Set<String>, count: Int
  ) -> [NutrientSuggestion] {
    candidates(for: goal, in: catalog, meatSections: meatSections)
      .sorted { left, right in
        if left.countsAsMeat != right.countsAsMeat { return !left.countsAsMeat }
        if left[keyPath: measure] != right[keyPath: measure] { return left[keyPath: measure] > right[keyPath: measure] }
        return left.name < right.name
      }
      .prefix(count).map { $0 }
  }

  static func candidates(for goal: NutrientGoal, in catalog: Catalog, meatSections: Set<String>) -> [NutrientSuggestion] {
    var found: [NutrientSuggestion] = []
    for index in 0..<catalog.importedFoodStart {
      let food = catalog.foods[index]
      guard let nutrition = food.nutrition, let amount = nutrition.per100g[goal.nutrient], amount > 0 else { continue }
      let kcal = nutrition.kcalPer100g
      let kgCO2ePerKg = food.footprint.kgCO2ePerKg
      guard kcal >= minimumKcalPer100g, kgCO2ePerKg > 0 else { continue }
      let portion = food.grams(for: .some)
      let share = goal.share(of: amount * Double(portion) / 100)
      guard share >= minimumPortionShare else { continue }
      found.append(
        NutrientSuggestion(
          foodID: food.id, name: food.name, countsAsMeat: catalog.countsAsMeat(index, meatSections: meatSections),
          isFortified: Fortification.isFortified(catalog, at: index, meatSections: meatSections), per100g: amount, per100kcal: amount / kcal * 100,
          // Per 100 g of food the footprint is kgCO2ePerKg / 10.
          perKgCO2e: amount / (kgCO2ePerKg / 10), portionGrams: portion, portionShare: share))
    }
    return found
  }
}
