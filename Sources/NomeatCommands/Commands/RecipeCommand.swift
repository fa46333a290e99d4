import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui recipe new|list|edit|remove`: dishes of one's own, made of catalog foods (and
/// one's own foods and recipes), kept in the meal log.
enum RecipeCommand {
  static let help = """
    usage: nomeat-tui recipe new NAME --ingredient "FOOD=GRAMS" ... [--servings N]
           nomeat-tui recipe new NAME --from-meals YYYY-MM-DD[:MEAL] [--servings N]
           nomeat-tui recipe list [--json]
           nomeat-tui recipe edit NAME [--name NEW] [--ingredient "FOOD=GRAMS" ...] [--servings N]
           nomeat-tui recipe remove NAME
           (each with [--db PATH])

    A dish you cook: each --ingredient is a food (catalog or your own, by name or id) and its
    grams in the whole dish; --servings (default 1) divides it. Its figures per serving are the
    sum of its ingredients' divided by the servings (a figure any ingredient lacks is unknown),
    it counts as meat by its ingredients, and limits count it. --from-meals makes it of a day's
    meals, or of one meal of it (2026-12-07:lunch), with their grams. Log it with nomeat-tui
    add NAME: "Some" is one serving. recipe edit --ingredient gives the whole list anew.
    """

  static let options: Set<String> = ["ingredient", "servings", "from-meals", "name"]

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(
      words, valued: ["servings", "from-meals", "name", "db", "catalog"], flags: ["help", "json"], repeatable: ["ingredient"], command: "recipe")
    if arguments.flags.contains("help") || arguments.positionals.isEmpty {
      if arguments.positionals.isEmpty && !arguments.flags.contains("help") {
        throw UsageError("recipe needs new, list, edit or remove, for example: nomeat-tui recipe new \"Lentil soup\" --ingredient lentils=300 --servings 3")
      }
      print(help)
      return .done
    }
    let verb = arguments.positionals[0]
    let name = arguments.positionals.dropFirst().joined(separator: " ")
    let given = options.filter { arguments.values[$0] != nil || arguments.lists[$0] != nil }
    func only(_ allowed: Set<String>) throws(UsageError) {
      if let extra = given.subtracting(allowed).sorted().first { throw UsageError("recipe \(verb) does not take --\(extra); see nomeat-tui recipe --help") }
      if arguments.flags.contains("json") && verb != "list" { throw UsageError("recipe \(verb) does not take --json; see nomeat-tui recipe --help") }
    }
    switch verb {
    case "new":
      try only(["ingredient", "servings", "from-meals"])
      return try make(name, arguments)
    case "list":
      try only([])
      if !name.isEmpty { throw UsageError("recipe list takes no words, not \(echoed(name)); see nomeat-tui recipe --help") }
      return try FoodCommand.list(arguments, kind: .recipe)
    case "edit":
      try only(["ingredient", "servings", "name"])
      return try edit(name, arguments)
    case "remove":
      try only([])
      return try FoodCommand.remove(name, kind: .recipe, arguments)
    default:
      throw UsageError("recipe takes new, list, edit or remove, not \(echoed(verb)); see nomeat-tui recipe --help")
    }
  }

  static func make(_ name: String, _ arguments: Arguments) throws(UsageError) -> ExitCode {
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw UsageError("recipe new needs a NAME, for example: nomeat-tui recipe new \"Lentil soup\" --ingredient lentils=300 --servings 3")
    }
    let cleanName = try QuickAdd.foodName(name, option: "name")
    let servings = try servingsOption(arguments) ?? 1
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    let parts: [RecipeMaker.Part]
    switch (arguments.lists["ingredient"], arguments.values["from-meals"]) {
    case (let texts?, nil): parts = try ingredients(texts, catalog: catalog, making: nil)
    case (nil, let text?): parts = try mealParts(text, log: log)
    case (nil, nil):
      throw UsageError("recipe new needs its ingredients: --ingredient \"FOOD=GRAMS\" for each, or --from-meals YYYY-MM-DD[:MEAL]")
    default: throw UsageError("recipe new takes --ingredient or --from-meals, not both")
    }
    try OwnFoodWords.checkFree(cleanName, in: log)
    let recipe = try RecipeMaker.recipe(named: cleanName, of: parts, servings: servings)
    let saved = try logged { () throws(MealLogError) in try log.saveOwnFood(recipe) }
    print("Made recipe \(OwnFoodWords.line(saved, meatSections: try meatRule(log, catalog: catalog)))")
    return .done
  }

  static func edit(_ name: String, _ arguments: Arguments) throws(UsageError) -> ExitCode {
    guard !name.isEmpty else { throw UsageError("recipe edit needs the NAME of one of your recipes; see nomeat-tui recipe list") }
    let servings = try servingsOption(arguments)
    let newName = try arguments.values["name"].map { (text: String) throws(UsageError) in try QuickAdd.foodName(text) }
    guard servings != nil || newName != nil || arguments.lists["ingredient"] != nil else {
      throw UsageError("recipe edit needs what to change: --name, --ingredient or --servings, for example: nomeat-tui recipe edit \(echoed(name)) --servings 4")
    }
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    let old = try OwnFoodWords.find(name, kind: .recipe, in: log)
    if let newName { try OwnFoodWords.checkFree(newName, in: log, except: old.uid) }
    var parts: [RecipeMaker.Part]
    if let texts = arguments.lists["ingredient"] {
      parts = try ingredients(texts, catalog: catalog, making: old)
    } else {
      // The ingredients as they are now in the catalog (or as saved, where one is gone).
      parts = old.ingredients.map { ingredient in
        catalog.foodIndex(id: ingredient.id).map { RecipeMaker.Part(catalog.foods[$0], grams: ingredient.grams) }
          ?? RecipeMaker.Part(id: ingredient.id, name: ingredient.name, grams: ingredient.grams, per100g: .unknown, kgCO2ePerKg: nil, sectionsWithin: [])
      }
    }
    var recipe = try RecipeMaker.recipe(named: newName ?? old.name, of: parts, servings: servings ?? old.servings ?? 1)
    recipe.uid = old.uid
    guard recipe != old else {
      print("Unchanged: \(old.name) is so already")
      return .done
    }
    let saved = try logged { () throws(MealLogError) in try log.saveOwnFood(recipe) }
    print("Changed recipe \(OwnFoodWords.line(saved, meatSections: try meatRule(log, catalog: catalog))); meals logged before keep their figures")
    return .done
  }

  static func servingsOption(_ arguments: Arguments) throws(UsageError) -> Int? {
    guard let text = arguments.values["servings"] else { return nil }
    guard let servings = Int(text), (1...100).contains(servings) else {
      throw UsageError("--servings must be a whole number from 1 to 100, not \(echoed(text)); for example --servings 4")
    }
    return servings
  }

  /// "lentils=300", "Oat porridge = 250g": a food and its grams in the whole dish.
  static func ingredients(_ texts: [String], catalog: Catalog, making recipe: OwnFood?) throws(UsageError) -> [RecipeMaker.Part] {
    var parts: [RecipeMaker.Part] = []
    for text in texts {
      guard let equals = text.lastIndex(of: "=") else {
        throw UsageError("--ingredient must be FOOD=GRAMS, not \(echoed(text)); for example --ingredient \"red lentils=300\"")
      }
      let foodText = text[..<equals].trimmingCharacters(in: .whitespaces)
      var gramsText = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
      if gramsText.hasSuffix("g") { gramsText.removeLast() }
      guard !foodText.isEmpty, let grams = Double(gramsText.trimmingCharacters(in: .whitespaces)), grams.isFinite, grams > 0,
        grams <= RecipeMaker.maximumIngredientGrams
      else {
        throw UsageError(
          "--ingredient \(echoed(text)) needs a food and its grams from above 0 to \(Int(RecipeMaker.maximumIngredientGrams)), as FOOD=GRAMS; for example --ingredient \"red lentils=300\""
        )
      }
      let food = try FoodResolver(catalog: catalog).resolve(foodText)
      if let recipe, food.id == recipe.foodID { throw UsageError("--ingredient \(echoed(text)) is the recipe itself; a dish cannot contain itself") }
      parts.append(RecipeMaker.Part(food, grams: grams))
    }
    return parts
  }

  /// "2026-12-07" or "2026-12-07:lunch": that day's meals, or one meal's, as ingredients with
  /// the figures they were logged with.
  static func mealParts(_ text: String, log: MealLog) throws(UsageError) -> [RecipeMaker.Part] {
    let pieces = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard let first = pieces.first, let day = Day(first) else {
      throw UsageError("--from-meals must be a day as YYYY-MM-DD, or YYYY-MM-DD:MEAL, not \(echoed(text)); for example --from-meals \(Day.today):lunch")
    }
    var name: MealName?
    if pieces.count == 2 {
      guard let meal = MealName(typed: pieces[1]) else {
        throw UsageError("--from-meals \(echoed(text)): the meal must be breakfast, lunch, dinner or snack, not \(echoed(pieces[1]))")
      }
      name = meal
    }
    let meals = try logged { () throws(MealLogError) in try log.meals(on: day) }.filter { name == nil || $0.meal == name }
    guard !meals.isEmpty else {
      throw UsageError("there are no \(name.map { "\($0.rawValue) " } ?? "")meals on \(day) to make a recipe of; see nomeat-tui meals --date \(day)")
    }
    return meals.map {
      RecipeMaker.Part(
        id: $0.foodID, name: $0.foodName, grams: Double($0.grams), per100g: $0.per100g, kgCO2ePerKg: $0.kgCO2ePerKg, sectionsWithin: $0.sectionsWithin)
    }
  }
}
