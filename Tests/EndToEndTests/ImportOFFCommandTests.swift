import Foundation
import Testing

/// `import off FILE` on the real binary: the real JSONL sample imported and counted, a product
/// logged by its barcode, and files that are no export refused with one line and exit 2.
extension ImportCommandTests {
  var jsonl: String { root.appendingPathComponent("Data/openfoodfacts-sample/products-100.jsonl").path }

  @Test func anOpenFoodFactsExportIsImportedAndItsBarcodesLog() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try run(["import", "off", jsonl])
    #expect(imported.status == 0, "\(imported.stderr)")
    let lines = imported.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Imported ") == true && lines.first?.hasSuffix(" as 'off'") == true, "\(imported.stdout)")
    #expect(lines.last?.hasPrefix("Skipped: ") == true)
    let added = try run(["add", "0000127534587"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("Added Some Today's temptations, lithuanian rye bread (57 g, "), "\(added.stdout)")
    let shown = try run(["show", "0000127534587"])
    #expect(shown.stdout.contains("Open Food Facts 0000127534587"))
    #expect(!shown.stdout.contains("USDA  "), "no empty USDA row")
  }

  @Test func aFileThatIsNoExportIsRefusedAndNothingImported() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("a.out")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 1, 10]).write(to: binary)
    let usda = root.appendingPathComponent("Data/usda-sr28-foods.tsv").path
    for (file, says) in [
      (binary.path, "binary data"), (usda, "not an Open Food Facts export"), (folder.appendingPathComponent("none.jsonl").path, "no such file"),
    ] {
      let result = try run(["import", "off", file])
      #expect(result.status == 2, "\(file)")
      #expect(result.stderr.contains(says), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(try run(["import", "list"]).stdout.isEmpty)
  }
}
