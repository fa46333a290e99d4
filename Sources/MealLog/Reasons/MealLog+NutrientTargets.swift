import FoodData

extension Nutrient {
  /// The daily figures a person may set as this nutrient's target: energy, protein and fibre
  /// keep the ranges their targets had (`TargetKind.range`); any other from a hundredth to a
  /// hundred times its reference intake, beyond which it is a typo or the wrong unit (iron
  /// 18 mg, not 18 g).
  public var targetRange: ClosedRange<Double> {
    TargetKind(rawValue: id)?.range ?? (reference / 100)...(reference * 100)
  }

  /// A plain decimal within `targetRange`, or nil.
  public func targetValue(parsing text: String) -> Double? { TargetKind.decimal(text, within: targetRange) }

  /// The setting a target is kept under: "target.iron"; energy, protein and fibre share theirs
  /// with `TargetKind` ("target.kcal"), so that either way of setting one is the same target.
  var targetKey: String { "target.\(id)" }
}

/// Daily targets for any nutrient of the table (`target set iron 18`), where a person's own
/// figure overrides the reference intake the nutrients table compares with.
extension MealLog {
  /// The nutrient targets set, by nutrient. A stored value that is not a figure in the
  /// nutrient's range (an edit by hand) is refused by name, as `targets()` refuses one.
  public func nutrientTargets() throws(MealLogError) -> [Nutrient: Double] {
    try targetSettings(named: Nutrient.named, value: { $0.targetValue(parsing: $1) }) { nutrient in
      "not a \(nutrient.id) target of \(nutrient.targetRange.lowerBound)-\(nutrient.targetRange.upperBound) \(nutrient.unit.text)"
    }
  }

  /// Sets a nutrient's daily target, or clears it with nil (the reference intake again).
  public func setNutrientTarget(_ nutrient: Nutrient, to value: Double?) throws(MealLogError) {
    try change { recorder in
      guard let value else {
        try recorder.tombstone(.settings, key: nutrient.targetKey)
        return ((), "cleared the \(nutrient.id) target")
      }
      try recorder.upsert(.settings, key: nutrient.targetKey, ["value": .text("\(value)")])
      return ((), "set the \(nutrient.id) target to \(value)")
    }
  }
}
