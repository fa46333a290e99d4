import FoodData
import MealLog

/// `nomeat-tui complete WORD...` (hidden): what may come next on a command line, one per line,
/// for the shell completion scripts. WORD... are the words after `nomeat-tui`, the last being the
/// one typed so far (empty for a fresh word). Commands and options come from `CommandSpec.all`;
/// food names from the catalog search, so that `add sal` offers Salmon.
enum CompleteCommand {
  /// How many foods a completion offers: a screenful, as `search` gives by default.
  static let foodLimit = 20

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let words = words.first == "--" ? Array(words.dropFirst()) : words
    for candidate in candidates(words) { print(candidate) }
    return .done
  }

  static func candidates(_ words: [String]) -> [String] {
    let current = words.last ?? ""
    let before = words.dropLast()
    guard let name = before.first else {
      let options = ["--help", "--version", "--db", "--catalog"]
      return matching(
        CommandSpec.all.map(\.name) + (current.hasPrefix("-") ? options : []), current)
    }
    guard let spec = CommandSpec.named(name) else { return [] }
    let options = spec.options + spec.common
    if let previous = before.last, previous.hasPrefix("--"), before.count > 1,
      let option = options.first(where: { "--\($0.name)" == previous })
    {
      return option.value.map { values($0, current, before: before) } ?? []
    }
    if current.hasPrefix("-") { return matching(options.map { "--\($0.name)" }, current) }
    let positionals = before.dropFirst().filter { !$0.hasPrefix("-") }
    if !spec.subcommands.isEmpty && positionals.isEmpty {
      return matching(spec.subcommands, current)
    }
    return spec.argument.map { values($0, current, before: before) } ?? []
  }

  static func values(_ value: CommandSpec.Value, _ current: String, before: ArraySlice<String>)
    -> [String]
  {
    switch value {
    case .date: return matching([Day.today.description], current)
    case .file, .number, .text: return []
    case .food: return foods(current, before: before)
    case .meal: return matching(CommandSpec.meals, current)
    case .nutrient: return matching(Nutrient.all.map(\.id), current)
    case .oneOf(let words): return matching(words, current)
    case .section: return sections(current, before: before)
    }
  }

  static func matching(_ words: [String], _ prefix: String) -> [String] {
    words.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
  }

  /// The catalog the command line names with --catalog, or the built-in one.
  static func catalog(before: ArraySlice<String>) -> Catalog? {
    let words = Array(before)
    var named: [String] = []
    for option in ["--catalog", "--db"] {
      if let index = words.firstIndex(of: option), index + 1 < words.count {
        named += [option, words[index + 1]]
      }
    }
    guard
      let arguments = try? Arguments(
        named, valued: ["catalog", "db"], flags: [], command: "complete")
    else { return nil }
    return try? loadCatalog(arguments)
  }

  static func foods(_ current: String, before: ArraySlice<String>) -> [String] {
    guard !SearchQuery(current).isEmpty, let catalog = catalog(before: before) else { return [] }
    let hits = FoodSearch(catalog: catalog).results(for: current).hits.prefix(foodLimit)
    var names: [String] = []
    for hit in hits {
      let name = catalog.foods[Int(hit.item)].name
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  static func sections(_ current: String, before: ArraySlice<String>) -> [String] {
    let typed = current.split(separator: ",", omittingEmptySubsequences: false)
    let done = typed.dropLast().joined(separator: ",")
    let ids = catalog(before: before)?.sections.map(\.id) ?? []
    let last = typed.last.map(String.init) ?? ""
    return matching(ids, last).map { done.isEmpty ? $0 : "\(done),\($0)" }
  }
}
