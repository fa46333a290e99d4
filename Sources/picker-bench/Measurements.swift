import Foundation

/// Percentiles and memory, as the benchmark reports them.
enum Measurements {
  static func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
    return sorted[min(sorted.count - 1, max(0, rank))]
  }

  /// Milliseconds that `body` took.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
  }

  /// Peak resident memory of this process in MB: VmHWM of /proc/self/status, which starts
  /// afresh at exec (getrusage's ru_maxrss does not: a spawned child inherits its parent's).
  static func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes / 1024
  }
}
