import FoodData
import MealLog

/// `nomeat-tui prompt`: the day's question in a shell prompt (PS1, starship), as fzf and
/// hledger fit a shell: nothing once today is answered, a short mark while it is not. It reads
/// only the log, never the catalog, so that it costs a prompt almost nothing.
enum PromptCommand {
  static let help = """
    usage: nomeat-tui prompt [--mark TEXT] [--db PATH]

    Prints nothing when today's question ("Did you eat meat today?") is answered, and the mark
    (?meat, or TEXT) when it is not: for a shell prompt. A log that cannot be read is said on
    stderr, with exit 2, and nothing is printed on stdout.

      bash:  PS1='$(nomeat-tui prompt)'"$PS1"
      zsh:   setopt prompt_subst; PROMPT='$(nomeat-tui prompt)'"$PROMPT"
      fish:  functions -c fish_prompt _plain_prompt; function fish_prompt; nomeat-tui prompt; _plain_prompt; end
    """

  /// What the prompt shows while today is not answered.
  static let mark = "?meat "

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "mark"], flags: ["help"], command: "prompt")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("prompt")
    let text = arguments.values["mark"] ?? mark
    guard !SafeText.containsUnsafe(text) else {
      throw UsageError("--mark must be plain text, not \(echoed(text)); for example --mark '?meat '")
    }
    let log = try openLog(arguments, access: .readOnly)
    let today = Day.today
    let answers = try logged { () throws(MealLogError) in try log.answers(from: today, through: today) }
    if answers[today] == nil { print(text, terminator: "") }
    return .done
  }
}
