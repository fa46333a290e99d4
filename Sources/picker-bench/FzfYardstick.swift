import Foundation
import PickerModel

/// Debian's fzf, run as `fzf --filter PREFIX < names` for each prefix of the queries: the same
/// names and the same prefixes as ours.
struct FzfYardstick {
  let executable: URL

  static func find() -> FzfYardstick? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("fzf")
      if FileManager.default.isExecutableFile(atPath: url.path) { return FzfYardstick(executable: url) }
    }
    return nil
  }

  /// Milliseconds of each run, process start to exit.
  func timings(namesFile file: URL, queries: [String]) throws -> [Double] {
    var timings: [Double] = []
    for query in queries {
      for length in 1...query.count {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--filter", String(query.prefix(length))]
        process.standardInput = try FileHandle(forReadingFrom: file)
        process.standardOutput = FileHandle.nullDevice
        timings.append(
          try Measurements.milliseconds {
            try process.run()
            process.waitUntilExit()
          })
      }
    }
    return timings
  }

  /// fzf's peak memory in MB for one `--filter` over the names, through GNU time where it is
  /// installed (fzf's memory is mostly the names, whatever the query).
  func peakRSSMegabytes(namesFile file: URL, query: String) throws -> Double? {
    let time = URL(fileURLWithPath: "/usr/bin/time")
    guard FileManager.default.isExecutableFile(atPath: time.path) else { return nil }
    let process = Process()
    process.executableURL = time
    process.arguments = ["-f", "%M", executable.path, "--filter", query]
    process.standardInput = try FileHandle(forReadingFrom: file)
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.split(separator: "\n").last.flatMap { Double($0) }.map { $0 / 1024 }
  }

  /// Our keystrokes for the same prefixes, for the ratio: filter and rank all, as fzf does.
  static func ourTimings(index: SearchIndex, queries: [String]) throws -> [Double] {
    var timings: [Double] = []
    for query in queries {
      let keystroke = Keystroke(search: FoodSearch(index: index))
      for length in 1...query.count {
        let text = String(query.prefix(length))
        timings.append(Measurements.milliseconds { _ = keystroke.type(text) })
      }
    }
    return timings
  }
}
