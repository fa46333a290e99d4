import Foundation
import PickerModel

extension MealLog {
  /// Whether the open file has limits and fibre: a version-1 file opened read-only by a
  /// command that only reads is read as it is, without them.
  func hasSchema2() throws(SQLiteError) -> Bool {
    try database.integer("PRAGMA user_version") >= 2
  }

  /// The person's limits, in the order they were added.
  public func limits() throws(MealLogError) -> [Limit] {
    var badRow: MealLogError.BadRow?
    let limits = try read { () throws(SQLiteError) -> [Limit] in
      guard try hasSchema2() else { return [] }
      // A handful of rows: all of them are read, so all are checked.
      badRow = try RowCheck.firstBadRow(in: database, version: database.integer("PRAGMA user_version"), table: "limits", where: "1", [])
      let statement = try database.prepare("SELECT target, count, period FROM limits ORDER BY id")
      var limits: [Limit] = []
      while try statement.step() {
        // A row this build cannot read (a period from a newer build) is skipped, not fatal.
        guard let period = Period(rawValue: statement.text(2)) else { continue }
        limits.append(Limit(target: LimitTarget(key: statement.text(0)), count: Int(statement.int64(1)), period: period))
      }
      return limits
    }
    if let badRow { throw .badRow(path, badRow) }
    return limits
  }

  /// Adds a limit; a second limit on the same target is refused (`.duplicateLimit`), so that
  /// changing one is an explicit `replace`.
  /// - Parameter replacing: when true, a limit on the same target is changed instead.
  public func addLimit(_ limit: Limit, replacing: Bool = false) throws(MealLogError) {
    try write {
      let existing = try database.prepare("SELECT count, period FROM limits WHERE target = ?1").bind([.text(limit.target.key)])
      if try existing.step() {
        guard replacing else { throw MealLogError.duplicateLimit(limit.target.key, existing: "\(existing.int64(0))/\(existing.text(1))") }
        try database.prepare("UPDATE limits SET count = ?2, period = ?3 WHERE target = ?1")
          .bind([.text(limit.target.key), .integer(Int64(limit.count)), .text(limit.period.rawValue)]).run()
        return
      }
      try database.prepare("INSERT INTO limits (target, count, period) VALUES (?1, ?2, ?3)")
        .bind([.text(limit.target.key), .integer(Int64(limit.count)), .text(limit.period.rawValue)]).run()
    }
  }

  /// Removes the limit on a target; false when there was none.
  @discardableResult
  public func removeLimit(_ target: LimitTarget) throws(MealLogError) -> Bool {
    try write {
      try database.prepare("DELETE FROM limits WHERE target = ?1").bind([.text(target.key)]).run()
      return database.changes > 0
    }
  }

  /// The targets the person has set. A target this build knows whose value is not a number
  /// in its range (an edit by hand) is refused by name, not read as no target or a negative one.
  public func targets() throws(MealLogError) -> Targets {
    var badRow: MealLogError.BadRow?
    let targets = try read { () throws(SQLiteError) in
      let statement = try database.prepare("SELECT rowid, key, value FROM settings WHERE key LIKE 'target.%'")
      var targets = Targets()
      while try statement.step() {
        guard let kind = TargetKind(rawValue: String(statement.text(1).dropFirst("target.".count))) else { continue }
        guard let value = kind.value(parsing: statement.text(2)) else {
          let range = [kind.range.lowerBound, kind.range.upperBound].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: "-")
          badRow = .init(table: "settings", id: statement.int64(0), column: "value", value: statement.text(2), rule: "not a \(kind.rawValue) target of \(range)")
          break
        }
        targets[kind] = value
      }
      return targets
    }
    if let badRow { throw .badRow(path, badRow) }
    return targets
  }

  /// Sets a target, or clears it with nil.
  public func setTarget(_ kind: TargetKind, to value: Double?) throws(MealLogError) {
    try write {
      if let value {
        try database.prepare(
          "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = ?2"
        ).bind([.text("target.\(kind.rawValue)"), .text("\(value)")]).run()
      } else {
        try database.prepare("DELETE FROM settings WHERE key = ?1").bind([.text("target.\(kind.rawValue)")]).run()
      }
    }
  }
}
