extension Catalog {
  /// The kinds of each food for the search (`FoodKinds`): meat by the catalog's own meat sections
  /// (`defaultMeatSections`, as `search --json` reports `countsAsMeat` when no log says
  /// otherwise), dairy and eggs by the sections of those names, an FNDDS section as its curated
  /// parent. USDA's "Dairy and Egg Products" is both, and so is Open Food Facts' "vegetarian":
  /// a product labelled vegetarian and not vegan holds some animal food, which is all a vegan
  /// query needs to know.
  public var foodKinds: FoodKindLookup {
    let meat = defaultMeatSections
    let dairy = Set(sections.map(\.id).filter { Self.parentSection($0) == "dairy" }).union(Self.dairyAndEggSections)
    let eggs = Set(sections.map(\.id).filter { Self.parentSection($0) == "eggs" }).union(Self.dairyAndEggSections)
    let foods = foods
    return FoodKindLookup { item in
      var kinds: FoodKinds = []
      for section in foods.sectionsWithin(at: item) {
        if meat.contains(section) { kinds.insert(.meat) }
        if dairy.contains(section) { kinds.insert(.dairy) }
        if eggs.contains(section) { kinds.insert(.eggs) }
      }
      return kinds
    }
  }

  /// Sections of imports that hold dairy and eggs alike.
  static let dairyAndEggSections: Set<String> = [USDAImport.sectionID(group: "Dairy and Egg Products"), "off-vegetarian"]
}
