import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui target set KIND N | clear KIND | list [--json]`: daily nutrition targets and the
/// weekly footprint goal.
enum TargetCommand {
  static let help = """
    usage: nomeat-tui target [list] [--json] [--db PATH]
           nomeat-tui target set NUTRIENT|co2e-week N [--db PATH]
           nomeat-tui target clear NUTRIENT|co2e-week [--db PATH]

    Every nutrient is compared with its reference intake for an adult, a day: the EU's
    (Regulation (EU) No 1169/2011, Annex XIII), and for fibre the UK's 30 g (SACN,
    Carbohydrates and Health, 2015). A target you set overrides it: NUTRIENT is any id of
    `nomeat-tui target list` (kcal, protein, fibre, iron, vitamin_b12, ...), N in its unit.
    co2e-week is a weekly footprint goal (kg CO2e). The app's targets line shows kcal, protein
    and fibre only when you set them; `nomeat-tui nutrients` compares every nutrient.
      nomeat-tui target set protein 60
      nomeat-tui target set iron 18
      nomeat-tui target set vitamin_b12 4
      nomeat-tui target set co2e-week 15
    """

  /// What a target word names: one of the targets the app had before the nutrients table
  /// (their words and ranges), or any other nutrient of the table.
  enum Named {
    case kind(TargetKind)
    case nutrient(Nutrient)
  }

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["json", "help"], command: "target")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    let positionals = arguments.positionals
    let verb = positionals.first ?? "list"
    // An unknown verb is refused below, by name, whatever its options.
    let own: [String: Set<String>] = ["set": [], "clear": [], "list": ["json"]]
    try arguments.expectOnly(own[verb] ?? ["json"], of: ["json"], for: "target \(verb)")
    switch verb {
    case "set":
      guard positionals.count == 3 else {
        throw UsageError("target set needs a nutrient and a number, for example: nomeat-tui target set iron 18")
      }
      let named = try target(positionals[1])
      let text = positionals[2]
      switch named {
      case .kind(let kind):
        guard let value = kind.value(parsing: text) else {
          throw UsageError(
            "a \(kind.rawValue) target must be a number from \(format(kind.range.lowerBound)) to \(format(kind.range.upperBound)) \(kind.unit), not \(echoed(text))"
          )
        }
        let log = try openLog(arguments, access: .readWrite)
        try logged { () throws(MealLogError) in try log.setTarget(kind, to: value) }
        // Whether the figure is one to reach or one to stay under, in so many words.
        let bound = kind == .protein || kind == .fibre ? "at least " : "at most "
        print("Target: \(kind.rawValue) \(bound)\(format(value)) \(kind.unit)\(kind == .co2eWeek ? " a week" : " a day")")
      case .nutrient(let nutrient):
        let range = nutrient.targetRange
        guard let value = nutrient.targetValue(parsing: text) else {
          throw UsageError(
            "the \(nutrient.id) target must be a number from \(NutrientText.amount(range.lowerBound)) to \(NutrientText.amount(range.upperBound)) \(nutrient.unit.text), not \(echoed(text))"
          )
        }
        let log = try openLog(arguments, access: .readWrite)
        try logged { () throws(MealLogError) in try log.setNutrientTarget(nutrient, to: value) }
        print(
          "Target: \(nutrient.id) \(NutrientText.amount(value)) \(nutrient.unit.text) a day (reference \(NutrientText.amount(nutrient.reference)) \(nutrient.unit.text), \(nutrient.referenceSource.citation))"
        )
      }
      return .done
    case "clear":
      guard positionals.count == 2 else { throw UsageError("target clear needs a nutrient, for example: nomeat-tui target clear iron") }
      let named = try target(positionals[1])
      let log = try openLog(arguments, access: .readWrite)
      switch named {
      case .kind(let kind):
        try logged { () throws(MealLogError) in try log.setTarget(kind, to: nil) }
        print("Cleared the \(kind.rawValue) target")
      case .nutrient(let nutrient):
        try logged { () throws(MealLogError) in try log.setNutrientTarget(nutrient, to: nil) }
        print("Cleared the \(nutrient.id) target: compared with the reference intake again")
      }
      return .done
    case "list":
      guard positionals.count <= 1 else {
        throw UsageError("target list takes no words, not \(echoed(positionals[1])); see nomeat-tui target --help")
      }
      let log = try openLog(arguments, access: .readOnly)
      let targets = try logged { () throws(MealLogError) in try log.targets() }
      let nutrientTargets = try logged { () throws(MealLogError) in try log.nutrientTargets() }
      if arguments.flags.contains("json") {
        var object = json(targets)
        object["nutrients"] = NutrientText.goalsJSON(targets: nutrientTargets)
        print(try JSONText.encode(object))
        return .done
      }
      for line in NutrientText.goalLines(targets: nutrientTargets) { print(line) }
      print("co2e-week      \(targets[.co2eWeek].map { "\(format($0)) kg CO2e a week" } ?? "not set")")
      for line in NutrientText.referenceFootnote { print(line) }
      return .done
    default:
      throw UsageError("unknown target command \(echoed(verb)); use set, clear or list")
    }
  }

  /// The target a word names; an unknown word is one line naming every valid one.
  static func target(_ word: String) throws(UsageError) -> Named {
    if let kind = TargetKind(word: word) { return .kind(kind) }
    if let nutrient = Nutrient.named(word.lowercased()) { return .nutrient(nutrient) }
    throw UsageError(
      "unknown target \(echoed(word)); use a nutrient (\(Nutrient.all.map(\.id).joined(separator: ", "))) or co2e-week")
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
