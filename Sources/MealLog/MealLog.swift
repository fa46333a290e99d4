import CSQLite
import Foundation
import FoodData

/// The meal log: one SQLite file in WAL mode, marked with our `application_id` and migrated by
/// `PRAGMA user_version`, every write one transaction. Opening recognises the file before it
/// writes anything: a file that is not ours (not SQLite, another program's, newer, damaged,
/// read-only) is refused unchanged.
public final class MealLog {
  /// What a command needs of the log: commands that only read open it read-only and create
  /// nothing, not even a missing file.
  public enum Access: Sendable {
    case readWrite
    case readOnly
    /// Read-only, as a file someone else chose (the other copy of a merge): opened immutable,
    /// so that nothing is created or written beside it, with the schema distrusted
    /// (`SQLite.distrustSchemas`).
    case stranger
  }

  public let path: String
  public let access: Access
  let busyTimeout: Int32
  /// The connection; replaced when the file at `path` is no longer the one opened.
  private(set) var database: SQLite
  /// The file opened, or nil for the empty log of a read-only open of a missing file.
  private(set) var identity: FileIdentity?
  /// The catalog's nutrients per 100 g of a food id (nil when the catalog no longer has it),
  /// set by the commands, which have a catalog: a meal still to fill (logged before schema 6)
  /// is read filled with them, as `fillNutrients` would write it, so that a read-only command on
  /// a log not yet upgraded shows what the upgrade will keep. The log itself never loads a catalog.
  public var nutrientFill: ((String) -> NutrientAmounts?)?
  /// The schema this build writes; a file with a higher version is refused.
  public static var schemaVersion: Int64 { Schema.currentVersion }

  /// - Parameter busyTimeout: how long a write waits for another process's lock before it
  ///   gives up with `.locked`.
  public init(path: String, access: Access = .readWrite, busyTimeout: Int32 = 5_000) throws(MealLogError) {
    self.path = path
    self.access = access
    self.busyTimeout = busyTimeout
    (database, identity) = try Self.open(path, access: access, busyTimeout: busyTimeout)
  }

