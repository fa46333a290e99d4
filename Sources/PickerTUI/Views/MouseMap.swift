import PickerModel
import FoodData

/// What a mouse event means on the screen the state shows: the same layout as the renderer,
/// turned into the action a key would send. Clicks focus or pick; the wheel scrolls.
public struct MouseMap: Sendable {
  public let mainScreen: MainScreen
  public let glyphs: Glyphs

  public init(mainScreen: MainScreen, glyphs: Glyphs) {
    self.mainScreen = mainScreen
    self.glyphs = glyphs
  }

  /// Rows the wheel scrolls a list by, one notch.
  static let wheelRows = 3

  public func action(for event: MouseEvent, in app: AppState) -> AppAction? {
    let wheel = event.kind == .wheelDown ? Self.wheelRows : event.kind == .wheelUp ? -Self.wheelRows : 0
    switch app.screen {
    case .history:
      if wheel != 0 { return .history(.wheelScrolled(wheel)) }
      return event.kind == .press ? HistoryScreenLayout(app).day(atRow: event.row).map { .history(.dayClicked($0)) } : nil
    case .help: return wheel != 0 ? .help(.wheelScrolled(wheel)) : nil
    case .settings:
      guard event.kind == .press else { return nil }
      return SettingsLayout(app).entry(atRow: event.row).map { .settings(.entryClicked($0)) }
    case .limits, .newFood, .targets: return nil
    case .report: return wheel != 0 ? .report(.scrollPressed(wheel > 0 ? .down : .up)) : nil
    case .nutrients: return wheel != 0 ? .nutrients(.wheelScrolled(wheel)) : nil
    case .main: return app.pendingMeal == nil ? mainAction(for: event, in: app, wheel: wheel) : nil
    }
  }

  private func mainAction(for event: MouseEvent, in app: AppState, wheel: Int) -> AppAction? {
    let state = app.mainScreen
    if state.isSheetOpen {
      if wheel != 0 { return .mainScreen(.moveHighlight(wheel > 0 ? .down : .up)) }
      guard event.kind == .press else { return nil }
      let layout = SheetLayout(mainScreen: mainScreen, state: state, size: app.size)
      // A click on the search field focuses it.
      if event.row == layout.searchRow { return state.isSearchFocused ? nil : .mainScreen(.searchPressed) }
      return layout.item(row: event.row, column: event.column).map { .mainScreen(.foodClicked(position: $0.position)) }
    }
    guard event.kind == .press else { return nil }
    if state.isQuantityListOpen {
      switch QuantityListView(mainScreen: mainScreen, glyphs: glyphs).line(atRow: event.row, column: event.column, in: state, size: app.size) {
      case .word(let quantity): return .mainScreen(.quantityClicked(quantity))
      case .grams: return .mainScreen(.gramsLineClicked)
      case .measure: return .mainScreen(.measureLineClicked)
      case .quickAdd: return .mainScreen(.quickAddLineClicked)
      case nil: break
      }
    }
    let screen = MainScreenLayout(app)
    if event.row == screen.titleRow { return dateAction(column: event.column, in: app) }
    // A meal line, while the row adds (an edit stays on its meal).
    if state.editing == nil, state.mode == .mealRow, let meal = DayMealsLayout(app).meal(atRow: event.row) {
      return .mealList(.mealClicked(meal))
    }
    let layout = MealRowLayout(state: state, size: app.size, mainScreen: mainScreen, glyphs: glyphs)
    guard event.row == layout.row else { return nil }
    for button in layout.buttons where event.column >= button.column && event.column < button.column + button.width {
      return .mainScreen(.fieldClicked(button.field))
    }
    return nil
  }

  /// A click on the date in the header: its left half goes back a day, its right half on.
  private func dateAction(column: Int, in app: AppState) -> AppAction? {
    guard let date = MainScreenLayout(app).date(app.day) else { return nil }
    let width = DisplayWidth.of(date.text)
    guard column >= date.column, column < date.column + width else { return nil }
    return .dayPressed(column < date.column + width / 2 ? .previous : .next)
  }
}
