import Foundation

/// The benchmark's figures as a table for people.
enum Report {
  static func table(_ catalogs: [[String: Any]]) -> String {
    var lines = [
      "catalog         items     load ms  key p50 ms  key p99 ms  peak MB   fzf p50 ms  fzf/ours  fzf MB",
      String(repeating: "-", count: 96),
    ]
    for figures in catalogs {
      func number(_ key: String, _ digits: Int) -> String {
        guard let value = figures[key] as? Double else {
          return (figures[key] as? Int).map(String.init) ?? "-"
        }
        return String(format: "%.\(digits)f", value)
      }
      let name = (figures["name"] as? String ?? "?").padding(toLength: 14, withPad: " ", startingAt: 0)
      lines.append(
        "\(name) \(pad(number("items", 0), 7)) \(pad(number("load_ms", 1), 11)) \(pad(number("keystroke_p50_ms", 3), 11)) "
          + "\(pad(number("keystroke_p99_ms", 3), 11)) \(pad(number("peak_rss_mb", 1), 8)) \(pad(number("fzf_p50_ms", 1), 12)) "
          + "\(pad(number("fzf_ratio", 1), 9)) \(pad(number("fzf_peak_rss_mb", 1), 7))")
    }
    if catalogs.contains(where: { $0["fzf_ratio"] is NSNull }) {
      lines.append("(fzf not found: install Debian's fzf for the comparison)")
    }
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
