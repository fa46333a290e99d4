import Foundation

/// Where the meal log lives: `--db PATH`, else `$NOMEAT_DB`, else
/// `$XDG_DATA_HOME/nomeat/nomeat.sqlite3` (XDG_DATA_HOME defaulting to ~/.local/share, and
/// ignored unless absolute, as the XDG Base Directory spec says).
public enum DatabaseLocation {
  public static func path(option: String?, environment: [String: String]) -> String {
    if let option, !option.isEmpty { return option }
    if let variable = environment["NOMEAT_DB"], !variable.isEmpty { return variable }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    // The XDG spec: a relative path in these variables is invalid and must be ignored.
    let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
    return data + "/nomeat/nomeat.sqlite3"
  }
}
