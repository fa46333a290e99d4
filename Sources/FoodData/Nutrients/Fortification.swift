/// Whether a food's nutrients owe something to fortification, so that a suggestion can say so
/// ("Soy milk · fortified"): B12 from a plant food almost always does, and a person who eats no
/// animal foods should know that it is the fortified kind that counts.
///
/// The rule, on the food's name and its USDA description together, case-insensitive:
/// - "fortified" (not "not fortified", "unfortified") or "enriched" (not "unenriched");
/// - "with added" followed by a vitamin, vitamins, a mineral or calcium, iron, zinc, iodine
///   ("Soymilk ... with added calcium, vitamins A and D"; not "with added salt");
/// - a breakfast cereal: USDA's "Cereals ready-to-eat" rows, which are fortified as sold;
/// - nutritional yeast or yeast extract, which are fortified with B12 as sold;
/// - vitamin B12 above 0.1 µg per 100 g in a food with nothing animal in it (no meat section,
///   dairy or eggs among its sections): B12 is made by bacteria and found in animal foods only,
///   so a plant food that has it had it added (soy mince, veggie burgers, energy drinks), even
///   where USDA's description does not say so.
public enum Fortification {
  /// The sections, beside the meat ones, whose foods are animal foods for the B12 rule.
  public static let animalSections: Set<String> = ["dairy", "eggs"]

  /// The whole rule, for a food of `catalog` at `index`, with `meatSections` as the meat ones.
  public static func isFortified(_ catalog: Catalog, at index: Int, meatSections: Set<String>) -> Bool {
    let food = catalog.foods[index]
    if isFortified(food) { return true }
    let animal = Catalog.countsAsMeat(sectionsWithin: catalog.foods.sectionsWithin(at: index), meatSections: meatSections.union(animalSections))
    return !animal && (food.nutrition?.per100g[.vitaminB12] ?? 0) > 0.1
  }

  public static func isFortified(name: String, usdaDescription: String) -> Bool {
    let text = (name + " | " + usdaDescription).lowercased()
    if says("fortified", in: text, unlessAfter: ["not ", "un"]) || says("enriched", in: text, unlessAfter: ["un"]) { return true }
    if usdaDescription.lowercased().hasPrefix("cereals ready-to-eat") { return true }
    if text.contains("nutritional yeast") || text.contains("yeast extract") { return true }
    var rest = Substring(text)
    while let found = rest.range(of: "with added ") {
      let next = rest[found.upperBound...]
      if addedNutrientWords.contains(where: { next.hasPrefix($0) }) { return true }
      rest = next
    }
    return false
  }

  /// The rule on the words alone.
  public static func isFortified(_ food: Food) -> Bool {
    isFortified(name: food.name, usdaDescription: food.nutrition?.usdaDescription ?? "")
  }

  /// What may follow "with added" for the food to count as fortified.
  private static let addedNutrientWords = ["vitamin", "calcium", "iron", "zinc", "iodine", "mineral", "folic", "b12", "nutrients"]

  /// Whether `word` stands in `text` without one of `negations` right before it.
  private static func says(_ word: String, in text: String, unlessAfter negations: [String]) -> Bool {
    var rest = Substring(text)
    while let found = rest.range(of: word) {
      let before = text[text.startIndex..<found.lowerBound]
      if !negations.contains(where: { before.hasSuffix($0) }) { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }
}
