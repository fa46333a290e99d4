import Testing
import FoodData
import PickerModel

@testable import PickerTUI

/// The divider above the foods searched below the curated ones says what they are: the
/// built-in FNDDS tier is not "Imported foods" when nothing was imported.
@Suite("Search: the lower tiers' divider")
struct LowerTierNameTests {
  func tier(_ id: String, _ section: String) -> Catalog {
    Catalog(
      sections: [Section(id: section, name: section, icon: "🍽", countsAsMeat: false)],
      foods: [Food(id: id, name: id, section: section, icon: "🍽", footprint: Footprint(kgCO2ePerKg: 1, product: "p", proxy: false))])
  }

  func name(_ catalog: Catalog) -> String {
    SheetView(mainScreen: MainScreen(catalog: catalog), glyphs: Glyphs(unicode: true)).lowerTierName
  }

  @Test func theBuiltInTierIsNamedAsWhatItIs() {
    let curated = tier("oats", "grains")
    let builtIn = curated.appendingSecondTier(tier("fndds-1", "fndds-grains"))
    #expect(name(builtIn) == "More foods (USDA FNDDS)")
    #expect(name(builtIn.appendingImport(tier("mine:1", "mine"))) == "More foods: USDA FNDDS and your imports")
    #expect(name(curated.appendingImport(tier("mine:1", "mine"))) == "Imported foods")
    #expect(name(builtIn.appendingOwnFoods(tier("own-1", "yours"))) == "More foods (USDA FNDDS)", "one's own foods are no import")
  }
}
