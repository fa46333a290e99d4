import Foundation
import FoodData

extension MealLog {
  /// Adds a meal, with a new id; it is on disk, and in the journal, when this returns.
  @discardableResult
  public func add(_ meal: LoggedMeal) throws(MealLogError) -> LoggedMeal {
    try change { recorder in
      let added = try insert(meal, recorder)
      return (added, "added \(added.sentence) on \(added.day)")
    }
  }

  /// Writes a meal as a new row with a new id, through a change's recorder.
  func insert(_ meal: LoggedMeal, _ recorder: ChangeRecorder) throws -> LoggedMeal {
    var added = meal
    added.uid = RowIdentity.random()
    try recorder.write(.meals, added.image(loggedAt: ISO8601DateFormatter().string(from: Date())))
    added.id = try database.integer("SELECT id FROM meals WHERE uid = '\(added.uid)'")
    return added
  }

  /// Meals from `first` through `last` (inclusive), in time order.
  public func meals(from first: Day, through last: Day) throws(MealLogError) -> [LoggedMeal] {
    var meals: [LoggedMeal] = []
    try forEachMeal(where: Self.dayRange, Day.stored(first...last)) { meals.append($0) }
    return meals
  }

  public func meals(on day: Day) throws(MealLogError) -> [LoggedMeal] {
    try meals(from: day, through: day)
  }

  /// Every meal, for export.
  public func allMeals() throws(MealLogError) -> [LoggedMeal] {
    var meals: [LoggedMeal] = []
    try forEachMeal { meals.append($0) }
    return meals
  }

  /// Every meal, oldest first, handed to `body` one at a time as SQLite steps through them, so
  /// that memory stays the same whatever the size of the log (export). Every row is checked
  /// before the first is handed over: a bad row stops the export before it prints anything.
  public func forEachMeal(_ body: (LoggedMeal) -> Void) throws(MealLogError) {
    try forEachMeal(where: "1", [], body)
  }

  /// "deleted_at IS NULL" where the file has tombstones (schema 5), else "1": what a reader
  /// adds to its condition so that a removed meal, answer or limit is never read.
  func live() throws(SQLiteError) -> String {
    try database.integer("PRAGMA user_version") >= 5 ? "deleted_at IS NULL" : "1"
  }

  /// The condition of a day range, over ?1 and ?2 (`Day.stored`).
  static let dayRange = "day BETWEEN ?1 AND ?2"

  /// The meals of a WHERE clause over ?1, ?2, in time order, one at a time. The rows the
  /// clause selects are checked first (`RowCheck`), and only those: a log of a million meals
  /// is not read whole to show a day. A row that is not as this program writes it (written
  /// since the check, or with characters the check leaves to this one) is refused rather than
  /// read as another day or printed raw.
  func forEachMeal(where given: String, _ values: [SQLValue], _ body: (LoggedMeal) -> Void) throws(MealLogError) {
    var badRow: MealLogError.BadRow?
    try read { () throws(SQLiteError) in
      let version = try database.integer("PRAGMA user_version")
      let condition = "\(given) AND \(try live())"
      if let row = try RowCheck.firstBadRow(in: database, version: version, table: "meals", where: condition, values) {
        badRow = row
        return
      }
      let statement = try database.prepare(
        """
        SELECT id, day, time, quantity, grams, food_id, food_name, section_id, section_name,
          kg_co2e_per_kg, kcal_per_100g, protein_per_100g, \(version >= 2 ? "fibre_per_100g" : "NULL"),
          \(version >= 3 ? "sections" : "NULL"), \(version >= 5 ? "uid" : "''"),
          \(Nutrient.logColumns.map { Schema.mealColumn($0, version: version) }.joined(separator: ", ")),
          \(Schema.mealColumn(NutrientsSource.column, version: version)), \(Schema.mealColumn("meal", version: version)),
          \(Schema.mealColumn("measure", version: version))
        FROM meals WHERE \(condition) ORDER BY day, time, id
        """
      ).bind(values)
      while try statement.step() {
        guard let day = Day(statement.text(1)) else {
          badRow = .init(table: "meals", id: statement.int64(0), column: "day", value: statement.text(1), rule: "not a day as YYYY-MM-DD")
          break
        }
        var amounts = NutrientAmounts.unknown
        for nutrient in Nutrient.all { amounts[nutrient] = statement.optionalDouble(Int32(15 + nutrient.index)) }
        let source = statement.optionalText(Int32(15 + Nutrient.all.count))
        var meal = LoggedMeal(
          id: statement.int64(0), day: day, time: statement.text(2),
          quantity: statement.text(3), grams: Int(statement.int64(4)), foodID: statement.text(5),
          foodName: statement.text(6), sectionID: statement.text(7), sectionName: statement.text(8),
          kgCO2ePerKg: statement.optionalDouble(9), per100g: amounts, nutrientsSource: source.flatMap(NutrientsSource.init(rawValue:)),
          sectionsWithin: statement.optionalText(13).map { $0.split(separator: ",").map(String.init) }, uid: statement.text(14),
          meal: statement.optionalText(Int32(16 + Nutrient.all.count)).flatMap(MealName.init(rawValue:)))
        meal.measure = statement.optionalText(Int32(17 + Nutrient.all.count))
        if meal.nutrientsSource == nil, let fill = nutrientFill { meal = Self.filled(meal, from: fill(meal.foodID)) }
        if let unsafe = [
          ("time", meal.time), ("food_id", meal.foodID), ("food_name", meal.foodName), ("section_id", meal.sectionID), ("section_name", meal.sectionName),
        ]
        .first(where: { SafeText.containsUnsafe($0.1) }) {
          badRow = .init(table: "meals", id: meal.id, column: unsafe.0, value: unsafe.1, rule: "not a text without control characters")
          break
        }
        body(meal)
      }
    }
    if let badRow { throw .badRow(path, badRow) }
  }

