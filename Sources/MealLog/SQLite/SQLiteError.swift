/// A failed SQLite call: its result code and SQLite's message.
public struct SQLiteError: Error, Equatable, CustomStringConvertible, Sendable {
  public var code: Int32
  public var message: String

  public var description: String { "\(message) (SQLite code \(code))" }
}
