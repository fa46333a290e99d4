import Foundation
import MealLog

/// `nomeat-tui export [--format csv|json]`: every meal logged.
enum ExportCommand {
  static let help = """
    usage: nomeat-tui export [--format csv|json] [--db PATH]

    Every meal logged, oldest first: CSV with a header line (the default), or a JSON array.
    """

  static let columns = ["date", "time", "food", "name", "section", "quantity", "grams", "kg_co2e", "kcal", "protein_g"]

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["format", "db", "catalog"], flags: ["help"], command: "export")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    try arguments.expectNoWords("export")
    let format = arguments.values["format"] ?? "csv"
    guard format == "csv" || format == "json" else { throw UsageError("--format must be csv or json, not \(echoed(format))") }
    let log = try openLog(arguments, access: .readOnly)
    let meals = try logged { () throws(MealLogError) in try log.allMeals() }
    let rows: [[String: Any]] = meals.map { meal in
      [
        "date": meal.day.description, "time": meal.time, "food": meal.foodID, "name": meal.foodName,
        "section": meal.sectionID, "quantity": meal.quantity, "grams": meal.grams,
        "kg_co2e": TodayCommand.rounded(meal.kgCO2e),
        "kcal": meal.kcal.map { TodayCommand.rounded($0) as Any } ?? NSNull(),
        "protein_g": meal.proteinGrams.map { TodayCommand.rounded($0) as Any } ?? NSNull(),
      ]
    }
    for (index, row) in rows.enumerated() {
      try FiniteFigures.check(row, at: "meal \(index + 1) (\(meals[index].day) \(meals[index].foodName))")
    }
    if format == "json" {
      print(try JSONText.encode(rows))
      return .done
    }
    print(columns.joined(separator: ","))
    for row in rows {
      print(columns.map { csv(row[$0]) }.joined(separator: ","))
    }
    return .done
  }

  /// One CSV field. A text that a spreadsheet would run as a formula (it starts with =, +, -, @,
  /// a tab or a carriage return: an imported food can be named anything) gets a leading
  /// apostrophe, so that it is shown as text; numbers are written as they are.
  static func csv(_ value: Any?) -> String {
    guard let value, !(value is NSNull) else { return "" }
    var text = "\(value)"
    if value is String, let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
      text = "'" + text
    }
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
