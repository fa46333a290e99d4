import PickerModel

/// `render(state) -> Frame`: a pure function of the app's state. Each screen is built from
/// parts that share the height: the main screen (title, question, meals, detail pane, meal
/// row, help) with the food sheet over its lower part; the history; the settings; the key list.
public struct Renderer: Sendable {
  public let mainScreen: MainScreen
  public let glyphs: Glyphs

  /// The smallest terminal each purpose can be used in.
  public static func minimumSize(for purpose: MainScreenState.Purpose) -> TerminalSize {
    purpose == .mealEntry ? TerminalSize(columns: 40, rows: 10) : TerminalSize(columns: 20, rows: 6)
  }

  public init(mainScreen: MainScreen, glyphs: Glyphs) {
    self.mainScreen = mainScreen
    self.glyphs = glyphs
  }

  public func render(_ app: AppState) -> Frame {
    var frame = Frame(size: app.size)
    guard app.size.columns > 0, app.size.rows > 0 else { return frame }
    switch app.screen {
    case .main: drawMain(app, into: &frame)
    case .history: HistoryView(glyphs: glyphs).draw(app, into: &frame)
    case .settings: SettingsView(glyphs: glyphs).draw(app, into: &frame)
    case .help: HelpView(glyphs: glyphs).draw(app, into: &frame)
    case .limits: LimitsView(mainScreen: mainScreen, glyphs: glyphs).draw(app, into: &frame)
    case .report: ReviewView(glyphs: glyphs).draw(app, into: &frame)
    case .nutrients: NutrientsView(glyphs: glyphs).draw(app, into: &frame)
    case .newFood: NewFoodView(glyphs: glyphs).draw(app, into: &frame)
    case .targets: TargetsView(glyphs: glyphs).draw(app, into: &frame)
    }
    return frame
  }

  private func drawMain(_ app: AppState, into frame: inout Frame) {
    let state = app.mainScreen
    let size = app.size
    // With the sheet open, the sheet is what the user works in: its own minimum applies.
    let minimum = Self.minimumSize(for: state.isSheetOpen ? .pickOnly : state.purpose)
    guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: minimum)
      return
    }
    let detail = DetailPaneView(mainScreen: mainScreen, glyphs: glyphs)
    let main = Self.minimumSize(for: .mealEntry)
    // Below the main screen's own minimum only the sheet is drawn (over a plain title): the
    // main screen's rows would not fit.
    if state.purpose == .mealEntry, size.columns >= main.columns, size.rows >= main.rows {
      MainScreenView(mainScreen: mainScreen, glyphs: glyphs).draw(app, into: &frame)
    } else {
      frame.writeCut(
        glyphs.text("No Meat Today · pick a food"), row: 0, column: 1, width: size.columns - 2, glyphs: glyphs,
        style: CellStyle(bold: true, color: .accent))
    }
    if state.isQuantityListOpen {
      QuantityListView(mainScreen: mainScreen, glyphs: glyphs).draw(state, size: size, into: &frame)
    }
    if state.isSheetOpen {
      let sheet = SheetView(mainScreen: mainScreen, glyphs: glyphs)
      let top = SheetLayout(mainScreen: mainScreen, state: state, size: size).top
      // The upper half shows the highlighted food in detail (over the day's meals).
      let first = state.purpose == .mealEntry ? 3 : 2
      if top - first >= DetailPaneView.minimumRows, let food = mainScreen.highlightedFood(state, size: size) {
        // Right above the sheet, as tall as its lines; the day's meals stay above it where
        // there is room.
        let shown = detail.detail(app, food: food)
        let rows = max(first, top - shown.lines().count)..<top
        for row in rows { frame.fill(row: row, columns: 0..<size.columns) }
        detail.draw(shown, rows: rows, columns: 1..<(size.columns - 1), into: &frame)
      }
      sheet.draw(app, into: &frame)
    }
  }
}
