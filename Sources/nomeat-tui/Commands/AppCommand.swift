/// `nomeat-tui`: the meal-entry screen (built with the terminal app).
enum AppCommand {
  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    throw UsageError("the meal-entry screen is not built yet")
  }
}
