import FoodData

/// What a merge brought in: meals new here, meals changed (edited on the other copy later, or
/// brought back), meals removed (removed there later), and answers, limits and settings changed.
public struct MergeResult: Equatable, Sendable {
  public var mealsAdded = 0
  public var mealsChanged = 0
  public var mealsRemoved = 0
  public var othersChanged = 0
  /// Foods and recipes of one's own new here or changed there later.
  public var foodsChanged = 0

  public var isEmpty: Bool { self == MergeResult() }
}

/// Bringing another copy of the log in (the same log kept on a second machine): row by row,
/// by id (meals) or by what the row is of (an answer's day, a limit's target, a setting's
/// key), the version changed last wins; a tie of times goes to the greater image text, so both
/// copies decide alike. A row keeps the other copy's time, so that merging again, or merging
/// back, changes nothing. The merge is one change: one undo takes it back.
///
/// The other copy is a stranger's file (anyone who can write to the sync folder chose it): it is
/// opened as one (`Access.stranger`), its rows that may win meet our rules and those of rows
/// that come in (`RowCheck.incoming`, `SettingCheck`) before any is written, every query over
/// it runs under a deadline, and what goes wrong in it is said of it, not of this log.
extension MealLog {
  /// How long a merge may read the other copy: a million meals merge in well under a minute
  /// here; a file crafted to make a query run for ever is stopped.
  static let mergeDeadlineSeconds = 600.0

  public func merge(from other: MealLog) throws(MealLogError) -> MergeResult {
    do {
      return try mergeRows(from: other)
    } catch {
      // SQL that failed on the other copy's rows (a shape no check foresaw) or ran out of time
      // is a fault of that file; a full disk or a lock is still this log's.
      switch error {
      case .failed(let path, let failure) where path == self.path:
        throw failure.isInterrupt ? .mergeTooLong(other.path, seconds: Int(Self.mergeDeadlineSeconds)) : .failed(other.path, failure)
      default: throw error
      }
    }
  }

  private func mergeRows(from other: MealLog) throws(MealLogError) -> MergeResult {
    let version = try other.read { () throws(SQLiteError) in try other.database.integer("PRAGMA user_version") }
    // SQLite finds the rows that may win (new here, changed there later, or changed at the same
    // moment), joining the two files by key: a merge that brings nothing reads the other copy
    // once and writes nothing.
    try read { () throws(SQLiteError) in
      try database.distrustSchemas()
      try database.prepare("ATTACH DATABASE ?1 AS other").bind([.text(other.readOnlyURI)]).run()
    }
    defer { try? database.execute("DETACH DATABASE other") }
    let now = RowIdentity.now()
    return try change { recorder in
      try database.withDeadline(seconds: Self.mergeDeadlineSeconds) {
        var result = MergeResult()
        for table in LoggedTable.allCases where version >= table.since {
          // The rows that may win are checked against the log's rules before any is written
          // (a row edited by hand there is refused by name, as here), then read again to write.
          var found: [Int64] = []
          let candidates = try database.prepare(Self.candidates(of: table, version: version, columns: "o.source_row"))
          while try candidates.step() { found.append(candidates.int64(0)) }
          guard !found.isEmpty else { continue }
          let chosen: [SQLValue] = [.text("[" + found.map(String.init).joined(separator: ",") + "]")]
          let chosenRows = "rowid IN (SELECT value FROM json_each(?1))"
          if let row = try RowCheck.firstBadRow(
            in: other.database, version: version, table: table.rawValue, where: chosenRows, chosen, adding: RowCheck.incoming(table.rawValue, now: now))
          {
            throw MealLogError.badRow(other.path, row)
          }
          if table == .settings, let row = try SettingCheck.firstBadRow(in: other.database, version: version, where: chosenRows, chosen) {
            throw MealLogError.badRow(other.path, row)
          }
          let rows = try database.prepare(
            Self.candidates(of: table, version: version) + " AND o.source_row IN (SELECT value FROM json_each(?1))"
          ).bind(chosen)
          while try rows.step() {
            let theirs = RowImage.image(of: rows, table: table)
            guard case .text(let key) = theirs[table.key] else { continue }
            let ours = try recorder.image(table, key: key)
            if let ours, !Self.wins(theirs, over: ours) { continue }
            try recorder.write(table, theirs, stamp: theirs.modifiedAt)
            guard table == .meals else {
              if table == .foods { result.foodsChanged += 1 } else { result.othersChanged += 1 }
              continue
            }
            switch (ours?.isDeleted, theirs.isDeleted) {
            case (nil, false): result.mealsAdded += 1
            case (false, true): result.mealsRemoved += 1
            case (nil, true): break
            default: result.mealsChanged += 1
            }
          }
        }
        // The summary is printed by undo and redo: the name, chosen by whoever named the file,
        // is kept safe to print and short.
        let name = other.path.split(separator: "/").last.map(String.init) ?? other.path
        return (result, Self.mergeSummaryPrefix + SafeText.render(String(name.suffix(CatalogBounds.nameCharacters))))
      }
    }
  }

