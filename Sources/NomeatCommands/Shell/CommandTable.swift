/// The one table of commands and their options that the shell completions and the manual page
/// are generated from (issue 40). A command's own `--help` text stays beside its code; this table
/// says only what a shell needs: names, what each word and option's value is, and a summary.
struct CommandSpec: Sendable {
  /// What a word is, so that a completion can offer the right things for it.
  enum Value: Sendable, Equatable {
    case date, file, food, meal, nutrient, number, section, text
    case oneOf([String])
  }

  struct Option: Sendable {
    var name: String
    var value: Value?
    var summary: String
  }

  var name: String
  var synopsis: String
  var summary: String
  /// The words that may come first after the command (`limit add`, `answer yes`).
  var subcommands: [String] = []
  /// What the command's other words are, when it takes any.
  var argument: Value?
  var options: [Option] = []
  /// Of the common options, the ones this command takes (`prompt` reads no catalog).
  var common: [Option] = CommandSpec.common
}

extension CommandSpec {
  static let date = Option(
    name: "date", value: .date, summary: "the day, YYYY-MM-DD (default today)")
  static let json = Option(name: "json", value: nil, summary: "JSON instead of lines")
  static let meal = Option(
    name: "meal", value: .meal, summary: "the meal: breakfast, lunch, dinner or snack")
  static let quantity = Option(
    name: "quantity", value: .oneOf(["little", "some", "lot"]),
    summary: "little, some, lot or GRAMSg")

  /// Options every command takes.
  static let common: [Option] = [
    Option(name: "db", value: .file, summary: "the log file to use"),
    Option(
      name: "catalog", value: .file, summary: "the catalog to use instead of the built-in one"),
    Option(name: "help", value: nil, summary: "the command's usage"),
  ]

  static let meals = ["breakfast", "lunch", "dinner", "snack"]

