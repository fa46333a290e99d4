import Foundation
import PickerModel
import FoodData

/// What `show` says about one food, as text and as JSON, from the catalog alone.
struct FoodReport {
  let catalog: Catalog
  let index: Int
  let meatSections: Set<String>

  var food: Food { catalog.foods[index] }
  var servingGrams: Int { food.grams(for: .some) }
  var countsAsMeat: Bool { catalog.countsAsMeat(index, meatSections: meatSections) }
  /// The sections within the food that the user counts as meat.
  var meatReasons: [String] { food.sectionsWithin.filter(meatSections.contains) }

  func perServing(_ per100g: Double) -> Double { per100g * Double(servingGrams) / 100 }

  var text: String {
    var lines: [String] = []
    let section = catalog.section(of: food)?.name ?? food.section
    lines.append("\(food.icon) \(food.name) (\(food.id)) · \(section)")
    if !food.aliases.isEmpty { lines.append("Also: \(food.aliases.joined(separator: ", "))") }
    lines.append("Counts as meat: " + (countsAsMeat ? "yes (\(meatReasons.joined(separator: ", ")))" : "no"))
    let portions = Quantity.allCases.map { "\($0.label) \(food.grams(for: $0)) g" }.joined(separator: " · ")
    lines.append("Serving: \(servingGrams) g (\(portions))")
    let kg = food.footprint.kgCO2ePerKg
    if food.footprint.isKnown {
      lines.append(String(format: "Footprint: %.2f kg CO2e per kg · %.2f kg CO2e per serving", kg, kg * Double(servingGrams) / 1000))
    } else {
      lines.append("Footprint: unknown (\(food.footprint.product))")
    }
    if let swap, food.footprint.isKnown {
      let theirs = swap.footprint.kgCO2ePerKg * Double(servingGrams) / 1000
      let less = kg * Double(servingGrams) / 1000 - theirs
      lines.append(
        String(
          format: "Swap: the same %d g of %@ (%@): %.2f kg CO2e, %.2f kg %@", servingGrams, swap.name, swap.id, theirs, abs(less), less >= 0 ? "less" : "more"))
    }
    if let nutrition = food.nutrition {
      lines.append("Per 100 g: " + figures(nutrition, scale: { $0 }))
      lines.append("Per serving: " + figures(nutrition, scale: perServing))
      lines.append("Key nutrients per serving (USDA SR28; of the EU 1169/2011 Annex XIII references):")
      for nutrient in Nutrient.keyForLessMeat {
        let amount = nutrition.per100g[nutrient].map(perServing)
        lines.append("  " + NutrientText.briefly(nutrient, total: amount, without: 0, goal: NutrientGoal(nutrient, targets: [:])))
      }
    }
    if let recipe = food.recipe {
      lines.append("Ingredients (one serving, \(recipe.servingGrams) g):")
      for ingredient in recipe.ingredients {
        let name = catalog.foodIndex(id: ingredient.id).map { catalog.foods[$0].name } ?? ingredient.id
        lines.append("  " + String(format: "%6.1f g", ingredient.grams) + "  \(name) (\(ingredient.id))")
      }
    }
    lines.append("Sources:")
    for source in catalog.plainSources(of: index) {
      lines.append("  " + sourceLine(catalog.foods[source.food]))
    }
    lines += fnddsLines
    return lines.joined(separator: "\n")
  }

  func figures(_ nutrition: Nutrition, scale: (Double) -> Double) -> String {
    var parts = [String(format: "%.0f kcal", scale(nutrition.kcalPer100g)), String(format: "%.1f g protein", scale(nutrition.proteinPer100g))]
    parts.append(nutrition.fibrePer100g.map { String(format: "%.1f g fibre", scale($0)) } ?? "fibre not known")
    return parts.joined(separator: " · ")
  }

  func sourceLine(_ source: Food) -> String {
    let product = source.footprint.isKnown ? source.footprint.product : "unknown (\(source.footprint.product))"
    var line = "\(source.name): footprint \(product)\(source.footprint.proxy ? " (proxy)" : "")"
    if let cooking = source.footprint.cookingYield {
      line += String(format: ", yield %.2f kg as eaten per kg", cooking.factor)
      if let raw = cooking.rawUsdaNdb, let eaten = cooking.eatenUsdaNdb { line += " (USDA \(raw) to \(eaten))" }
    }
    if let nutrition = source.nutrition {
      // An import's nutrition may have no USDA row: its description names its source.
      let row = nutrition.usdaNdb.isEmpty ? nutrition.usdaDescription : "USDA \(nutrition.usdaNdb) \(nutrition.usdaDescription)"
      line += "; nutrition \(row)\(nutrition.proxy ? " (proxy)" : "")"
    }
    return line
  }

