import Foundation

/// What an id typed by a person names: one meal, none, or several (a prefix too short).
public enum MealLookup: Equatable, Sendable {
  case one(LoggedMeal)
  case none
  case several([LoggedMeal])
}

/// Changing the meals already logged: each of these is one change, undoable (`undo`), written
/// with the rows' new modification times so that `merge` carries it to another copy.
extension MealLog {
  /// The live meal whose id starts with `prefix` (as `meals` shows it, or longer).
  public func meal(id prefix: String) throws(MealLogError) -> MealLookup {
    let wanted = prefix.lowercased()
    guard RowIdentity.isPrefix(wanted) else { return .none }
    var found: [LoggedMeal] = []
    // A range on the id index: every id that starts with the prefix sorts between it and the
    // prefix followed by "g", the first letter after the hex digits.
    try forEachMeal(where: "uid >= ?1 AND uid < ?2", [.text(wanted), .text(wanted + "g")]) { found.append($0) }
    switch found.count {
    case 0: return .none
    case 1: return .one(found[0])
    default: return .several(found)
    }
  }

  /// The live meal added last (the latest row written), on any day; nil in an empty log.
  public func lastAddedMeal() throws(MealLogError) -> LoggedMeal? {
    let id = try read { () throws(SQLiteError) in
      try database.integer("SELECT coalesce(max(id), 0) FROM meals WHERE \(try live())")
    }
    var found: LoggedMeal?
    try forEachMeal(where: "id = ?1", [.integer(id)]) { found = $0 }
    return found
  }

  /// Removes a meal (a tombstone, kept so that undo and merge know it); false when it was
  /// removed already.
  @discardableResult
  public func remove(_ meal: LoggedMeal) throws(MealLogError) -> Bool {
    try change { recorder in
      (try recorder.tombstone(.meals, key: meal.uid), "deleted \(meal.sentence) on \(meal.day)")
    }
  }

  /// Writes `meal` over the live meal with its id (food, quantity, grams, day, time); the
  /// meal as it was is returned, or nil when there is no such meal.
  @discardableResult
  public func replace(_ meal: LoggedMeal) throws(MealLogError) -> LoggedMeal? {
    guard case .one(let old) = try self.meal(id: meal.uid), old.uid == meal.uid else { return nil }
    return try change { recorder in
      guard let current = try RowImage.read(.meals, key: meal.uid, in: database), case .text(let loggedAt) = current["logged_at"] else {
        return (nil, "")
      }
      try recorder.write(.meals, meal.image(loggedAt: loggedAt))
      let what = old.sentence == meal.sentence ? meal.sentence : "\(old.sentence) to \(meal.sentence)"
      return (old, "changed \(what) on \(meal.day)")
    }
  }

  /// Logs every live meal of `source` (or only those of one `meal`, breakfast say) again on
  /// `target`, at their times, as one change; the meals added, in time order.
  @discardableResult
  public func copyMeals(from source: Day, to target: Day, meal name: MealName? = nil) throws(MealLogError) -> [LoggedMeal] {
    let meals = try self.meals(on: source).filter { name == nil || $0.meal == name }
    return try change { recorder in
      var added: [LoggedMeal] = []
      for var meal in meals {
        meal.day = target
        added.append(try insert(meal, recorder))
      }
      let what = name.map { "\($0.rawValue) (\(added.count) food\(added.count == 1 ? "" : "s"))" } ?? "\(added.count) meal\(added.count == 1 ? "" : "s")"
      return (added, "copied \(what) from \(source) to \(target)")
    }
  }

  /// Logs `meal` again, on `day` at `time`, with an id of its own: as the meal `name` given,
  /// else the meal its time falls in when the time is another, else its own.
  @discardableResult
  public func repeatMeal(_ meal: LoggedMeal, on day: Day, at time: String, as name: MealName? = nil) throws(MealLogError) -> LoggedMeal {
    var again = meal
    again.day = day
    again.time = time
    again.meal = name ?? (time == meal.time ? meal.meal : MealName(time: time))
    return try add(again)
  }
}
