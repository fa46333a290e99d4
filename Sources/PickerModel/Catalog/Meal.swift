/// A food and how much of it: what the picker produces and the log stores.
public struct Meal: Equatable, Sendable {
  public var quantity: Quantity
  public var food: Food
  /// Grams eaten; the food's portion for `quantity` unless the user gave grams.
  public var grams: Int

  public init(quantity: Quantity, food: Food, grams: Int? = nil) {
    self.quantity = quantity
    self.food = food
    self.grams = grams ?? food.grams(for: quantity)
  }

  /// The meal as a sentence: "Some Beef", "A little Shrimp", "A lot of Beef".
  public var sentence: String {
    "\(quantity.phrase) \(food.name)"
  }

  /// Kilograms of CO2-equivalent for the grams eaten.
  public var kgCO2e: Double {
    food.footprint.kgCO2ePerKg * Double(grams) / 1000
  }
}
