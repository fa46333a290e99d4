/// Whether a file of ours has our tables as tables, with the columns its version has: a view
/// named `meals` (a recursive one ran a merge for ever) or a table without `grams` is a file
/// made to look like a log, refused by name before any query reads it.
extension Schema {
  /// What is wrong with the shape of the tables a file of `version` must have ("meals is a
  /// view, not a table", "limits has no column period"), or nil.
  static func misshapenTable(in database: SQLite, version: Int64) throws(SQLiteError) -> String? {
    for table in LoggedTable.allCases where version >= table.since {
      let kind = try database.prepare("SELECT type FROM sqlite_schema WHERE name = ?1 COLLATE NOCASE").bind([.text(table.rawValue)])
      guard try kind.step() else { return "it has no table \(table.rawValue)" }
      let type = kind.text(0)
      guard type == "table" else { return "\(table.rawValue) is a \(type), not a table" }
      var columns: Set<String> = []
      let info = try database.prepare("SELECT name FROM pragma_table_info(?1)").bind([.text(table.rawValue)])
      while try info.step() { columns.insert(info.text(0)) }
      if let missing = table.storedColumns(version: version).first(where: { !columns.contains($0) }) {
        return "\(table.rawValue) has no column \(missing)"
      }
    }
    return nil
  }
}

extension LoggedTable {
  /// The schema version that made the table.
  var since: Int64 {
    switch self {
    case .meals, .answers, .settings: 1
    case .limits: 2
    case .foods: 7
    }
  }

  /// The columns a file of `version` holds in this table, which merge reads
  /// (`MealLog.images(of:version:)`): the image's columns as that version has them, and the
  /// time of the last change from schema 5 on.
  func storedColumns(version: Int64) -> [String] {
    let ids = version >= 5 ? ["modified_at"] : []
    let columns = self.columns.filter { column in
      if ["uid", "deleted_at"].contains(column) { return version >= 5 }
      return self != .meals || version >= (Schema.mealColumnsSince[column] ?? 1)
    }
    return columns + ids
  }
}
