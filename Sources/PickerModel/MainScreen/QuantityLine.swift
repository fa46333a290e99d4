import FoodData

/// A line of the quantity list: a quantity in words, the food's household measure, the grams
/// line, or the quick add line (a meal known by its energy alone, whatever the food).
public enum QuantityLine: Equatable, Sendable {
  case word(Quantity)
  case measure
  case grams
  case quickAdd
}
