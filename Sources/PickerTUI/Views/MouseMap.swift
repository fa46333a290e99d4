import PickerModel

/// What a mouse event means on the screen the state shows: the same layout as the renderer,
/// turned into the action a key would send. Clicks focus or pick; the wheel scrolls.
public struct MouseMap: Sendable {
  public let picker: Picker
  public let glyphs: Glyphs

  public init(picker: Picker, glyphs: Glyphs) {
    self.picker = picker
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
      let index = SettingsView.top(app) + event.row - SettingsView.listTop
      return event.row >= SettingsView.listTop && index < app.settings.entries.count ? .settings(.entryClicked(index)) : nil
    case .limits: return nil
    case .report: return wheel != 0 ? .report(.scrollPressed(wheel > 0 ? .down : .up)) : nil
    case .main: return app.pendingMeal == nil ? mainAction(for: event, in: app.picker, wheel: wheel) : nil
    }
  }

  private func mainAction(for event: MouseEvent, in state: PickerState, wheel: Int) -> AppAction? {
    if state.isSheetOpen {
      if wheel != 0 { return .picker(.moveHighlight(wheel > 0 ? .down : .up)) }
      guard event.kind == .press else { return nil }
      let geometry = picker.geometry(state)
      // A click on the search field focuses it.
      if event.row == state.size.rows - geometry.height + 1 { return state.isSearchFocused ? nil : .picker(.searchPressed) }
      let gridTop = state.size.rows - geometry.height + 3
      let offset = event.row - gridTop
      guard offset >= 0, offset < geometry.viewportRows, event.column >= 2, event.column < 2 + geometry.listWidth else { return nil }
      let grid = picker.grid(state)
      let column = (event.column - 2) / max(1, geometry.cellWidth)
      let row = picker.highlight(state).scroll + offset
      guard row < grid.rowCount, case .items(let positions) = grid.row(row), column < positions.count else { return nil }
      return .picker(.foodClicked(position: positions.lowerBound + column))
    }
    guard event.kind == .press else { return nil }
    if state.isQuantityListOpen {
      let list = QuantityListView(picker: picker, glyphs: glyphs)
      let (top, left, width) = list.frame(state)
      let index = event.row - top - 1
      if index >= 0, index < Quantity.allCases.count, event.column >= left, event.column < left + width {
        return .picker(.quantityClicked(Quantity.allCases[index]))
      }
    }
    let layout = MealRowLayout(state: state, picker: picker, glyphs: glyphs)
    guard event.row == layout.row else { return nil }
    for button in layout.buttons where event.column >= button.column && event.column < button.column + button.width {
      return .picker(.fieldClicked(button.field))
    }
    return nil
  }
}
