import Foundation
import FoodData
import PickerModel
import PickerTUI

/// Each keystroke of the queries, typed letter by letter into the picker's search over a
/// catalog loaded as the program loads it (through the compiled cache); and the time from
/// nothing to `pick`'s first frame: the catalog loaded as `pick` loads it (its compiled file
/// read whole into the program's memory), the main screen built, and its first frame drawn at 80x24.
enum Keystrokes {
  static func measure(name: String, catalog path: String?, cache: String?, queries: [String]) throws -> [String: Any] {
    var frame: Frame?
    var mainScreen: MainScreen?
    let firstFrame = try Measurements.milliseconds {
      let cache = CatalogCache(directory: cache)
      let loaded = try path.map { try cache.load(from: URL(fileURLWithPath: $0)) } ?? Catalog.builtIn(cache: cache)
      let screen = MainScreen(catalog: loaded)
      let app = App(mainScreen: screen)
      let state = app.initialState(purpose: .pickOnly, size: TerminalSize(columns: 80, rows: 24))
      frame = Renderer(mainScreen: screen, glyphs: Glyphs(unicode: true)).render(state)
      mainScreen = screen
    }
    guard let mainScreen, frame != nil else { throw CocoaError(.fileReadUnknown) }
    // The picker learns a big catalog's words behind its first frame too (`learnWordsBehind`);
    // the keystrokes are typed once it has.
    let learns = mainScreen.search.index.itemCount >= FoodSearch.learnsWordsFrom
    let words: Any = learns ? Measurements.milliseconds { mainScreen.search.learnWords() } : NSNull()
    var timings: [Double] = []
    var checksum = 0
    for query in queries {
      let keystroke = Keystroke(
        search: FoodSearch(
          index: mainScreen.search.index, vocabulary: mainScreen.search.learntWords, kinds: mainScreen.search.kinds,
          ingredients: mainScreen.search.ingredients))
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
      "first_frame_ms": firstFrame, "learn_words_ms": words, "words": mainScreen.search.learntWords?.count ?? 0,
      "keystroke_p50_ms": Measurements.percentile(timings, 50),
      "keystroke_p99_ms": Measurements.percentile(timings, 99),
      "keystroke_max_ms": timings.last ?? 0,
      "keystrokes": timings.count, "keystroke_peak_rss_mb": Measurements.peakRSSMegabytes(), "checksum": checksum,
    ]
  }
}
