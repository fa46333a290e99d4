import Foundation
import MealLog
import PickerModel
import FoodData

/// `nomeat-tui export [--format csv|json]`: every meal logged.
enum ExportCommand {
  static let help = """
    usage: nomeat-tui export [--format csv|json] [--foods] [--db PATH]

    Every meal logged, oldest first: CSV with a header line (the default), or a JSON array.
    Figures are for the meal's grams, to two decimals, as the log kept them when the meal was
    logged (food values from USDA SR28, or FNDDS where the food's source is FNDDS); an unknown
    value is empty in CSV and null in JSON, never 0. JSON's "nutrients" is keyed by nutrient id
    (units in the README: kcal; g; mg; ug). nutrients_source says where each meal's nutrients
    come from: logged, catalog-at-migration (logged before the log kept every nutrient, filled
    from the catalog at the upgrade), not-in-catalog (its food is gone: energy, protein and
    fibre only), or null (not filled yet).

    --foods writes your own foods and recipes instead (food new, recipe new): in JSON as
    nomeat-tui food list --json and recipe list --json give them, in CSV a line each with its
    id, name, kind, the food it is like, kg CO2e per kg, serving grams, servings, ingredients
    (id=grams;...) and every nutrient per 100 g.
    """

  /// The columns export wrote before the log kept every nutrient, then one per other nutrient
  /// (`iron_mg`, `vitamin_b12_ug`: id and unit), then where the meal's nutrients come from.
  static let columns =
    ["date", "time", "food", "name", "section", "quantity", "grams", "kg_co2e", "kcal", "protein_g"]
    + ExportRow.otherNutrients.map { "\($0.id)_\($0.unit.symbol)" } + ["nutrients_source", "meal"]

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["format", "db", "catalog"], flags: ["help", "foods"], command: "export")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("export")
    let format = arguments.values["format"] ?? "csv"
    guard format == "csv" || format == "json" else { throw UsageError("--format must be csv or json, not \(echoed(format))") }
    let log = try openLog(arguments, access: .readOnly)
    if arguments.flags.contains("foods") { return try exportFoods(log, format: format) }
    // One snapshot, read a meal at a time, so that memory stays flat at any size. A figure too
    // large to print means nothing is printed: SQLite says in one pass whether there is one,
    // and only then does a pass in Swift find which meal it is, for the message.
    let tooLarge = try logged { () throws(MealLogError) in
      try log.inOneSnapshot { () throws(MealLogError) -> (figures: [String: Any], at: String)? in
        if try log.anyMealFiguresOverflow(), let found = try firstFigureTooLarge(log) { return found }
        if format == "json" {
          var first = true
          StandardStreams.append("[")
          try log.forEachMeal { meal in
            StandardStreams.append((first ? "" : ",") + ExportRow(meal).json)
            first = false
          }
          print("]")
        } else {
          print(columns.joined(separator: ","))
          try log.forEachMeal { print(ExportRow($0).csv) }
        }
        return nil
      }
    }
    if let tooLarge { try FiniteFigures.check(tooLarge.figures, at: tooLarge.at) }
    return .done
  }

  /// The figures of the first meal with one too large to print, and where it is ("meal 3
  /// (2026-11-02 Tofu)"), as the check of the whole output used to name it.
  private static func firstFigureTooLarge(_ log: MealLog) throws(MealLogError) -> (figures: [String: Any], at: String)? {
    var position = 0
    var found: (figures: [String: Any], at: String)?
    try log.forEachMeal { meal in
      position += 1
      let row = ExportRow(meal)
      guard found == nil, !row.isFinite else { return }
      var figures: [String: Any] = ["kg_co2e": row.kgCO2e ?? 0, "kcal": row.kcal ?? 0, "protein_g": row.proteinGrams ?? 0]
      for (nutrient, value) in row.nutrients.known { figures["nutrients." + nutrient.id] = value }
      found = (figures, "meal \(position) (\(meal.day) \(meal.foodName))")
    }
    return found
  }

  /// One CSV text field. A text that a spreadsheet would run as a formula (it starts with =,
  /// +, -, @, a tab or a carriage return: an imported food can be named anything) gets a
  /// leading apostrophe, so that it is shown as text.
  static func csv(_ value: String) -> String {
    var text = value
    if let first = text.utf8.first, "=+-@\t\r".utf8.contains(first) {
      text = "'" + text
    }
    guard text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

/// One meal as export writes it: its figures for the meal's grams, to two decimals.
struct ExportRow {
  let meal: LoggedMeal
  let kgCO2e: Double?
  let kcal: Double?
  let proteinGrams: Double?
  /// Every nutrient for the meal's grams, rounded as the other figures.
  let nutrients: NutrientAmounts

  /// The nutrients with no column of their own before the log kept every nutrient.
  static let otherNutrients = Nutrient.all.filter { $0 != .kcal && $0 != .protein }

  init(_ meal: LoggedMeal) {
    self.meal = meal
    kgCO2e = meal.kgCO2e.map(TodayCommand.rounded)
    kcal = meal.kcal.map(TodayCommand.rounded)
    proteinGrams = meal.proteinGrams.map(TodayCommand.rounded)
    var nutrients = meal.nutrients
    for (nutrient, value) in nutrients.known { nutrients[nutrient] = TodayCommand.rounded(value) }
    self.nutrients = nutrients
  }

  var isFinite: Bool {
    (kgCO2e ?? 0).isFinite && (kcal ?? 0).isFinite && (proteinGrams ?? 0).isFinite && nutrients.known.allSatisfy { $0.value.isFinite }
  }

  /// The CSV line, in `ExportCommand.columns` order: the texts as `ExportCommand.csv` writes
  /// them, the numbers as Swift describes them (nothing for a figure not known).
  var csv: String {
    var line = ""
    line.reserveCapacity(128)
    for text in [meal.day.description, meal.time, meal.foodID, meal.foodName, meal.sectionID, meal.quantity] {
      line += ExportCommand.csv(text)
      line += ","
    }
    line += String(meal.grams)
    for figure in [kgCO2e, kcal, proteinGrams] + Self.otherNutrients.map({ nutrients[$0] }) {
      line += ","
      if let figure { line += figure.description }
    }
    line += ","
    line += meal.nutrientsSource?.rawValue ?? ""
    line += ","
    line += meal.meal.rawValue
    return line
  }

  /// The JSON object, keys sorted as `JSONText.encode` sorts them, numbers and texts written
  /// as JSONSerialization writes them, so that the streamed output is the one built whole.
  var json: String {
    func number(_ value: Double?) -> String { value.map(JSONText.number) ?? "null" }
    return "{\"date\":\(JSONText.string(meal.day.description)),\"food\":\(JSONText.string(meal.foodID)),\"grams\":\(meal.grams),"
      + "\"kcal\":\(number(kcal)),\"kg_co2e\":\(number(kgCO2e)),\"meal\":\(JSONText.string(meal.meal.rawValue)),\"name\":\(JSONText.string(meal.foodName)),"
      + "\"nutrients\":\(JSONText.nutrients(nutrients)),\"nutrients_source\":\(meal.nutrientsSource.map { JSONText.string($0.rawValue) } ?? "null"),"
      + "\"protein_g\":\(number(proteinGrams)),\"quantity\":\(JSONText.string(meal.quantity)),"
      + "\"section\":\(JSONText.string(meal.sectionID)),\"time\":\(JSONText.string(meal.time))}"
  }
}
