import FoodData

/// What the detail pane says about a meal's nutrients: the ones where this food matters, and
/// what its plant swap changes.
extension FoodDetail {
  /// The watched nutrients (`Nutrient.watched`), known or not, then any other of which this
  /// meal holds `Nutrient.mattersFromShare` of a day's reference or more, largest share first.
  /// Empty for a food with no nutrition.
  public var matteringNutrients: [(nutrient: Nutrient, amount: Double?)] {
    guard let amounts = meal.nutrients else { return [] }
    let watched = Nutrient.watched.map { (nutrient: $0, amount: amounts[$0]) }
    let others = Nutrient.all.filter { nutrient in
      nutrient != .kcal && !Nutrient.watched.contains(nutrient)
        && (amounts[nutrient].map { nutrient.shareOfReference($0) >= Nutrient.mattersFromShare } ?? false)
    }
    func share(_ nutrient: Nutrient) -> Double { amounts[nutrient].map(nutrient.shareOfReference) ?? 0 }
    return watched + others.sorted { share($0) > share($1) }.map { (nutrient: $0, amount: amounts[$0]) }
  }

  /// The swap's amount less the meal's, for each watched nutrient both know; then the largest
  /// loss of any other nutrient to reach, where the swap takes away
  /// `Nutrient.mattersFromShare` of a day's reference or more: salmon to tofu loses a day's
  /// vitamin D several times over, which the watched five never said (issue 34).
  public var swapChanges: [(nutrient: Nutrient, change: Double)] {
    guard let swap, let mine = meal.nutrients, let theirs = swap.nutrients else { return [] }
    let watched = Nutrient.watched.compactMap { nutrient -> (nutrient: Nutrient, change: Double)? in
      guard let a = mine[nutrient], let b = theirs[nutrient] else { return nil }
      return (nutrient, b - a)
    }
    let losses = Nutrient.all.compactMap { nutrient -> (nutrient: Nutrient, change: Double)? in
      guard nutrient.better == .more, !Nutrient.watched.contains(nutrient), let a = mine[nutrient], let b = theirs[nutrient],
        nutrient.shareOfReference(a - b) >= Nutrient.mattersFromShare
      else { return nil }
      return (nutrient, b - a)
    }
    // One: the pane has one line for the swap.
    let largest = losses.min { $0.nutrient.shareOfReference(-$0.change) > $1.nutrient.shareOfReference(-$1.change) }
    return watched + (largest.map { [$0] } ?? [])
  }
}
