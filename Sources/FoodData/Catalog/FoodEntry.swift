/// A food as the catalog file writes it: a composed food leaves out its footprint, nutrition and
/// portions, which `Catalog.compose` computes from its recipe.
struct FoodEntry: Codable {
  var id: String
  var name: String
  var section: String
  var icon: String
  var aliases: [String]
  var portions: Portions?
  var measure: HouseholdMeasure?
  var footprint: Footprint?
  var nutrition: Nutrition?
  var recipe: Recipe?
}

extension FoodEntry {
  /// A plain food as the file writes it (imports write only plain foods); a composed food keeps
  /// its recipe and leaves its computed figures out.
  init(_ food: Food) {
    let composed = food.recipe != nil
    self.init(
      id: food.id, name: food.name, section: food.section, icon: food.icon, aliases: food.aliases,
      portions: composed ? nil : food.portions, measure: food.measure, footprint: composed ? nil : food.footprint,
      nutrition: composed ? nil : food.nutrition, recipe: food.recipe)
  }
}
