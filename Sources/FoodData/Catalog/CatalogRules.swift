/// The rules one food or one section must keep, whoever made it. The catalog check
/// (`Catalog.check`) and the importers (CSV, USDA SR28) ask the same questions here, so an
/// import can never write a food that the catalog then refuses at every command.
///
/// What needs the whole catalog (ids unique, a food's section present) stays in `Catalog.check`.
public enum CatalogRules {
  /// A broken rule: the field at fault, named as in catalog JSON ("name",
  /// "footprint.kgCO2ePerKg"), and what is wrong, with the fix.
  public struct Fault: Error, Equatable, Sendable {
    public var field: String
    public var problem: String
  }

  /// The first rule the food breaks, or nil.
  public static func fault(in food: Food) -> Fault? { fault(in: food, iconKnownSafe: false) }

  /// The same, the icon's text taken as safe when the caller has just found it so for the
  /// food before (an emoji's scalars cost property look-ups, and foods come in runs of one).
  static func fault(in food: Food, iconKnownSafe: Bool) -> Fault? {
    if food.name.trimmed.isEmpty { return Fault(field: "name", problem: "empty; give the food a name") }
    if food.icon.trimmed.isEmpty { return Fault(field: "icon", problem: "empty; give the food an emoji icon") }
    if food.id != food.id.trimmed { return Fault(field: "id", problem: "starts or ends with a space; remove it") }
    if let problem = nameProblem(food.name) { return Fault(field: "name", problem: problem) }
    for (index, alias) in food.aliases.enumerated() {
      if let problem = nameProblem(alias) { return Fault(field: "aliases[\(index)]", problem: problem) }
    }
    if let problem = textProblem(food.id) { return Fault(field: "id", problem: problem) }
    if !iconKnownSafe, let problem = textProblem(food.icon) { return Fault(field: "icon", problem: problem) }
    if food.aliases.count > CatalogBounds.aliasesPerFood {
      return Fault(field: "aliases", problem: "\(food.aliases.count) aliases; a food may have at most \(CatalogBounds.aliasesPerFood)")
    }
    return figureFault(in: food)
  }

  /// The first rule the section breaks, or nil.
  public static func fault(in section: Section) -> Fault? {
    if section.id.trimmed.isEmpty { return Fault(field: "id", problem: "empty; give the section an id") }
    if section.name.trimmed.isEmpty { return Fault(field: "name", problem: "empty; give the section a name") }
    if section.id != section.id.trimmed { return Fault(field: "id", problem: "starts or ends with a space; remove it") }
    if let problem = nameProblem(section.name) { return Fault(field: "name", problem: problem) }
    for (field, text) in [("id", section.id), ("icon", section.icon)] {
      if let problem = textProblem(text) { return Fault(field: field, problem: problem) }
    }
    return nil
  }

  /// What is wrong with a name or an alias as the picker would show and search it, or nil.
  /// The length is checked first: it costs nothing on a name of 60 million characters.
  public static func nameProblem(_ name: String) -> String? {
    let limit = CatalogBounds.nameCharacters
    if name.utf8.count > limit, name.prefix(limit + 1).count > limit {
      return "longer than \(limit) characters (the longest search); shorten it"
    }
    return textProblem(name)
  }

  /// Control characters drive the terminal and emoji sequences have no agreed width: a text
  /// that holds either cannot be drawn safely.
  static func textProblem(_ text: String) -> String? {
    // Printable ASCII, nearly every name, holds neither (both are outside ASCII or below 0x20):
    // a byte test spares a million foods their scalars' property lookups.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return nil }
    if let unsafe = text.unicodeScalars.first(where: SafeText.isUnsafe) {
      return isLineBreak(unsafe) ? "holds a control character (a line break); keep it on one line" : "holds a control character; remove it"
    }
    if SafeText.containsEmojiSequence(text) { return Catalog.emojiSequenceProblem }
    return nil
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// Every figure finite and in its range: a figure out of range would make sums meaningless.
  private static func figureFault(in food: Food) -> Fault? {
    // The field's name and unit are made only for a figure out of range: made for every
    // figure, they were half the cost of checking a million foods.
    func check(_ value: Double, _ range: ClosedRange<Double>, _ field: @autoclosure () -> String, _ unit: @autoclosure () -> String) -> Fault? {
      guard value.isFinite, range.contains(value) else {
        return Fault(field: field(), problem: "must be \(CatalogBounds.text(range)) \(unit()), not \(value)")
      }
      return nil
    }
    if let fault = check(food.footprint.kgCO2ePerKg, CatalogBounds.kgCO2ePerKg, "footprint.kgCO2ePerKg", "kg CO2e per kg") {
      return fault
    }
    if let portions = food.portions {
      for quantity in Quantity.allCases {
        if let fault = check(Double(portions.grams(for: quantity)), CatalogBounds.portionGrams, "portions.\(quantity.rawValue)", "grams") {
          return fault
        }
      }
    }
    if let measure = food.measure {
      if let fault = check(Double(measure.grams), CatalogBounds.portionGrams, "measure.grams", "grams") { return fault }
      if measure.label.trimmed.isEmpty { return Fault(field: "measure.label", problem: "empty; give the measure's words (\"1 slice\")") }
      if measure.label.count > HouseholdMeasure.maximumLabel {
        return Fault(field: "measure.label", problem: "longer than \(HouseholdMeasure.maximumLabel) characters; give the measure, not a description")
      }
      if let problem = textProblem(measure.label) { return Fault(field: "measure.label", problem: problem) }
    }
    // Each known nutrient within its row of the table, in the table's order.
    if let amounts = food.nutrition?.per100g {
      // By index: `known` made an array, and each row copied, for every food.
      for (index, maximum) in Nutrient.maximaPer100g.enumerated() {
        guard let value = amounts.value(at: index) else { continue }
        if let fault = check(value, 0...maximum, Nutrition.field(of: Nutrient.all[index]), "\(Nutrient.all[index].unit.text) per 100 g") {
          return fault
        }
      }
    }
    if let recipe = food.recipe {
      if let fault = check(Double(recipe.servingGrams), CatalogBounds.portionGrams, "recipe.servingGrams", "grams") { return fault }
      for (index, ingredient) in recipe.ingredients.enumerated() {
        let range = 0...CatalogBounds.portionGrams.upperBound
        if let fault = check(ingredient.grams, range, "recipe.ingredients[\(index)].grams", "grams") { return fault }
      }
    }
    return nil
  }
}
