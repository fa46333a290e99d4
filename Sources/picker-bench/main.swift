import Foundation
import PickerModel

/// `swift run -c release picker-bench [--json]`: types realistic queries letter by letter into
/// three catalogs and times each keystroke; compares with `fzf --filter` where fzf is installed.
/// Each catalog is measured in a child process of its own, so that peak memory is its own.
let arguments = Array(CommandLine.arguments.dropFirst())
/// PICKER_BENCH_QUERIES="cup of tea,chicken burger" types other queries instead (to time the loose
/// reading, say); the figures are then not comparable with the default ones.
let queries =
  ProcessInfo.processInfo.environment["PICKER_BENCH_QUERIES"].map { $0.split(separator: ",").map(String.init) } ?? [
    "salmon", "chicken breast", "beef ground", "cheddar cheese", "greek yogurt", "apple", "brown rice",
    "egg", "tofu", "sweet potato", "milk", "bread whole wheat", "chkn", "tomatoes",
  ]
/// fzf runs as a whole process per prefix: fewer prefixes keep the million-name run short.
let fzfQueries = ["salmon", "chicken breast", "beef ground"]

if let only = arguments.firstIndex(of: "--only").map({ arguments[$0 + 1] }) {
  let namesFile = arguments.firstIndex(of: "--names").map { arguments[$0 + 1] }
  let figures = try measure(only, namesFile: namesFile)
  let data = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
  exit(0)
}

// The names are made here, in the parent, and handed over as files: a child's peak memory is
// then its own index and search, not the making of a million strings.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let usda = try BenchCatalogs.usdaNames()
var namesFiles: [String: URL] = [:]
for (name, list) in [("usda-sr28", usda), ("million", BenchCatalogs.millionNames(from: usda))] {
  let url = folder.appendingPathComponent("\(name).txt")
  try Data(list.joined(separator: "\n").utf8).write(to: url)
  namesFiles[name] = url
}

var catalogs: [[String: Any]] = []
for name in BenchCatalogs.names {
  let child = Process()
  child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  child.arguments = ["--only", name] + (namesFiles[name].map { ["--names", $0.path] } ?? [])
  let pipe = Pipe()
  child.standardOutput = pipe
  try child.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  child.waitUntilExit()
  guard child.terminationStatus == 0,
    let figures = try JSONSerialization.jsonObject(with: output) as? [String: Any]
  else {
    FileHandle.standardError.write(Data("picker-bench: measuring \(name) failed\n".utf8))
    exit(1)
  }
  catalogs.append(figures)
}

if arguments.contains("--json") {
  let data = try JSONSerialization.data(withJSONObject: ["catalogs": catalogs], options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
} else {
  print(Report.table(catalogs))
}

/// Measures one catalog: load, keystrokes, memory, and fzf on the same names.
func measure(_ name: String, namesFile: String?) throws -> [String: Any] {
  var index = SearchIndex()
  var fzfInput: URL?
  let load: Double
  if let namesFile {
    let url = URL(fileURLWithPath: namesFile)
    load = try Measurements.milliseconds { index = try NamesFile.index(url) }
    fzfInput = url
  } else {
    var names: [String] = []
    load = try Measurements.milliseconds {
      let catalog = try Catalog.builtIn()
      index = Picker(catalog: catalog).search.index
      names = catalog.foods.map(\.name)
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("picker-bench-\(getpid())-\(name).txt")
    try Data(names.joined(separator: "\n").utf8).write(to: url)
    fzfInput = url
  }
  var timings: [Double] = []
  var checksum = 0
  for query in queries {
    let keystroke = Keystroke(search: FoodSearch(index: index))
    for length in 1...query.count {
      let text = String(query.prefix(length))
      let time = Measurements.milliseconds { checksum &+= keystroke.type(text) }
      // PICKER_BENCH_VERBOSE=1 prints every keystroke's time on stderr.
      if ProcessInfo.processInfo.environment["PICKER_BENCH_VERBOSE"] != nil {
        FileHandle.standardError.write(Data(String(format: "%-16@ %8.3f ms\n", text as NSString, time).utf8))
      }
      timings.append(time)
    }
  }
  timings.sort()
  let peak = Measurements.peakRSSMegabytes()
  var figures: [String: Any] = [
    "name": name, "items": index.itemCount, "load_ms": load,
    "keystroke_p50_ms": Measurements.percentile(timings, 50),
    "keystroke_p99_ms": Measurements.percentile(timings, 99),
    "keystroke_max_ms": timings.last ?? 0,
    "keystrokes": timings.count, "peak_rss_mb": peak, "checksum": checksum,
    "fzf_ratio": NSNull(),
  ]
  if let fzf = FzfYardstick.find() {
    let ours = try FzfYardstick.ourTimings(index: index, queries: fzfQueries)
    let theirs = try fzf.timings(namesFile: fzfInput ?? URL(fileURLWithPath: "/dev/null"), queries: fzfQueries)
    let oursP50 = Measurements.percentile(ours.sorted(), 50)
    let theirsP50 = Measurements.percentile(theirs.sorted(), 50)
    figures["fzf_p50_ms"] = theirsP50
    figures["fzf_ratio"] = oursP50 > 0 ? theirsP50 / oursP50 : NSNull()
    figures["fzf_peak_rss_mb"] = try fzf.peakRSSMegabytes(namesFile: fzfInput ?? URL(fileURLWithPath: "/dev/null"), query: "s") ?? NSNull()
  }
  return figures
}
