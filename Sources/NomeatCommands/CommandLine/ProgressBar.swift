import Foundation

/// A one-line progress bar on stderr for long catalog reads: shown only when stderr is a
/// terminal and the work has taken more than half a second; cleared when done.
final class ProgressBar: @unchecked Sendable {
  private let label: String
  private let start = Date()
  private var lastDrawn = Date.distantPast
  private var shown = false
  private let enabled = isatty(STDERR_FILENO) == 1

  init(label: String) { self.label = label }

  /// Draws the bar for `done` of `total` bytes with `items` foods read so far.
  func update(done: Int, total: Int, items: Int) {
    guard enabled else { return }
    let now = Date()
    let elapsed = now.timeIntervalSince(start)
    guard elapsed > 0.5, now.timeIntervalSince(lastDrawn) > 0.1 else { return }
    lastDrawn = now
    shown = true
    let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
    let width = 24
    let filled = Int(fraction * Double(width))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let rate = Double(items) / elapsed
    let left = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0
    let line = String(format: "%@ %@ %3d%%  %@ foods  %@/s  %@ left", label, bar, Int(fraction * 100), grouped(items), grouped(Int(rate)), seconds(left))
    FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
  }

  /// Clears the bar, if it was drawn.
  func finish() {
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }

  private func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (i, digit) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }

  private func seconds(_ value: Double) -> String {
    value < 60 ? "\(Int(value.rounded())) s" : "\(Int(value / 60)) min \(Int(value) % 60) s"
  }
}
