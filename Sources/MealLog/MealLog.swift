import CSQLite
import Foundation

/// The meal log: one SQLite file in WAL mode, migrated by `PRAGMA user_version`, every write
/// one transaction. Opening never changes a file it cannot use (not SQLite, newer schema,
/// read-only): it throws first.
public final class MealLog {
  public let path: String
  let database: SQLite
  /// The schema this build writes; a file with a higher version is refused.
  public static let schemaVersion: Int64 = 1

  /// - Parameter busyTimeout: how long a write waits for another process's lock before it
  ///   gives up with `.locked`.
  public init(path: String, busyTimeout: Int32 = 5_000) throws(MealLogError) {
    self.path = path
    let manager = FileManager.default
    let exists = manager.fileExists(atPath: path)
    if !exists {
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty {
        do {
          try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw .cannotCreateFolder(folder)
        }
      }
    } else if Self.isReadOnly(path) {
      throw .readOnly(path)
    }
    do {
      database = try SQLite(path: path, mode: exists ? .existing : .create)
      try database.busyTimeout(milliseconds: busyTimeout)
    } catch {
      throw Self.classify(error, path: path)
    }
    do {
      // Read before any write: a file that is not SQLite, or is newer, stays as it was.
      let version = try database.integer("PRAGMA user_version")
      if version > Self.schemaVersion { throw MealLogError.newerVersion(path, found: version, supported: Self.schemaVersion) }
      if sqlite3_db_readonly(database.handle, "main") == 1 { throw MealLogError.readOnly(path) }
      if exists {
        // A damaged file is refused before anything is written to it.
        let check = try database.prepare("PRAGMA quick_check(1)")
        if try check.step(), check.text(0) != "ok" { throw MealLogError.corrupt(path) }
      }
      try database.execute("PRAGMA journal_mode=WAL")
      try database.execute("PRAGMA synchronous=FULL")
      try migrate(from: version)
    } catch let error as MealLogError {
      throw error
    } catch let error as SQLiteError {
      throw Self.classify(error, path: path)
    } catch {
      throw .failed(path, SQLiteError(code: -1, message: "\(error)"))
    }
  }

  /// The file's permission bits allow no writing: refused even for root, whom the system would
  /// let write anyway, because the user made it read-only on purpose.
  private static func isReadOnly(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions] as? Int
    else { return false }
    return permissions & 0o222 == 0
  }

  static func classify(_ error: SQLiteError, path: String) -> MealLogError {
    switch error.code & 0xFF {
    case SQLITE_NOTADB: .notADatabase(path)
    case SQLITE_CORRUPT: .corrupt(path)
    case SQLITE_BUSY, SQLITE_LOCKED: .locked(path)
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN: .readOnly(path)
    default: .failed(path, error)
    }
  }

  /// Runs a write as one transaction, with SQLite's errors said as `MealLogError`.
  func write<T>(_ body: () throws -> T) throws(MealLogError) -> T {
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

  /// Runs a read, with SQLite's errors said as `MealLogError`.
  func read<T>(_ body: () throws(SQLiteError) -> T) throws(MealLogError) -> T {
    do {
      return try body()
    } catch {
      throw Self.classify(error, path: path)
    }
  }

  private func migrate(from version: Int64) throws {
    guard version < Self.schemaVersion else { return }
    try database.transaction {
      if version < 1 {
        try database.execute(
          """
          CREATE TABLE meals (
            id INTEGER PRIMARY KEY,
            day TEXT NOT NULL,
            time TEXT NOT NULL,
            quantity TEXT NOT NULL,
            grams INTEGER NOT NULL CHECK (grams > 0),
            food_id TEXT NOT NULL,
            food_name TEXT NOT NULL,
            section_id TEXT NOT NULL,
            section_name TEXT NOT NULL,
            kg_co2e_per_kg REAL NOT NULL,
            kcal_per_100g REAL,
            protein_per_100g REAL,
            logged_at TEXT NOT NULL
          );
          CREATE INDEX meals_by_day ON meals (day, time);
          CREATE TABLE answers (
            day TEXT PRIMARY KEY,
            ate_meat INTEGER NOT NULL,
            answered_at TEXT NOT NULL
          );
          CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
          );
          """)
      }
      try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
    }
  }
}
