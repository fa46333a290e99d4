import Diary
import FoodData

/// The rules every row of our tables keeps, as this program writes them, checked when the log
/// opens: a row edited by hand or by another program (text where a number belongs, a day that
/// is not a date, a figure outside the catalog's bounds, a name longer than any food's, control
/// characters) is named and refused before any command reads it as something it is not (a meal
/// on the wrong day, 0 g, a crash). The rows a merge brings in meet the same rules and more
/// (`incoming`): they come from a file that anyone who can write to the sync folder chose.
enum RowCheck {
  struct Rule {
    var column: String
    /// SQL that is true when the row breaks the rule.
    var broken: String
    /// What the value should be, for the message.
    var should: String
    /// The first schema version with this column.
    var since: Int64 = 1
  }

  /// Non-empty text of at most `CatalogBounds.nameCharacters` characters (the longest name a
  /// catalog or an import takes) without the scalars `SafeText` calls unsafe (C0, DEL, C1, line
  /// and paragraph separators, bidirectional overrides), which would break a line or drive the
  /// terminal it is printed on.
  static func text(_ column: String) -> Rule {
    let longest = CatalogBounds.nameCharacters
    return Rule(
      column: column,
      // Printable ASCII first: a cheap class that spares most names the slower Unicode one.
      broken: "typeof(\(column)) != 'text' OR \(column) = '' OR length(\(column)) > \(longest) "
        + "OR (\(column) GLOB '*[^ -~]*' AND \(column) GLOB \(unsafePattern))",
      should: "not a text of 1-\(longest) characters without control characters")
  }

  /// A GLOB that matches text holding an unsafe scalar; the ranges are `SafeText.isUnsafe`'s.
  /// Bound as ?99 (clear of the ?1, ?2 of a query's condition) rather than built with char() in
  /// the SQL, which SQLite would redo every row.
  static let unsafeGlob: String = {
    var pattern = "*["
    for (low, high) in [(0x01, 0x1F), (0x7F, 0x9F), (0x2028, 0x2029), (0x202A, 0x202E), (0x2066, 0x2069)] {
      pattern.unicodeScalars.append(contentsOf: [Unicode.Scalar(UInt32(low)), "-", Unicode.Scalar(UInt32(high))].compactMap { $0 })
    }
    return pattern + "]*"
  }()

  static let unsafePattern = "?99"

  /// A figure within the bounds a catalog's food must keep (`CatalogBounds`, and each
  /// nutrient's row of Data/nutrients.tsv): a footprint of 1e300 kg CO2e per kg is finite, but
  /// no food's, and its sums are not.
  static func figure(_ column: String, optional: Bool, since: Int64 = 1) -> Rule {
    let most = Self.most(column)
    let bad = "typeof(\(column)) NOT IN ('integer', 'real') OR \(column) < 0 OR \(column) > \(most)"
    let range = "0-\(most == most.rounded() ? String(Int(most)) : String(most))"
    return Rule(
      column: column, broken: optional ? "\(column) IS NOT NULL AND (\(bad))" : bad,
      should: optional ? "not a figure of \(range) (or NULL)" : "not a figure of \(range)", since: since)
  }

  /// The largest value a figure column may hold: a footprint's per kg, or a nutrient's per 100 g.
  static func most(_ column: String) -> Double {
    if column == "kg_co2e_per_kg" { return CatalogBounds.kgCO2ePerKg.upperBound }
    return Nutrient.all.first { $0.logColumn == column }?.maxPer100g ?? CatalogBounds.kgCO2ePerKg.upperBound
  }

  static let day = Rule(
    // date() alone keeps "2026-02-30"; a modifier makes it normalise the day.
    column: "day", broken: "typeof(day) != 'text' OR day IS NOT date(day, '+0 days') OR day < '0001-01-01'",
    should: "not a day as YYYY-MM-DD")

