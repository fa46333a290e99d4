import MealLog
import FoodData

/// `nomeat-tui copy --from D [--to D]`: every meal of one day logged again on another, as one
/// change (one undo takes it back).
enum CopyCommand {
  static let help = """
    usage: nomeat-tui copy --from YYYY-MM-DD [--to YYYY-MM-DD] [--meal breakfast|lunch|dinner|snack] [--db PATH]

    Logs every meal of the --from day again on the --to day (default today), at the same
    times; with --meal, only that meal's foods (yesterday's breakfast, say). One change:
    nomeat-tui undo takes back the whole copy.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["from", "to", "meal", "db", "catalog"], flags: ["help"], command: "copy")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("copy")
    guard arguments.values["from"] != nil else {
      throw UsageError("copy needs --from DAY, for example: nomeat-tui copy --from \(Day.today.adding(days: -1))")
    }
    let source = try LoggedMealWords.pastDay(arguments, option: "from")
    let target = try LoggedMealWords.pastDay(arguments, option: "to")
    guard source != target else {
      throw UsageError("--from and --to are the same day (\(target)); give another --to, or leave it out for today")
    }
    let name = try LoggedMealWords.mealName(arguments)
    let log = try openLog(arguments, access: .readWrite)
    let copied = try logged { () throws(MealLogError) in try log.copyMeals(from: source, to: target, meal: name) }
    guard !copied.isEmpty else {
      StandardStreams.error("there are no \(name.map { "\($0.rawValue) " } ?? "")meals on \(source) to copy; nothing was logged")
      return .nothing
    }
    for meal in copied { print("Added \(LoggedMealWords.line(meal))") }
    try AddCommand.warnOverLimits(copied, log: log, catalog: try loadCatalog(arguments))
    let what = name.map { "\($0.rawValue) (\(copied.count) food\(copied.count == 1 ? "" : "s"))" } ?? "\(copied.count) meal\(copied.count == 1 ? "" : "s")"
    print("Copied \(what) from \(source) to \(target); nomeat-tui undo takes the copy back")
    return .done
  }
}
