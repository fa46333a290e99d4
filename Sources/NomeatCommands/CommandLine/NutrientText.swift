import Foundation
import PickerModel
import FoodData

/// Nutrient figures as the commands print them: amounts to a sensible precision in the table's
/// units, goals with the source of each, and the footnote that cites the sources whole.
enum NutrientText {
  /// "2000", "9.1", "0.14": whole above 100, one decimal above 1, two below (B12 in µg).
  static func amount(_ value: Double) -> String {
    let text: String
    switch abs(value) {
    case 100...: text = String(format: "%.0f", value)
    case 1...: text = String(format: "%.1f", value)
    default: text = String(format: "%.2f", value)
    }
    guard text.contains(".") else { return text }
    var trimmed = text
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    return trimmed == "-0" ? "0" : trimmed
  }

  /// "9.1 mg", "2.5 µg".
  static func amount(_ value: Double, _ nutrient: Nutrient) -> String { "\(amount(value)) \(nutrient.unit.text)" }

  /// The lines that cite every reference source, to end an output that shows references.
  static let referenceFootnote = [
    "Reference intakes a day: EU = \(ReferenceSource.euRegulation1169.citation);",
    "SACN = \(ReferenceSource.sacn2015.citation), for fibre.",
  ]

  /// Every nutrient's target (or "not set") beside its reference intake.
  static func goalLines(targets: [Nutrient: Double]) -> [String] {
    var lines = ["nutrient       target         reference intake"]
    for nutrient in Nutrient.all {
      let target = targets[nutrient].map { amount($0, nutrient) } ?? "not set"
      lines.append(
        nutrient.id.padding(toLength: 15, withPad: " ", startingAt: 0) + target.padding(toLength: 15, withPad: " ", startingAt: 0)
          + "\(amount(nutrient.reference, nutrient)) (\(nutrient.referenceSource.shortName))")
    }
    return lines
  }

  /// Every nutrient by id: its target (null where unset), reference, unit and the reference's source.
  static func goalsJSON(targets: [Nutrient: Double]) -> [String: Any] {
    var object: [String: Any] = [:]
    for nutrient in Nutrient.all {
      object[nutrient.id] =
        [
          "target": targets[nutrient].map { $0 as Any } ?? NSNull(), "reference": nutrient.reference, "unit": nutrient.unit.symbol,
          "referenceSource": nutrient.referenceSource.citation,
        ] as [String: Any]
    }
    return object
  }

  /// "iron 9.1 mg (65% of 14 mg), 2 meals without a value": a total against its goal, the
  /// person's target where set ("of your 18 mg"), with how many meals had no figure.
  static func briefly(_ nutrient: Nutrient, total: Double?, without: Int, goal: NutrientGoal) -> String {
    let name = nutrient.label.prefix(1).lowercased() + nutrient.label.dropFirst()
    let whose = goal.source == .yourTarget ? "your " : ""
    var text =
      total.map { "\(name) \(amount($0, nutrient)) (\(String(format: "%.0f", goal.share(of: $0) * 100))% of \(whose)\(amount(goal.amount, nutrient)))" }
      ?? "\(name) unknown"
    if without > 0 { text += ", \(without) meal\(without == 1 ? "" : "s") without a value" }
    return text
  }

  /// The key nutrients of a day's meals (`Nutrient.keyForLessMeat`), a line each, under a
  /// line that names the sources of the figures.
  static func keyLines(_ totals: NutrientTotals, targets: [Nutrient: Double]) -> [String] {
    ["Key nutrients (food values USDA SR28; references EU 1169/2011 Annex XIII):"]
      + Nutrient.keyForLessMeat.map { nutrient in
        "  " + briefly(nutrient, total: totals.known(nutrient), without: totals.mealsWithoutValue(nutrient), goal: NutrientGoal(nutrient, targets: targets))
      } + ["  every nutrient: nomeat-tui nutrients"]
  }
}
