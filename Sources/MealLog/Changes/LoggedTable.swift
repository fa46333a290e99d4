import FoodData

/// A table whose rows a person changes, and that undo, redo and merge therefore know: every row
/// has `uid`, `modified_at` and `deleted_at` (schema 5), and a key it is found by. Meals are
/// found by their id; an answer by its day, a limit by its target and a setting by its key,
/// because two machines that answer the same day mean one answer, not two.
enum LoggedTable: String, CaseIterable, Sendable {
  case meals, answers, limits, settings, foods

  /// The column a row is found by.
  var key: String {
    switch self {
    case .meals, .foods: "uid"
    case .answers: "day"
    case .limits: "target"
    case .settings: "key"
    }
  }

  /// The columns a row's image holds: all but the rowid and `modified_at`, which every write
  /// stamps afresh (a merge keeps the other copy's).
  var columns: [String] {
    switch self {
    case .meals:
      [
        "uid", "day", "time", "quantity", "grams", "food_id", "food_name", "section_id", "section_name", "kg_co2e_per_kg",
        "kcal_per_100g", "protein_per_100g", "logged_at", "fibre_per_100g", "sections", "deleted_at",
      ] + Self.schemaSixMealColumns + ["meal", "measure"]
    case .answers: ["uid", "day", "ate_meat", "answered_at", "deleted_at"]
    case .limits: ["uid", "target", "count", "period", "deleted_at"]
    case .settings: ["uid", "key", "value", "deleted_at"]
    case .foods:
      [
        "uid", "name", "kind", "like_id", "like_name", "section_id", "section_name", "sections", "kg_co2e_per_kg", "serving_grams",
        "servings", "ingredients", "deleted_at",
      ] + Nutrient.logColumns
    }
  }

  /// The nutrients schema 6 added and where a meal's nutrients come from: carried by the
  /// journal and by merge like every other column. An image written before schema 6 lacks them,
  /// and puts them back as NULL: unknown, and to fill (`MealLog.fillNutrients`).
  static let schemaSixMealColumns: [String] =
    Nutrient.logColumns.filter { Schema.mealColumnsSince[$0] == 6 } + [NutrientsSource.column]

  /// The id the schema-5 upgrade gives a row of this table that had none, as SQL over the
  /// row's columns (`RowIdentity.legacy`): what the row is, so that copies agree.
  var legacyID: String {
    switch self {
    case .meals: "nomeat_legacy_id('meal', id, day, time, food_id, grams, logged_at)"
    case .answers: "nomeat_legacy_id('answer', day)"
    case .limits: "nomeat_legacy_id('limit', target)"
    case .settings: "nomeat_legacy_id('setting', key)"
    case .foods: "nomeat_legacy_id('food', id, name)"
    }
  }

  /// The modification time such a row gets: when it was logged or answered, else 0 (before
  /// any change that can be told).
  var legacyTime: String {
    switch self {
    case .meals: "coalesce(CAST(strftime('%s', logged_at) AS INTEGER) * 1000, 0)"
    case .answers: "coalesce(CAST(strftime('%s', answered_at) AS INTEGER) * 1000, 0)"
    case .limits, .settings, .foods: "0"
    }
  }
}
