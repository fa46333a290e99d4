import CSQLite

/// A prepared statement, finalized when released.
public final class Statement {
  private let handle: OpaquePointer
  private let connection: SQLite
  /// SQLITE_TRANSIENT is a macro cast that Swift cannot import: SQLite copies the bound text.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  init(_ handle: OpaquePointer, connection: SQLite) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds values to ?1, ?2, ... in order.
  @discardableResult
  public func bind(_ values: [SQLValue]) throws(SQLiteError) -> Statement {
    try connection.check(sqlite3_reset(handle))
    try connection.check(sqlite3_clear_bindings(handle))
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .integer(let number): try connection.check(sqlite3_bind_int64(handle, index, number))
      case .real(let number): try connection.check(sqlite3_bind_double(handle, index, number))
      case .text(let text): try connection.check(sqlite3_bind_text(handle, index, text, -1, Self.transient))
      case .null: try connection.check(sqlite3_bind_null(handle, index))
      }
    }
    return self
  }

  /// Binds a text to a parameter by its name (":name", "?99") after `bind`, where the
  /// statement has it.
  @discardableResult
  public func bind(_ text: String, to name: String) throws(SQLiteError) -> Statement {
    let index = sqlite3_bind_parameter_index(handle, name)
    if index > 0 { try connection.check(sqlite3_bind_text(handle, index, text, -1, Self.transient)) }
    return self
  }

  /// Steps once: true when a row is ready, false when done.
  public func step() throws(SQLiteError) -> Bool {
    try connection.check(sqlite3_step(handle), SQLITE_ROW, SQLITE_DONE) == SQLITE_ROW
  }

  /// Runs to the end, for statements without rows.
  public func run() throws(SQLiteError) {
    while try step() {}
  }

  public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
  public func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
  public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
  public func text(_ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: pointer)
  }
  public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
  public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
  /// A column as the value it is stored as, for copying a row whole (undo, merge).
  public func value(_ column: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: .integer(int64(column))
    case SQLITE_FLOAT: .real(double(column))
    case SQLITE_NULL: .null
    default: .text(text(column))
    }
  }
}

/// A value bound to a statement.
public enum SQLValue: Equatable, Sendable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case null
}
