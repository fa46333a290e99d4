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
