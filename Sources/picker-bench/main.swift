import Foundation
import FoodData

/// `swift run -c release picker-bench [--json] [--quick] [--sizes 927,8789,100000,1000000] [--dishes N]
/// [--real 1000000,3000000] [--off 1000000]`
/// (or `--write-catalog N FILE`, `--write-catalog-with-dishes N FILE`, `--write-real N FILE` to write one catalog only):
/// measures the path people run. For each catalog: `nomeat-tui search --catalog FILE salmon`
/// as a whole process, from spawn to exit, cold (no compiled file) and warm, time and peak
/// memory, beside `fzf --filter salmon` on the same names, also whole process; then, in a
/// child process that loads the catalog the same way, each keystroke of realistic queries.
let arguments = Array(CommandLine.arguments.dropFirst())
/// PICKER_BENCH_QUERIES="cup of tea,chicken burger" types other queries instead (to time the loose
/// reading, say); the figures are then not comparable with the default ones.
let queries =
  ProcessInfo.processInfo.environment["PICKER_BENCH_QUERIES"].map { $0.split(separator: ",").map(String.init) } ?? [
    "salmon", "chicken breast", "beef ground", "cheddar cheese", "greek yogurt", "apple", "brown rice",
    "egg", "tofu", "sweet potato", "milk", "bread whole wheat", "chkn", "tomatoes",
  ]