  static let all: [CommandSpec] = [
    CommandSpec(
      name: "pick", synopsis: "pick [--query Q] [--quantity Q]",
      summary: "only the food sheet; prints the choice",
      options: [Option(name: "query", value: .text, summary: "the search to start with"), quantity]),
    CommandSpec(
      name: "search", synopsis: "search QUERY [--limit N] [--json]",
      summary: "ranked matches, one per line", argument: .food,
      options: [
        Option(name: "limit", value: .number, summary: "at most N matches (default 20)"), json,
      ]),
    CommandSpec(
      name: "show", synopsis: "show FOOD [--json]",
      summary: "one food's figures, sources and ingredients", argument: .food, options: [json]),
    CommandSpec(
      name: "add",
      synopsis:
        "add FOOD [--quantity Q] [--date D] [--meal NAME] | add --kcal N [--protein N] [--name TEXT]",
      summary: "logs a meal", argument: .food,
      options: [
        quantity, date, meal,
        Option(name: "kcal", value: .number, summary: "a quick add: energy only"),
        Option(name: "protein", value: .number, summary: "grams of protein, with --kcal"),
        Option(name: "name", value: .text, summary: "the quick add's name"),
      ]),
    CommandSpec(
      name: "food",
      synopsis: "food new NAME --per100g kcal=N,... [--like FOOD] | food list|edit|remove",
      summary: "your own foods", subcommands: ["new", "list", "edit", "remove"], argument: .food,
      options: [
        Option(name: "per100g", value: .text, summary: "figures per 100 g: kcal=N,protein=N,..."),
        Option(name: "like", value: .food, summary: "a catalog food to start from"), json,
      ]),
    CommandSpec(
      name: "recipe",
      synopsis:
        "recipe new NAME --ingredient FOOD=GRAMS ... [--servings N] | recipe list|edit|remove",
      summary: "your own dishes", subcommands: ["new", "list", "edit", "remove"], argument: .food,
      options: [
        Option(name: "ingredient", value: .food, summary: "FOOD=GRAMS, once per ingredient"),
        Option(name: "servings", value: .number, summary: "how many servings it makes"),
        Option(name: "from-meals", value: .date, summary: "the meals of a day as the ingredients"),
        Option(name: "name", value: .text, summary: "a new name"), json,
      ]),
    CommandSpec(
      name: "answer", synopsis: "answer yes|no [--date D]", summary: "answers the day's question",
      subcommands: ["yes", "no"], options: [date]),
    CommandSpec(
      name: "today", synopsis: "today [--json]", summary: "the day's meals, answer and footprint",
      options: [json]),
    CommandSpec(
      name: "meals", synopsis: "meals [--date D] [--json]",
      summary: "the day's meals with their ids", options: [date, json]),
    CommandSpec(
      name: "remove", synopsis: "remove ID|last", summary: "takes a meal out (undo puts it back)",
      subcommands: ["last"]),
    CommandSpec(
      name: "edit", synopsis: "edit ID [--quantity Q] [--food FOOD] [--time HH:MM] [--date D]",
      summary: "changes a logged meal",
      options: [
        quantity, Option(name: "food", value: .food, summary: "another food"),
        Option(name: "time", value: .text, summary: "HH:MM"), date, meal,
      ]),
    CommandSpec(name: "undo", synopsis: "undo", summary: "takes the last change to the log back"),
    CommandSpec(name: "redo", synopsis: "redo", summary: "puts the last undone change back"),
    CommandSpec(
      name: "copy", synopsis: "copy --from D [--to D] [--meal NAME]",
      summary: "a day's meals again",
      options: [
        Option(name: "from", value: .date, summary: "the day to copy"),
        Option(name: "to", value: .date, summary: "the day to copy to"), meal,
      ]),
    CommandSpec(
      name: "repeat", synopsis: "repeat ID [--date D]", summary: "a meal again",
      options: [date, meal]),
    CommandSpec(
      name: "merge", synopsis: "merge OTHER.sqlite3", summary: "brings another copy's changes in",
      argument: .file),
    CommandSpec(
      name: "history", synopsis: "history [--days N] [--json]",
      summary: "one line a day, with a chart",
      options: [Option(name: "days", value: .number, summary: "how many days"), json]),
    CommandSpec(
      name: "meat", synopsis: "meat [--set SECTION,...]",
      summary: "shows or sets what counts as meat",
      options: [Option(name: "set", value: .section, summary: "the sections that count as meat")]),
    CommandSpec(
      name: "export", synopsis: "export [--format csv|json] [--foods]", summary: "the whole log",
      options: [
        Option(name: "format", value: .oneOf(["csv", "json"]), summary: "csv or json"),
        Option(name: "foods", value: nil, summary: "your own foods and recipes instead of the meals"),
      ]),
    CommandSpec(
      name: "limit",
      synopsis: "limit add TARGET N/PERIOD | limit list [--json] | limit remove TARGET",
      summary: "limits on meat or a section", subcommands: ["add", "list", "remove"],
      argument: .section, options: [json]),
    CommandSpec(
      name: "target",
      synopsis: "target set NUTRIENT|co2e-week N | target clear NUTRIENT | target [list]",
      summary: "daily targets for nutrients", subcommands: ["set", "clear", "list"],
      argument: .nutrient, options: [json]),
    CommandSpec(
      name: "nutrients", synopsis: "nutrients [--days N] [--date D] [--json]",
      summary: "every nutrient against its reference",
      options: [
        Option(name: "days", value: .number, summary: "how many days (default 7)"), date, json,
      ]),
    CommandSpec(
      name: "report", synopsis: "report [--week|--month] [--date D] [--json]",
      summary: "a week's or month's report",
      options: [
        Option(name: "week", value: nil, summary: "the week"),
        Option(name: "month", value: nil, summary: "the month"), date, json,
      ]),
    CommandSpec(
      name: "import", synopsis: "import usda|csv FILE | import list | import remove NAME",
      summary: "more foods, searched below",
      subcommands: ["usda", "csv", "off", "list", "remove"], argument: .file,
      options: [
        Option(name: "name", value: .text, summary: "the import's name"),
        Option(name: "replace", value: nil, summary: "replaces an import of that name"),
      ]),
    CommandSpec(
      name: "prompt", synopsis: "prompt [--mark TEXT]",
      summary: "for PS1: nothing once today is answered, else ?meat",
      options: [Option(name: "mark", value: .text, summary: "the mark to show")],
      common: common.filter { $0.name != "catalog" }),
    CommandSpec(
      name: "completion", synopsis: "completion bash|zsh|fish",
      summary: "prints the shell's completion script",
      subcommands: ["bash", "zsh", "fish"], common: common.filter { $0.name == "help" }),
  ]

  static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
