import Foundation
import MealLog
import PickerModel

/// `nomeat-tui target set KIND N | clear KIND | list [--json]`: daily nutrition targets and the
/// weekly footprint goal.
enum TargetCommand {
  static let help = """
    usage: nomeat-tui target set protein|kcal|fibre|co2e-week N [--db PATH]
           nomeat-tui target clear protein|kcal|fibre|co2e-week [--db PATH]
           nomeat-tui target list [--json] [--db PATH]

    Daily targets: protein (g), kcal, fibre (g); a weekly footprint goal: co2e-week (kg CO2e).
    Without a target the app shows totals only. For reference (not defaults): the EU reference
    intakes for an average adult are 2000 kcal and 50 g protein a day (Regulation (EU)
    No 1169/2011, Annex XIII); the UK advises 30 g fibre a day (SACN, Carbohydrates and Health, 2015).
      nomeat-tui target set protein 60
      nomeat-tui target set co2e-week 15
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["json", "help"], command: "target")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    let positionals = arguments.positionals
    guard let verb = positionals.first else {
      throw UsageError("target needs set, clear or list; see nomeat-tui target --help")
    }
    // An unknown verb is refused below, by name, whatever its options.
    let own: [String: Set<String>] = ["set": [], "clear": [], "list": ["json"]]
    try arguments.expectOnly(own[verb] ?? ["json"], of: ["json"], for: "target \(verb)")
    switch verb {
    case "set":
      guard positionals.count == 3 else {
        throw UsageError("target set needs a kind and a number, for example: nomeat-tui target set protein 60")
      }
      let kind = try kind(positionals[1])
      let text = positionals[2]
      guard let value = kind.value(parsing: text) else {
        throw UsageError("a \(kind.rawValue) target must be a number from \(format(kind.range.lowerBound)) to \(format(kind.range.upperBound)) \(kind.unit), not \(echoed(text))")
      }
      let log = try openLog(arguments, access: .readWrite)
      try logged { () throws(MealLogError) in try log.setTarget(kind, to: value) }
      print("Target: \(kind.rawValue) \(format(value)) \(kind.unit)\(kind == .co2eWeek ? " a week" : " a day")")
      return .done
    case "clear":
      guard positionals.count == 2 else { throw UsageError("target clear needs a kind, for example: nomeat-tui target clear protein") }
      let kind = try kind(positionals[1])
      let log = try openLog(arguments, access: .readWrite)
      try logged { () throws(MealLogError) in try log.setTarget(kind, to: nil) }
      print("Cleared the \(kind.rawValue) target")
      return .done
    case "list":
      guard positionals.count == 1 else {
        throw UsageError("target list takes no words, not \(echoed(positionals[1])); see nomeat-tui target --help")
      }
      let log = try openLog(arguments, access: .readOnly)
      let targets = try logged { () throws(MealLogError) in try log.targets() }
      if arguments.flags.contains("json") {
        print(try JSONText.encode(json(targets)))
        return .done
      }
      for kind in TargetKind.allCases {
        print("\(kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(targets[kind].map { "\(format($0)) \(kind.unit)" } ?? "not set")")
      }
      return .done
    default:
      throw UsageError("unknown target command \(echoed(verb)); use set, clear or list")
    }
  }

  static func kind(_ word: String) throws(UsageError) -> TargetKind {
    guard let kind = TargetKind(word: word) else {
      throw UsageError("unknown target \(echoed(word)); use protein, kcal, fibre or co2e-week")
    }
    return kind
  }

  /// The targets as JSON: every kind, null where unset.
  static func json(_ targets: Targets) -> [String: Any] {
    var object: [String: Any] = [:]
    for kind in TargetKind.allCases { object[kind.rawValue] = targets[kind].map { $0 as Any } ?? NSNull() }
    return object
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }
}
