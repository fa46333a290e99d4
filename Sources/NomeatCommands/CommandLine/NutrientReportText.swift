import Foundation
import PickerModel
import FoodData

/// The nutrients table as plain text within 80 columns: a line per nutrient (the day, its
/// share of the goal, the period's daily average and its share, the goal and its source, how
/// it stands, meals without a value), then for each short nutrient the foods that would cover
/// it, then the sources of every figure.
enum NutrientReportText {
  static let width = 80

  static func lines(_ report: NutrientReport, dayName: String) -> [String] {
    let period = report.period
    var lines = [
      DisplayWidth.truncate("Nutrients, \(dayName); average of the \(period.days) days to it (\(period.daysWithMeals) with meals)", to: width),
      row("nutrient", "day", "%", "\(period.days)-day avg", "%", "goal", "", ""),
    ]
    for row in report.rows {
      let nutrient = row.nutrient
      let unknown = row.dayMealsWithoutValue
      lines.append(
        Self.row(
          nutrient.label, row.day.map { NutrientText.amount($0, nutrient) } ?? "unknown", percent(row.dayShare),
          row.average.map { NutrientText.amount($0, nutrient) } ?? "unknown", percent(row.averageShare),
          "\(NutrientText.amount(row.goal.amount, nutrient)) \(row.goal.shortSource == "your target" ? "yours" : row.goal.shortSource)",
          word(row.standing), unknown == 0 ? "" : "\(unknown) meal\(unknown == 1 ? "" : "s") no value"))
    }
    let short = report.short.filter { !$0.bestPerKcal.isEmpty || !$0.bestPerKgCO2e.isEmpty }
    if !short.isEmpty {
      lines.append("Foods that would cover a shortfall, meat-free first (* fortified, † meat):")
      for row in short {
        lines.append(fitted("\(row.nutrient.label), per 100 kcal: ", row.bestPerKcal))
        lines.append(fitted("\(row.nutrient.label), per kg CO2e: ", row.bestPerKgCO2e))
      }
    }
    lines.append("Food values: USDA SR28 (FNDDS where a food is from it), as logged per meal;")
    lines.append("unknown values are counted as meals without a value, never as 0.")
    return lines + NutrientText.referenceFootnote
  }

  /// One line of the table, its columns at fixed places (the label cut to fit).
  static func row(
    _ label: String, _ day: String, _ dayShare: String, _ average: String, _ averageShare: String, _ goal: String,
    _ standing: String, _ unknown: String
  ) -> String {
    func left(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    let line =
      left(label, 14) + right(day, 10) + right(dayShare, 6) + right(average, 11) + right(averageShare, 6) + "  "
      + left(goal, 13) + left(standing, 7) + unknown
    return DisplayWidth.truncate(line.trimmingCharacters(in: .whitespaces), to: width)
  }

  static func percent(_ share: Double?) -> String {
    guard let share, share.isFinite else { return "" }
    return String(format: "%.0f%%", share * 100)
  }

  static func word(_ standing: NutrientReport.Standing) -> String {
    switch standing {
    case .short: "short"
    case .over: "over"
    case .within: ""
    case .unknown: "?"
    }
  }

  /// "Iron, per 100 kcal: Lentils 2.1 mg, Tofu* 1.9 mg", as many foods as fit.
  static func fitted(_ head: String, _ foods: [NutrientSuggestion]) -> String {
    var line = "  " + head
    var first = true
    for food in foods {
      let mark = (food.isFortified ? "*" : "") + (food.countsAsMeat ? "†" : "")
      let part = (first ? "" : ", ") + food.name + mark
      guard DisplayWidth.of(line + part) <= width else { break }
      line += part
      first = false
    }
    return first ? line + "none in the catalog" : line
  }
}
