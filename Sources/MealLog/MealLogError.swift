/// Why the meal log cannot be used, in one line that names the file and the fix. The file is
/// never changed when one of these is thrown at open.
public enum MealLogError: Error, Equatable, CustomStringConvertible, Sendable {
  case cannotCreateFolder(String)
  case cannotOpen(String, reason: String)
  case isDirectory(String)
  case notADatabase(String)
  case notOurs(String)
  case corrupt(String)
  case newerVersion(String, found: Int64, supported: Int64)
  case olderVersion(String, found: Int64, supported: Int64)
  case readOnly(String)
  case locked(String)
  case diskFull(String)
  case failed(String, SQLiteError)
  /// A limit on this target exists already (its rate given), and adding is not changing.
  case duplicateLimit(String, existing: String)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path):
      "cannot create the folder for the meal log at \(path); choose another place with --db PATH"
    case .cannotOpen(let path, let reason):
      "cannot open the meal log \(path): \(reason); choose another file with --db PATH"
    case .isDirectory(let path):
      "\(path) is a folder, not a meal log; give a file inside it, such as --db \(path)/nomeat.sqlite3"
    case .notADatabase(let path):
      "\(path) is not a nomeat meal log (not an SQLite database); it was left as it is. Move it away or choose another file with --db PATH"
    case .notOurs(let path):
      "\(path) is another program's SQLite database, not a nomeat meal log; it was left as it is. Choose another file with --db PATH"
    case .corrupt(let path):
      "\(path) is damaged (SQLite's check failed); it was left as it is. Keep a copy, then recover it with sqlite3 '.recover' or choose another file with --db PATH"
    case .newerVersion(let path, let found, let supported):
      "\(path) was written by a newer nomeat-tui (schema \(found), this one knows up to \(supported)); it was left as it is. Update nomeat-tui"
    case .olderVersion(let path, let found, let supported):
      "\(path) has an older schema (\(found), this build writes \(supported)) and is opened read-only here; add a meal or open the app once to upgrade it"
    case .readOnly(let path):
      "\(path) is read-only; make it writable (chmod u+w) or choose another file with --db PATH"
    case .locked(let path):
      "\(path) is locked by another program; close it and try again"
    case .diskFull(let path):
      "disk full or I/O error writing \(path); free some space and try again"
    case .duplicateLimit(let target, let existing):
      "there is already a limit on \(target) (\(existing)); change it with limit add \(target) N/PERIOD --replace, or remove it with limit remove \(target)"
    case .failed(let path, let error):
      "the meal log \(path) failed: \(error.description)"
    }
  }

  /// Whether trying again later may work (another program's lock, a full disk, a file made
  /// read-only): the app says so and stays open instead of quitting.
  public var isTemporary: Bool {
    switch self {
    case .locked, .diskFull, .readOnly, .cannotOpen, .cannotCreateFolder: true
    case .isDirectory, .notADatabase, .notOurs, .corrupt, .newerVersion, .olderVersion, .failed, .duplicateLimit: false
    }
  }
}
