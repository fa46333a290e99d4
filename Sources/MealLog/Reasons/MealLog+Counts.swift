import FoodData

/// Totals that SQLite counts through the log's indexes instead of handing over every meal of a
/// period: a limit's use, and the foods logged lately. On a log of a million meals a month
/// holds tens of thousands of them; the answer is a handful of numbers or ids.
extension MealLog {
  /// How much of each limit is used in the period that holds `day`: what
  /// `LimitUsage.usages(of:on:meals:countsAsMeat:)` says of the period's meals.
  /// - Parameter meatSections: the person's current definition of meat.
  public func limitUsages(of limits: [Limit], on day: Day, meatSections: Set<String>) throws(MealLogError) -> [LimitUsage] {
    var usages: [LimitUsage] = []
    for limit in limits {
      let period = limit.period.bounds(of: day)
      let range = Day.stored(period)
      let used: Int
      switch limit.target {
      case .food(let id): used = try count(key: "food_id", id, range)
      case .section(let id): used = try count(range) { Catalog.isIn(section: id, sectionsWithin: $0) }
      case .meat: used = try count(range) { Catalog.countsAsMeat(sectionsWithin: $0, meatSections: meatSections) }
      }
      usages.append(LimitUsage(limit: limit, used: used, period: period))
    }
    return usages
  }

  /// Each limit over `days` (a report's week or month): every period of the limit that
  /// overlaps them, whole, with its count, as `Report` counts them from the meals around.
  public func limitReviews(of limits: [Limit], over days: ClosedRange<Day>, meatSections: Set<String>) throws(MealLogError) -> [LimitReview] {
    var reviews: [LimitReview] = []
    for limit in limits {
      var periods: [LimitUsage] = []
      var day = days.lowerBound
      while day <= days.upperBound {
        periods += try limitUsages(of: [limit], on: day, meatSections: meatSections)
        day = limit.period.bounds(of: day).upperBound.adding(days: 1)
      }
      reviews.append(LimitReview(limit: limit, periods: periods))
    }
    return reviews
  }

  /// The meals whose `column` is `value` within a day range, through the index on (column, day).
  private func count(key column: String, _ value: String, _ range: [SQLValue]) throws(MealLogError) -> Int {
    let given = "\(column) = ?1 AND day BETWEEN ?2 AND ?3"
    return try countedRows(where: given, [.text(value)] + range, columns: ["day", column]) { (condition: String) throws(SQLiteError) in
      let statement = try database.prepare("SELECT count(*) FROM meals WHERE \(condition)").bind([.text(value)] + range)
      return try statement.step() ? Int(statement.int64(0)) : 0
    }
  }

  /// The meals within a day range whose sections (their food's and its ingredients') `counts`
  /// says yes to: SQLite counts the meals of each list of sections, and the catalog's rule
  /// (meat, or a section) says which lists count.
  private func count(_ range: [SQLValue], where counts: ([String]) -> Bool) throws(MealLogError) -> Int {
    try countedRows(where: Self.dayRange, range, columns: ["day", "section_id"]) { (condition: String) throws(SQLiteError) in
      let sections = try database.integer("PRAGMA user_version") >= 3 ? "coalesce(sections, section_id)" : "section_id"
      let statement = try database.prepare("SELECT \(sections), count(*) FROM meals WHERE \(condition) GROUP BY 1").bind(range)
      var total = 0
      while try statement.step() {
        if counts(statement.text(0).split(separator: ",").map(String.init)) { total += Int(statement.int64(1)) }
      }
      return total
    }
  }

  /// The foods logged from `first` through `last`, latest first, each once: what the app's
  /// food sheet shows as Recent. Only the food ids are read, newest first, through the day
  /// index; only their days are checked (a bad time or id would at worst change the order or
  /// name no food).
  public func recentFoodIDs(from first: Day, through last: Day) throws(MealLogError) -> [String] {
    let range = Day.stored(first...last)
    return try countedRows(where: Self.dayRange, range, columns: ["day"]) { (condition: String) throws(SQLiteError) in
      let statement = try database.prepare("SELECT food_id FROM meals WHERE \(condition) ORDER BY day DESC, time DESC, id DESC").bind(range)
      var seen = Set<String>()
      var ids: [String] = []
      while try statement.step() {
        let id = statement.text(0)
        if seen.insert(id).inserted { ids.append(id) }
      }
      return ids
    }
  }

  /// A count or a sum over the live meals that `given` selects, once the columns it reads are
  /// checked on those rows (`RowCheck`): a day that is no day is refused, not counted. `body`
  /// gets the condition to query with: `given` without the tombstones.
  func countedRows<T>(
    where given: String, _ values: [SQLValue], columns: Set<String>, _ body: (String) throws(SQLiteError) -> T
  ) throws(MealLogError) -> T {
    var badRow: MealLogError.BadRow?
    let result = try read { () throws(SQLiteError) in
      let condition = "\(given) AND \(try live())"
      badRow = try RowCheck.firstBadRow(
        in: database, version: database.integer("PRAGMA user_version"), table: "meals", where: condition, values, columns: columns)
      return try body(condition)
    }
    if let badRow { throw .badRow(path, badRow) }
    return result
  }
}
