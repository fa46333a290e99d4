import Foundation
import Testing
import TestSupport

@testable import FoodData

/// The README's "Catalog format" table is the field list, row for row.
@Suite("Catalog format")
struct CatalogFormatTests {
  @Test func theReadmeListsEveryFieldAsTheReaderReadsIt() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "### Catalog format"), "README.md has no \"### Catalog format\" section")
    let rows = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| `") }
    #expect(
      Array(rows) == CatalogFormat.readmeRows,
      "README.md's catalog format table should be:\n\(CatalogFormat.readmeRows.joined(separator: "\n"))")
  }

  @Test func everyPathHasItsParentBeforeIt() {
    var seen = Set([""])
    for field in CatalogFormat.fields {
      let parent = field.parent.hasSuffix("[]") ? String(field.parent.dropLast(2)) : field.parent
      #expect(seen.contains(parent), "\(field.path)")
      seen.insert(field.path)
    }
  }
}
