import MealLog
import PickerModel
import FoodData

/// `nomeat-tui meat [--set SECTION,...]`: show or set what counts as meat.
enum MeatCommand {
  static let help = """
    usage: nomeat-tui meat [--set SECTION,...] [--db PATH]

    Shows which sections count as meat ([x]), or sets them: --set red-meat,poultry,fish
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["set", "db", "catalog"], flags: ["help"], command: "meat")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("meat")
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: arguments.values["set"] == nil ? .readOnly : .readWrite)
    if let list = arguments.values["set"] {
      let wanted = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      let known = Set(catalog.sections.map(\.id))
      if let unknown = wanted.first(where: { !known.contains($0) }) {
        throw UsageError("unknown section \(echoed(unknown)); use ids from: \(catalog.sections.map(\.id).joined(separator: ", "))")
      }
      try logged { () throws(MealLogError) in try log.setMeatSections(wanted) }
    }
    let meat = try logged { () throws(MealLogError) in try log.meatSections() }.map(Set.init) ?? catalog.defaultMeatSections
    for section in catalog.sections {
      print("[\(meat.contains(section.id) ? "x" : " ")] \(section.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \(section.name)")
    }
    return .done
  }
}
