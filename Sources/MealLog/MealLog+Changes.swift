import CSQLite

extension MealLog {
  /// A number that changes when another connection (the shell, a second app) commits to the
  /// log: SQLite's `data_version`, read from shared memory, cheap enough for every second. Our
  /// own writes do not change it; the app reads the log again after each of them anyway.
  public func changeCounter() throws(MealLogError) -> Int64 {
    try read { () throws(SQLiteError) in
      let statement = try database.prepare("PRAGMA data_version")
      return try statement.step() ? statement.int64(0) : 0
    }
  }
}
