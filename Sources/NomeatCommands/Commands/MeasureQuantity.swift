import PickerModel
import FoodData

/// `--quantity 2x`: a count of the food's household measure ("1 large" egg, 50 g, twice).
enum MeasureQuantity {
  /// The count in "2x" (or "2×"), 1 to 99; nil for a quantity of another form. A count out
  /// of range is an error, named.
  static func count(_ text: String) throws(UsageError) -> Int? {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    guard lower.hasSuffix("x") || lower.hasSuffix("×"), let count = Int(lower.dropLast().trimmingCharacters(in: .whitespaces)) else {
      return nil
    }
    guard (1...99).contains(count) else {
      throw UsageError("--quantity \(echoed(text)) is not a count of measures; give 1x to 99x, for example 2x for two eggs")
    }
    return count
  }

  /// The quantity that `count` measures of `food` are: by weight, within the grams a meal can
  /// be; a food without a household measure is an error naming the other quantities.
  static func quantity(count: Int, of food: Food) throws(UsageError) -> (Quantity, String, Int?) {
    guard let measure = food.measure else {
      throw UsageError(
        "--quantity \(count)x: \(food.name) has no household measure in USDA's table; give little, some, lot or grams such as 120g")
    }
    let grams = count * measure.grams
    guard grams <= Meal.maximumGrams else {
      throw UsageError("--quantity \(count)x of \(food.name) is \(grams) g, more than a meal (\(Meal.maximumGrams) g); give fewer")
    }
    return (.some, "grams", grams)
  }
}
