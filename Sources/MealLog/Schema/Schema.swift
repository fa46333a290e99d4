import CSQLite
import FoodData

/// The meal log's schema: how our file is recognised, and the ordered steps that bring an
/// older file up to date. To change the schema, append one step to `migrations`; the file's
/// `user_version` is the number of steps it has had.
enum Schema {
  /// `PRAGMA application_id` of every file this program creates ("NoMt"), so that it never
  /// mistakes another program's SQLite file for its own.
  static let applicationID: Int64 = 0x4E6F_4D74

  /// Step N brings a file from version N to N + 1, inside the transaction that opens it.
  static let migrations: [String] = [
    // 0 -> 1: meals, answers and settings.
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
    """,
    // 1 -> 2: personal limits, and fibre per 100 g on meals (the catalog now carries it).
    """
    CREATE TABLE limits (
      id INTEGER PRIMARY KEY,
      target TEXT NOT NULL UNIQUE,
      count INTEGER NOT NULL CHECK (count BETWEEN 0 AND 99),
      period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month'))
    );
    ALTER TABLE meals ADD COLUMN fibre_per_100g REAL;
    """,
    // 2 -> 3: the sections of a meal's food and its ingredients, comma-separated, so that a dish
    // counts as meat by what is in it; NULL for older meals (their own section only).
    """
    ALTER TABLE meals ADD COLUMN sections TEXT;
    """,
    // 3 -> 4: indexes for the counts of a limit (a food's or a section's meals in a week or a
    // month), so that a log of a million meals counts them without reading the period's rows.
    // Days and times already have `meals_by_day`.
    """
    CREATE INDEX meals_by_food ON meals (food_id, day);
    CREATE INDEX meals_by_section ON meals (section_id, day);
    """,
    // 4 -> 5: ids unique across machines, modification times and tombstones on every row that
    // a person changes, and the journal of changes that `undo` and `redo` walk. Rows get ids by
    // what they are (`RowIdentity.legacy`), so copies of one log upgraded apart still agree.
    // The indexes by day, food and section stay as they are: a reader skips a tombstone by
    // reading its row (a day's, a month's rows), and a million-meal log is not re-indexed.
    """
    ALTER TABLE meals ADD COLUMN uid TEXT;
    ALTER TABLE meals ADD COLUMN modified_at INTEGER;
    ALTER TABLE meals ADD COLUMN deleted_at INTEGER;
    UPDATE meals SET uid = nomeat_legacy_id('meal', id, day, time, food_id, grams, logged_at),
      modified_at = coalesce(CAST(strftime('%s', logged_at) AS INTEGER) * 1000, 0);
    CREATE UNIQUE INDEX meals_by_uid ON meals (uid);
    ALTER TABLE answers ADD COLUMN uid TEXT;
    ALTER TABLE answers ADD COLUMN modified_at INTEGER;
    ALTER TABLE answers ADD COLUMN deleted_at INTEGER;
    UPDATE answers SET uid = nomeat_legacy_id('answer', day),
      modified_at = coalesce(CAST(strftime('%s', answered_at) AS INTEGER) * 1000, 0);
    CREATE UNIQUE INDEX answers_by_uid ON answers (uid);
    ALTER TABLE limits ADD COLUMN uid TEXT;
    ALTER TABLE limits ADD COLUMN modified_at INTEGER;
    ALTER TABLE limits ADD COLUMN deleted_at INTEGER;
    UPDATE limits SET uid = nomeat_legacy_id('limit', target), modified_at = 0;
    CREATE UNIQUE INDEX limits_by_uid ON limits (uid);
    ALTER TABLE settings ADD COLUMN uid TEXT;
    ALTER TABLE settings ADD COLUMN modified_at INTEGER;
    ALTER TABLE settings ADD COLUMN deleted_at INTEGER;
    UPDATE settings SET uid = nomeat_legacy_id('setting', key), modified_at = 0;
    CREATE UNIQUE INDEX settings_by_uid ON settings (uid);
    CREATE TABLE changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      made_at INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('change', 'undo', 'redo')),
      target INTEGER,
      undone INTEGER NOT NULL DEFAULT 0,
      summary TEXT NOT NULL
    );
    CREATE TABLE change_rows (
      seq INTEGER NOT NULL,
      position INTEGER NOT NULL,
      tbl TEXT NOT NULL,
      key TEXT NOT NULL,
      before TEXT,
      after TEXT,
      PRIMARY KEY (seq, position)
    );
    """,
    // 5 -> 6: every nutrient of the table per 100 g of the logged food (issue 19), a column each
    // named `<id>_per_100g` as energy, protein and fibre already were; NULL is unknown, never 0.
    // The list is written out, not generated from `Nutrient.all`, because a step must stay what
    // it was: the next nutrient is a step of its own. `nutrients_source` says where a meal's
    // figures came from; NULL means "to fill" (every meal logged before), which the commands do
    // from the catalog at the next open (`MealLog.fillNutrients`), found through the partial
    // index, empty once all are filled. No row is rewritten here: a million-meal upgrade stays
    // a schema change and one index.
    """
    ALTER TABLE meals ADD COLUMN fat_per_100g REAL;
    ALTER TABLE meals ADD COLUMN saturated_fat_per_100g REAL;
    ALTER TABLE meals ADD COLUMN carbohydrate_per_100g REAL;
    ALTER TABLE meals ADD COLUMN sugars_per_100g REAL;
    ALTER TABLE meals ADD COLUMN salt_per_100g REAL;
    ALTER TABLE meals ADD COLUMN calcium_per_100g REAL;
    ALTER TABLE meals ADD COLUMN iron_per_100g REAL;
    ALTER TABLE meals ADD COLUMN zinc_per_100g REAL;
    ALTER TABLE meals ADD COLUMN vitamin_b12_per_100g REAL;
    ALTER TABLE meals ADD COLUMN vitamin_d_per_100g REAL;
    ALTER TABLE meals ADD COLUMN folate_per_100g REAL;
    ALTER TABLE meals ADD COLUMN selenium_per_100g REAL;
    ALTER TABLE meals ADD COLUMN potassium_per_100g REAL;
    ALTER TABLE meals ADD COLUMN magnesium_per_100g REAL;
    ALTER TABLE meals ADD COLUMN vitamin_c_per_100g REAL;
    ALTER TABLE meals ADD COLUMN vitamin_a_per_100g REAL;
    ALTER TABLE meals ADD COLUMN nutrients_source TEXT;
    CREATE INDEX meals_to_fill ON meals (food_id) WHERE nutrients_source IS NULL;
    """,
    // 6 -> 7: meal names (breakfast, lunch, dinner, snack; NULL for older meals, named by their
    // time when read); a meal counted in a household measure keeps it in words ("2 slices"); a footprint may be unknown (a quick add of energy alone, a food of your
    // own like nothing in the catalog), so `kg_co2e_per_kg` loses its NOT NULL; and the foods
    // and recipes a person makes (`OwnFood`), kept here so that merge and export carry them.
    // Dropping a NOT NULL changes no stored byte: SQLite's documented way is to edit the table's
    // text in sqlite_schema (`Schema.droppingFootprintNotNull`, run by `MealLog.migrate`), not to
    // copy a million-meal table.
    """
    ALTER TABLE meals ADD COLUMN meal TEXT;
    ALTER TABLE meals ADD COLUMN measure TEXT;
    CREATE TABLE foods (
      id INTEGER PRIMARY KEY,
      uid TEXT,
      name TEXT NOT NULL,
      kind TEXT NOT NULL,
      like_id TEXT,
      like_name TEXT,
      section_id TEXT NOT NULL,
      section_name TEXT NOT NULL,
      sections TEXT NOT NULL,
      kg_co2e_per_kg REAL,
      serving_grams INTEGER,
      servings INTEGER,
      ingredients TEXT,
      kcal_per_100g REAL,
      protein_per_100g REAL,
      fibre_per_100g REAL,
      fat_per_100g REAL,
      saturated_fat_per_100g REAL,
      carbohydrate_per_100g REAL,
      sugars_per_100g REAL,
      salt_per_100g REAL,
      calcium_per_100g REAL,
      iron_per_100g REAL,
      zinc_per_100g REAL,
      vitamin_b12_per_100g REAL,
      vitamin_d_per_100g REAL,
      folate_per_100g REAL,
      selenium_per_100g REAL,
      potassium_per_100g REAL,
      magnesium_per_100g REAL,
      vitamin_c_per_100g REAL,
      vitamin_a_per_100g REAL,
      modified_at INTEGER,
      deleted_at INTEGER
    );
    CREATE UNIQUE INDEX foods_by_uid ON foods (uid);
    """,
  ]

  /// The schema version whose step drops the NOT NULL of the meals' footprint.
  static let footprintMayBeUnknownSince: Int64 = 7

  /// Edits the meals table's text so that `kg_co2e_per_kg` may be NULL, then bumps the schema
  /// cookie so that this connection, and every other, reads the table anew (SQLite's "ALTER
  /// TABLE", section 7: changes that leave the stored rows as they are). Inside the opening
  /// transaction, after the step's ALTER, whose column offset was read from the old text.
  static func droppingFootprintNotNull(_ database: SQLite) throws(SQLiteError) {
    let cookie = try database.integer("PRAGMA schema_version")
    try database.execute("PRAGMA writable_schema = ON")
    try database.execute(
      """
      UPDATE sqlite_schema SET sql = replace(sql, 'kg_co2e_per_kg REAL NOT NULL', 'kg_co2e_per_kg REAL')
      WHERE type = 'table' AND name = 'meals'
      """)
    try database.execute("PRAGMA schema_version = \(cookie + 1)")
    try database.execute("PRAGMA writable_schema = OFF")
  }

  /// The schema version in which each meals column that is not in version 1 first appears:
  /// what a reader of an older file (a read-only command, the other copy of a merge) reads
  /// as NULL instead. Read off the steps themselves (the step that adds a column is the only
  /// record of when it came), so a column can never be assumed older than it is.
  static let mealColumnsSince: [String: Int64] = {
    var since: [String: Int64] = [:]
    let marker = "ALTER TABLE meals ADD COLUMN "
    for (index, step) in migrations.enumerated() {
      for line in step.split(separator: "\n") {
        guard let range = line.range(of: marker) else { continue }
        let column = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if since[String(column)] == nil { since[String(column)] = Int64(index + 1) }
      }
    }
    return since
  }()

  /// The column as a reader of a file of `version` selects it: itself, or NULL under its name.
  static func mealColumn(_ column: String, version: Int64) -> String {
    version >= (mealColumnsSince[column] ?? 1) ? column : "NULL AS \(column)"
  }

  /// The version this build writes: one more than the last step's starting version.
  static var currentVersion: Int64 { Int64(migrations.count) }

  /// Whether this build's queries can read a file of `version` without upgrading it (for the
  /// commands that only read). Every version so far can; a step that renames or drops a
  /// column must say here from which version on.
  static func readable(from version: Int64) -> Bool { version >= 1 }

  /// The tables and indexes of version 1, as nomeat-tui 0.1.0 wrote them (without an
  /// application_id): such a file is ours and is upgraded.
  static let version1Objects: Set<String> = [
    "table meals", "index meals_by_day", "table answers", "table settings",
    "index sqlite_autoindex_answers_1", "index sqlite_autoindex_settings_1",
  ]

  /// What a file turned out to be, read without writing anything.
  enum Recognition: Equatable {
    /// No tables at all and no ids: a file we have just created (or an empty one).
    case empty
    /// Ours, at this schema version (perhaps older or newer than this build's); `marked` is
    /// false for a file of 0.1.0, which wrote no application_id.
    case ours(version: Int64, marked: Bool)
    /// Another program's database: never written to.
    case foreign
  }

  static func recognise(_ database: SQLite) throws(SQLiteError) -> Recognition {
    // The three reads must see one snapshot: another process creating the file at this moment
    // could otherwise show its tables after we read its application_id as 0, and a file of
    // our own would look like another program's.
    guard sqlite3_get_autocommit(database.handle) != 0 else { return try recogniseInSnapshot(database) }
    try database.execute("BEGIN")
    do {
      let recognition = try recogniseInSnapshot(database)
      try database.execute("COMMIT")
      return recognition
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  private static func recogniseInSnapshot(_ database: SQLite) throws(SQLiteError) -> Recognition {
    let application = try database.integer("PRAGMA application_id")
    let version = try database.integer("PRAGMA user_version")
    if application == applicationID { return .ours(version: version, marked: true) }
    guard application == 0 else { return .foreign }
    let statement = try database.prepare("SELECT type || ' ' || name FROM sqlite_schema")
    var objects: Set<String> = []
    while try statement.step() { objects.insert(statement.text(0)) }
    if objects.isEmpty && version == 0 { return .empty }
    if version == 1 && objects == version1Objects { return .ours(version: 1, marked: false) }
    return .foreign
  }
}
