import Foundation
import FoodData
import PickerModel

/// Each keystroke of the queries, typed letter by letter into the picker's search over a
/// catalog loaded as the program loads it (through the compiled cache).
enum Keystrokes {
  static func measure(name: String, catalog path: String?, cache: String?, queries: [String]) throws -> [String: Any] {
    var catalog = try Catalog.builtIn()
    let load = try Measurements.milliseconds {
      if let path { catalog = try CatalogCache(directory: cache).load(from: URL(fileURLWithPath: path)) }
    }
    let mainScreen = MainScreen(catalog: catalog)
    var timings: [Double] = []
    var checksum = 0
    for query in queries {
      let keystroke = Keystroke(search: FoodSearch(index: mainScreen.search.index))
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
    return [
      "load_in_process_ms": load,
      "keystroke_p50_ms": Measurements.percentile(timings, 50),
      "keystroke_p99_ms": Measurements.percentile(timings, 99),
      "keystroke_max_ms": timings.last ?? 0,
      "keystrokes": timings.count, "keystroke_peak_rss_mb": Measurements.peakRSSMegabytes(), "checksum": checksum,
    ]
  }
}
