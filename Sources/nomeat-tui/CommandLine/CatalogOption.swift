import Foundation
import PickerModel

/// Loads `--catalog FILE`, or the built-in catalog; a bad catalog is a usage error naming the
/// file, the food and the field.
func loadCatalog(_ arguments: Arguments) throws(UsageError) -> Catalog {
  do {
    if let path = arguments.values["catalog"] {
      return try Catalog.load(from: URL(fileURLWithPath: path))
    }
    return try Catalog.builtIn()
  } catch {
    throw UsageError("bad catalog: \(error.description)")
  }
}
