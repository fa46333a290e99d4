import Foundation
import Testing

@testable import FoodData

/// Both tiers answer the same meat questions alike (issue 34): a food named for a meat holds it,
/// whichever tier it is in; a leafy green named like a meat, or a soy product named after the
/// meat it replaces, does not, and is not priced as meat either.
@Suite struct FNDDSMeatTruthTests {
  let catalog = twoTierCatalog

  func countsAsMeat(_ index: Int) -> Bool {
    Catalog.countsAsMeat(sectionsWithin: catalog.foods.sectionsWithin(at: index), meatSections: catalog.defaultMeatSections)
  }

  /// The foods whose name matches `pattern` (case-insensitive), by tier.
  func foods(named pattern: String) -> (curated: [Int], fndds: [Int]) {
    let matches = catalog.foods.indices.filter { catalog.foods[$0].name.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil }
    let fndds = matches.filter { catalog.foods[$0].id.hasPrefix(FNDDSTier.idPrefix) }
    return (matches.filter { !catalog.foods[$0].id.hasPrefix(FNDDSTier.idPrefix) }, fndds)
  }

  /// Words both tiers have foods for, and the answer every such food must give.
  @Test(arguments: [
    (#"\bgelatine?\b"#, true), (#"^lamb\b"#, true), (#"\banchov(y|ies)\b"#, true), (#"\bfish sauce\b"#, true), (#"\blard\b"#, true),
    // Issue 34: the FNDDS rows read as the curated dish of that name (gelatine, anchovies, fish
    // sauce and shrimp paste, lard); they were not meat in FNDDS.
    (#"^marshmallows?$"#, true), (#"^caesar dressing\b"#, true), (#"^kimchi$"#, true), (#"^refried beans\b"#, true),
  ])
  func aWordGetsOneAnswerInBothTiers(pattern: String, meat: Bool) {
    let (curated, fndds) = foods(named: pattern)
    #expect(!curated.isEmpty && !fndds.isEmpty, "both tiers have \(pattern)")
    for index in curated + fndds {
      #expect(countsAsMeat(index) == meat, "\(catalog.foods[index].id) \(catalog.foods[index].name)")
    }
  }

  /// Dishes that count as meat by what is in them though their name says nothing of it: the
  /// gado-gado's prawn crackers (shrimp), the Hong Kong egg tart's lard pastry. FNDDS has neither
  /// dish; its peanut sauce, the gado-gado's dressing, is no meat in either tier.
  @Test(arguments: [("gado-gado", "shellfish", "prawn-crackers"), ("egg-tart", "red-meat", "lard")])
  func aDishIsMeatByItsContents(id: String, section: String, ingredient: String) throws {
    let index = try #require(catalog.foodIndex(id: id))
    let food = catalog.foods[index]
    #expect(food.recipe?.ingredients.contains { $0.id == ingredient } == true, "\(id) holds \(ingredient)")
    #expect(food.sectionsWithin.contains(section))
    #expect(countsAsMeat(index))
    let (curated, fndds) = foods(named: #"^peanut sauce$"#)
    #expect(!curated.isEmpty && !fndds.isEmpty)
    for sauce in curated + fndds { #expect(!countsAsMeat(sauce), "\(catalog.foods[sauce].id)") }
  }

  /// Rows that the pipeline's rules read wrongly before (Lambsquarter as lamb at 42.7 kg CO2e per
  /// kg; "Chicken, meatless" as fried chicken; the sugar-free gelatin dessert's gelatine as a
  /// zero-footprint additive; baked beans "with pork" as beans).
  @Test(arguments: [
    ("fndds-72120220", false, 2.0), ("fndds-41810610", false, 5.0), ("fndds-41810250", false, 5.0), ("fndds-41810200", false, 5.0),
    ("fndds-41811400", false, 5.0), ("fndds-41811600", false, 5.0), ("fndds-91511010", true, .infinity),
    ("fndds-41201010", true, .infinity), ("fndds-41208030", true, .infinity), ("fndds-22709010", true, .infinity),
  ])
  func aRowReadWronglyBeforeIsRight(id: String, meat: Bool, atMostKgPerKg: Double) throws {
    let index = try #require(catalog.foodIndex(id: id))
    let food = catalog.foods[index]
    #expect(countsAsMeat(index) == meat, "\(id) \(food.name)")
    #expect(food.footprint.kgCO2ePerKg <= atMostKgPerKg, "\(id) \(food.name): \(food.footprint.kgCO2ePerKg) kg CO2e/kg")
    #expect(food.footprint.kgCO2ePerKg > 0, "\(id) \(food.name) has a footprint")
    if !meat { #expect(!(catalog.section(of: food)?.countsAsMeat ?? true), "\(id) is not filed in a meat section") }
  }
}
