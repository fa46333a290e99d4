import PickerModel

/// Where the settings checklist stands: the renderer draws its entries at these rows and the
/// mouse map reads them back.
struct SettingsLayout: Equatable {
  let screen: ScreenLayout
  /// The checklist: the whole body, the highlighted entry in view.
  let entries: HighlightWindow

  init(_ app: AppState) {
    screen = ScreenLayout(size: app.size)
    entries = HighlightWindow(rows: screen.body, count: app.settings.entries.count, highlight: app.settings.highlight)
  }

  /// The entries in view, with the row each is drawn on.
  var shown: [(entry: Int, row: Int)] { entries.shown.map { ($0, entries.row(of: $0)) } }

  func entry(atRow row: Int) -> Int? { entries.item(atRow: row) }
}
