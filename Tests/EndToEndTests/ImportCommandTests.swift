import Foundation
import Testing

/// `import usda|csv`, `import list`, `import remove`, and what the other commands then see.
@Suite("Import command")
struct ImportCommandTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nomeat-import-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func run(_ arguments: [String]) throws -> Subprocess.Result {
    try Binary.run(
      arguments,
      environment: [
        "NOMEAT_DB": folder.appendingPathComponent("log.sqlite3").path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      ])
  }

  @Test func importedUSDAFoodsAreSearchedBelowTheCuratedOnes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try run(["import", "usda", root.appendingPathComponent("Data/usda-sr28-foods.tsv").path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported 8789 foods in 25 sections as 'usda'\n")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("data/nomeat/imports/usda.json").path))
    let list = try run(["import", "list"])
    #expect(list.stdout.hasPrefix("usda\t8789 foods\t"))

    let search = try run(["search", "salmon", "--limit", "60"])
    let sections = search.stdout.split(separator: "\n").map { $0.split(separator: "\t").last.map(String.init) ?? "" }
    // The curated foods first; below them the built-in FNDDS tier and the import, by rank.
    let lowerTier = { (section: String) in section.hasPrefix("USDA: ") || section.hasSuffix("(FNDDS)") }
    let firstImported = try #require(sections.firstIndex(where: lowerTier))
    #expect(firstImported > 0, "curated salmon first: \(search.stdout)")
    #expect(sections.contains { $0.hasPrefix("USDA: ") })
    #expect(sections[..<firstImported].allSatisfy { !lowerTier($0) })
    #expect(sections[firstImported...].allSatisfy(lowerTier))
  }

  @Test func aMealLoggedFromAnImportSurvivesRemovingIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("farm.csv")
    try Data("name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g\nZebu steak,Meat,70.5,200,25\n".utf8).write(to: file)
    #expect(try run(["import", "csv", file.path]).status == 0)
    let added = try run(["add", "zebu steak", "--quantity", "200g", "--date", "2026-12-01"])
    #expect(added.status == 0, "\(added.stderr)")
    let removed = try run(["import", "remove", "farm"])
    #expect(removed.stdout == "Removed import 'farm'\n")
    #expect(try run(["search", "zebu"]).status == 1, "the food is gone from search")

    let today = try run(["today", "--json", "--date", "2026-12-01"])
    let day = try #require(try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])
    let meals = try #require(day["meals"] as? [[String: Any]])
    #expect(meals.count == 1)
    #expect(meals.first?["name"] as? String == "Zebu steak")
    #expect(meals.first?["kgCO2e"] as? Double == 14.1)
    #expect(meals.first?["grams"] as? Int == 200)
  }

  /// The icon of an imported food and of one's own draws two cells wide everywhere: an emoji
  /// that is shown as an emoji by default (🍽 is not, and xterm drew it narrow and clipped).
  @Test func importedAndOwnFoodsHaveAnIconThatDrawsTwoCellsWide() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("mine.csv")
    try Data("name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g\nMy granola,Breakfast,2,450,9\n".utf8).write(to: file)
    #expect(try run(["import", "csv", file.path]).status == 0)
    #expect(try run(["food", "new", "My bar", "--per100g", "kcal=400,protein=8"]).status == 0)
    for name in ["My granola", "My bar"] {
      let found = try run(["show", name, "--json"])
      let hit = try #require(try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])
      #expect(hit["name"] as? String == name)
      let icon = try #require(hit["icon"] as? String)
      #expect(icon.unicodeScalars.count == 1 && icon.unicodeScalars.first?.properties.isEmojiPresentation == true, "\(name): \(icon)")
    }
  }

  /// A food named like a formula is exported as text: a spreadsheet opening the CSV must not
  /// run it.
  @Test func anExportedFoodNamedLikeAFormulaIsText() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("odd.csv")
    let rows = "name,section,kg CO2e per kg,kcal per 100 g,protein per 100 g\n\"=HYPERLINK(\"\"x\"\") stew\",Dishes,2,100,5\n@Risk bake,Dishes,2,100,5\n"
    try Data(rows.utf8).write(to: file)
    let imported = try run(["import", "csv", file.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try run(["add", "=HYPERLINK(\"x\") stew", "--date", "2026-12-01"]).status == 0)
    #expect(try run(["add", "@Risk bake", "--date", "2026-12-01"]).status == 0)
    let lines = try run(["export"]).stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.contains { $0.contains(",\"'=HYPERLINK(\"\"x\"\") stew\",") }, "\(lines)")
    #expect(lines.contains { $0.contains(",'@Risk bake,") }, "\(lines)")
    #expect(!lines.contains { $0.contains(",=") || $0.contains(",@") })
  }

  @Test func aMealFromUSDABeefStillCountsAsMeatAfterTheImportIsRemoved() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try run(["import", "usda", root.appendingPathComponent("Data/usda-sr28-foods.tsv").path]).status == 0)
    let added = try run(["add", "Beef, ground, 85% lean meat / 15% fat, raw", "--quantity", "100g", "--date", "2026-12-01"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try run(["import", "remove", "usda"]).status == 0)
    let today = try run(["today", "--json", "--date", "2026-12-01"])
    let day = try #require(try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [String: Any])
    #expect(day["ateMeat"] as? Bool == true)
    #expect((day["meals"] as? [[String: Any]])?.first?["countsAsMeat"] as? Bool == true)
  }

  @Test func badImportsAreOneLineAndExitTwo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("empty.csv")
    try Data().write(to: empty)
    let binary = folder.appendingPathComponent("bin.csv")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2]).write(to: binary)
    let columns = folder.appendingPathComponent("cols.csv")
    try Data("food,kg\nBeef,99\n".utf8).write(to: columns)
    let cases: [([String], String)] = [
      (["import", "csv", empty.path], "empty"),
      (["import", "csv", binary.path], "binary data"),
      (["import", "csv", columns.path], "line 1: the header must be"),
      (["import", "csv", folder.appendingPathComponent("none.csv").path], "no such file"),
      (["import", "csv", folder.path], "a folder"),
      (["import", "usda", columns.path], "no 'ndb_no' column"),
      (["import", "remove", "nothing"], "no import named 'nothing'"),
      (["import"], "import needs usda FILE"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix("nomeat-tui: ") && result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
    }
    #expect(try run(["import", "list"]).stdout.isEmpty, "nothing was imported")
  }
}
