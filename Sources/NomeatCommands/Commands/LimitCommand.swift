import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui limit add TARGET N/PERIOD | list [--json] | remove TARGET`: personal limits.
enum LimitCommand {
  static let help = """
    usage: nomeat-tui limit add TARGET N/PERIOD [--replace] [--db PATH]
           nomeat-tui limit list [--json] [--db PATH]
           nomeat-tui limit remove TARGET [--db PATH]

    A limit is how many meals of a food, of a section or of meat you allow yourself in a day,
    a week (Monday to Sunday) or a month. TARGET is a food ("salmon"), a section ("red-meat",
    "shellfish") or "meat" (whatever counts as meat under `nomeat-tui meat`); N is 0 to 99.
      nomeat-tui limit add salmon 2/week
      nomeat-tui limit add meat 3/week
      nomeat-tui limit add shellfish 0/month
    Going over a limit asks once in the app and never blocks. --replace changes an existing limit.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog", "date"], flags: ["json", "help", "replace"], command: "limit")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard let verb = arguments.positionals.first else {
      throw UsageError("limit needs add, list or remove; see nomeat-tui limit --help")
    }
    let rest = Array(arguments.positionals.dropFirst())
    let catalog = try loadCatalog(arguments)
    // An unknown verb is refused below, by name, whatever its options.
    let own: [String: Set<String>] = ["add": ["replace"], "list": ["json", "date"], "remove": []]
    try arguments.expectOnly(own[verb] ?? ["replace", "json", "date"], of: ["replace", "json", "date"], for: "limit \(verb)")
    switch verb {
    case "add":
      let (targetText, rateText) = try LimitParsing.targetAndRate(rest)
      let (count, period) = try LimitParsing.rate(rateText)
      let target = try LimitParsing.target(targetText, catalog: catalog)
      let log = try openLog(arguments, access: .readWrite)
      let limit = Limit(target: target, count: count, period: period)
      try logged { () throws(MealLogError) in try log.addLimit(limit, replacing: arguments.flags.contains("replace")) }
      print("Limit: \(LimitParsing.describe(target, catalog: catalog)) at most \(count) a \(period.rawValue)")
      return .done
    case "list":
      guard rest.isEmpty else { throw UsageError("limit list takes no words, not \(echoed(rest[0])); see nomeat-tui limit --help") }
      let log = try openLog(arguments, access: .readOnly)
      let today = try day(arguments, command: "limit")
      let usages = try LimitCommand.usages(log: log, catalog: catalog, on: today)
      if arguments.flags.contains("json") {
        print(try JSONText.encode(usages.map { json($0, catalog: catalog) }))
        return .done
      }
      if usages.isEmpty { print("No limits. Add one with: nomeat-tui limit add salmon 2/week") }
      for usage in usages {
        let mark = usage.isOver ? "over" : usage.isAtLimit ? "at limit" : "ok"
        print(
          "\(usage.limit.target.key.padding(toLength: 22, withPad: " ", startingAt: 0)) \(usage.limit.rate.padding(toLength: 9, withPad: " ", startingAt: 0)) \(usage.text(today: today))  \(mark)"
        )
      }
      return .done
    case "remove":
      guard !rest.isEmpty else { throw UsageError("limit remove needs a TARGET, for example: nomeat-tui limit remove salmon") }
      let log = try openLog(arguments, access: .readWrite)
      let text = rest.joined(separator: " ")
      let existing = try logged { () throws(MealLogError) in try log.limits() }
      // The stored key first, so a limit stays removable when its food left the catalog.
      let target: LimitTarget
      if let stored = existing.first(where: { $0.target.key == text }) {
        target = stored.target
      } else {
        target = try LimitParsing.target(text, catalog: catalog)
      }
      let removed = try logged { () throws(MealLogError) in try log.removeLimit(target) }
      guard removed else {
        throw UsageError("no limit on \(target.key); see them with nomeat-tui limit list")
      }
      print("Removed the limit on \(LimitParsing.describe(target, catalog: catalog))")
      return .done
    default:
      throw UsageError("unknown limit command \(echoed(verb)); use add, list or remove")
    }
  }

  /// Each limit with what is used of it in the period that holds `day`.
  static func usages(log: MealLog, catalog: Catalog, on day: Day) throws(UsageError) -> [LimitUsage] {
    let limits = try logged { () throws(MealLogError) in try log.limits() }
    guard !limits.isEmpty else { return [] }
    let meat = try meatRule(log, catalog: catalog)
    return try logged { () throws(MealLogError) in try log.limitUsages(of: limits, on: day, meatSections: meat) }
  }

  static func json(_ usage: LimitUsage, catalog: Catalog) -> [String: Any] {
    [
      "target": usage.limit.target.key, "name": LimitParsing.describe(usage.limit.target, catalog: catalog),
      "count": usage.limit.count, "period": usage.limit.period.rawValue, "used": usage.used,
      "from": usage.period.lowerBound.description, "through": usage.period.upperBound.description,
      "atLimit": usage.isAtLimit, "over": usage.isOver,
    ]
  }
}
