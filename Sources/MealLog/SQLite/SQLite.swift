import CSQLite
import Foundation

/// One SQLite connection. The only owner of the C handle; every return code goes through
/// `check`, which throws a typed error. Not Sendable: one connection, one thread.
public final class SQLite {
  let handle: OpaquePointer

  public enum Mode {
    /// Create the file if it does not exist.
    case create
    /// Open an existing file only.
    case existing
    /// Open an existing file for reading only. `immutable` tells SQLite that nobody writes it
    /// (a read-only file or folder without a -wal file), so it creates no -shm or -wal beside it.
    case readOnly(immutable: Bool)
  }

  public init(path: String, mode: Mode) throws(SQLiteError) {
    var pointer: OpaquePointer?
    var name = path
    var flags = SQLITE_OPEN_FULLMUTEX
    // A file is opened by its URI, so that ATTACH takes URIs too (merge attaches the other copy
    // read-only); every byte of the path is escaped, so any path means what it says.
    if path != ":memory:" {
      flags |= SQLITE_OPEN_URI
      name = "file:" + Self.uriEscaped(path)
    }
    switch mode {
    case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .existing: flags |= SQLITE_OPEN_READWRITE
    case .readOnly(let immutable):
      flags |= SQLITE_OPEN_READONLY
      if immutable { name += "?immutable=1" }
    }
    let code = sqlite3_open_v2(name, &pointer, flags, nil)
    guard let pointer else { throw SQLiteError(code: code, message: "cannot open the database") }
    guard code == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(pointer))
      sqlite3_close_v2(pointer)
      throw SQLiteError(code: code, message: message)
    }
    handle = pointer
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// A path as the path part of a `file:` URI: every byte but unreserved ones and `/` escaped.
  static func uriEscaped(_ path: String) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    return path.utf8.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
  }

  /// Throws unless `code` is one of the `success` codes.
  @discardableResult
  func check(_ code: Int32, _ success: Int32...) throws(SQLiteError) -> Int32 {
    let ok = success.isEmpty ? [SQLITE_OK] : success
    guard ok.contains(code) else {
      throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }
    return code
  }

  /// Runs SQL that returns no rows (several statements allowed).
  public func execute(_ sql: String) throws(SQLiteError) {
    try check(sqlite3_exec(handle, sql, nil, nil, nil))
  }

  public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
    var statement: OpaquePointer?
    try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil))
    guard let statement else { throw SQLiteError(code: SQLITE_MISUSE, message: "empty statement") }
    return Statement(statement, connection: self)
  }

  /// Runs `body` in one transaction (BEGIN IMMEDIATE, so a writer waits for the lock up front
  /// instead of failing half-way): all of it is written, or none.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  public func busyTimeout(milliseconds: Int32) throws(SQLiteError) {
    try check(sqlite3_busy_timeout(handle, milliseconds))
  }

  public var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }
  /// Whether this is a database in memory, not a file.
  var isInMemory: Bool { sqlite3_db_filename(handle, "main").map { $0.pointee == 0 } ?? true }
  /// Rows changed by the last INSERT, UPDATE or DELETE.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// A single text from a query such as `PRAGMA journal_mode`.
  public func text(_ sql: String) throws(SQLiteError) -> String {
    let statement = try prepare(sql)
    guard try statement.step() else { return "" }
    return statement.text(0)
  }

  /// A single integer from a query such as `PRAGMA user_version`.
  public func integer(_ sql: String) throws(SQLiteError) -> Int64 {
    let statement = try prepare(sql)
    guard try statement.step() else { return 0 }
    return statement.int64(0)
  }
}
