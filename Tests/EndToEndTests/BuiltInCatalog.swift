import PickerModel

/// How many foods the built-in catalog has, for screens that say "1 of N foods": the count is
/// the catalog's business, the screens' is to say it.
let builtInFoodCount: Int = (try? Catalog.builtIn().foods.count) ?? 0

/// How many foods one section of the built-in catalog has, for scrolling past it.
func builtInSectionCount(_ section: String) -> Int {
  (try? Catalog.builtIn().foods.filter { $0.section == section }.count) ?? 0
}
