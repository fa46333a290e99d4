import Foundation
import PickerModel
import FoodData

/// The nutrients screen's list as lines of text, each with whether it is short: a line per
/// nutrient (its bar against the goal by the 7-day average, the average, today's share), the
/// best foods under each that falls short, and the sources. As many lines as
/// `NutrientsState.lineCount` says.
struct NutrientsLines {
  let glyphs: Glyphs
  let barWidth: Int

  struct Line: Equatable {
    var text: String
    /// A short (or over) nutrient's own line, drawn bold; a food line, muted.
    var kind: Kind
    enum Kind: Equatable { case within, off, food, source }
  }

  /// The width of the names' column ("Saturated fat").
  static let nameWidth = 14

  func lines(_ report: NutrientReport) -> [Line] {
    var lines: [Line] = []
    let ascii = !glyphs.unicode
    for row in report.rows {
      let name = Self.padded(NutrientWords.name(row.nutrient), Self.nameWidth)
      guard let average = row.average, let share = row.averageShare else {
        lines.append(Line(text: "\(name) \(String(repeating: " ", count: barWidth))    ?  no value logged in \(report.period.days) days", kind: .within))
        continue
      }
      let word = row.standing == .short ? "short" : row.standing == .over ? "over" : ""
      let percent = String(format: "%4.0f%%", share * 100)
      let goal = NutrientWords.amount(row.goal.amount, row.nutrient, ascii: ascii)
      var text = "\(name) \(bar(share)) \(percent) \(Self.padded(word, 5)) \(NutrientWords.amount(average, row.nutrient, ascii: ascii))/day of \(goal)"
      text += " \(row.goal.source == .yourTarget ? "(yours)" : "(\(row.goal.shortSource))")"
      text += " \(glyphs.separator) today " + (row.dayShare.map { String(format: "%.0f%%", $0 * 100) } ?? "?")
      let missing = row.periodMealsWithoutValue
      if missing > 0 { text += " \(glyphs.separator) \(missing) \(missing == 1 ? "meal" : "meals") without a value" }
      lines.append(Line(text: text, kind: row.standing == .short || row.standing == .over ? .off : .within))
      if row.standing == .short {
        lines.append(Line(text: "    best per kcal: " + foods(row.bestPerKcal), kind: .food))
        lines.append(Line(text: "    best per kg CO2e: " + foods(row.bestPerKgCO2e), kind: .food))
      }
    }
    lines.append(
      Line(
        text: "Goals: your targets (nomeat-tui target set), else the reference intakes of Regulation (EU) No 1169/2011, Annex XIII; fibre: SACN 2015.",
        kind: .source))
    lines.append(Line(text: "Foods: USDA SR28 per 100 g; the meals as logged. Shares of a day's goal for \"Some\" of each food; * fortified.", kind: .source))
    return lines
  }

  /// "Lentils 21%, Fortified soy milk* 40%, ● Salmon 88%": plant foods first, as the report
  /// orders them; meat marked, fortified starred, each with the share of the goal "Some" brings.
  private func foods(_ suggestions: [NutrientSuggestion]) -> String {
    guard !suggestions.isEmpty else { return "none in the catalog" }
    return suggestions.map { food in
      (food.countsAsMeat ? glyphs.meatMark + " " : "") + food.name + (food.isFortified ? "*" : "")
        + String(format: " %.0f%%", food.portionShare * 100)
    }.joined(separator: ", ")
  }

  /// The share as a bar of `barWidth` cells, full at the goal (more is cut at the end).
  private func bar(_ share: Double) -> String {
    let filled = BarScale.filled(share, width: barWidth)
    return String(repeating: glyphs.unicode ? "█" : "#", count: filled) + String(repeating: glyphs.unicode ? "░" : ".", count: barWidth - filled)
  }

  static func padded(_ text: String, _ width: Int) -> String {
    let gap = width - DisplayWidth.of(text)
    return gap > 0 ? text + String(repeating: " ", count: gap) : text
  }
}
