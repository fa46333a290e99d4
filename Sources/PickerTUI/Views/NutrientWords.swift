import Foundation
import PickerModel
import FoodData

/// How the screens say a nutrient and its amounts: the one place their words are made.
enum NutrientWords {
  /// "iron", "protein", "vitamin D", "salt"; "B12" as people say it.
  static func name(_ nutrient: Nutrient) -> String {
    if nutrient == .vitaminB12 { return "B12" }
    return nutrient.label.hasPrefix("Vitamin ") ? "vitamin " + nutrient.label.dropFirst(8) : nutrient.label.lowercased()
  }

  /// "µg" (or "ug" in ASCII), "mg", "g", "kcal".
  static func unit(_ nutrient: Nutrient, ascii: Bool) -> String {
    nutrient.unit == .micrograms && !ascii ? "µg" : nutrient.unit.symbol
  }

  /// "2.1 mg", "21 g", "0.4 µg": one decimal below 10, none from 10.
  static func amount(_ value: Double, _ nutrient: Nutrient, ascii: Bool) -> String {
    "\(number(value)) \(unit(nutrient, ascii: ascii))"
  }

  /// "+2.1 mg", "−21 g" (a minus sign, "-" in ASCII).
  static func change(_ value: Double, _ nutrient: Nutrient, ascii: Bool) -> String {
    let sign = value >= 0 ? "+" : ascii ? "-" : "−"
    return sign + amount(abs(value), nutrient, ascii: ascii)
  }

  static func number(_ value: Double) -> String {
    abs(value) >= 10 ? String(format: "%.0f", value) : String(format: "%.1f", value)
  }

  /// A share of the day's reference: "28%"; "<1%" for a trace, which "0%" would call none.
  static func share(_ value: Double, of nutrient: Nutrient) -> String {
    let percent = nutrient.shareOfReference(value) * 100
    return percent > 0 && percent < 0.5 ? "<1%" : String(format: "%.0f%%", percent)
  }

  /// A reference intake's source, short enough for a line of sources.
  static func citation(_ source: ReferenceSource) -> String {
    switch source {
    case .euRegulation1169: "EU 1169/2011"
    case .sacn2015: "SACN 2015"
    }
  }
}
