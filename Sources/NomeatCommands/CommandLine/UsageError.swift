/// Bad usage or bad input: one line for stderr, and exit code 2.
public struct UsageError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

/// The process's exit codes (docs/DESIGN.md, Command line).
public enum ExitCode: Int32 {
  case done = 0
  case nothing = 1
  case badInput = 2
  case interrupted = 130
  /// The terminal went away (128 + SIGHUP).
  case hangUp = 129
}
