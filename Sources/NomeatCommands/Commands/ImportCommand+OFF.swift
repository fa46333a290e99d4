import Foundation
import PickerModel
import FoodData

/// `nomeat-tui import off FILE`: Open Food Facts' export, read a megabyte at a time so that a
/// file of several GB needs memory for its foods only, never for its text.
extension ImportCommand {
  /// A line longer than this is no product (the longest of the real export is about 200 KB):
  /// it is skipped, not held.
  static let longestLine = 16 << 20

  static func importOFF(_ url: URL) throws(UsageError) -> OFFImport {
    let shown = SafeText.render(url.path)
    let handle = try openImportFile(url, what: "export")
    defer { try? handle.close() }
    let total = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    let progress = ProgressBar(label: "import off")
    defer { progress.finish() }
    var done = 0
    var importer: OFFImport?
    var pending: [UInt8] = []
    var overlong = false
    var lines = 0
    func take(_ line: ArraySlice<UInt8>) throws(UsageError) {
      lines += 1
      if importer == nil {
        do { importer = try OFFImport(firstLine: line, file: shown) } catch { throw UsageError(error.description) }
      } else {
        importer?.add(line)
      }
      if lines % 4096 == 0 { progress.update(done: done, total: total, items: importer?.imported ?? 0) }
    }
    while true {
      let chunk: Data
      do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
        throw UsageError("\(shown): cannot be read (\(error.localizedDescription)); check the file")
      }
      if chunk.isEmpty { break }
      done += chunk.count
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: 10) {
        if overlong {
          overlong = false
        } else {
          pending.append(contentsOf: chunk[start..<newline])
          try take(pending[...])
        }
        pending.removeAll(keepingCapacity: true)
        start = chunk.index(after: newline)
      }
      if !overlong { pending.append(contentsOf: chunk[start...]) }
      if pending.count > longestLine {
        // Counted as one unreadable line when its end comes.
        overlong = true
        pending.removeAll()
        importer?.add([0][...])
      }
    }
    if !pending.isEmpty && !overlong { try take(pending[...]) }
    guard let importer else { throw UsageError("\(shown): empty; give Open Food Facts' JSONL or CSV export") }
    return importer
  }
}
