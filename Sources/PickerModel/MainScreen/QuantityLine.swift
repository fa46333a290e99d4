import FoodData

/// A line of the quantity list: a quantity in words, the food's household measure, or the
/// grams line.
public enum QuantityLine: Equatable, Sendable {
  case word(Quantity)
  case measure
  case grams
}
