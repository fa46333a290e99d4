import Foundation
import PickerModel
import FoodData

/// `nomeat-tui search QUERY [--limit N] [--json]`: the ranked matches, one per line.
enum SearchCommand {
  static let help = """
    usage: nomeat-tui search QUERY [--limit N] [--json] [--catalog FILE]

    Prints the foods that match QUERY, best first, one per line: the name (with the alias that
    matched, after a ·) and the section, separated by a tab. Exits 1 when nothing matches;
    when no food has the words as typed, the closest ones are listed and stderr says they are
    guesses.

      --limit N       at most N matches (default 20)
      --json          a JSON array of {id, name, section, sectionName, icon, alias, kgCO2ePerKg,
                      countsAsMeat, and for a dish ingredients [{id, grams}]}
      --catalog FILE  search this catalog instead of the built-in one
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["limit", "catalog", "db"], flags: ["json", "help"], command: "search")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    let limit = try arguments.positiveInt("limit", command: "search") ?? 20
    let text = arguments.positionals.joined(separator: " ")
    guard !SearchQuery(text).isEmpty else {
      throw UsageError("search needs a QUERY, for example: nomeat-tui search prawn")
    }
    let catalog = try loadCatalog(arguments)
    // The search alone, not a picker: grouping a million foods into sections for a grid that
    // is never drawn cost 24 MB and 10 ms.
    let search = FoodSearch(catalog: catalog)
    let results = search.results(for: text)
    let hits = results.hits.prefix(limit)
    // The list stays a list of foods for scripts; that none is the food named goes to stderr.
    if !results.matchesWell { StandardStreams.error("no food matches \(echoed(text)); these are guesses, the closest first") }
    if arguments.flags.contains("json") {
      let meat = try currentMeatSections(arguments, catalog: catalog)
      let rows: [[String: Any]] = hits.map { hit in
        let food = catalog.foods[Int(hit.item)]
        var row: [String: Any] = [
          "id": food.id, "name": food.name, "section": food.section,
          "sectionName": catalog.section(of: food)?.name ?? food.section, "icon": food.icon,
          "alias": hit.matchedAlias ? food.aliases[Int(hit.key) - 1] : NSNull(),
          "kgCO2ePerKg": food.footprint.isKnown ? food.footprint.kgCO2ePerKg : NSNull(),
          "countsAsMeat": catalog.countsAsMeat(Int(hit.item), meatSections: meat),
        ]
        if let recipe = food.recipe {
          row["ingredients"] = recipe.ingredients.map { ["id": $0.id, "grams": $0.grams] as [String: Any] }
        }
        catalog.foods.releaseMappedPages()
        return row
      }
      print(try JSONText.encode(rows))
    } else {
      for hit in hits {
        let food = catalog.foods[Int(hit.item)]
        catalog.foods.releaseMappedPages()
        let label = hit.matchedAlias ? "\(food.name) · \(food.aliases[Int(hit.key) - 1])" : food.name
        print("\(label)\t\(catalog.section(of: food)?.name ?? food.section)")
      }
    }
    return hits.isEmpty ? .nothing : .done
  }
}