  /// Opens `path` as `openOnce` does, trying again while the file is locked, up to the busy
  /// timeout. SQLite's busy handler waits for most locks, but not for all that processes
  /// creating one file at once can meet (turning on WAL, a read that must become a write):
  /// one add in about 400 of six at once on a new file was refused as locked. Opening again
  /// is safe: nothing is written before the file is recognised, and setting up is one
  /// transaction that reads the version again.
  private static func open(_ path: String, access: Access, busyTimeout: Int32) throws(MealLogError) -> (SQLite, FileIdentity?) {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, busyTimeout)) * 1_000_000
    while true {
      do {
        return try openOnce(path, access: access, busyTimeout: busyTimeout)
      } catch {
        guard case .locked = error, DispatchTime.now().uptimeNanoseconds < deadline else { throw error }
        usleep(UInt32.random(in: 5_000...25_000))
      }
    }
  }

  /// Opens `path` and makes sure it is our log at the current schema (creating or upgrading
  /// it when writing is allowed).
  private static func openOnce(_ path: String, access: Access, busyTimeout: Int32) throws(MealLogError) -> (SQLite, FileIdentity?) {
    let found = try FileIdentity.of(path)
    if found == nil {
      if access != .readWrite { return (try emptyLog(path), nil) }
      let folder = Self.folder(of: path)
      if !folder.isEmpty {
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw .cannotCreateFolder(folder)
        }
      }
      LogPrivacy.createFile(path)
    } else if access == .readWrite && isReadOnly(path) {
      throw .readOnly(path)
    }
    do {
      let database = try SQLite(path: path, mode: mode(path, access: access, exists: found != nil))
      try database.busyTimeout(milliseconds: busyTimeout)
      try database.execute("PRAGMA cell_size_check = ON")
      try database.registerLegacyID()
      switch access {
      case .readOnly, .stranger:
        if access == .stranger { try database.distrustSchemas() }
        let recognition = try checkOurs(database, path: path)
        if recognition == .empty { return (try emptyLog(path), found) }
        try checkRows(database, path: path, recognition: recognition)
        return (database, found)
      case .readWrite:
        try setUp(database, path: path, exists: found != nil)
        return (database, try FileIdentity.of(path))
      }
    } catch let error as MealLogError {
      throw error
    } catch let error as SQLiteError {
      throw classify(error, path: path)
    } catch {
      throw .failed(path, SQLiteError(code: -1, message: "\(error)"))
    }
  }

  private static func mode(_ path: String, access: Access, exists: Bool) -> SQLite.Mode {
    switch access {
    case .readWrite: return exists ? .existing : .create
    case .stranger: return .readOnly(immutable: true)
    case .readOnly:
      // Without a -wal file nobody is writing; a file or folder we may not write is read as it
      // is, so that nothing (no -shm, no -wal) is created beside it.
      let folder = folder(of: path)
      let noWAL = !FileManager.default.fileExists(atPath: path + "-wal")
      let folderWritable = Glibc.access(folder.isEmpty ? "." : folder, W_OK) == 0 && !isReadOnlyMount(path)
      return .readOnly(immutable: noWAL && (isReadOnly(path) || !folderWritable))
    }
  }

  /// The URI that opens this log's file read-only as it was opened (immutable where nobody can
  /// be writing it, and always for a stranger's file, so that nothing is created beside it): how
  /// merge attaches the other copy.
  var readOnlyURI: String {
    guard case .readOnly(let immutable) = Self.mode(path, access: access == .readWrite ? .readOnly : access, exists: true) else { return "" }
    return "file:" + SQLite.uriEscaped(path) + (immutable ? "?immutable=1" : "?mode=ro")
  }

  /// Whether the file held no table at all (an empty file): read as an empty log, but no copy
  /// of one to merge.
  public var isBlankFile: Bool { identity != nil && database.isInMemory }

  /// Recognises the file without writing; throws unless it is ours and readable by this build.
  @discardableResult
  private static func checkOurs(_ database: SQLite, path: String) throws -> Schema.Recognition {
    let recognition = try Schema.recognise(database)
    switch recognition {
    case .foreign: throw MealLogError.notOurs(path)
    case .ours(let version, _) where version > Schema.currentVersion:
      throw MealLogError.newerVersion(path, found: version, supported: Schema.currentVersion)
    case .ours(let version, _) where version < Schema.currentVersion && !Schema.readable(from: version):
      throw MealLogError.olderVersion(path, found: version, supported: Schema.currentVersion)
    case .empty, .ours: return recognition
    }
  }

  /// Checks, creates or upgrades the file, all before anything else is written to it; several
  /// processes opening a new file at once agree because the version is read again inside the
  /// write transaction.
  private static func setUp(_ database: SQLite, path: String, exists: Bool) throws {
    let recognition = try checkOurs(database, path: path)
    if sqlite3_db_readonly(database.handle, "main") == 1 { throw MealLogError.readOnly(path) }
    if exists && recognition != .empty {
      // A damaged file is refused before anything is written to it.
      try checkRows(database, path: path, recognition: recognition)
      for check in try integrityChecks(database, path: path) {
        let result = try database.prepare(check)
        guard try result.step(), result.text(0) != "ok" else { continue }
        // SQLite's check also fails on a row that breaks a CHECK or NOT NULL constraint (grams
        // of -5 written by hand): such a file is not damaged, and the row is named.
        if case .ours(let version, _) = recognition, let row = try RowCheck.firstBadRow(in: database, version: version) {
          throw MealLogError.badRow(path, row)
        }
        throw MealLogError.corrupt(path)
      }
    }
    if recognition != .ours(version: Schema.currentVersion, marked: true) {
      try database.transaction {
        try migrate(database, from: checkOurs(database, path: path))
      }
    }
    try giveIDs(database)
    if try database.text("PRAGMA journal_mode") != "wal" { try database.execute("PRAGMA journal_mode=WAL") }
    try database.execute("PRAGMA synchronous=FULL")
  }

  /// The largest file checked whole before a write: `PRAGMA quick_check` reads every page,
  /// about 0.1 s for 20 MB (100,000 meals) and 0.7 s for a million meals.
  static let wholeCheckBytes = 16 << 20

  /// How a file is checked before a write: whole up to `wholeCheckBytes`; beyond, every
  /// table but the meals (answers, settings, limits: small, and what a damaged page would
  /// silently change). The meals of a big log are checked by SQLite as each page is read
  /// (`cell_size_check`, set on every connection).
  private static func integrityChecks(_ database: SQLite, path: String) throws -> [String] {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size <= wholeCheckBytes { return ["PRAGMA quick_check(1)"] }
    var tables: [String] = []
    let statement = try database.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name != 'meals' ORDER BY name")
    while try statement.step() { tables.append(statement.text(0)) }
    return tables.map { "PRAGMA quick_check(\"\($0)\")" }
  }

  /// Throws `.badRow` for a row whose day is outside every day the log can hold. The other
  /// rules are checked on the rows a query reads (`RowCheck`), not on the whole file at open:
  /// a command on a log of a million meals reads what it needs.
  private static func checkRows(_ database: SQLite, path: String, recognition: Schema.Recognition) throws {
    guard case .ours(let version, _) = recognition else { return }
    // A table of ours that is a view, or lacks a column, would make every query fail or, a
    // recursive view, run for ever: the file is refused by name before any query reads it.
    if let problem = try Schema.misshapenTable(in: database, version: version) { throw MealLogError.misshapen(path, problem) }
    if let row = try RowCheck.firstDayOutOfRange(in: database, version: version) { throw MealLogError.badRow(path, row) }
  }

  /// Gives rows written without an id (by a generator or sqlite3, not by this program) the id
  /// and time the upgrade would have, so that every row can be found, changed and merged. The
  /// look for them goes through each table's id index (NULLs sort first): nothing is written
  /// when there are none.
  private static func giveIDs(_ database: SQLite) throws {
    for table in LoggedTable.allCases {
      guard try database.integer("SELECT count(*) FROM (SELECT 1 FROM \(table.rawValue) WHERE uid IS NULL LIMIT 1)") > 0 else { continue }
      try database.transaction {
        try database.execute(
          "UPDATE \(table.rawValue) SET uid = \(table.legacyID), modified_at = coalesce(modified_at, \(table.legacyTime)) WHERE uid IS NULL")
      }
    }
  }

  /// Runs the steps from the file's version to the current one and marks the file as ours.
  private static func migrate(_ database: SQLite, from recognition: Schema.Recognition) throws {
    let version: Int64
    switch recognition {
    case .empty: version = 0
    case .ours(let found, _): version = found
    case .foreign: return
    }
    for (index, step) in Schema.migrations.enumerated().dropFirst(Int(version)) {
      try database.execute(step)
      if Int64(index) + 1 == Schema.footprintMayBeUnknownSince { try Schema.droppingFootprintNotNull(database) }
    }
    try database.execute("PRAGMA application_id = \(Schema.applicationID)")
    try database.execute("PRAGMA user_version = \(Schema.currentVersion)")
  }

  /// The log of a file that does not exist yet, for commands that only read: empty, in memory.
  private static func emptyLog(_ path: String) throws(MealLogError) -> SQLite {
    do {
      let database = try SQLite(path: ":memory:", mode: .create)
      try database.registerLegacyID()
      try migrate(database, from: .empty)
      return database
    } catch let error as SQLiteError {
      throw classify(error, path: path)
    } catch {
      throw .failed(path, SQLiteError(code: -1, message: "\(error)"))
    }
  }

  /// Why a path SQLite cannot open cannot be opened, where it can be told: a symbolic link to
  /// a file in a folder that does not exist (SQLite only says "unable to open database file").
  private static func cannotOpenReason(_ path: String) -> String? {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
    let resolved = target.hasPrefix("/") ? target : folder(of: path) + "/" + target
    let targetFolder = folder(of: resolved)
    var isFolder: ObjCBool = false
    guard !targetFolder.isEmpty, !FileManager.default.fileExists(atPath: targetFolder, isDirectory: &isFolder) else { return nil }
    return "it is a symbolic link to \(SafeText.render(target)), whose folder does not exist (create it)"
  }

  /// The folder part of a path ("" for a bare file name). Foundation's
  /// `deletingLastPathComponent` traps on a one-character name such as `--db x`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The file's permission bits allow no writing: refused even for root, whom the system would
  /// let write anyway, because the user made it read-only on purpose.
  private static func isReadOnly(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions] as? Int
    else { return false }
    return permissions & 0o222 == 0
  }

  private static func isReadOnlyMount(_ path: String) -> Bool {
    var info = statvfs()
    return statvfs(path, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
  }

  static func classify(_ error: SQLiteError, path: String) -> MealLogError {
    switch error.code & 0xFF {
    case SQLITE_NOTADB: .notADatabase(path)
    case SQLITE_CORRUPT: .corrupt(path)
    case SQLITE_BUSY, SQLITE_LOCKED: .locked(path)
    case SQLITE_READONLY, SQLITE_PERM: .readOnly(path)
    case SQLITE_CANTOPEN: .cannotOpen(path, reason: cannotOpenReason(path) ?? "SQLite cannot open it (\(error.message))")
    case SQLITE_FULL, SQLITE_IOERR: .diskFull(path)
    default: .failed(path, error)
    }
  }

  /// Opens the file at `path` again when it is no longer the one this log has open (moved,
  /// replaced or deleted), so that a meal is written where the path says, or not at all.
  private func followPath() throws(MealLogError) {
    guard try FileIdentity.of(path) != identity else { return }
    (database, identity) = try Self.open(path, access: access, busyTimeout: busyTimeout)
  }

  /// Runs a write as one transaction, with SQLite's errors said as `MealLogError`.
  func write<T>(_ body: () throws -> T) throws(MealLogError) -> T {
    guard access == .readWrite else { throw .readOnly(path) }
    try followPath()
    do {
      return try database.transaction(body)
    } catch let error as SQLiteError {
      throw Self.classify(error, path: path)
    } catch let error as MealLogError {
      throw error
    } catch {
      throw .failed(path, SQLiteError(code: -1, message: "\(error)"))
    }
  }

  /// Runs reads that must see the log as it was at one moment (export's passes over every
  /// meal): one read transaction, which a writer in WAL mode does not wait for.
  public func inOneSnapshot<T>(_ body: () throws(MealLogError) -> T) throws(MealLogError) -> T {
    try read { () throws(SQLiteError) in try database.execute("BEGIN") }
    do {
      let result = try body()
      // Ending a read loses nothing, and the connection may be a new one if the file was
      // replaced meanwhile (`followPath`): a failure here is no failure of the reads.
      try? database.execute("COMMIT")
      return result
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// Runs a read, with SQLite's errors said as `MealLogError`.
  func read<T>(_ body: () throws(SQLiteError) -> T) throws(MealLogError) -> T {
    try followPath()
    do {
      return try body()
    } catch {
      throw Self.classify(error, path: path)
    }
  }
}
