import PickerModel

/// The history's per-day target marks: "P✓ K✗" says whether the day met the protein and the
/// kcal target, in words-like letters and marks rather than colour. Protein is a floor (met at
/// or above it); kcal a ceiling (met by a day with meals at or under it), as `target set kcal`
/// says. Only the targets set are shown; without a daily target there is no column.
struct TargetMarks {
  let protein: Double?
  let kcal: Double?
  let glyphs: Glyphs

  init?(_ targets: DayTargets?, glyphs: Glyphs, width: Int) {
    let target = { (measure: DayTargets.Measure) in targets?.today.first { $0.measure == measure }?.target }
    protein = target(.protein)
    kcal = target(.kcal)
    self.glyphs = glyphs
    guard protein != nil || kcal != nil, width >= 60 else { return nil }
  }

  /// The column's width, with a space after it.
  var width: Int { (protein == nil ? 0 : 3) + (kcal == nil ? 0 : 3) + 1 }

  func text(_ day: HistoryDay) -> String {
    let met = glyphs.unicode ? "✓" : "+"
    let missed = glyphs.unicode ? "✗" : "-"
    var parts: [String] = []
    if let protein { parts.append("P" + (day.proteinGrams >= protein ? met : missed)) }
    if let kcal { parts.append("K" + (day.kcal > 0 && day.kcal <= kcal ? met : missed)) }
    return parts.joined(separator: " ")
  }
}
