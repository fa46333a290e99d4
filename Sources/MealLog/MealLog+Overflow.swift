import Foundation
import FoodData

extension MealLog {
  /// Whether some meal's footprint or nutrients for its grams are beyond a Double (a per-kg figure near the
  /// largest Double times 150 g): one pass of SQLite, where the same products are computed in
  /// the same order as `LoggedMeal` computes them, so that an export of a million meals need
  /// not read every meal twice in Swift to know that it may print.
  public func anyMealFiguresOverflow() throws(MealLogError) -> Bool {
    try read { () throws(SQLiteError) in
      let version = try database.integer("PRAGMA user_version")
      let largest = "1.7976931348623157e308"
      let overflows = (["kg_co2e_per_kg"] + Nutrient.logColumns.map { Schema.mealColumn($0, version: version) }.filter { !$0.hasPrefix("NULL") }).map {
        "abs(\($0) * grams) > \(largest)"
      }.joined(separator: " OR ")
      return try database.integer("SELECT EXISTS (SELECT 1 FROM meals WHERE \(overflows))") == 1
    }
  }
}
