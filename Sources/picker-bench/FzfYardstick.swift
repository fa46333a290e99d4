import Foundation

/// Debian's fzf, the yardstick: `fzf --filter QUERY < names`, a whole process like ours.
struct FzfYardstick {
  let executable: URL

  static func find() -> FzfYardstick? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("fzf")
      if FileManager.default.isExecutableFile(atPath: url.path) { return FzfYardstick(executable: url) }
    }
    return nil
  }
}
