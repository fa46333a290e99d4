import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui food new|list|edit|remove`: foods of one's own, kept in the meal log.
enum FoodCommand {
  static let help = """
    usage: nomeat-tui food new NAME --per100g kcal=N,protein=N[,NUTRIENT=N...] [--like FOOD] [--serving GRAMS]
           nomeat-tui food list [--json]
           nomeat-tui food edit NAME [--name NEW] [--per100g NUTRIENT=N,...] [--like FOOD|none] [--serving GRAMS]
           nomeat-tui food remove NAME
           (each with [--db PATH])

    A food of your own, from its label: its figures per 100 g (kcal and protein at least; any
    nutrient of nomeat-tui nutrients by its id, such as fibre, iron, vitamin_b12). --like names a
    catalog food whose footprint per kg and section (and so whether it counts as meat) it
    borrows, and its sources say so ("footprint as Oats"); without it the footprint is unknown,
    never 0. --serving is one serving's grams ("Some" of it). Your foods are searched first,
    listed under "Yours", and logged with nomeat-tui add NAME. They live in the meal log, so
    merge and export carry them; removing one keeps the meals that used it as they were.
    nomeat-tui undo takes back any of these changes.
    """

  static let options: Set<String> = ["per100g", "like", "serving", "name"]

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: options.union(["db", "catalog"]), flags: ["help", "json"], command: "food")
    if arguments.flags.contains("help") || arguments.positionals.isEmpty {
      if arguments.positionals.isEmpty && !arguments.flags.contains("help") {
        throw UsageError("food needs new, list, edit or remove, for example: nomeat-tui food new \"Oat porridge\" --per100g kcal=70,protein=2.5")
      }
      print(help)
      return .done
    }
    let verb = arguments.positionals[0]
    let name = arguments.positionals.dropFirst().joined(separator: " ")
    switch verb {
    case "new":
      try arguments.expectOnly(["per100g", "like", "serving"], of: options.union(["json"]), for: "food new")
      return try make(name, arguments)
    case "list":
      try arguments.expectOnly(["json"], of: options.union(["json"]), for: "food list")
      if !name.isEmpty { throw UsageError("food list takes no words, not \(echoed(name)); see nomeat-tui food --help") }
      return try list(arguments, kind: .food)
    case "edit":
      try arguments.expectOnly(options, of: options.union(["json"]), for: "food edit")
      return try edit(name, arguments)
    case "remove":
      try arguments.expectOnly([], of: options.union(["json"]), for: "food remove")
      return try remove(name, kind: .food, arguments)
    default:
      throw UsageError("food takes new, list, edit or remove, not \(echoed(verb)); see nomeat-tui food --help")
    }
  }

  static func make(_ name: String, _ arguments: Arguments) throws(UsageError) -> ExitCode {
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw UsageError("food new needs a NAME, for example: nomeat-tui food new \"Oat porridge\" --per100g kcal=70,protein=2.5")
    }
    let cleanName = try QuickAdd.foodName(name, option: "name")
    guard let per100gText = arguments.values["per100g"] else {
      throw UsageError("food new needs its figures per 100 g, for example: --per100g kcal=70,protein=2.5")
    }
    let figures = try OwnFoodWords.per100g(per100gText)
    guard figures[.kcal] != nil, figures[.protein] != nil else {
      throw UsageError("--per100g needs kcal and protein at least, for example --per100g kcal=70,protein=2.5 (other nutrients may follow)")
    }
    let serving = try OwnFoodWords.serving(arguments)
    let catalog = try loadCatalog(arguments)
    var amounts = NutrientAmounts.unknown
    for (nutrient, value) in figures { amounts[nutrient] = value }
    var food = OwnFood(
      name: cleanName, kind: .food, sectionID: OwnFood.sectionID, sectionName: OwnFood.sectionName, sectionsWithin: [], kgCO2ePerKg: nil,
      servingGrams: serving, per100g: amounts)
    if let like = arguments.values["like"] { try borrow(from: like, into: &food, catalog: catalog) }
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    try OwnFoodWords.checkFree(cleanName, in: log)
    let saved = try logged { () throws(MealLogError) in try log.saveOwnFood(food) }
    print("Made food \(OwnFoodWords.line(saved, meatSections: try meatRule(log, catalog: catalog)))")
    return .done
  }

  /// Gives the food the footprint per kg and the sections of the catalog food `text` names;
  /// "none" takes them away (the footprint unknown again).
  static func borrow(from text: String, into food: inout OwnFood, catalog: Catalog) throws(UsageError) {
    if text.lowercased() == "none" {
      (food.likeID, food.likeName, food.kgCO2ePerKg, food.sectionsWithin) = (nil, nil, nil, [OwnFood.sectionID])
      food.sectionID = OwnFood.sectionID
      food.sectionName = OwnFood.sectionName
      return
    }
    let like = try FoodResolver(catalog: catalog).resolve(text)
    guard like.id != food.foodID else { throw UsageError("--like names the food itself; name a catalog food it is like, such as --like oats") }
    food.likeID = like.id
    food.likeName = like.name
    food.kgCO2ePerKg = like.footprint.isKnown ? like.footprint.kgCO2ePerKg : nil
    food.sectionID = like.section
    food.sectionName = catalog.section(of: like)?.name ?? like.section
    food.sectionsWithin = like.sectionsWithin.filter { $0 != OwnFood.sectionID }
  }

  static func list(_ arguments: Arguments, kind: OwnFood.Kind) throws(UsageError) -> ExitCode {
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readOnly, catalog: catalog)
    let meat = try meatRule(log, catalog: catalog)
    let foods = try logged { () throws(MealLogError) in try log.ownFoods() }.filter { $0.kind == kind }
    if arguments.flags.contains("json") {
      let rows = foods.map { OwnFoodWords.json($0, meatSections: meat) }
      try FiniteFigures.check(rows, at: "")
      print(try JSONText.encode(rows))
      return .done
    }
    let noun = kind == .recipe ? "recipe" : "food"
    if foods.isEmpty { print("You have no \(noun)s of your own; make one with nomeat-tui \(noun) new NAME (see nomeat-tui \(noun) --help).") }
    for food in foods { print(OwnFoodWords.line(food, meatSections: meat)) }
    return .done
  }

  static func edit(_ name: String, _ arguments: Arguments) throws(UsageError) -> ExitCode {
    guard !name.isEmpty else { throw UsageError("food edit needs the NAME of one of your foods; see nomeat-tui food list") }
    guard options.contains(where: { arguments.values[$0] != nil }) else {
      throw UsageError(
        "food edit needs what to change: --name, --per100g, --like or --serving, for example: nomeat-tui food edit \(echoed(name)) --per100g kcal=75")
    }
    let figures = try arguments.values["per100g"].map { (text: String) throws(UsageError) in try OwnFoodWords.per100g(text) }
    let newName = try arguments.values["name"].map { (text: String) throws(UsageError) in try QuickAdd.foodName(text) }
    let serving = try OwnFoodWords.serving(arguments)
    let catalog = try loadCatalog(arguments)
    let log = try openLog(arguments, access: .readWrite, catalog: catalog)
    var food = try OwnFoodWords.find(name, kind: .food, in: log)
    let old = food
    if let newName {
      try OwnFoodWords.checkFree(newName, in: log, except: food.uid)
      food.name = newName
    }
    for (nutrient, value) in figures ?? [:] { food.per100g[nutrient] = value }
    if let serving { food.servingGrams = serving }
    if let like = arguments.values["like"] { try borrow(from: like, into: &food, catalog: catalog) }
    guard food != old else {
      print("Unchanged: \(food.name) is so already")
      return .done
    }
    let saved = try logged { () throws(MealLogError) in try log.saveOwnFood(food) }
    print("Changed food \(OwnFoodWords.line(saved, meatSections: try meatRule(log, catalog: catalog))); meals logged before keep their figures")
    return .done
  }

  static func remove(_ name: String, kind: OwnFood.Kind, _ arguments: Arguments) throws(UsageError) -> ExitCode {
    let noun = kind == .recipe ? "recipe" : "food"
    guard !name.isEmpty else { throw UsageError("\(noun) remove needs the NAME of one of yours; see nomeat-tui \(noun) list") }
    let log = try openLog(arguments, access: .readWrite)
    let food = try OwnFoodWords.find(name, kind: kind, in: log)
    try logged { () throws(MealLogError) in try log.removeOwnFood(food) }
    print("Removed \(noun) \(food.name); the meals that used it keep their figures, and nomeat-tui undo puts it back")
    return .done
  }
}
