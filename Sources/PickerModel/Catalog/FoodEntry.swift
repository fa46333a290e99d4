/// A food as the catalog file writes it: a composed food leaves out its footprint, nutrition and
/// portions, which `Catalog.compose` computes from its recipe.
struct FoodEntry: Decodable {
  var id: String
  var name: String
  var section: String
  var icon: String
  var aliases: [String]
  var portions: Portions?
  var footprint: Footprint?
  var nutrition: Nutrition?
  var recipe: Recipe?
}
