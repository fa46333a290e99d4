import Foundation
import PickerModel
import FoodData

/// `nomeat-tui show FOOD [--json]`: one food's figures, whether it counts as meat, its sources
/// and, for a dish, its ingredients.
enum ShowCommand {
  static let help = """
    usage: nomeat-tui show FOOD [--json] [--catalog FILE] [--db PATH]

    Prints one food: kg CO2e per kg and per serving, kcal, protein and fibre per 100 g and per
    serving, whether it counts as meat (under the current settings, see nomeat-tui meat), the
    sources of its figures (study product, USDA row, proxy) and, for a dish, its ingredients.
    FOOD is an id, a name or a query that matches one food. Exits 1 when no food matches, 2
    when several do (they are listed).

      --json   one JSON object (see the README for its fields)
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["catalog", "db"], flags: ["json", "help"], command: "show")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    let text = arguments.positionals.joined(separator: " ")
    guard !SearchQuery(text).isEmpty else {
      throw UsageError("show needs a FOOD, for example: nomeat-tui show lentils")
    }
    let catalog = try loadCatalog(arguments)
    let resolver = FoodResolver(catalog: catalog)
    let index: Int
    switch resolver.match(text) {
    case .one(let found): index = found
    case .none:
      StandardStreams.error(resolver.noFood(text).description)
      return .nothing
    case .several(let indices): throw resolver.severalFoods(text, indices)
    case .closest(let indices): throw resolver.closestFoods(text, indices)
    }
    let meat = try currentMeatSections(arguments, catalog: catalog)
    let report = FoodReport(catalog: catalog, index: index, meatSections: meat)
    print(arguments.flags.contains("json") ? try JSONText.encode(report.json) : report.text)
    return .done
  }
}
