import FoodData

/// Filling the nutrients of meals logged before the log kept every one (schema 6) from the
/// catalog. The log does not load a catalog (it knows ids and figures, not where foods come
/// from): the commands, which do, hand in a lookup when they open a log that has meals to fill.
extension MealLog {
  /// Whether some meal has no `nutrients_source` yet: a look at the partial index
  /// `meals_to_fill`, so it costs nothing once every meal is filled. True for any file older
  /// than schema 6 with meals in it.
  public func hasMealsToFill() throws(MealLogError) -> Bool {
    try read { () throws(SQLiteError) in
      let version = try database.integer("PRAGMA user_version")
      let condition = version >= 6 ? "nutrients_source IS NULL" : "1"
      return try database.integer("SELECT EXISTS (SELECT 1 FROM meals WHERE \(condition))") == 1
    }
  }

  /// Fills every meal still to fill, one food at a time: a nutrient the meal has no figure for
  /// takes the catalog's (those it was logged with stay as logged), and the meal is marked
  /// `catalog-at-migration`; a meal whose food the catalog no longer has is marked
  /// `not-in-catalog` and keeps what it has. Neither its modification time nor the journal
  /// changes: this completes what the upgrade could not, it is no change a person made
  /// (`MealLog.wins` keeps a filled meal over the same one unfilled in a merge).
  ///
  /// Returns how many meals were filled from the catalog and how many had a food it lacks.
  ///
  /// - Complexity: one UPDATE per distinct food among the meals to fill, each through the
  ///   partial index.
  @discardableResult
  public func fillNutrients(_ lookup: (String) -> NutrientAmounts?) throws(MealLogError) -> (filled: Int, notInCatalog: Int) {
    try write {
      var foods: [String] = []
      let toFill = try database.prepare("SELECT DISTINCT food_id FROM meals WHERE nutrients_source IS NULL")
      while try toFill.step() { foods.append(toFill.text(0)) }
      let sets = Nutrient.all.enumerated().map { "\($0.element.logColumn) = coalesce(\($0.element.logColumn), ?\($0.offset + 3))" }
      let fill = try database.prepare(
        "UPDATE meals SET nutrients_source = ?2, \(sets.joined(separator: ", ")) WHERE nutrients_source IS NULL AND food_id = ?1")
      let mark = try database.prepare("UPDATE meals SET nutrients_source = ?2 WHERE nutrients_source IS NULL AND food_id = ?1")
      var counts = (filled: 0, notInCatalog: 0)
      for food in foods {
        if let amounts = lookup(food) {
          let values = Nutrient.all.map { amounts[$0].map { SQLValue.real($0) } ?? .null }
          try fill.bind([.text(food), .text(NutrientsSource.catalogAtMigration.rawValue)] + values).run()
          counts.filled += database.changes
        } else {
          try mark.bind([.text(food), .text(NutrientsSource.notInCatalog.rawValue)]).run()
          counts.notInCatalog += database.changes
        }
      }
      return counts
    }
  }

  /// A meal still to fill as `fillNutrients` writes it, given the catalog's amounts for its
  /// food (nil when the catalog lacks it).
  static func filled(_ meal: LoggedMeal, from catalog: NutrientAmounts?) -> LoggedMeal {
    var filled = meal
    guard let catalog else {
      filled.nutrientsSource = .notInCatalog
      return filled
    }
    for nutrient in Nutrient.all where filled.per100g[nutrient] == nil { filled.per100g[nutrient] = catalog[nutrient] }
    filled.nutrientsSource = .catalogAtMigration
    return filled
  }
}
