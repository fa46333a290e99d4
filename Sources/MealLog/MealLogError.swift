import FoodData

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
  /// A row this program would never write (text where a number belongs, a day that is not a
  /// date, a negative figure): refused before anything reads it as something it is not.
  case badRow(String, BadRow)
  /// One of our tables is not a table with our columns (a view, a column missing): a file made
  /// to look like a log.
  case misshapen(String, String)
  /// A merge read the other copy for longer than it may (a file crafted to run for ever).
  case mergeTooLong(String, seconds: Int)

  /// Where a row breaks the log's rules: its table, its rowid, the column and its value as SQL
  /// quotes it (`'abc'`, `NULL`, `-5`).
  public struct BadRow: Equatable, Sendable {
    public var table: String
    public var id: Int64
    public var column: String
    public var value: String
    public var rule: String

    public init(table: String, id: Int64, column: String, value: String, rule: String) {
      (self.table, self.id, self.column, self.value, self.rule) = (table, id, column, value, rule)
    }
  }

  /// The message, paths and text from the file made safe (control characters escaped).
  public var description: String { description(showing: SafeText.render) }

  /// The message, with every path and every text from the file shown through `shown` (the
  /// command line quotes and caps them), so that no path can break the line or drive the terminal.
  public func description(showing shown: (String) -> String) -> String {
    switch self {
    case .cannotCreateFolder(let path):
      "cannot create the folder for the meal log at \(shown(path)); choose another place with --db PATH"
    case .cannotOpen(let path, let reason):
      "cannot open the meal log \(shown(path)): \(reason); choose another file with --db PATH"
    case .isDirectory(let path):
      "\(shown(path)) is a folder, not a meal log; give a file inside it, such as --db \(shown(path.hasSuffix("/") ? path + "nomeat.sqlite3" : path + "/nomeat.sqlite3"))"
    case .notADatabase(let path):
      "\(shown(path)) is not a nomeat meal log (not an SQLite database); it was left as it is. Move it away or choose another file with --db PATH"
    case .notOurs(let path):
      "\(shown(path)) is another program's SQLite database, not a nomeat meal log; it was left as it is. Choose another file with --db PATH"
    case .corrupt(let path):
      "\(shown(path)) is damaged (SQLite's check failed); it was left as it is. Keep a copy, then recover it with sqlite3 '.recover' or choose another file with --db PATH"
    case .newerVersion(let path, let found, let supported):
      "\(shown(path)) was written by a newer nomeat-tui (schema \(found), this one knows up to \(supported)); it was left as it is. Update nomeat-tui"
    case .olderVersion(let path, let found, let supported):
      "\(shown(path)) has an older schema (\(found), this build writes \(supported)) and is opened read-only here; add a meal or open the app once to upgrade it"
    case .readOnly(let path):
      "\(shown(path)) is read-only; make it writable (chmod u+w) or choose another file with --db PATH"
    case .locked(let path):
      "\(shown(path)) is locked by another program; close it and try again"
    case .diskFull(let path):
      "disk full or I/O error writing \(shown(path)); free some space and try again"
    case .duplicateLimit(let key, let existing):
      // A target's key is a catalog id (checked when the catalog loads) or "meat": shown bare.
      "there is already a limit on \(SafeText.render(key)) (\(existing)); change it with limit add \(SafeText.render(key)) N/PERIOD --replace, or remove it with limit remove \(SafeText.render(key))"
    case .failed(let path, let error):
      "the meal log \(shown(path)) failed: \(shown(error.description))"
    case .misshapen(let path, let problem):
      "\(shown(path)) is not a meal log as nomeat-tui writes it (\(problem)); it was left as it is. Choose another file with --db PATH"
    case .mergeTooLong(let path, let seconds):
      "reading \(shown(path)) took longer than \(seconds) s and was stopped; nothing was merged. Is it a copy of your meal log?"
    case .badRow(let path, let row):
      "\(shown(path)) has a row nomeat-tui did not write: \(row.table) row \(row.id) has \(row.column) \(shown(row.value)), \(row.rule); it was left as it is. Correct or delete that row with sqlite3 (DELETE FROM \(row.table) WHERE rowid = \(row.id)) or choose another file with --db PATH"
    }
  }

  /// The file the error is about; nil for a limit's.
  public var path: String? {
    switch self {
    case .cannotCreateFolder(let path), .cannotOpen(let path, _), .isDirectory(let path), .notADatabase(let path), .notOurs(let path),
      .corrupt(let path), .newerVersion(let path, _, _), .olderVersion(let path, _, _), .readOnly(let path), .locked(let path),
      .diskFull(let path), .failed(let path, _), .badRow(let path, _), .misshapen(let path, _), .mergeTooLong(let path, _):
      path
    case .duplicateLimit: nil
    }
  }

  /// Whether trying again later may work (another program's lock, a full disk, a file made
  /// read-only): the app says so and stays open instead of quitting.
  public var isTemporary: Bool {
    switch self {
    case .locked, .diskFull, .readOnly, .cannotOpen, .cannotCreateFolder: true
    case .isDirectory, .notADatabase, .notOurs, .corrupt, .newerVersion, .olderVersion, .failed, .duplicateLimit, .badRow, .misshapen, .mergeTooLong: false
    }
  }
}
