import Foundation
import Testing

/// `nomeat-tui search --catalog BIG.json`, where BIG.json is the built-in catalog's own file with
/// plain foods added in the same format: refused before issue 16 once the file passed 8 MB
/// ("food 'bolognese', field 'footprint': missing"), since the reader of big files knew no
/// recipes. Foods are added up to just past that size, and the file is also padded there with
/// spaces so that the test stays fast.
@Suite("A big catalog with dishes, through the real binary")
struct BigCatalogWithDishesEndToEndTests {
  let folder = TemporaryFolder("nomeat-big-dishes")

  func bigCatalog(foods count: Int) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var text = try String(contentsOf: root.appendingPathComponent("Resources/catalog.json"), encoding: .utf8)
    let close = try #require(text.range(of: "]", options: .backwards))
    let foods = (0..<count).map { i in
      #"{"id": "extra-\#(i)", "name": "Extra food \#(i)", "section": "vegetables", "icon": "🥕", "aliases": [], "footprint": {"kgCO2ePerKg": 1.5, "product": "Other Vegetables", "proxy": false}}"#
    }
    text.replaceSubrange(close.lowerBound..<close.lowerBound, with: ",\n" + foods.joined(separator: ",\n") + "\n")
    var data = Data(text.utf8)
    data.append(Data(repeating: 0x20, count: max(0, (8 << 20) + 1 - data.count)))
    let path = folder.appendingPathComponent("BIG.json").path
    try data.write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func searchesItsFoodsAndItsDishesColdAndWarm() throws {
    let path = try bigCatalog(foods: 5_000)
    let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "NOMEAT_DB": folder.appendingPathComponent("log.sqlite3").path]
    // The first run reads and compiles the file; the second reads the compiled form.
    for run in ["cold", "warm"] {
      let salmon = try Binary.run(["search", "--catalog", path, "salmon"], environment: environment)
      #expect(salmon.status == 0, "\(run): \(salmon.stderr)")
      #expect(salmon.stderr.isEmpty, "\(run): \(salmon.stderr)")
      #expect(salmon.stdout.hasPrefix("Salmon\tFish\n"), "\(run): \(salmon.stdout.prefix(200))")
      let dish = try Binary.run(["show", "--catalog", path, "bolognese", "--json"], environment: environment)
      #expect(dish.status == 0, "\(run): \(dish.stderr)")
      #expect(dish.stdout.contains(#""ingredients""#) && dish.stdout.contains(#""id":"bolognese""#), "\(run): \(dish.stdout.prefix(300))")
      let extra = try Binary.run(["search", "--catalog", path, "extra food 4999"], environment: environment)
      #expect(extra.stdout.hasPrefix("Extra food 4999\tVegetables\n"), "\(run): \(extra.stdout.prefix(200))")
    }
  }

  /// A catalog big enough that `pick` learns its words behind the first frame
  /// (`FoodSearch.learnsWordsFrom`): a slip is still read as one, whether it is typed before
  /// the words are learnt or after.
  @Test(.enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
  func pickReadsSlipsInABigCatalogOnceItsWordsAreLearnt() throws {
    let path = try bigCatalog(foods: 25_000)
    let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "NOMEAT_DB": folder.appendingPathComponent("log.sqlite3").path]
    for (query, picked) in [("salomn", "Some Salmon"), ("extra foof 24999", "Some Extra food 24999")] {
      let tmux = try Tmux(
        "\(Binary.command("pick --catalog '\(path)'")) > out.txt; echo finished with $?", columns: 80, rows: 24, environment: environment)
      try tmux.waitFor("Type to search")
      // Well past the learning (milliseconds at this size), as a person starts typing.
      Thread.sleep(forTimeInterval: 1)
      try tmux.type(query)
      try tmux.waitFor("the hits of \(query)") { $0.joined().contains(String(picked.dropFirst(5))) }
      try tmux.send("Enter")
      try tmux.waitFor("finished with 0")
      #expect(tmux.read("out.txt") == picked + "\n", "\(query)")
    }
  }
}
