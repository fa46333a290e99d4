/// Why the meal log cannot be used, in one line that names the file and the fix. The file is
/// never changed when one of these is thrown at open.
public enum MealLogError: Error, Equatable, CustomStringConvertible, Sendable {
  case cannotCreateFolder(String)
  case notADatabase(String)
  case corrupt(String)
  case newerVersion(String, found: Int64, supported: Int64)
  case readOnly(String)
  case locked(String)
  case failed(String, SQLiteError)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path):
      "cannot create the folder for the meal log at \(path); choose another place with --db PATH"
    case .notADatabase(let path):
      "\(path) is not a nomeat meal log (not an SQLite database); it was left as it is. Move it away or choose another file with --db PATH"
    case .corrupt(let path):
      "\(path) is damaged (SQLite's check failed); it was left as it is. Keep a copy, then recover it with sqlite3 '.recover' or choose another file with --db PATH"
    case .newerVersion(let path, let found, let supported):
      "\(path) was written by a newer nomeat-tui (schema \(found), this one knows up to \(supported)); it was left as it is. Update nomeat-tui"
    case .readOnly(let path):
      "\(path) is read-only; make it writable (chmod u+w) or choose another file with --db PATH"
    case .locked(let path):
      "\(path) is locked by another program; close it and try again"
    case .failed(let path, let error):
      "the meal log \(path) failed: \(error.description)"
    }
  }
}
