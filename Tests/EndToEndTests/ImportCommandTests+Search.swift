import Foundation
import Testing

/// `search --json` after `import off` on the real binary (issue 37): an imported product is found
/// by all its words, and ranks above the built-in foods that hold only some of them.
extension ImportCommandTests {
  static let bovetti = "off:0000101209159"

  func searchIDs(_ query: String) throws -> (ids: [String], stderr: String) {
    let result = try run(["search", query, "--json", "--limit", "10"])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
    return (rows.map { $0["id"] as? String ?? "" }, result.stderr)
  }

  @Test func anImportedProductIsFoundByAllItsWords() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try run(["import", "off", jsonl])
    #expect(imported.status == 0, "\(imported.stderr)")
    for query in ["pâte à tartiner noisettes", "pate tartiner"] {
      let found = try searchIDs(query)
      #expect(found.ids.first == Self.bovetti, "\(query): \(found.ids)")
      #expect(found.stderr.isEmpty, "\(query): \(found.stderr)")
    }
    // One slip in a word: the product has every word, the built-in foods some ("pâté").
    let slipped = try searchIDs("pate tartinr")
    #expect(slipped.ids.first == Self.bovetti, "\(slipped.ids)")
    #expect(slipped.ids.count > 1, "the built-in foods holding some of the words follow")
  }
}
