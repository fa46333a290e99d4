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

  /// The swap's amount less the meal's, for each watched nutrient both know.
  public var swapChanges: [(nutrient: Nutrient, change: Double)] {
    guard let swap, let mine = meal.nutrients, let theirs = swap.nutrients else { return [] }
    return Nutrient.watched.compactMap { nutrient in
      guard let a = mine[nutrient], let b = theirs[nutrient] else { return nil }
      return (nutrient, b - a)
    }
  }
}
