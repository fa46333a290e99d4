import PickerModel

/// Where the settings checklist stands: the renderer draws its entries at these rows and the
/// mouse map reads them back.
struct SettingsLayout: Equatable {
  /// The first row of the checklist: title and rule above it.
  static let listTop = 2
  /// Rows of the checklist (title, rule and help aside).
  let rows: Int
  /// The first entry shown: the highlight stays in view.
  let first: Int
  let count: Int

  init(_ app: AppState) {
    rows = max(1, app.size.rows - 3)
    count = app.settings.entries.count
    first = max(0, min(app.settings.highlight - rows + 1, count - rows))
  }

  /// The entries in view, with the row each is drawn on.
  var shown: [(entry: Int, row: Int)] {
    (first..<min(count, first + rows)).map { ($0, Self.listTop + $0 - first) }
  }

  func entry(atRow row: Int) -> Int? { shown.first { $0.row == row }?.entry }
}
