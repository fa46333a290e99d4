import Foundation
import Diary

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
      let live = try live()
      badRow = try RowCheck.firstBadRow(in: database, version: database.integer("PRAGMA user_version"), table: "limits", where: live, [])
      let statement = try database.prepare("SELECT target, count, period FROM limits WHERE \(live) ORDER BY id")
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
    try change { recorder in
      let existing = try database.prepare("SELECT count, period FROM limits WHERE target = ?1 AND deleted_at IS NULL").bind([.text(limit.target.key)])
      if try existing.step(), !replacing {
        throw MealLogError.duplicateLimit(limit.target.key, existing: "\(existing.int64(0))/\(existing.text(1))")
      }
      try recorder.upsert(.limits, key: limit.target.key, ["count": .integer(Int64(limit.count)), "period": .text(limit.period.rawValue)])
      return ((), "set the limit on \(limit.target.key) to \(limit.rate)")
    }
  }

  /// Removes the limit on a target; false when there was none.
  @discardableResult
  public func removeLimit(_ target: LimitTarget) throws(MealLogError) -> Bool {
    try change { recorder in (try recorder.tombstone(.limits, key: target.key), "removed the limit on \(target.key)") }
  }

  /// The targets the person has set. A target this build knows whose value is not a number
  /// in its range (an edit by hand) is refused by name, not read as no target or a negative one.
  public func targets() throws(MealLogError) -> Targets {
    Targets(
      try targetSettings(named: TargetKind.init(rawValue:), value: { $0.value(parsing: $1) }) { kind in
        let range = [kind.range.lowerBound, kind.range.upperBound].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: "-")
        return "not a \(kind.rawValue) target of \(range)"
      })
  }

  /// The live `target.NAME` settings whose NAME `named` knows, each value parsed by `value`;
  /// the first that does not parse is refused by name, with `rule` as what it should be.
  func targetSettings<Kind: Hashable>(
    named: (String) -> Kind?, value: (Kind, String) -> Double?, rule: (Kind) -> String
  ) throws(MealLogError) -> [Kind: Double] {
    var badRow: MealLogError.BadRow?
    let targets = try read { () throws(SQLiteError) in
      let statement = try database.prepare("SELECT rowid, key, value FROM settings WHERE key LIKE 'target.%' AND \(try live())")
      var targets: [Kind: Double] = [:]
      while try statement.step() {
        guard let kind = named(String(statement.text(1).dropFirst("target.".count))) else { continue }
        guard let parsed = value(kind, statement.text(2)) else {
          badRow = .init(table: "settings", id: statement.int64(0), column: "value", value: statement.text(2), rule: rule(kind))
          break
        }
        targets[kind] = parsed
      }
      return targets
    }
    if let badRow { throw .badRow(path, badRow) }
    return targets
  }

  /// Sets a target, or clears it with nil.
  public func setTarget(_ kind: TargetKind, to value: Double?) throws(MealLogError) {
    try change { recorder in
      let key = "target.\(kind.rawValue)"
      guard let value else {
        try recorder.tombstone(.settings, key: key)
        return ((), "cleared the \(kind.rawValue) target")
      }
      try recorder.upsert(.settings, key: key, ["value": .text("\(value)")])
      return ((), "set the \(kind.rawValue) target to \(value)")
    }
  }
}