  var json: [String: Any] {
    let kg = food.footprint.kgCO2ePerKg
    var object: [String: Any] = [
      "id": food.id, "name": food.name, "section": food.section,
      "sectionName": catalog.section(of: food)?.name ?? food.section, "icon": food.icon, "aliases": food.aliases,
      "servingGrams": servingGrams,
      "portions": Dictionary(uniqueKeysWithValues: Quantity.allCases.map { ($0.rawValue, food.grams(for: $0)) }),
      "kgCO2ePerKg": food.footprint.isKnown ? rounded(kg) : NSNull(),
      "kgCO2ePerServing": food.footprint.isKnown ? rounded(kg * Double(servingGrams) / 1000) : NSNull(),
      "proxy": food.footprint.proxy,
      "countsAsMeat": countsAsMeat, "sectionsWithin": food.sectionsWithin,
      "sources": catalog.plainSources(of: index).map { sourceJSON(catalog.foods[$0.food], grams: $0.grams) },
    ]
    if let nutrition = food.nutrition {
      object["per100g"] = nutritionJSON(nutrition) { $0 }
      object["perServing"] = nutritionJSON(nutrition, scale: perServing)
    }
    if let recipe = food.recipe {
      object["ingredients"] = recipe.ingredients.map { ["id": $0.id, "grams": $0.grams] as [String: Any] }
    }
    if let fndds = fnddsJSON { object["fndds"] = fndds }
    object["swap"] = swapJSON ?? NSNull()
    return object
  }

  /// The plant food that could take this one's place (`Catalog.plantSwap`), for the same grams.
  var swap: Food? { catalog.plantSwap(for: food) }

  /// `{"id", "name", "kgCO2ePerKg", "kgCO2eLessPerServing"}`: the swap, and what the same grams
  /// as a serving of this food would save.
  var swapJSON: [String: Any]? {
    guard let swap, food.footprint.isKnown else { return nil }
    let less = (food.footprint.kgCO2ePerKg - swap.footprint.kgCO2ePerKg) * Double(servingGrams) / 1000
    return ["id": swap.id, "name": swap.name, "kgCO2ePerKg": rounded(swap.footprint.kgCO2ePerKg), "kgCO2eLessPerServing": rounded(less)]
  }

  func nutritionJSON(_ nutrition: Nutrition, scale: (Double) -> Double) -> [String: Any] {
    [
      "kcal": rounded(scale(nutrition.kcalPer100g)), "proteinGrams": rounded(scale(nutrition.proteinPer100g)),
      "fibreGrams": nutrition.fibrePer100g.map { rounded(scale($0)) as Any } ?? NSNull(),
      "nutrients": TodayCommand.nutrientsJSON(nutrition.per100g.scaled(by: scale(1))),
    ]
  }

  func sourceJSON(_ source: Food, grams: Double) -> [String: Any] {
    var object: [String: Any] = [
      "id": source.id, "name": source.name, "gramsPerServing": rounded(grams),
      "product": source.footprint.product, "proxy": source.footprint.proxy,
      "kgCO2ePerKg": source.footprint.isKnown ? rounded(source.footprint.kgCO2ePerKg) : NSNull(),
    ]
    if let cooking = source.footprint.cookingYield {
      var yieldObject: [String: Any] = ["factor": (cooking.factor * 1000).rounded() / 1000]
      if let raw = cooking.rawUsdaNdb { yieldObject["rawUsdaNdb"] = raw }
      if let eaten = cooking.eatenUsdaNdb { yieldObject["eatenUsdaNdb"] = eaten }
      object["yield"] = yieldObject
    }
    if let nutrition = source.nutrition {
      object["usdaNdb"] = nutrition.usdaNdb
      object["usdaDescription"] = nutrition.usdaDescription
      object["nutritionProxy"] = nutrition.proxy
    }
    return object
  }

  func rounded(_ value: Double) -> Double { TodayCommand.rounded(value) }
}
