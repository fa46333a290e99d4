import PickerModel

/// Which of the day's meals stand on which rows of the main screen's body: the latest that fit,
/// or, while a meal is highlighted above them, a window moved up to keep it in sight. Read by
/// the renderer and the mouse map, so a click lands on the meal drawn there.
struct DayMealsLayout: Equatable {
  /// The first row of the meals.
  let top: Int
  /// The meals shown, by their place in the day's meals (oldest first).
  let shown: Range<Int>

  init(rows: Range<Int>, count: Int, highlight: Int?) {
    top = rows.lowerBound
    let fits = min(count, rows.count)
    var first = count - fits
    if let highlight, highlight < first { first = max(0, highlight) }
    shown = first..<(first + fits)
  }

  init(_ app: AppState) {
    self.init(rows: MainScreenLayout(app).body, count: app.day.meals.count, highlight: app.mealList.highlight)
  }

  /// The row a meal is drawn on.
  func row(of meal: Int) -> Int { top + meal - shown.lowerBound }

  /// The meal drawn on a row, if any.
  func meal(atRow row: Int) -> Int? {
    let meal = shown.lowerBound + row - top
    return shown.contains(meal) ? meal : nil
  }
}
