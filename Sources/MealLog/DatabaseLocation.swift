import Foundation

/// Where the meal log lives: `--db PATH`, else `$NOMEAT_DB`, else
/// `$XDG_DATA_HOME/nomeat/nomeat.sqlite3` (XDG_DATA_HOME defaulting to ~/.local/share, and
/// ignored unless absolute, as the XDG Base Directory spec says).
public enum DatabaseLocation {
  /// Whether the path is `$NOMEAT_DB`'s: no `--db` was given and the variable is set.
  public static func isFromEnvironment(option: String?, environment: [String: String]) -> Bool {
    (option ?? "").isEmpty && !(environment["NOMEAT_DB"] ?? "").isEmpty
  }

  /// Whether the path is the default one, in nomeat's own folder: neither `--db` nor
  /// `$NOMEAT_DB` named it.
  public static func isDefault(option: String?, environment: [String: String]) -> Bool {
    (option ?? "").isEmpty && !isFromEnvironment(option: option, environment: environment)
  }

  public static func path(option: String?, environment: [String: String]) -> String {
    if let option, !option.isEmpty { return option }
    if isFromEnvironment(option: option, environment: environment), let variable = environment["NOMEAT_DB"] { return variable }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    // The XDG spec: a relative path in these variables is invalid and must be ignored.
    let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
    return data + "/nomeat/nomeat.sqlite3"
  }
}
