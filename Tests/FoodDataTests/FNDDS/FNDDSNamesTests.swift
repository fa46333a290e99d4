import Foundation
import Testing

@testable import FoodData

/// FNDDS's names made readable (Tools/fndds/names.py) and its foods' other figures.
@Suite struct FNDDSNamesTests {
  var foods: [Food] { Array(fnddsCatalog.foods) }

  @Test func namesAreUniqueAndKeepNoNotSpecifiedClauses() {
    let folded = foods.map { SearchQuery($0.name).text }
    #expect(Set(folded).count == 7_083, "\(folded.count - Set(folded).count) names shared")
    for food in foods {
      #expect(food.name.range(of: #"\bNS (as )?to\b|\bNFS\b"#, options: .regularExpression) == nil, "\(food.name)")
    }
  }

  @Test func aShortenedNameKeepsWhatSetsItApart() {
    func name(_ code: String) -> String? { fnddsCatalog.foodIndex(id: "fndds-\(code)").map { fnddsCatalog.foods[$0].name } }
    // "Pork, NS as to cut, cooked, NS as to fat eaten" is pork, cooked; its lean-only sibling keeps its words.
    let general = fnddsDescriptions.first { $0.value == "Pork, NS as to cut, cooked, NS as to fat eaten" }
    let lean = fnddsDescriptions.first { $0.value == "Pork, NS as to cut, cooked, lean only eaten" }
    #expect(general.flatMap { name($0.key) } == "Pork, cooked")
    #expect(lean.flatMap { name($0.key) } == "Pork, cooked, lean only eaten")
    // Where leaving the clause out would make two foods one, it is written out: "Popsicle, NFS"
    // beside "Popsicle".
    let popsicles = fnddsDescriptions.filter { $0.value == "Popsicle" || $0.value == "Popsicle, NFS" }.compactMap { name($0.key) }
    #expect(Set(popsicles) == ["Popsicle", "Popsicle, any kind"])
  }

  @Test func everyNameWithoutClausesIsUSDAsOwn() {
    var kept = 0
    for food in foods {
      guard let code = FNDDSTier.code(ofFoodID: food.id), let original = fnddsDescriptions[code] else {
        Issue.record("\(food.id): not an FNDDS code")
        continue
      }
      if original.range(of: #"\bNS\b|\bNFS\b"#, options: .regularExpression) == nil {
        // Only runs of spaces are made one ("Cheese,  with wine") and a trailing comma dropped.
        let tidied = original.replacingOccurrences(of: #"\s{2,}"#, with: " ", options: .regularExpression)
        #expect(food.name == tidied.trimmingCharacters(in: CharacterSet(charactersIn: " ,")), "\(food.id)")
        kept += 1
      }
    }
    #expect(kept > 6_000)
  }

  /// "Some" is the survey's "Quantity not specified": 305 g of gumbo with rice.
  @Test func theTypicalPortionIsSome() throws {
    let gumbo = try #require(foods.first { $0.name == "Gumbo with rice" })
    #expect(gumbo.portions == Portions(little: 152, some: 305, lot: 610))
    for food in foods {
      let portions = food.portions ?? Portions(little: 0, some: 0, lot: 0)
      // A 1 g serving (a sweetener) has no smaller one in whole grams.
      #expect(portions.little < portions.some || portions.some == 1, "\(food.name)")
      #expect(portions.little <= portions.some && portions.some < portions.lot, "\(food.name)")
    }
  }

  /// Meat follows the ingredients: a dish with any meat or fish is in a meat section.
  @Test func meatFollowsTheIngredients() throws {
    let meat = Set(fnddsCatalog.sections.filter(\.countsAsMeat).map(\.id))
    let pupusa = try #require(foods.first { $0.name == "Pupusa, meat-filled" })
    #expect(meat.contains(pupusa.section))
    let cheese = try #require(foods.first { $0.name == "Pupusa, cheese-filled" })
    #expect(!meat.contains(cheese.section))
    // Its canned refried beans are made with lard, as the curated refried beans and pupusa are (issue 34).
    let beans = try #require(foods.first { $0.name == "Pupusa, bean-filled" })
    #expect(meat.contains(beans.section))
    // The meat that weighs most decides, a stock weighing by the meat in it (1 / its yield):
    // 340 g of ground beef outweigh the chicken in 420 g of chicken broth (issue 34).
    let spanishRice = try #require(foods.first { $0.name == "Spanish rice with ground beef" })
    #expect(spanishRice.section == "fndds-red-meat")
    // FNDDS makes gumbo with chicken, pork and shrimp in chicken broth.
    let gumbo = try #require(foods.first { $0.name == "Gumbo with rice" })
    #expect(meat.contains(gumbo.section))
  }
}
