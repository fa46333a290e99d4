import MealLog
import FoodData

/// A recipe's figures from its ingredients: per 100 g, each nutrient and the footprint the
/// grams-weighted mean of the ingredients' (as the catalog composes its dishes), unknown where
/// any ingredient's is; a serving is the whole dish's grams divided by the servings.
enum RecipeMaker {
  /// An ingredient with the figures it brings.
  struct Part {
    var id: String
    var name: String
    var grams: Double
    var per100g: NutrientAmounts
    var kgCO2ePerKg: Double?
    var sectionsWithin: [String]
  }

  /// The grams of one ingredient in a whole dish: a big pot, not a typo of a million.
  static let maximumIngredientGrams = 20_000.0

  static func recipe(named name: String, of parts: [Part], servings: Int) throws(UsageError) -> OwnFood {
    let total = parts.reduce(0) { $0 + $1.grams }
    let serving = Int((total / Double(servings)).rounded())
    guard (1...Meal.maximumGrams).contains(serving) else {
      throw UsageError(
        "a serving of this recipe would be \(serving) g (\(Int(total.rounded())) g in \(servings) serving\(servings == 1 ? "" : "s")); a meal is 1 to \(Meal.maximumGrams) g, so give more --servings"
      )
    }
    var kg: Double? = 0
    for part in parts { kg = kg.flatMap { sum in part.kgCO2ePerKg.map { sum + $0 * part.grams } } }
    let sections = Set(parts.flatMap(\.sectionsWithin)).subtracting([OwnFood.sectionID]).sorted()
    return OwnFood(
      name: name, kind: .recipe, sectionID: OwnFood.sectionID, sectionName: OwnFood.sectionName, sectionsWithin: sections,
      kgCO2ePerKg: kg.map { $0 / total }, servingGrams: serving, servings: servings,
      ingredients: parts.map { OwnFood.Ingredient(id: $0.id, name: $0.name, grams: $0.grams) },
      per100g: .weightedMean(parts.map { ($0.per100g, $0.grams) }))
  }
}

extension RecipeMaker.Part {
  /// A food of the catalog (or one's own), as it is now.
  init(_ food: Food, grams: Double) {
    self.init(
      id: food.id, name: food.name, grams: grams, per100g: food.nutrition?.per100g ?? .unknown,
      kgCO2ePerKg: food.footprint.isKnown ? food.footprint.kgCO2ePerKg : nil, sectionsWithin: food.sectionsWithin)
  }
}