func value(_ option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if let only = value("--only") {
  let figures = try Keystrokes.measure(name: only, catalog: value("--catalog"), cache: value("--cache"), queries: queries)
  let data = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
  exit(0)
}

// `--write-catalog N FILE`: only write a generated catalog of N foods (for trying it by hand).
if let count = value("--write-catalog").flatMap(Int.init), let index = arguments.firstIndex(of: "--write-catalog"),
  index + 2 < arguments.count
{
  try CatalogFiles.write(count: count, base: try CatalogFiles.usdaCatalog(), to: URL(fileURLWithPath: arguments[index + 2]))
  exit(0)
}

// `--write-real N FILE`: only write a real-shaped catalog of N foods (and FILE.names.txt).
if let count = value("--write-real").flatMap(Int.init), let index = arguments.firstIndex(of: "--write-real"), index + 2 < arguments.count {
  let url = URL(fileURLWithPath: arguments[index + 2])
  try RealShapedFiles.writeCatalog(
    count: count, builtIn: BenchCatalogs.packageRoot.appendingPathComponent("Resources/catalog.json"), to: url,
    names: url.appendingPathExtension("names.txt"))
  exit(0)
}

// `--write-catalog-with-dishes N FILE`: the same, starting with the built-in file and its dishes.
if let count = value("--write-catalog-with-dishes").flatMap(Int.init), let index = arguments.firstIndex(of: "--write-catalog-with-dishes"),
  index + 2 < arguments.count
{
  try CatalogFiles.writeWithDishes(
    count: count, base: try CatalogFiles.usdaCatalog(), builtIn: BenchCatalogs.packageRoot.appendingPathComponent("Resources/catalog.json"),
    to: URL(fileURLWithPath: arguments[index + 2]))
  exit(0)
}

let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nomeat-tui").path
guard FileManager.default.isExecutableFile(atPath: binary) else {
  FileHandle.standardError.write(Data("picker-bench: no \(binary); build it first: swift build -c release\n".utf8))
  exit(2)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let cacheFolder = folder.appendingPathComponent("cache")
var environment = ProcessInfo.processInfo.environment
environment["XDG_CACHE_HOME"] = cacheFolder.path
environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
let fzf = FzfYardstick.find()

let usda = try CatalogFiles.usdaCatalog()
// Both tiers, as `search` reads them: fzf gets every name the program searches.
let builtIn = try Catalog.builtIn(cache: CatalogCache(directory: nil))
// The built-in catalog at its real size, whatever that is today.
let sizes: [Int] =
  value("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } }
  ?? (arguments.contains("--quick") ? [builtIn.foods.count, 8_789, 100_000] : [builtIn.foods.count, 8_789, 100_000, 1_000_000])
// `--dishes N`: also a catalog of N foods that starts with the built-in file, dishes and all.
let withDishes = value("--dishes").flatMap(Int.init)
var catalogs: [[String: Any]] = []

/// One catalog's row: `search ... salmon` cold and warm beside fzf on `namesFile`, then the
/// keystrokes in a child (`keystrokes: false` leaves them out). `prepare` runs before the cold
/// run, its figures joined to the row (the import of an export).
@MainActor func measure(
  name: String, size: Int, catalogArguments: [String], namesFile: URL, keystrokes: Bool = true,
  prepare: () -> [String: Any] = { [:] }
) {
  let search = ["search"] + catalogArguments + ["salmon"]
  try? FileManager.default.removeItem(at: cacheFolder)
  // A catalog people compile is one they have had for a while: the bench's own writing of it
  // (a gigabyte at three million foods) is put on disk first, not charged to the compile, and
  // a second passes, so that the compiled file may say it was made from a settled source
  // (`FileIdentity.isSettled`), as it does for them.
  sync()
  usleep(1_100_000)
  var figures = prepare()
  let cold = ProcessRun.run(binary, search, environment: environment)
  // Warm is a later use, as people make it: more than a second after the compiled file was
  // written (before that its identity proves nothing, `CheckedStamp`), after one use has
  // checked it.
  usleep(1_100_000)
  _ = ProcessRun.run(binary, search, environment: environment)
  let warm = ProcessRun.median(of: 5) { ProcessRun.run(binary, search, environment: environment) }
  figures.merge([
    "name": name, "items": size, "cold_ms": cold.milliseconds, "cold_peak_mb": cold.peakMegabytes,
    "warm_ms": warm.milliseconds, "warm_peak_mb": warm.peakMegabytes, "exit_status": warm.status,
    "fzf_ms": NSNull(), "fzf_peak_mb": NSNull(),
  ]) { _, new in new }
  if let fzf {
    let theirs = ProcessRun.median(of: 5) {
      ProcessRun.run(fzf.executable.path, ["--filter", "salmon"], input: namesFile.path, environment: environment)
    }
    figures["fzf_ms"] = theirs.milliseconds
    figures["fzf_peak_mb"] = theirs.peakMegabytes
  }
  if keystrokes {
    // Keystrokes in a child of its own, loading the catalog as the program does (warm).
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments =
      ["--only", name, "--cache", cacheFolder.appendingPathComponent("nomeat").path]
      + (catalogArguments.isEmpty ? [] : ["--catalog", catalogArguments[1]])
    let pipe = Pipe()
    child.standardOutput = pipe
    if (try? child.run()) != nil {
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      child.waitUntilExit()
      if let keys = try? JSONSerialization.jsonObject(with: output) as? [String: Any] {
        figures.merge(keys) { old, _ in old }
      }
    }
  }
  catalogs.append(figures)
  FileHandle.standardError.write(Data("picker-bench: \(name) done\n".utf8))
}

for (size, dishes) in sizes.map({ ($0, false) }) + (withDishes.map { [($0, true)] } ?? []) {
  let name =
    dishes
    ? "dishes + \(size / 1000)k (lean)"
    : size == builtIn.foods.count ? "built-in" : size == usda.foods.count ? "usda-sr28" : "generated \(size / 1000)k (lean)"
  var catalogArguments: [String] = []
  let namesFile = folder.appendingPathComponent("\(size)\(dishes ? "-dishes" : "").txt")
  if dishes {
    let file = folder.appendingPathComponent("\(size)-dishes.json")
    try CatalogFiles.writeWithDishes(
      count: size, base: usda, builtIn: BenchCatalogs.packageRoot.appendingPathComponent("Resources/catalog.json"), to: file)
    try CatalogFiles.writeNames(ofFile: file, to: namesFile)
    catalogArguments = ["--catalog", file.path]
  } else if name == "built-in" {
    try CatalogFiles.writeNames(of: builtIn, count: size, to: namesFile)
  } else {
    let file = folder.appendingPathComponent("\(size).json")
    try CatalogFiles.write(count: size, base: usda, to: file)
    try CatalogFiles.writeNames(of: usda, count: size, to: namesFile)
    catalogArguments = ["--catalog", file.path]
  }
  measure(name: name, size: size, catalogArguments: catalogArguments, namesFile: namesFile)
  try? FileManager.default.removeItem(at: URL(fileURLWithPath: catalogArguments.last ?? "/nonexistent"))
}

// `--real N,M`: catalogs of N (and M) foods made of the built-in file's own foods, every field
// kept, dishes and their recipes first (`RealShapedFiles`).
for size in value("--real").map({ $0.split(separator: ",").compactMap { Int($0) } }) ?? [] {
  let file = folder.appendingPathComponent("\(size)-real.json")
  let namesFile = folder.appendingPathComponent("\(size)-real.txt")
  try RealShapedFiles.writeCatalog(
    count: size, builtIn: BenchCatalogs.packageRoot.appendingPathComponent("Resources/catalog.json"), to: file, names: namesFile)
  measure(name: "real-shaped \(size / 1000)k", size: size, catalogArguments: ["--catalog", file.path], namesFile: namesFile)
  try? FileManager.default.removeItem(at: file)
}

// `--off N`: an Open Food Facts export of N products made of the sample's, imported with
// `import off` (timed), then `search` over the built-in foods and the import; fzf gets the
// built-in names and every product's.
if let size = value("--off").flatMap(Int.init) {
  let export = folder.appendingPathComponent("off-\(size).jsonl")
  let productNames = folder.appendingPathComponent("off-\(size)-products.txt")
  let namesFile = folder.appendingPathComponent("off-\(size).txt")
  try RealShapedFiles.writeOFFExport(
    count: size, sample: URL(fileURLWithPath: "/work/shared/data/openfoodfacts-sample/products-1000.jsonl"), to: export,
    names: productNames)
  try CatalogFiles.writeNames(of: builtIn, count: builtIn.foods.count, to: namesFile)
  let all = try FileHandle(forWritingTo: namesFile)
  try all.seekToEnd()
  try all.write(contentsOf: Data(contentsOf: productNames))
  try all.close()
  let exportBytes = (try? FileManager.default.attributesOfItem(atPath: export.path)[.size] as? Int) ?? 0
  measure(name: "built-in + OFF \(size / 1000)k", size: size, catalogArguments: [], namesFile: namesFile, keystrokes: false) {
    let run = ProcessRun.run(binary, ["import", "off", export.path], environment: environment)
    return [
      "import_ms": run.milliseconds, "import_peak_mb": run.peakMegabytes, "import_status": run.status,
      "export_mb": Double(exportBytes) / 1_048_576,
    ]
  }
  try? FileManager.default.removeItem(at: export)
}

if arguments.contains("--json") {
  let data = try JSONSerialization.data(withJSONObject: ["catalogs": catalogs], options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
} else {
  print(Report.table(catalogs))
}
