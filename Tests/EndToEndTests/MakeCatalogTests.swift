import Foundation
import Testing

/// Tools/make-catalog.py as a process: every problem of the dish files in one run, and no
/// catalog written when there is one.
@Suite("Catalog pipeline")
struct MakeCatalogTests {
  let folder = TemporaryFolder("nomeat-make-catalog")
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// python3 from PATH, as a developer runs the script.
  func pythonPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  func makeCatalog(_ module: String) throws -> (Subprocess.Result, URL) {
    let modules = folder.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    try module.write(to: modules.appendingPathComponent("dishes_test.py"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("catalog.json")
    let python = try #require(pythonPath(), "python3 is needed to make the catalog")
    let result = try Subprocess.run(
      python, [Self.root.appendingPathComponent("Tools/make-catalog.py").path, "--quiet", "--modules", modules.path, "--out", out.path],
      environment: ProcessInfo.processInfo.environment)
    return (result, out)
  }

  @Test func reportsEveryProblemInOneRunAndWritesNothing() throws {
    let (result, out) = try makeCatalog(
      #"""
      INGREDIENTS = [
          ("mystery-grain", "Mystery grain", "grains", "🌾", [], "Rice", r"^No such USDA row", None),
      ]
      DISHES = [
          ("odd-soup", "Odd soup", "soups-salads", "🍲", [], 300, [("unobtainium", 100), ("rice", 100)]),
          ("loop-a", "Loop A", "snacks", "🍿", [], 100, [("loop-b", 100)]),
          ("loop-b", "Loop B", "snacks", "🍿", [], 100, [("loop-a", 100)]),
          ("own-rice", "Own rice", "snacks", "🍚", ["Lentils"], 100, [("rice", 100)]),
      ]
      """#)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    func said(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
    #expect(said("food 'mystery-grain', usda_regex: no USDA SR28 row matches"), "\(result.stderr)")
    #expect(said("dish 'odd-soup', ingredients: unknown ingredient 'unobtainium'"))
    #expect(said("dish 'odd-soup', ingredients: grams add up to 200, not serving_grams 300"))
    #expect(said("a cycle loop-a -> loop-b -> loop-a"))
    #expect(said("food 'own-rice', aliases: 'Lentils' is the name of 'lentils'"))
    #expect(said("5 problem(s)"))
    #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written")
  }

  @Test func aGoodDishFileMakesACatalogTheAppLoads() throws {
    let (result, out) = try makeCatalog(
      #"""
      DISHES = [
          ("rice-and-beans", "Rice and beans", "curries-stews", "🍛", [], 300, [("rice", 180), ("kidney-beans", 120)]),
      ]
      """#)
    #expect(result.status == 0, "\(result.stderr)")
    let shown = try Binary.run(["show", "rice and beans", "--json", "--catalog", out.path, "--db", folder.appendingPathComponent("log.sqlite3").path])
    #expect(shown.status == 0, "\(shown.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
    #expect((object["ingredients"] as? [[String: Any]])?.count == 2)
    #expect(object["servingGrams"] as? Int == 300)
  }
}
