import MealLog
import FoodData

/// `export --foods`: one's own foods and recipes, the other half of what the log keeps.
extension ExportCommand {
  static let foodColumns =
    ["id", "name", "kind", "like", "kg_co2e_per_kg", "serving_grams", "servings", "ingredients"]
    + Nutrient.all.map { "\($0.id)_\($0.unit.symbol)_per_100g" }

  static func exportFoods(_ log: MealLog, format: String) throws(UsageError) -> ExitCode {
    let foods = try logged { () throws(MealLogError) in try log.ownFoods() }
    // Meat status needs the person's rule; a file written for another program leaves it out.
    if format == "json" {
      let rows = foods.map { OwnFoodWords.json($0, meatSections: []) }.map { row in
        var row = row
        row.removeValue(forKey: "countsAsMeat")
        return row
      }
      try FiniteFigures.check(rows, at: "")
      print(try JSONText.encode(rows))
      return .done
    }
    print(foodColumns.joined(separator: ","))
    for food in foods {
      let ingredients = food.ingredients.map { "\($0.id)=\($0.grams)" }.joined(separator: ";")
      var fields = [food.foodID, food.name, food.kind.rawValue, food.likeID ?? ""].map(csv)
      fields.append(food.kgCO2ePerKg.map { "\($0)" } ?? "")
      fields.append(food.servingGrams.map(String.init) ?? "")
      fields.append(food.servings.map(String.init) ?? "")
      fields.append(csv(ingredients))
      fields += Nutrient.all.map { food.per100g[$0].map { "\($0)" } ?? "" }
      print(fields.joined(separator: ","))
    }
    return .done
  }
}
