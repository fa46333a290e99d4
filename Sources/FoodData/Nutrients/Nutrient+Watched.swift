extension Nutrient {
  /// The nutrients at risk when meat goes, said for every food in the detail pane and for every
  /// plant swap: protein, vitamin B12 (almost only in animal foods), iron and zinc (less of
  /// them in plants, and less absorbed), and calcium (when dairy goes too).
  public static let watched: [Nutrient] = [.protein, .vitaminB12, .iron, .zinc, .calcium]

  /// Beyond the watched ones, a food is said to matter for a nutrient when one meal of it
  /// holds this share of a day's reference or more (vitamin C in an orange, salt in bacon).
  public static let mattersFromShare = 0.3
}
