import PickerModel
import FoodData

/// The built-in foods as the app loads them: the curated catalog, then the FNDDS tier.
private let builtInTiers: Catalog? = try? Catalog.builtIn(cache: CatalogCache(directory: nil))

/// How many foods the app has built in, for screens that say "1 of N foods": the count is the
/// catalog's business, the screens' is to say it.
let builtInFoodCount: Int = builtInTiers?.foods.count ?? 0

/// How many sections the grouped grid has (both tiers), and the name of the last one.
let builtInSectionTotal: Int = builtInTiers?.sections.count ?? 0
let builtInLastSection: String = builtInTiers?.sections.last?.name ?? ""

/// How many foods one section of the built-in catalog has, for scrolling past it.
func builtInSectionCount(_ section: String) -> Int {
  (try? Catalog.builtIn().foods.filter { $0.section == section }.count) ?? 0
}
