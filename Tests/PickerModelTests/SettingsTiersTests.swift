import Testing
import FoodData

@testable import PickerModel

/// What counts as meat, over the two tiers of built-in foods: an FNDDS section is not listed
/// on its own, and counts as meat exactly when the curated section beside it does.
@Suite("Meat settings over the FNDDS tier")
struct SettingsTiersTests {
  let catalog = Catalog(
    sections: [
      Section(id: "fish", name: "Fish", icon: "🐟", countsAsMeat: true),
      Section(id: "dairy", name: "Dairy", icon: "🥛", countsAsMeat: false),
      Section(id: "fndds-fish", name: "Fish (FNDDS)", icon: "🐟", countsAsMeat: true),
      Section(id: "fndds-snacks", name: "Snacks (FNDDS)", icon: "🍿", countsAsMeat: false),
    ], foods: [Food]())

  @Test func anFNDDSSectionIsFoldedIntoTheCuratedOneBesideIt() {
    let state = SettingsState(catalog: catalog, selected: ["fish", "fndds-fish"])
    #expect(state.entries.map(\.id) == ["fish", "dairy", "fndds-snacks"], "a section with no curated twin stays listed")
    #expect(state.entries.first?.alongside == ["fndds-fish"])
  }

  @Test func untickingFishUnticksBothTiersAndTickingTicksBoth() {
    var state = SettingsState(catalog: catalog, selected: ["fish", "fndds-fish"])
    let screen = SettingsScreen()
    _ = screen.reduce(into: &state, action: .togglePressed)
    #expect(screen.reduce(into: &state, action: .savePressed) == [.run(.saveMeatSections([])), .delegate(.closed)])
    _ = screen.reduce(into: &state, action: .togglePressed)
    #expect(screen.reduce(into: &state, action: .savePressed) == [.run(.saveMeatSections(["fish", "fndds-fish"])), .delegate(.closed)])
  }
}

/// The sheet's grid over the two tiers: one section per kind of food (the week of use counted
/// 51 sections, each FNDDS one beside its curated twin).
extension SettingsTiersTests {
  func food(_ id: String, _ section: String) -> Food {
    Food(id: id, name: id, section: section, icon: "🍽", footprint: Footprint(kgCO2ePerKg: 1, product: "p", proxy: false))
  }

  @Test func anFNDDSSectionsFoodsAreListedInTheCuratedOneAfterItsOwn() {
    let catalog = Catalog(
      sections: self.catalog.sections,
      foods: [food("salmon", "fish"), food("milk", "dairy"), food("fndds-1", "fndds-fish"), food("fndds-2", "fndds-snacks"), food("cod", "fish")])
    let screen = MainScreen(catalog: catalog)
    #expect(screen.groupedBlocks.map(\.section) == [0, 1, 3], "Fish, Dairy, and the snacks with no curated twin")
    #expect(screen.groupedBlocks.map(\.count) == [3, 1, 1])
    #expect(screen.groupedOrder.map { catalog.foods[$0].id } == ["salmon", "cod", "fndds-1", "milk", "fndds-2"], "the curated foods first")
  }
}
