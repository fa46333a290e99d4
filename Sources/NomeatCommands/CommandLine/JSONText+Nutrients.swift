import Foundation
import PickerModel
import FoodData

/// Nutrients in JSON output: one object keyed by nutrient id, every nutrient of the table
/// present, null where the value is unknown (never 0), in the table's units (README).
extension JSONText {
  /// For `JSONText.encode`: the ids as keys, the values as numbers or NSNull.
  static func nutrientsObject(_ amounts: NutrientAmounts) -> [String: Any] {
    var object: [String: Any] = [:]
    for nutrient in Nutrient.all { object[nutrient.id] = amounts[nutrient].map { $0 as Any } ?? NSNull() }
    return object
  }

  /// The same object written by hand, as export streams it: keys sorted, numbers as `number`.
  static func nutrients(_ amounts: NutrientAmounts) -> String {
    var text = "{"
    for (offset, (nutrient, key)) in sortedKeys.enumerated() {
      if offset > 0 { text += "," }
      text += key
      text += amounts[nutrient].map(number) ?? "null"
    }
    return text + "}"
  }

  /// The nutrients in key order with their quoted keys, made once: export writes them for
  /// every meal of the log.
  private static let sortedKeys: [(Nutrient, String)] = Nutrient.all.sorted { $0.id < $1.id }.map { ($0, string($0.id) + ":") }
}
