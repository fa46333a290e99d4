import Foundation
import FoodData

/// One's own foods and recipes in the log: listed, saved (new or changed) and removed, each a
/// change that undo takes back and merge carries. A removed food is a tombstone: the meals that
/// used it keep their own copy of its figures.
extension MealLog {
  /// Every live food and recipe of one's own, by name. Each row is checked first (`RowCheck`).
  public func ownFoods() throws(MealLogError) -> [OwnFood] {
    var badRow: MealLogError.BadRow?
    let foods = try read { () throws(SQLiteError) -> [OwnFood] in
      let version = try database.integer("PRAGMA user_version")
      guard version >= LoggedTable.foods.since else { return [] }
      let condition = "deleted_at IS NULL"
      if let row = try RowCheck.firstBadRow(in: database, version: version, table: "foods", where: condition, []) {
        badRow = row
        return []
      }
      let statement = try database.prepare(
        "SELECT modified_at, \(LoggedTable.foods.columns.joined(separator: ", ")) FROM foods WHERE \(condition) ORDER BY name COLLATE NOCASE, uid")
      var foods: [OwnFood] = []
      while try statement.step() {
        if let food = OwnFood(image: RowImage.image(of: statement, table: .foods)) { foods.append(food) }
      }
      return foods
    }
    if let badRow { throw .badRow(path, badRow) }
    return foods
  }

  /// Saves a food: a new one (no uid) gets an id; one with a uid is changed in place.
  @discardableResult
  public func saveOwnFood(_ food: OwnFood) throws(MealLogError) -> OwnFood {
    try change { recorder in
      var saved = food
      let isNew = saved.uid.isEmpty
      if isNew { saved.uid = RowIdentity.random() }
      try recorder.write(.foods, saved.image())
      return (saved, "\(isNew ? "made" : "changed") \(saved.kind == .recipe ? "recipe" : "food") \(saved.name)")
    }
  }

  /// Removes a food of one's own; false when it was removed already.
  @discardableResult
  public func removeOwnFood(_ food: OwnFood) throws(MealLogError) -> Bool {
    try change { recorder in
      (try recorder.tombstone(.foods, key: food.uid), "removed \(food.kind == .recipe ? "recipe" : "food") \(food.name)")
    }
  }
}
