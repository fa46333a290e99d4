import Foundation

/// The benchmark's figures as a table for people.
enum Report {
  static func table(_ catalogs: [[String: Any]]) -> String {
    var lines = [
      "search --catalog FILE salmon, whole process; fzf --filter salmon on the same names",
      "catalog            foods   cold ms  cold MB   warm ms  warm MB    fzf ms   fzf MB  key p50 ms  key p99 ms  pick frame ms  words ms",
      String(repeating: "-", count: 144),
    ]
    for figures in catalogs {
      func number(_ key: String, _ digits: Int) -> String {
        guard let value = figures[key] as? Double else {
          return (figures[key] as? Int).map(String.init) ?? "-"
        }
        return String(format: "%.\(digits)f", value)
      }
      let name = (figures["name"] as? String ?? "?").padding(toLength: 16, withPad: " ", startingAt: 0)
      lines.append(
        "\(name) \(pad(number("items", 0), 8)) \(pad(number("cold_ms", 0), 9)) \(pad(number("cold_peak_mb", 0), 8)) "
          + "\(pad(number("warm_ms", 0), 9)) \(pad(number("warm_peak_mb", 0), 8)) \(pad(number("fzf_ms", 0), 9)) "
          + "\(pad(number("fzf_peak_mb", 0), 8)) \(pad(number("keystroke_p50_ms", 2), 11)) \(pad(number("keystroke_p99_ms", 2), 11)) \(pad(number("first_frame_ms", 1), 14)) \(pad(number("learn_words_ms", 0), 9))"
      )
    }
    for figures in catalogs {
      guard let time = figures["import_ms"] as? Double, let peak = figures["import_peak_mb"] as? Double else { continue }
      let megabytes = figures["export_mb"] as? Double ?? 0
      lines.append(
        String(
          format: "%@: import off of %.0f MB in %.1f s, %.0f MB peak (%.1f MB/s, exit %d)", figures["name"] as? String ?? "?", megabytes,
          time / 1000, peak, megabytes / (time / 1000), figures["import_status"] as? Int32 ?? -1))
    }
    if catalogs.contains(where: { $0["fzf_ms"] is NSNull }) {
      lines.append("(fzf not found: install Debian's fzf for the comparison)")
    }
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
