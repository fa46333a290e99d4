import PickerModel

/// Which of the day's meals stand on which rows of the main screen's body, under a heading for
/// each meal of the day (Breakfast, Lunch, ...). Where the body cannot hold every meal with its
/// headings, the meals go without them: the latest that fit, or, while a meal is highlighted
/// above them, a window moved up to keep it in sight. Read by the
/// renderer and the mouse map, so a click lands on the meal drawn there.
struct DayMealsLayout: Equatable {
  enum Line: Equatable {
    /// The heading of a meal of the day ("breakfast"), before its first food.
    case heading(String)
    /// The meal at this place in the day's meals.
    case meal(Int)
  }

  /// The first row of the lines.
  let top: Int
  /// The lines shown, top to bottom.
  let lines: [Line]

  /// - Parameter meals: each meal's meal name, in the day's order ("" for none).
  init(rows: Range<Int>, meals: [String], highlight: Int?) {
    top = rows.lowerBound
    var all: [Line] = []
    for (index, name) in meals.enumerated() {
      if !name.isEmpty, index == 0 || meals[index - 1] != name { all.append(.heading(name)) }
      all.append(.meal(index))
    }
    if all.count > rows.count { all = meals.indices.map { .meal($0) } }
    let fits = min(all.count, rows.count)
    var first = all.count - fits
    // (Headings are only there when every line fits, so a window is of meals alone.)
    if let highlight, let at = all.firstIndex(of: .meal(highlight)), at < first { first = at }
    lines = Array(all[first..<(first + fits)])
  }

  init(_ app: AppState) {
    self.init(rows: MainScreenLayout(app).body, meals: app.day.meals.map(\.meal), highlight: app.mealList.highlight)
  }

  /// The meals shown, by their place in the day's meals.
  var shown: [Int] {
    lines.compactMap { line in
      if case .meal(let index) = line { index } else { nil }
    }
  }

  /// The row a meal is drawn on.
  func row(of meal: Int) -> Int { top + (lines.firstIndex(of: .meal(meal)) ?? 0) }

  /// The meal drawn on a row, if any.
  func meal(atRow row: Int) -> Int? {
    let offset = row - top
    guard lines.indices.contains(offset), case .meal(let index) = lines[offset] else { return nil }
    return index
  }
}
