import Foundation
import PickerModel
import FoodData

/// Loads `--catalog FILE`, or the built-in catalog, with the person's own foods and recipes
/// (from the log) and imports after it; a bad
/// catalog is a usage error naming the file, the food and the field, and a bad import is left
/// out with a warning naming the fix.
///
/// A big file is read through the compiled cache (`CatalogCache`), with a progress bar on a
/// terminal when reading takes a while. A command that runs briefly maps a compiled file that
/// was checked before and is unchanged since; one that `runsLong` (the app, `pick`) reads and
/// checks it whole, so that a compiled file changed in place under it cannot kill it.
func loadCatalog(_ arguments: Arguments, runsLong: Bool = false) throws(UsageError) -> Catalog {
  let environment = ProcessInfo.processInfo.environment
  var cache = CatalogCache.standard(environment: environment)
  cache.mapsCheckedFiles = !runsLong
  var catalog: Catalog
  do {
    if let path = arguments.values["catalog"] {
      catalog = try loadWithProgress(URL(fileURLWithPath: path), cache: cache, label: "Reading catalog")
    } else {
      catalog = try Catalog.builtIn(cache: cache)
    }
  } catch {
    throw UsageError("bad catalog: \(error.description)")
  }
  let own = OwnFoodsTier.foods(arguments)
  if !own.isEmpty { catalog = catalog.appendingOwnFoods(OwnFoodsTier.catalog(own)) }
  let store = ImportStore.standard(environment: environment)
  for name in store.names() {
    do {
      let imported = try loadWithProgress(URL(fileURLWithPath: store.path(of: name)), cache: cache, label: "Reading \(name)")
      catalog = catalog.appendingImport(imported)
    } catch {
      // One bad import (written by an older version, or edited by hand) must not stop every
      // command: the others go on without it and say, on stderr, how to mend it.
      StandardStreams.error(
        "skipped import '\(name)', which cannot be read: \(error.description); import it again with --replace or run: nomeat-tui import remove \(name)")
    }
  }
  return catalog
}

private func loadWithProgress(_ url: URL, cache: CatalogCache, label: String) throws(CatalogError) -> Catalog {
  let bar = ProgressBar(label: label)
  defer { bar.finish() }
  return try cache.load(from: url) { done, total, foods in bar.update(done: done, total: total, items: foods) }
}
