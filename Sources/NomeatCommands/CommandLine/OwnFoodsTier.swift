import Foundation
import MealLog
import FoodData

/// The person's own foods and recipes as catalog foods, so that search, `show`, `add` and the
/// picker find them as they find the catalog's: one section, "Yours", after the built-in foods,
/// each food's meat status carried by the sections within it (those of the food it is like, or
/// of its ingredients).
enum OwnFoodsTier {
  /// Two cells wide in every terminal that draws emoji: an emoji-presentation character.
  static let icon = "⭐"

  static var section: Section {
    Section(id: OwnFood.sectionID, name: OwnFood.sectionName, icon: icon, countsAsMeat: false)
  }

  static func catalog(_ foods: [OwnFood]) -> Catalog {
    Catalog(sources: [], sections: [section], foods: foods.map(food))
  }

  static func food(_ own: OwnFood) -> Food {
    let footprint: Footprint
    if let kg = own.kgCO2ePerKg {
      footprint = Footprint(kgCO2ePerKg: kg, product: own.likeName.map { "as \($0)" } ?? Footprint.fromRecipe, proxy: own.likeName != nil)
    } else {
      footprint = .unknown(own.kind == .recipe ? "an ingredient's footprint is unknown" : "no food like it given: nomeat-tui food edit NAME --like FOOD")
    }
    let servings = Double(max(1, own.servings ?? 1))
    let recipe =
      own.kind == .recipe
      ? Recipe(servingGrams: own.servingGrams ?? 150, ingredients: own.ingredients.map { RecipeIngredient(id: $0.id, grams: $0.grams / servings) })
      : nil
    let portions = (recipe?.portions) ?? own.servingGrams.map { Portions(little: max(1, $0 / 2), some: $0, lot: min(Meal.maximumGrams, $0 * 2)) }
    return Food(
      id: own.foodID, name: own.name, section: OwnFood.sectionID, icon: icon, portions: portions, footprint: footprint,
      nutrition: Nutrition(per100g: own.per100g, usdaNdb: "", usdaDescription: own.kind == .recipe ? "your recipe" : "your own figures"),
      recipe: recipe, sectionsWithin: Set([OwnFood.sectionID] + own.sectionsWithin).sorted())
  }

  /// The own foods of the log the command names, if it exists. A log that cannot be read gives
  /// none, silently: every command that uses the log opens it and says why, in one line, and
  /// one that does not (a search) still searches the catalog.
  static func foods(_ arguments: Arguments) -> [OwnFood] {
    let path = DatabaseLocation.path(option: arguments.values["db"], environment: ProcessInfo.processInfo.environment)
    guard arguments.values["db"] != "", FileManager.default.fileExists(atPath: path) else { return [] }
    return (try? MealLog(path: path, access: .readOnly).ownFoods()) ?? []
  }
}
