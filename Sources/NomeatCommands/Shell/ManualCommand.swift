/// `nomeat-tui manual` (hidden): the manual page, nomeat-tui.1 in roff, generated from
/// `CommandSpec.all` so that it lists what the completions complete. `Tools/install.sh` writes it
/// to share/man/man1; `nomeat-tui manual | man -l -` reads it in place.
enum ManualCommand {
  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    if let extra = words.first {
      throw UsageError(
        "manual takes nothing, not \(echoed(extra)); try: nomeat-tui manual | man -l -")
    }
    print(page, terminator: "")
    return .done
  }

  static var page: String {
    var lines = [
      #".TH NOMEAT-TUI 1 "" "nomeat-tui 0.1.0" "User Commands""#,
      ".SH NAME", #"nomeat-tui \- log what you eat, and whether you ate meat, in the terminal"#,
      ".SH SYNOPSIS", ".B nomeat-tui", ".br", #".B nomeat-tui \fICOMMAND\fR [\fIOPTIONS\fR]"#,
      ".SH DESCRIPTION",
      "Without a command, nomeat-tui opens the meal-entry screen for today: type a food, pick it, and",
      "the day's meals, footprint and answer to \"Did you eat meat today?\" are kept in a local log.",
      "The commands below do the same from the shell, for scripts and quick entries.",
      "Each command prints its usage with",
      escaped("--help") + ".",
      ".SH COMMANDS",
    ]
    for spec in CommandSpec.all {
      lines += [".TP", ".B " + escaped("nomeat-tui " + spec.synopsis), escaped(spec.summary) + "."]
      for option in spec.options {
        lines += [
          ".RS", ".TP",
          option.value.map { _ in #".BI \-\-"# + escaped(option.name) + #" " VALUE""# } ?? ".B "
            + escaped("--" + option.name), escaped(option.summary), ".RE",
        ]
      }
    }
    lines += [".SH COMMON OPTIONS"]
    for option in CommandSpec.common {
      lines += [".TP", ".B " + escaped("--" + option.name), escaped(option.summary)]
    }
    lines += [".TP", ".B " + escaped("--version"), "the version"]
    lines += [
      ".SH EXIT STATUS",
      "0 done, 1 nothing picked or found, 2 bad usage or input, 130 interrupted (Ctrl-C),",
      "143 terminated (SIGTERM), 129 hung up (SIGHUP).",
      ".SH ENVIRONMENT", ".TP", ".B NOMEAT_DB",
      "the log file, as " + escaped("--db") + " gives it.",
      ".SH SHELL",
      "Completions: " + escaped("source <(nomeat-tui completion bash)")
        + " (or zsh; for fish, pipe to " + escaped("source") + ").",
      "A prompt mark while today is unanswered: " + escaped("PS1='$(nomeat-tui prompt)'\"$PS1\"")
        + ".",
      ".SH SEE ALSO", "The README, and " + escaped("nomeat-tui --help") + ".",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text made safe for roff: a backslash is printed, a leading dot or quote is not a request,
  /// and a minus is a minus (not a hyphen), so that options can be searched and copied.
  static func escaped(_ text: String) -> String {
    let body = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(
      of: "-", with: "\\-")
    return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
  }
}
