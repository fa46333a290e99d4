extension Nutrient {
  /// The nutrients at risk when a person eats less meat, which brief views show first (the
  /// detail pane, `today`, `show`): protein, and iron and zinc (less of them, less absorbed, in
  /// plants), calcium and vitamin D (when dairy goes too), vitamin B12 (almost only in animal foods).
  public static let keyForLessMeat: [Nutrient] = [.protein, .iron, .zinc, .calcium, .vitaminB12, .vitaminD]
}
