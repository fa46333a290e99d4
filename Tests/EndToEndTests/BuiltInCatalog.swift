import PickerModel
import FoodData

/// The built-in foods as the app loads them: the curated catalog, then the FNDDS tier.
private let builtInTiers: Catalog? = try? Catalog.builtIn(cache: CatalogCache(directory: nil))

/// How many foods the app has built in, for screens that say "1 of N foods": the count is the
/// catalog's business, the screens' is to say it.
let builtInFoodCount: Int = builtInTiers?.foods.count ?? 0

/// The sections of the grouped grid: one per kind of food, an FNDDS section's foods listed in
/// its curated twin (the grid's own rule, `MainScreen`), and the name of the last one.
private let gridSections: [Section] =
  builtInTiers.map { catalog in
    catalog.sections.filter { FNDDSTier.curatedSection(of: $0.id, in: catalog) == nil }
  } ?? []
let builtInSectionTotal: Int = gridSections.count
let builtInLastSection: String = gridSections.last?.name ?? ""

/// How many foods one section of the built-in catalog has, for scrolling past it.
func builtInSectionCount(_ section: String) -> Int {
  (try? Catalog.builtIn().foods.filter { $0.section == section }.count) ?? 0
}
