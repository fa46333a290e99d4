/// The rows one change writes, each with its image before and after, recorded in the journal
/// (`changes`, `change_rows`) in the same transaction as the writes: undo and redo put the
/// images back, and a crash leaves both the rows and the journal as before, or both as after.
final class ChangeRecorder {
  struct Row {
    var table: LoggedTable
    var key: String
    var before: RowImage?
    var after: RowImage
  }

  let database: SQLite
  private(set) var rows: [Row] = []
  /// The statements of this change, prepared once each: a merge writes a row at a time.
  private var statements: [String: Statement] = [:]

  init(database: SQLite) { self.database = database }

  func statement(_ sql: String) throws(SQLiteError) -> Statement {
    if let statement = statements[sql] { return statement }
    let statement = try database.prepare(sql)
    statements[sql] = statement
    return statement
  }

  /// The row of `table` keyed `key`, as it is now.
  func image(_ table: LoggedTable, key: String) throws(SQLiteError) -> RowImage? {
    try RowImage.read(table, key: key, preparing: statement)
  }

  /// Writes `image` as the row of `table` it names, stamped now (or with `stamp`, for merge,
  /// which keeps the other copy's time), and records it. A write that changes nothing in the
  /// row is neither made nor recorded.
  @discardableResult
  func write(_ table: LoggedTable, _ image: RowImage, stamp: Int64? = nil) throws(SQLiteError) -> RowImage {
    guard case .text(let key) = image[table.key] else { return image }
    let before = try self.image(table, key: key)
    if let before, before.values == image.values, stamp == nil || stamp == before.modifiedAt { return before }
    var after = image
    after.modifiedAt = stamp ?? RowIdentity.stamp(after: before?.modifiedAt)
    try after.write(table, in: database, modifiedAt: after.modifiedAt, preparing: statement)
    rows.append(Row(table: table, key: key, before: before, after: after))
    return after
  }

  /// Sets some columns of the row of `table` keyed `key` (a setting, an answer, a limit),
  /// making it live; a row there was none of gets a new id.
  @discardableResult
  func upsert(_ table: LoggedTable, key: String, _ values: [String: SQLValue]) throws(SQLiteError) -> RowImage {
    var image = try self.image(table, key: key) ?? RowImage(values: ["uid": .text(RowIdentity.random())], modifiedAt: 0)
    for column in table.columns where image.values[column] == nil { image.values[column] = .null }
    image.values[table.key] = .text(key)
    image.values["deleted_at"] = .null
    for (column, value) in values { image.values[column] = value }
    return try write(table, image)
  }

  /// Makes the live row of `table` keyed `key` a tombstone; false when there is no live row.
  @discardableResult
  func tombstone(_ table: LoggedTable, key: String) throws(SQLiteError) -> Bool {
    guard var image = try self.image(table, key: key), !image.isDeleted else { return false }
    image.values["deleted_at"] = .integer(RowIdentity.stamp(after: image.modifiedAt))
    try write(table, image)
    return true
  }

  /// Records the rows written as one entry of the journal, and forgets entries past the undo
  /// depth. Nothing is recorded when no row changed; returns the entry's number.
  @discardableResult
  func record(_ kind: Journal.Kind, summary: String, target: Int64? = nil) throws(SQLiteError) -> Int64? {
    guard !rows.isEmpty else { return nil }
    try database.prepare("INSERT INTO changes (made_at, kind, target, summary) VALUES (?1, ?2, ?3, ?4)")
      .bind([.integer(RowIdentity.now()), .text(kind.rawValue), target.map { .integer($0) } ?? .null, .text(summary)]).run()
    let seq = database.lastInsertedRow
    let insert = try statement("INSERT INTO change_rows (seq, position, tbl, key, before, after) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    for (position, row) in rows.enumerated() {
      try insert.bind([
        .integer(seq), .integer(Int64(position)), .text(row.table.rawValue), .text(row.key),
        row.before.map { .text($0.text) } ?? .null, .text(row.after.text),
      ]).run()
    }
    try Journal.prune(database)
    return seq
  }
}
