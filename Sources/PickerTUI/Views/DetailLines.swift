import Foundation
import PickerModel
import FoodData

extension FoodDetail {
  /// The detail pane's lines, most important first: a short pane shows the first ones.
  public func lines(ascii: Bool = false) -> [String] {
    let dot = ascii ? "-" : "·"
    // A weight is in the sentence already ("120 g of Beef").
    var lines = [meal.byWeight ? meal.sentence : "\(meal.sentence) \(dot) \(meal.grams) g"]
    var figures = [meal.kgCO2e.map { String(format: "%.1f kg CO2e", $0) } ?? "CO2e unknown"]
    if let kcal { figures.append(String(format: "%.0f kcal", kcal)) }
    if let proteinGrams { figures.append(String(format: "%.1f g protein", proteinGrams)) }
    lines.append(figures.joined(separator: " \(dot) "))
    if !countsAsMeat {
      lines.append("Not meat (\(sectionName))")
    } else if meatWithin == [sectionName] {
      lines.append("Counts as meat (\(sectionName))")
    } else {
      // A dish of a section that is not meat, counted for what is in it.
      lines.append("Counts as meat (\(meatWithin.joined(separator: ", ")) in it)")
    }
    if let shares = nutrientLine(ascii: ascii) { lines.append(shares) }
    if let swap, let mine = meal.kgCO2e, let theirs = swap.kgCO2e {
      let difference = mine - theirs
      let change = difference >= 0 ? String(format: "%.1f kg less", difference) : String(format: "%.1f kg more", -difference)
      var line = String(format: "Same %d g of %@: %.1f kg CO2e, %@", swap.grams, swap.food.name, theirs, change)
      // What the swap does to the watched nutrients, where it changes them by a shown amount.
      for (nutrient, value) in swapChanges where NutrientWords.number(abs(value)) != NutrientWords.number(0) {
        line += " \(dot) \(NutrientWords.name(nutrient)) \(NutrientWords.change(value, nutrient, ascii: ascii))"
      }
      lines.append(line)
    }
    if let limit { lines.append(LimitWords.detailLine(limit)) }
    var source = SourceWords.footprint(meal.food)
    if let nutrition = SourceWords.nutrition(meal.food) { source += "; \(nutrition)" }
    let references = Set(matteringNutrients.map(\.nutrient.referenceSource))
    if !references.isEmpty {
      source += "; a day's: " + [ReferenceSource.euRegulation1169, .sacn2015].filter(references.contains).map(NutrientWords.citation).joined(separator: ", ")
    }
    lines.append("Sources: \(source)")
    return lines
  }

  /// "A day's: protein 90% · vitamin B12 128% · iron 28% · zinc ? · calcium 2%": the nutrients
  /// where this food matters, as shares of the day's reference for this quantity; "?" where
  /// the food's value is not known.
  func nutrientLine(ascii: Bool) -> String? {
    let shares = matteringNutrients.map { nutrient, amount in
      "\(NutrientWords.name(nutrient)) \(amount.map { NutrientWords.share($0, of: nutrient) } ?? "?")"
    }
    return shares.isEmpty ? nil : "A day's: " + shares.joined(separator: ascii ? " - " : " · ")
  }
}
