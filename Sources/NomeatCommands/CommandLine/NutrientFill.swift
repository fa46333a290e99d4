import MealLog
import PickerModel
import FoodData

/// Gives the meals logged before the log kept every nutrient (schema 6) the catalog's figures,
/// where their food still resolves (`MealLog.fillNutrients`): on a log opened for writing they
/// are written, once, and marked `catalog-at-migration`; on one opened read-only they are read
/// filled, as the write will fill them. The log cannot do it alone, since it does not load a
/// catalog; this is the one place where a log meets the catalog for that.
///
/// The catalog is loaded only when some meal is to fill (the partial index says so at no cost);
/// one that cannot be loaded leaves the meals to fill for the next open, and says nothing: the
/// command did not ask for it, and says its own word about a bad `--catalog`.
func fillNutrients(of log: MealLog, _ arguments: Arguments, catalog loaded: Catalog? = nil) throws(UsageError) {
  guard try logged({ () throws(MealLogError) in try log.hasMealsToFill() }) else { return }
  switch log.access {
  case .readWrite:
    guard let catalog = loaded ?? (try? loadCatalog(arguments)) else { return }
    try logged { () throws(MealLogError) in try log.fillNutrients(catalogNutrients(catalog)) }
  case .readOnly, .stranger:
    let lazy = LazyCatalog { loaded ?? (try? loadCatalog(arguments)) }
    log.nutrientFill = { id in lazy.nutrients(of: id) }
  }
}

/// A food's nutrients per 100 g in the catalog, by id; nil for an id it does not have.
func catalogNutrients(_ catalog: Catalog) -> (String) -> NutrientAmounts? {
  { id in catalog.foodIndex(id: id).flatMap { catalog.foods[$0].nutrition?.per100g } }
}

/// A catalog loaded the first time it is asked for (a read that meets no meal to fill loads
/// none), and each food's nutrients looked up once: an export of an old log reads a million
/// meals of a few hundred foods.
private final class LazyCatalog {
  private let load: () -> Catalog?
  private var loaded: Catalog??
  private var found: [String: NutrientAmounts?] = [:]

  init(_ load: @escaping () -> Catalog?) { self.load = load }

  var catalog: Catalog? {
    if let loaded { return loaded }
    let catalog = load()
    loaded = .some(catalog)
    return catalog
  }

  func nutrients(of id: String) -> NutrientAmounts? {
    if let known = found[id] { return known }
    let amounts = catalog.flatMap { catalogNutrients($0)(id) }
    found[id] = .some(amounts)
    return amounts
  }
}