  /// The rows of the attached copy (`other`) that may win over this log's: none here with
  /// their key, changed later there, or changed at the same moment to something else. Each as
  /// `RowImage.image(of:table:)` reads it, or only `selected`.
  static func candidates(of table: LoggedTable, version: Int64, columns selected: String? = nil) -> String {
    let columns = table.columns
    let theirs = columns.map { "o.\($0)" }.joined(separator: ", ")
    let ours = columns.map { "m.\($0)" }.joined(separator: ", ")
    return """
      SELECT \(selected ?? "o.modified_at, \(theirs)") FROM (\(images(of: table, version: version))) o
      LEFT JOIN main.\(table.rawValue) m ON m.\(table.key) = o.\(table.key)
      WHERE o.\(table.key) IS NOT NULL AND (m.rowid IS NULL OR o.modified_at > coalesce(m.modified_at, 0)
        OR (o.modified_at = coalesce(m.modified_at, 0) AND (\(theirs)) IS NOT (\(ours))))
      """
  }

  /// How a merge's journal entry begins ("merged desktop.sqlite3"): what tells undo that the
  /// change it takes back came from another copy (`MealLog.undo`).
  static let mergeSummaryPrefix = "merged "

  /// Whether the other copy's row is the one to keep.
  static func wins(_ theirs: RowImage, over ours: RowImage) -> Bool {
    if theirs.modifiedAt != ours.modifiedAt { return theirs.modifiedAt > ours.modifiedAt }
    // Filling a meal's nutrients from the catalog keeps its time (it is no change a person
    // made): the same meal still to fill on the other copy, or from before schema 6, is the
    // same version with less in it, and never takes the filled one's place.
    let source = NutrientsSource.column
    if (theirs[source] == .null) != (ours[source] == .null) { return ours[source] == .null }
    return theirs.text > ours.text
  }

  /// Every row of `table` in the attached copy, a file of `version`, as columns named as ours:
  /// a file from before schema 5 is read with the ids and times its upgrade would give.
  static func images(of table: LoggedTable, version: Int64) -> String {
    let current = version >= 5
    let columns = table.columns.map { column -> String in
      if column == "uid" && !current { return "\(table.legacyID) AS uid" }
      // Every table's `deleted_at` is from schema 5 on; the meals' other columns as `Schema` says.
      if column == "deleted_at" && !current { return "NULL AS deleted_at" }
      return table == .meals ? Schema.mealColumn(column, version: version) : column
    }
    let modified = current ? "coalesce(modified_at, 0)" : table.legacyTime
    return "SELECT rowid AS source_row, \(modified) AS modified_at, \(columns.joined(separator: ", ")) FROM other.\(table.rawValue)"
  }

  /// Whether `other` is this very file (merging a log into itself).
  public func isSameFile(as other: MealLog) -> Bool {
    identity != nil && identity == other.identity
  }

  /// Whether the file at `path` is this very file.
  public func isSameFile(as path: String) -> Bool {
    identity != nil && (try? FileIdentity.of(path)) == identity
  }
}
