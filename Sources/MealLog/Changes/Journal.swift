import FoodData

/// The journal of changes: every change to the log is an entry, with the rows it wrote before
/// and after. `undo` takes back the latest change not yet taken back, whoever made it (the app,
/// the shell, a merge); an undo is an entry of its own, and `redo` puts back what the latest
/// undos took back, until a new change is made.
public enum Journal {
  enum Kind: String {
    case change, undo, redo
  }

  /// How many changes back undo reaches: entries older than the last `depth` changes are
  /// forgotten when a change is recorded.
  public static let depth = 200

  static func prune(_ database: SQLite) throws(SQLiteError) {
    let oldest = "(SELECT seq FROM changes WHERE kind = 'change' ORDER BY seq DESC LIMIT 1 OFFSET \(depth - 1))"
    try database.execute("DELETE FROM change_rows WHERE seq < \(oldest); DELETE FROM changes WHERE seq < \(oldest)")
  }
}

/// A change undone or redone: what it was, in the words it was recorded with
/// ("added Some Beef on 2026-12-03").
public struct LogChange: Equatable, Sendable {
  public var summary: String

  /// The summary as it is safe to print: one written by an older build, or named after a file
  /// someone else chose, may hold escape sequences.
  init(summary: String) {
    self.summary = SafeText.render(summary)
  }
}

extension MealLog {
  /// Runs `body` as one change: its writes, through the recorder, and their journal entry, in
  /// one transaction. `body` returns its result and the change's summary.
  func change<T>(_ body: (ChangeRecorder) throws -> (T, String)) throws(MealLogError) -> T {
    try write {
      let recorder = ChangeRecorder(database: database)
      let (result, summary) = try body(recorder)
      try recorder.record(.change, summary: summary)
      return result
    }
  }

  /// Takes back the latest change not taken back yet; nil when there is none.
  @discardableResult
  public func undo() throws(MealLogError) -> LogChange? {
    try write { () throws -> LogChange? in
      let latest = try database.prepare("SELECT seq, summary FROM changes WHERE kind = 'change' AND undone = 0 ORDER BY seq DESC LIMIT 1")
      guard try latest.step() else { return nil }
      let (seq, summary) = (latest.int64(0), latest.text(1))
      let recorder = ChangeRecorder(database: database)
      // Undoing a merge is local: each row goes back as it was here, stamped just before the
      // other copy's version, so that the next merge with that copy brings its rows again and
      // a merge into it never takes them away (a tombstone stamped now would win there too,
      // and delete the other machine's own meals).
      let local = summary.hasPrefix(Self.mergeSummaryPrefix)
      // Last written first, a row at a time: each row's image before the change goes back.
      try forEachJournalRow(of: seq, lastFirst: true, image: "before") { table, key, before, text in
        let stamp = local ? try recorder.image(table, key: key).map { max(0, $0.modifiedAt - 1) } : nil
        if let before {
          try recorder.write(table, before, stamp: stamp, text: text)
        } else {
          try recorder.tombstone(table, key: key, stamp: stamp)
        }
      }
      try database.prepare("UPDATE changes SET undone = 1 WHERE seq = ?1").bind([.integer(seq)]).run()
      try recordTurn(recorder, .undo, summary: summary, target: seq)
      return LogChange(summary: summary)
    }
  }

  /// Puts back the change the latest undo took back, if no change was made since; nil when
  /// there is nothing to redo.
  @discardableResult
  public func redo() throws(MealLogError) -> LogChange? {
    try write { () throws -> LogChange? in
      let entries = try database.prepare(
        "SELECT c.kind, c.target, t.undone, t.summary FROM changes c LEFT JOIN changes t ON t.seq = c.target ORDER BY c.seq DESC")
      var found: (Int64, String)?
      while found == nil, try entries.step() {
        switch entries.text(0) {
        case Journal.Kind.change.rawValue: return nil
        case Journal.Kind.undo.rawValue where entries.int64(2) == 1: found = (entries.int64(1), entries.text(3))
        default: continue
        }
      }
      guard let (seq, summary) = found else { return nil }
      let recorder = ChangeRecorder(database: database)
      try forEachJournalRow(of: seq, lastFirst: false, image: "after") { table, _, after, text in
        guard let after else { throw SQLiteError(code: 1, message: "the journal's change \(seq) cannot be read") }
        try recorder.write(table, after, text: text)
      }
      try database.prepare("UPDATE changes SET undone = 0 WHERE seq = ?1").bind([.integer(seq)]).run()
      try recordTurn(recorder, .redo, summary: summary, target: seq)
      return LogChange(summary: summary)
    }
  }

  /// Records an undo or a redo; one that found every row as it should be already (a merge
  /// brought the same) is recorded without rows, so that redo still finds it.
  private func recordTurn(_ recorder: ChangeRecorder, _ kind: Journal.Kind, summary: String, target: Int64) throws {
    if try recorder.record(kind, summary: summary, target: target) == nil {
      try database.prepare("INSERT INTO changes (made_at, kind, target, summary) VALUES (?1, ?2, ?3, ?4)")
        .bind([.integer(RowIdentity.now()), .text(kind.rawValue), .integer(target), .text(summary)]).run()
    }
  }

  /// Each row an entry wrote, in the order written or the last first, with one of its images
  /// (`before` or `after`; nil where there is none) and that image's text: read a row at a
  /// time, so that undoing a merge of a million meals holds one meal in memory, not all.
  private func forEachJournalRow(
    of seq: Int64, lastFirst: Bool, image column: String, _ body: (LoggedTable, String, RowImage?, String?) throws -> Void
  ) throws {
    let statement = try database.prepare(
      "SELECT tbl, key, \(column) FROM change_rows WHERE seq = ?1 ORDER BY position \(lastFirst ? "DESC" : "ASC")"
    ).bind([.integer(seq)])
    while try statement.step() {
      let text = statement.optionalText(2)
      guard let table = LoggedTable(rawValue: statement.text(0)) else { throw SQLiteError(code: 1, message: "the journal's change \(seq) cannot be read") }
      let image = try text.map { text throws in
        guard let image = RowImage(text: text, modifiedAt: 0) else { throw SQLiteError(code: 1, message: "the journal's change \(seq) cannot be read") }
        return image
      }
      try body(table, statement.text(1), image, text)
    }
  }

  /// What `undo` would take back now, if anything (the app's status line, `undo`'s dry words).
  public func lastChange() throws(MealLogError) -> LogChange? {
    try read { () throws(SQLiteError) -> LogChange? in
      guard try database.integer("PRAGMA user_version") >= 5 else { return nil }
      let latest = try database.prepare("SELECT summary FROM changes WHERE kind = 'change' AND undone = 0 ORDER BY seq DESC LIMIT 1")
      return try latest.step() ? LogChange(summary: latest.text(0)) : nil
    }
  }
}
