import FoodData

/// The rules a setting brought in by a merge keeps: each value of the type its key reads as
/// (a target a figure in its range, the meat sections a list of ids). A `target.protein` of
/// 'NaN' got through once and stopped every command until an undo. A key this build does not
/// know (one a newer build writes) is never read here, and is taken as it is.
enum SettingCheck {
  /// The first live row of `settings` that `condition` selects whose value its key does not
  /// take, or nil.
  static func firstBadRow(in database: SQLite, version: Int64, where condition: String, _ values: [SQLValue]) throws(SQLiteError) -> MealLogError.BadRow? {
    let live = version >= 5 ? "deleted_at IS NULL" : "1"
    let rows = try database.prepare("SELECT rowid, key, CAST(value AS TEXT) FROM settings WHERE (\(condition)) AND \(live) ORDER BY rowid").bind(values)
    while try rows.step() {
      let (key, value) = (rows.text(1), rows.text(2))
      if let rule = problem(key: key, value: value) {
        return MealLogError.BadRow(table: "settings", id: rows.int64(0), column: "value", value: value, rule: rule)
      }
    }
    return nil
  }

  /// What the value of `key` should be, when `value` is not that; nil when it is.
  static func problem(key: String, value: String) -> String? {
    if key == "meat_sections" {
      guard !value.isEmpty else { return nil }
      let sections = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let good = sections.allSatisfy { !$0.isEmpty && $0.count <= CatalogBounds.nameCharacters && !SafeText.containsUnsafe($0) }
      return good ? nil : "not a list of section ids"
    }
    guard key.hasPrefix("target.") else { return nil }
    let name = String(key.dropFirst("target.".count))
    if let kind = TargetKind(rawValue: name) {
      let range = [kind.range.lowerBound, kind.range.upperBound].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: "-")
      return kind.value(parsing: value) == nil ? "not a \(kind.rawValue) target of \(range)" : nil
    }
    if let nutrient = Nutrient.named(name) {
      let range = nutrient.targetRange
      return nutrient.targetValue(parsing: value) == nil ? "not a \(nutrient.id) target of \(range.lowerBound)-\(range.upperBound) \(nutrient.unit.text)" : nil
    }
    return nil
  }
}
