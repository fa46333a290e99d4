import CSQLite
import Dispatch

/// What a connection does before it reads a file that someone else chose (the other copy of a
/// merge, which anyone who can write to the sync folder may have made): SQLite's own advice for
/// "a database file that may be from an attacker" (defensive mode, no trust in the schema's
/// views and triggers), and a deadline, so that a query over a crafted file cannot run for ever.
extension SQLite {
  /// Defensive mode (no writes to the schema through pragmas or shadow tables) and
  /// `trusted_schema` off (no function with side effects run from a view or trigger of the file).
  func distrustSchemas() throws(SQLiteError) {
    try check(nomeat_sqlite3_defensive(handle, 1))
    try execute("PRAGMA trusted_schema = OFF")
  }

  /// Runs `body`, interrupting any statement still running `seconds` after it began; the
  /// interrupted statement fails with SQLITE_INTERRUPT, which `isInterrupt` tells.
  func withDeadline<T>(seconds: Double, _ body: () throws -> T) rethrows -> T {
    let deadline = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    deadline.initialize(to: DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9))
    defer {
      sqlite3_progress_handler(handle, 0, nil, nil)
      deadline.deallocate()
    }
    // Asked every 10,000 virtual machine steps: a few microseconds apart, and nothing per row.
    sqlite3_progress_handler(
      handle, 10_000,
      { context in
        guard let context else { return 0 }
        return DispatchTime.now().uptimeNanoseconds > context.load(as: UInt64.self) ? 1 : 0
      }, deadline)
    return try body()
  }
}

extension SQLiteError {
  /// Whether a statement was stopped by `withDeadline`.
  var isInterrupt: Bool { code & 0xFF == SQLITE_INTERRUPT }
}
