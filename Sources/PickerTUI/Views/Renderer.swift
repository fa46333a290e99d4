import PickerModel

/// `render(state) -> Frame`: a pure function of the picker's state and the day's data. The
/// screen is built from parts that share the height: the main screen (title, question, meals,
/// meal row, help) and, over its lower part, the food sheet.
public struct Renderer: Sendable {
  public let picker: Picker
  public let glyphs: Glyphs

  /// The smallest terminal each purpose can be used in.
  public static func minimumSize(for purpose: PickerState.Purpose) -> TerminalSize {
    purpose == .mealEntry ? TerminalSize(columns: 40, rows: 10) : TerminalSize(columns: 20, rows: 6)
  }

  public init(picker: Picker, glyphs: Glyphs) {
    self.picker = picker
    self.glyphs = glyphs
  }

  public func render(_ state: PickerState, day: DayView) -> Frame {
    var frame = Frame(size: state.size)
    // With the sheet open, the sheet is what the user works in: its own minimum applies.
    let minimum = Self.minimumSize(for: state.isSheetOpen ? .pickOnly : state.purpose)
    guard state.size.columns >= minimum.columns, state.size.rows >= minimum.rows else {
      TooSmallView.draw(into: &frame, minimum: minimum)
      return frame
    }
    let main = Self.minimumSize(for: .mealEntry)
    // Below the main screen's own minimum only the sheet is drawn (over a plain title): the
    // main screen's rows would not fit.
    if state.purpose == .mealEntry, state.size.columns >= main.columns, state.size.rows >= main.rows {
      MainScreenView(picker: picker, glyphs: glyphs).draw(state, day: day, into: &frame)
    } else {
      frame.write(glyphs.text("No Meat Today · pick a food"), row: 0, column: 1, style: CellStyle(bold: true, color: .accent))
    }
    if state.isQuantityListOpen {
      QuantityListView(glyphs: glyphs).draw(state, into: &frame)
    }
    if state.isSheetOpen {
      SheetView(picker: picker, glyphs: glyphs).draw(state, into: &frame)
    }
    return frame
  }

  /// The help bar's text for a mode, from the key bindings table.
  public func helpText(for mode: PickerMode) -> String {
    glyphs.helpText(for: mode)
  }
}
