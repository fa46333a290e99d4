import Foundation
import TestSupport

@testable import FoodData

/// The two tiers as the app joins them, read from the resources once (no compiled cache).
let twoTierCatalog: Catalog = {
  do { return try Catalog.builtIn(cache: CatalogCache(directory: nil)) } catch { fatalError("two tiers: \(error)") }
}()
/// The FNDDS tier alone (Resources/fndds.json).
let fnddsCatalog: Catalog = {
  do { return try Catalog.load(from: packageRoot.appendingPathComponent("Resources/fndds.json")) } catch { fatalError("fndds: \(error)") }
}()
let fnddsTrace: FNDDSTrace = {
  guard let trace = FNDDSTrace.builtIn() else { fatalError("Resources/fndds-trace.tsv is missing from the resources") }
  return trace
}()

/// Rows of a tab-separated file of Data/ as [column: value], its `#` lines skipped.
func dataRows(_ path: String) -> [[String: String]] {
  let url = packageRoot.appendingPathComponent(path)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(path)") }
  let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
  guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else { return [] }
  return lines.dropFirst().map { line in
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    return Dictionary(uniqueKeysWithValues: zip(header, fields + Array(repeating: "", count: max(0, header.count - fields.count))))
  }
}

/// The FNDDS foods' names as USDA writes them, by food code, from nutrient-values.csv (whose
/// second column is the name, quoted where it holds a comma).
let fnddsDescriptions: [String: String] = {
  let url = packageRoot.appendingPathComponent("Data/fndds-2017-2018/nutrient-values.csv")
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read nutrient-values.csv") }
  var names: [String: String] = [:]
  // USDA's CSV ends its lines with CR LF, which Swift reads as one Character.
  for line in text.split(whereSeparator: \.isNewline).dropFirst() {
    guard let comma = line.firstIndex(of: ",") else { continue }
    let code = String(line[..<comma])
    var rest = line[line.index(after: comma)...]
    var name = ""
    if rest.first == "\"" {
      // A quoted field, where "" stands for one quote.
      rest = rest.dropFirst()
      while let quote = rest.firstIndex(of: "\"") {
        name += rest[..<quote]
        rest = rest[rest.index(after: quote)...]
        guard rest.first == "\"" else { break }
        name += "\""
        rest = rest.dropFirst()
      }
    } else {
      name = String(rest.prefix { $0 != "," })
    }
    names[code] = name
  }
  return names
}()
