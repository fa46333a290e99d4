/// The rows one change writes, each with its image before and after, recorded in the journal
/// (`changes`, `change_rows`) in the same transaction as the writes: undo and redo put the
/// images back, and a crash leaves both the rows and the journal as before, or both as after.
///
/// Each row goes into the journal as it is written, under an entry made at the first write and
/// named by `record` at the end, so that a change of a million rows (a merge, its undo) is
/// never held in memory whole.
final class ChangeRecorder {
  let database: SQLite
  /// The journal entry of this change, once a row has been written.
  private var seq: Int64?
  private var position: Int64 = 0
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
  /// row is neither made nor recorded. `text` is the image's text when the caller has it
  /// already (undo and redo read it from the journal), sparing its making again.
  @discardableResult
  func write(_ table: LoggedTable, _ image: RowImage, stamp: Int64? = nil, text: String? = nil) throws(SQLiteError) -> RowImage {
    guard case .text(let key) = image[table.key] else { return image }
    return try write(table, key: key, image, over: try self.image(table, key: key), stamp: stamp, text: text)
  }

  /// `write`, given the row as it is now (`before`), read already by the caller, and the texts
  /// of either image where the caller has them.
  @discardableResult
  private func write(
    _ table: LoggedTable, key: String, _ image: RowImage, over before: RowImage?, stamp: Int64? = nil, text: String? = nil,
    beforeText: String? = nil
  ) throws(SQLiteError) -> RowImage {
    if let before, before.values == image.values, stamp == nil || stamp == before.modifiedAt { return before }
    var after = image
    after.modifiedAt = stamp ?? RowIdentity.stamp(after: before?.modifiedAt)
    try after.write(table, in: database, modifiedAt: after.modifiedAt, preparing: statement)
    try journal(table, key: key, before: beforeText ?? before?.text, after: text ?? after.text)
    return after
  }

  /// Adds a written row to this change's journal entry, making the entry at the first.
  private func journal(_ table: LoggedTable, key: String, before: String?, after: String) throws(SQLiteError) {
    if seq == nil {
      // Named by `record` once the change is done; until then the newest entry, and unseen
      // outside this transaction.
      try statement("INSERT INTO changes (made_at, kind, summary) VALUES (?1, 'change', '')").bind([.integer(RowIdentity.now())]).run()
      seq = database.lastInsertedRow
    }
    guard let seq else { return }
    try statement("INSERT INTO change_rows (seq, position, tbl, key, before, after) VALUES (?1, ?2, ?3, ?4, ?5, ?6)").bind([
      .integer(seq), .integer(position), .text(table.rawValue), .text(key), before.map { .text($0) } ?? .null, .text(after),
    ]).run()
    position += 1
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

  /// Makes the live row of `table` keyed `key` a tombstone, stamped now (or `stamp`); false
  /// when there is no live row.
  @discardableResult
  func tombstone(_ table: LoggedTable, key: String, stamp given: Int64? = nil) throws(SQLiteError) -> Bool {
    guard let before = try self.image(table, key: key), !before.isDeleted else { return false }
    var image = before
    let stamp = given ?? RowIdentity.stamp(after: image.modifiedAt)
    image.values["deleted_at"] = .integer(stamp)
    // The tombstone's text is the row's with its one change: undoing a merge of a million new
    // meals writes a million tombstones, and making each text anew was most of the time. A
    // value holding those characters has its quotes escaped, so only the key matches.
    let beforeText = before.text
    let text = before.values["deleted_at"] == .null ? RowImageText.replacing(#""deleted_at":null"#, with: #""deleted_at":"i\#(stamp)""#, in: beforeText) : nil
    try write(table, key: key, image, over: before, stamp: given, text: text, beforeText: beforeText)
    return true
  }

  /// Names the journal entry of the rows written (its kind, summary and the entry it turns),
  /// and forgets entries past the undo depth. Nothing is recorded when no row changed;
  /// returns the entry's number.
  @discardableResult
  func record(_ kind: Journal.Kind, summary: String, target: Int64? = nil) throws(SQLiteError) -> Int64? {
    guard let seq else { return nil }
    try database.prepare("UPDATE changes SET made_at = ?1, kind = ?2, target = ?3, summary = ?4 WHERE seq = ?5")
      .bind([.integer(RowIdentity.now()), .text(kind.rawValue), target.map { .integer($0) } ?? .null, .text(summary), .integer(seq)]).run()
    try Journal.prune(database)
    return seq
  }
}