  /// Records the user's own answer for a day; it wins over the meals.
  public func setAnswer(ateMeat: Bool, on day: Day) throws(MealLogError) {
    try change { recorder in
      try recorder.upsert(
        .answers, key: day.description,
        ["ate_meat": .integer(ateMeat ? 1 : 0), "answered_at": .text(ISO8601DateFormatter().string(from: Date()))])
      return ((), "answered \(ateMeat ? "yes" : "no") for \(day)")
    }
  }

  /// The explicit answers from `first` through `last`.
  public func answers(from first: Day, through last: Day) throws(MealLogError) -> [Day: Bool] {
    var badRow: MealLogError.BadRow?
    let answers = try read { () throws(SQLiteError) in
      let version = try database.integer("PRAGMA user_version")
      let condition = "\(Self.dayRange) AND \(try live())"
      badRow = try RowCheck.firstBadRow(in: database, version: version, table: "answers", where: condition, Day.stored(first...last))
      let statement = try database.prepare("SELECT day, ate_meat FROM answers WHERE \(condition)")
        .bind(Day.stored(first...last))
      var answers: [Day: Bool] = [:]
      while badRow == nil, try statement.step() {
        if let day = Day(statement.text(0)) { answers[day] = statement.int64(1) != 0 }
      }
      return answers
    }
    if let badRow { throw .badRow(path, badRow) }
    return answers
  }

  /// The sections the user counts as meat, or nil when never set (the catalog's defaults).
  ///
  /// The settings screen saves each curated section with its FNDDS twin ("fish" with
  /// "fndds-fish", `FNDDSTier.curatedSection`), so a list without any FNDDS section was saved
  /// before the tier existed: its sections' twins count with them, as the screen shows them.
  /// (Without this, an FNDDS beef dish was not meat for someone who had saved the setting.)
  public func meatSections() throws(MealLogError) -> [String]? {
    try read { () throws(SQLiteError) in
      let statement = try database.prepare("SELECT value FROM settings WHERE key = 'meat_sections' AND \(try live())")
      guard try statement.step() else { return nil }
      let value = statement.text(0)
      let saved = value.isEmpty ? [] : value.split(separator: ",").map(String.init)
      guard !saved.contains(where: { $0.hasPrefix(FNDDSTier.idPrefix) }) else { return saved }
      return saved + saved.map { FNDDSTier.idPrefix + $0 }
    }
  }

  public func setMeatSections(_ sections: [String]) throws(MealLogError) {
    try change { recorder in
      try recorder.upsert(.settings, key: "meat_sections", ["value": .text(sections.joined(separator: ","))])
      return ((), "set what counts as meat")
    }
  }
}
