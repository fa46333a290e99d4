/// A food and how much of it: what the picker produces and the log stores.
public struct Meal: Equatable, Sendable {
  public var quantity: Quantity
  public var food: Food
  /// Grams eaten; the food's portion for `quantity` unless the user gave grams.
  public var grams: Int
  /// Whether the user gave the grams (`--quantity 120g`, the quantity list's grams line): the
  /// log then keeps "grams" for the quantity, and the sentence says the weight.
  public var byWeight: Bool
  /// How many of the food's household measure the grams are, where the person counted them
  /// ("2" slices): the sentence then says so ("2 slices of Bread"), not the weight.
  public var measureCount: Int?

  /// The most grams one meal can be, on the command line and in the app: above it, a typo.
  public static let maximumGrams = 5_000

  public init(quantity: Quantity, food: Food, grams: Int? = nil, measureCount: Int? = nil) {
    self.quantity = quantity
    self.food = food
    self.grams = grams ?? food.grams(for: quantity)
    self.byWeight = grams != nil
    self.measureCount = grams == nil || food.measure == nil ? nil : measureCount
  }

  /// `measureCount` of the food's household measure in words ("2 slices"), if counted so.
  public var measureWords: String? {
    measureCount.flatMap { count in food.measure.map { $0.words(count: count) } }
  }

  /// The meal as a sentence: "Some Beef", "A little Shrimp", "A lot of Beef", "120 g of Beef",
  /// "2 slices of Bread".
  public var sentence: String {
    if let measureWords { return HouseholdMeasure.sentence(measureWords, of: food.name) }
    return byWeight ? "\(grams) g of \(food.name)" : "\(quantity.phrase) \(food.name)"
  }

  /// The word the log keeps for the quantity: "little", "some", "lot", or "grams".
  public var quantityWord: String { byWeight ? "grams" : quantity.rawValue }

  /// Kilograms of CO2-equivalent for the grams eaten; nil where the food's is unknown.
  public var kgCO2e: Double? {
    food.footprint.isKnown ? food.footprint.kgCO2ePerKg * Double(grams) / 1000 : nil
  }

  /// Every nutrient for the grams eaten; nil for a food with no nutrition (unknown, not zero).
  public var nutrients: NutrientAmounts? {
    food.nutrition.map { $0.per100g.scaled(by: Double(grams) / 100) }
  }
}
