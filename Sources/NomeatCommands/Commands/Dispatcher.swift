import Foundation

/// Chooses the command from the first word.
public enum Dispatcher {
  static let version = "nomeat-tui 0.1.0"

  static let help = """
    usage: nomeat-tui [COMMAND] [OPTIONS]

      nomeat-tui                         the meal-entry screen for today
      nomeat-tui pick [--query Q]        only the food sheet; prints the choice ("Some Beef")
      nomeat-tui search QUERY [--limit N] [--json]    ranked matches, one per line
      nomeat-tui show FOOD [--json]      one food's figures, sources and ingredients
      nomeat-tui add FOOD [--quantity little|some|lot|GRAMSg] [--date YYYY-MM-DD] [--meal NAME]
      nomeat-tui add --kcal N [--protein N] [--name TEXT]   a quick add: energy only
      nomeat-tui food new NAME --per100g kcal=N,protein=N [--like FOOD], food list|edit|remove
      nomeat-tui recipe new NAME --ingredient FOOD=GRAMS ... [--servings N], recipe list|edit|remove
      nomeat-tui answer yes|no [--date YYYY-MM-DD]
      nomeat-tui today [--json]          the day's meals, answer and footprint
      nomeat-tui meals [--date YYYY-MM-DD] [--json]   the day's meals with their ids
      nomeat-tui remove ID|last          takes a meal out (undo puts it back)
      nomeat-tui edit ID [--quantity Q] [--food FOOD] [--time HH:MM] [--date YYYY-MM-DD]
      nomeat-tui undo, redo              the last change to the log, by anyone, taken or put back
      nomeat-tui copy --from YYYY-MM-DD [--to YYYY-MM-DD] [--meal NAME]   a day's meals again
      nomeat-tui repeat ID [--date YYYY-MM-DD]   a meal again
      nomeat-tui merge OTHER.sqlite3     brings another copy's changes in (read, never written)
      nomeat-tui history [--days N] [--json]   one line a day, with a chart
      nomeat-tui meat [--set SECTION,...]      show or set what counts as meat
      nomeat-tui export [--format csv|json]
      nomeat-tui limit add TARGET N/PERIOD, limit list [--json], limit remove TARGET
      nomeat-tui target set NUTRIENT|co2e-week N, target clear NUTRIENT, target [list]
      nomeat-tui nutrients [--days 7] [--date YYYY-MM-DD] [--json]   every nutrient against its reference
      nomeat-tui report [--week|--month] [--date YYYY-MM-DD] [--json]
      nomeat-tui import usda|csv FILE, import list, import remove NAME   more foods, searched below
      nomeat-tui prompt [--mark TEXT]    for PS1: nothing once today is answered, else ?meat
      nomeat-tui completion bash|zsh|fish   the shell's completion script

    common options: --db PATH, --catalog FILE, --help, --version
    exit codes: 0 done, 1 nothing picked or found, 2 bad usage or input (or output that
    could not be written), 130 interrupted (Ctrl-C), 143 terminated (SIGTERM), 129 hung up (SIGHUP)
    """

  @MainActor
  public static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    guard let first = words.first else { return try AppCommand.run([]) }
    let rest = Array(words.dropFirst())
    switch first {
    case "--help", "-h", "help", "--version":
      if let extra = rest.first {
        throw UsageError("\(first) takes nothing after it, not \(echoed(extra)); see nomeat-tui --help")
      }
      print(first == "--version" ? version : help)
      return .done
    case "search": return try SearchCommand.run(rest)
    case "show": return try ShowCommand.run(rest)
    case "pick": return try PickCommand.run(rest)
    case "add": return try AddCommand.run(rest)
    case "answer": return try AnswerCommand.run(rest)
    case "today": return try TodayCommand.run(rest)
    case "meals": return try MealsCommand.run(rest)
    case "remove": return try RemoveCommand.run(rest)
    case "edit": return try EditCommand.run(rest)
    case "undo", "redo": return try UndoCommand.run(first, rest)
    case "copy": return try CopyCommand.run(rest)
    case "repeat": return try RepeatCommand.run(rest)
    case "merge": return try MergeCommand.run(rest)
    case "history": return try HistoryCommand.run(rest)
    case "meat": return try MeatCommand.run(rest)
    case "export": return try ExportCommand.run(rest)
    case "limit": return try LimitCommand.run(rest)
    case "target": return try TargetCommand.run(rest)
    case "report": return try ReportCommand.run(rest)
    case "nutrients": return try NutrientsCommand.run(rest)
    case "import": return try ImportCommand.run(rest)
    case "prompt": return try PromptCommand.run(rest)
    case "food": return try FoodCommand.run(rest)
    case "recipe": return try RecipeCommand.run(rest)
    case "completion": return try CompletionCommand.run(rest)
    case "complete": return try CompleteCommand.run(rest)
    case "manual": return try ManualCommand.run(rest)
    default:
      if first.hasPrefix("-") { return try AppCommand.run(words) }
      throw UsageError("unknown command \(echoed(first)); see nomeat-tui --help")
    }
  }
}
