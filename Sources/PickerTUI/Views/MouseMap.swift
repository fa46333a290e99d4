import PickerModel

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
    case .history: return wheel != 0 ? .history(.wheelScrolled(wheel)) : nil
    case .help: return wheel != 0 ? .help(.wheelScrolled(wheel)) : nil
    case .settings:
      guard event.kind == .press else { return nil }
      return SettingsLayout(app).entry(atRow: event.row).map { .settings(.entryClicked($0)) }
    case .limits: return nil
    case .report: return wheel != 0 ? .report(.scrollPressed(wheel > 0 ? .down : .up)) : nil
    case .main: return app.pendingMeal == nil ? mainAction(for: event, in: app.mainScreen, wheel: wheel) : nil
    }
  }

  private func mainAction(for event: MouseEvent, in state: MainScreenState, wheel: Int) -> AppAction? {
    if state.isSheetOpen {
      if wheel != 0 { return .mainScreen(.moveHighlight(wheel > 0 ? .down : .up)) }
      guard event.kind == .press else { return nil }
      let layout = SheetLayout(mainScreen: mainScreen, state: state)
      // A click on the search field focuses it.
      if event.row == layout.searchRow { return state.isSearchFocused ? nil : .mainScreen(.searchPressed) }
      return layout.item(row: event.row, column: event.column).map { .mainScreen(.foodClicked(position: $0.position)) }
    }
    guard event.kind == .press else { return nil }
    if state.isQuantityListOpen {
      let list = QuantityListView(mainScreen: mainScreen, glyphs: glyphs)
      let (top, left, width) = list.frame(state)
      let index = event.row - top - 1
      if index >= 0, index < Quantity.allCases.count, event.column >= left, event.column < left + width {
        return .mainScreen(.quantityClicked(Quantity.allCases[index]))
      }
    }
    let layout = MealRowLayout(state: state, mainScreen: mainScreen, glyphs: glyphs)
    guard event.row == layout.row else { return nil }
    for button in layout.buttons where event.column >= button.column && event.column < button.column + button.width {
      return .mainScreen(.fieldClicked(button.field))
    }
    return nil
  }
}
