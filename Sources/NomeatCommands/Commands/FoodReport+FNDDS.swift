import Foundation
import PickerModel
import FoodData

/// What `show` adds for a food of the FNDDS tier: the credit, and its recipe with every
/// ingredient's footprint and how it was priced, recipes of recipes followed (indented).
extension FoodReport {
  /// The FNDDS food code of the food shown, or nil for a curated or imported food.
  var fnddsCode: String? { FNDDSTier.code(ofFoodID: food.id) }

  var fnddsLines: [String] {
    guard let code = fnddsCode else { return [] }
    var lines = ["Source: \(FNDDSTier.credit), food \(code): nutrients and portions; footprint composed from its recipe (\(FNDDSTier.citation))"]
    guard let trace = FNDDSTrace.builtIn(), let recipe = trace.recipe(of: code) else {
      return lines + ["Recipe: not in this build's FNDDS trace"]
    }
    lines.append(Self.recipeHeader(recipe))
    appendIngredients(of: recipe, trace: trace, depth: 1, to: &lines)
    return lines
  }

  static func recipeHeader(_ recipe: FNDDSRecipe) -> String {
    String(
      format: "Recipe (FNDDS %@, grams as listed, weight change on cooking %+.1f%%): %.2f kg CO2e per kg as eaten", recipe.code, recipe.moistureChangePercent,
      recipe.kgCO2ePerKg)
  }

  private func appendIngredients(of recipe: FNDDSRecipe, trace: FNDDSTrace, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    for ingredient in recipe.ingredients {
      let kind = ingredient.isFNDDSFood ? "FNDDS" : "SR28"
      var line =
        indent + String(format: "%8.1f g  %@ (%@ %@): %.2f kg CO2e/kg", ingredient.grams, ingredient.description, kind, ingredient.code, ingredient.kgCO2ePerKg)
      if !ingredient.isFNDDSFood { line += ", \(ingredient.product), \(ingredient.pricedBy)" }
      lines.append(line)
      // A recipe of recipes: its own ingredients, one level in (FNDDS nests four deep at most).
      if ingredient.isFNDDSFood, depth < 8, let inner = trace.recipe(of: ingredient.code) {
        lines.append(indent + "  " + Self.recipeHeader(inner))
        appendIngredients(of: inner, trace: trace, depth: depth + 2, to: &lines)
      }
    }
  }

  var fnddsJSON: [String: Any]? {
    guard let code = fnddsCode else { return nil }
    var object: [String: Any] = ["code": code, "source": FNDDSTier.credit, "citation": FNDDSTier.citation]
    if let trace = FNDDSTrace.builtIn(), let recipe = trace.recipe(of: code) {
      object["recipe"] = recipeJSON(recipe, trace: trace, depth: 0)
    }
    return object
  }

  private func recipeJSON(_ recipe: FNDDSRecipe, trace: FNDDSTrace, depth: Int) -> [String: Any] {
    [
      "code": recipe.code, "moistureChangePercent": recipe.moistureChangePercent, "kgCO2ePerKg": rounded(recipe.kgCO2ePerKg),
      "ingredients": recipe.ingredients.map { ingredient -> [String: Any] in
        var object: [String: Any] = [
          "code": ingredient.code, "description": ingredient.description, "grams": ingredient.grams,
          "kgCO2ePerKg": rounded(ingredient.kgCO2ePerKg), "product": ingredient.product, "pricedBy": ingredient.pricedBy,
        ]
        if ingredient.isFNDDSFood, depth < 8, let inner = trace.recipe(of: ingredient.code) {
          object["recipe"] = recipeJSON(inner, trace: trace, depth: depth + 1)
        }
        return object
      },
    ]
  }
}