  static let tables: [(table: String, since: Int64, rules: [Rule])] = [
    (
      "meals", 1,
      [
        day,
        Rule(
          column: "time", broken: "typeof(time) != 'text' OR length(time) != 5 OR time NOT GLOB '[0-2][0-9]:[0-5][0-9]' OR time > '23:59'",
          should: "not a time as HH:MM"),
        Rule(
          column: "quantity", broken: "quantity IS NULL OR quantity NOT IN ('little', 'some', 'lot', 'grams', 'quick')",
          should: "not little, some, lot, grams or quick"),
        Rule(column: "grams", broken: "typeof(grams) != 'integer' OR grams NOT BETWEEN 1 AND 5000", should: "not a whole number of grams from 1 to 5000"),
        text("food_id"), text("food_name"), text("section_id"), text("section_name"),
        footprint, figure("kcal_per_100g", optional: true),
        figure("protein_per_100g", optional: true), figure("fibre_per_100g", optional: true, since: 2),
      ] + schemaSixNutrients + [
        Rule(
          column: NutrientsSource.column,
          broken: "nutrients_source IS NOT NULL AND nutrients_source NOT IN ('logged', 'catalog-at-migration', 'not-in-catalog')",
          should: "not logged, catalog-at-migration or not-in-catalog (or NULL)", since: 6),
        Rule(
          column: "meal", broken: "meal IS NOT NULL AND meal NOT IN (\(MealName.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")))",
          should: "not breakfast, lunch, dinner or snack (or NULL)", since: 7),
        Rule(
          column: "measure", broken: "measure IS NOT NULL AND (\(text("measure").broken))",
          should: "not a household measure in words such as 2 slices (or NULL)", since: 7),
        // NULL: a row written by another tool (a generator, sqlite3), given its id when the log is next opened for writing.
        Rule(
          column: "uid", broken: "uid IS NOT NULL AND (typeof(uid) != 'text' OR length(uid) != 32 OR uid GLOB '*[^0-9a-f]*')",
          should: "not an id of 32 hex digits", since: 5),
      ]
    ),
    (
      "answers", 1,
      [day, Rule(column: "ate_meat", broken: "typeof(ate_meat) != 'integer' OR ate_meat NOT IN (0, 1)", should: "not 1 (yes) or 0 (no)")]
    ),
    (
      "limits", 2,
      [
        text("target"), Rule(column: "count", broken: "typeof(count) != 'integer' OR count NOT BETWEEN 0 AND 99", should: "not a whole number from 0 to 99"),
        Rule(
          column: "period", broken: "period IS NULL OR period NOT IN (\(Period.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")))",
          should: "not day, week or month"),
      ]
    ),
    (
      "foods", 7,
      [
        text("name"), text("section_id"), text("section_name"), text("sections"),
        Rule(column: "kind", broken: "kind IS NULL OR kind NOT IN ('food', 'recipe')", should: "not food or recipe"),
        figure("kg_co2e_per_kg", optional: true),
        Rule(
          column: "serving_grams", broken: "serving_grams IS NOT NULL AND (typeof(serving_grams) != 'integer' OR serving_grams NOT BETWEEN 1 AND 5000)",
          should: "not a whole number of grams from 1 to 5000 (or NULL)"),
        Rule(
          column: "servings", broken: "servings IS NOT NULL AND (typeof(servings) != 'integer' OR servings NOT BETWEEN 1 AND 100)",
          should: "not a whole number of servings from 1 to 100 (or NULL)"),
        Rule(
          column: "ingredients", broken: "ingredients IS NOT NULL AND (typeof(ingredients) != 'text' OR NOT json_valid(ingredients))",
          should: "not a list of ingredients as JSON (or NULL)"),
        Rule(
          column: "uid", broken: "uid IS NOT NULL AND (typeof(uid) != 'text' OR length(uid) != 32 OR uid GLOB '*[^0-9a-f]*')",
          should: "not an id of 32 hex digits"),
      ] + Nutrient.logColumns.map { figure($0, optional: true) }
    ),
  ]

  /// A meal's footprint per kg: a figure, or NULL, unknown (schema 7 on; before, the table's
  /// NOT NULL kept it out, so one rule reads every version).
  static let footprint = figure("kg_co2e_per_kg", optional: true)

  /// The nutrients schema 6 added, each a figure of 0 or more or NULL (unknown).
  static let schemaSixNutrients: [Rule] = Nutrient.logColumns.compactMap { column in
    Schema.mealColumnsSince[column] == 6 ? figure(column, optional: true, since: 6) : nil
  }

  /// The first row of a file at `version` that breaks a rule, or nil: one pass over each table.
  static func firstBadRow(in database: SQLite, version: Int64) throws(SQLiteError) -> MealLogError.BadRow? {
    for (table, since, _) in tables where version >= since {
      if let row = try firstBadRow(in: database, version: version, table: table, where: "1", []) { return row }
    }
    return nil
  }

  /// The first row of `table` that `condition` selects and that breaks a rule, or nil: only the
  /// rows a query is about to read are checked (a day's meals, a week's), through the same
  /// index the query uses. `condition` takes its values as ?1, ?2, ...; `columns`, when given,
  /// are the only ones a query reads, and the only ones whose rules are checked (a count reads
  /// the day and the food, all from an index).
  static func firstBadRow(
    in database: SQLite, version: Int64, table: String, where condition: String, _ values: [SQLValue], columns: Set<String>? = nil,
    adding extra: [Rule] = []
  ) throws(SQLiteError) -> MealLogError.BadRow? {
    guard let (_, since, tableRules) = tables.first(where: { $0.table == table }), version >= since else { return nil }
    let rules = (tableRules + extra).filter { version >= $0.since && (columns?.contains($0.column) ?? true) }
    // The day is checked once a day, not once a meal (date() on every row of a month of a long
    // log costs more than reading it): a group of the day index, each with one of its rows.
    if rules.contains(where: { $0.column == "day" }),
      let row = try firstBad(
        rules.filter { $0.column == "day" }, in: database, table: table, values: values,
        rows: "SELECT min(rowid) AS row, day FROM \(table) WHERE \(condition) GROUP BY day")
    {
      return row
    }
    return try firstBad(
      rules.filter { $0.column != "day" }, in: database, table: table, values: values,
      rows: "SELECT rowid AS row, * FROM \(table) WHERE \(condition)")
  }

  /// The first of `rows` (a SELECT of the rules' columns and the rowid as `row`) that breaks
  /// one of `rules`.
  private static func firstBad(
    _ rules: [Rule], in database: SQLite, table: String, values: [SQLValue], rows: String
  ) throws(SQLiteError) -> MealLogError.BadRow? {
    guard !rules.isEmpty else { return nil }
    let cases = rules.enumerated().map { "WHEN \($0.element.broken) THEN \($0.offset)" }.joined(separator: " ")
    let found = try database.prepare(
      "SELECT row, broken FROM (SELECT row, CASE \(cases) END AS broken FROM (\(rows))) WHERE broken IS NOT NULL ORDER BY row LIMIT 1"
    ).bind(values).bind(unsafeGlob, to: unsafePattern)
    guard try found.step() else { return nil }
    let id = found.int64(0)
    let rule = rules[Int(found.int64(1))]
    let value = try database.prepare(
      "SELECT CASE WHEN \(rule.column) IS NULL THEN 'NULL' ELSE CAST(\(rule.column) AS TEXT) END FROM \(table) WHERE rowid = ?1"
    ).bind([.integer(id)])
    let shown = try value.step() ? value.text(0) : "?"
    return MealLogError.BadRow(table: table, id: id, column: rule.column, value: shown, rule: rule.should)
  }

  /// The first row of a table keyed by day whose day sorts outside the days the log can hold
  /// ('0001-01-01' to '9999-12-31' as text): 'garbage', a blob, an empty text. Such a row is
  /// inside no range that a query reads, so it is looked for when the log opens, at both ends
  /// of the day index (cheap at any size). A day inside that range that is not a date
  /// ('2026-02-30', '20261203') is found by the query that reads the days around it.
  static func firstDayOutOfRange(in database: SQLite, version: Int64) throws(SQLiteError) -> MealLogError.BadRow? {
    for table in ["meals", "answers"] {
      for outside in ["day < '0001-01-01'", "day > '9999-12-31'"] {
        let found = try database.prepare("SELECT rowid FROM \(table) WHERE \(outside) LIMIT 1")
        guard try found.step() else { continue }
        if let row = try firstBadRow(in: database, version: version, table: table, where: "rowid = ?1", [.integer(found.int64(0))]) {
          return row
        }
      }
    }
    return nil
  }

  /// The rules a row brought in by a merge keeps beyond a row of ours, as of `now` (ms since
  /// 1970): a change stamped more than a day ahead would win over every later edit here, at
  /// every merge again, and a day past tomorrow is one that `add`, `edit` and `copy` refuse.
  static func incoming(_ table: String, now: Int64) -> [Rule] {
    let latest = now + 86_400_000
    let tomorrow = Day.today.adding(days: 1).description
    let times = ["modified_at", "deleted_at"].map { column in
      Rule(
        column: column, broken: "\(column) IS NOT NULL AND (typeof(\(column)) != 'integer' OR \(column) < 0 OR \(column) > \(latest))",
        should: "not a time in ms since 1970 up to a day from now", since: 5)
    }
    let day = Rule(column: "day", broken: "day > '\(tomorrow)'", should: "not a day up to tomorrow (\(tomorrow))")
    return times + (["meals", "answers"].contains(table) ? [day] : [])
  }
}
