import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// Random keys and random terminal sizes (1x1 to 300x100) through the reducer and the renderer,
/// seeded so a failure replays. After every step the frame must have the terminal's size, no row
/// may be wider than the terminal, and the highlight must be on a food the sheet shows.
@Suite struct RenderFuzzTests {
  /// A small, fast generator (SplitMix64): the same seed gives the same run on every machine.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let letters = Array("abcdefghijklmnopqrstuvwxyz  éü🥩❤️-'")

  static func randomAction(_ random: inout SplitMix) -> MainScreenAction {
    switch Int.random(in: 0..<24, using: &random) {
    case 0: return .addButtonPressed
    case 1: return .answerPressed(ateMeat: Bool.random(using: &random))
    case 2, 3: return .backspacePressed
    case 4: return .cancelPressed
    case 5, 6, 7, 8: return .characterTyped(letters.randomElement(using: &random) ?? "a")
    case 9: return .clearSearchPressed
    case 10: return .confirmPressed
    case 11: return .deleteWordPressed
    case 12: return .focusNextPressed
    case 13: return .focusPreviousPressed
    case 14: return .foodButtonPressed
    case 15: return .moveHighlight(GridLayout.Direction.allCases.randomElement(using: &random) ?? .down)
    case 16: return .quantityDecreasePressed
    case 17: return .quantityIncreasePressed
    case 18: return .searchPressed
    case 19: return .searchTextChanged(String(repeating: "be", count: Int.random(in: 0...300, using: &random)))
    // The loop draws the new size, as the app keeps it.
    case 20, 21: return .sizeChanged
    case 22: return .moveHighlight(.right)
    default: return .moveHighlight(.down)
    }
  }

  static func randomSize(_ random: inout SplitMix) -> TerminalSize {
    // Small sizes are where the arithmetic breaks: draw them as often as large ones.
    let small = Bool.random(using: &random)
    return TerminalSize(
      columns: Int.random(in: 1...(small ? 45 : 300), using: &random),
      rows: Int.random(in: 1...(small ? 14 : 100), using: &random))
  }

  @Test(arguments: [(MainScreenState.Purpose.mealEntry, UInt64(1)), (.pickOnly, 2), (.mealEntry, 3), (.pickOnly, 4)])
  func randomKeysAndSizesNeverBreakTheFrame(purpose: MainScreenState.Purpose, seed: UInt64) {
    var random = SplitMix(state: seed)
    var size = Self.randomSize(&random)
    var state = mainScreen.initialState(purpose: purpose, size: size)
    var failures = 0
    for step in 0..<5_000 {
      let action = Self.randomAction(&random)
      if action == .sizeChanged { size = Self.randomSize(&random) }
      if !mainScreen.reduce(into: &state, size: size, action: action).isEmpty {
        // The session would end here; start a new one at the same size, as the app does.
        state = mainScreen.initialState(purpose: purpose, size: size)
      }
      let renderer = step % 7 == 0 ? ascii : unicode
      let frame = renderer.render(AppState(mainScreen: state, size: size, day: sampleDay))
      let problems = Self.problems(frame, state, size: size)
      if !problems.isEmpty {
        Issue.record("seed \(seed) step \(step) after \(action) at \(size): \(problems.joined(separator: "; "))\(frame)")
        failures += 1
        if failures > 3 { return }
      }
    }
  }

  /// What is wrong with a frame, judged from the cells alone and the state's plain facts.
  static func problems(_ frame: Frame, _ state: MainScreenState, size: TerminalSize) -> [String] {
    var problems: [String] = []
    if frame.size != size { problems.append("frame is \(frame.size)") }
    if frame.cells.count != size.rows { problems.append("\(frame.cells.count) rows") }
    for (y, row) in frame.cells.enumerated() {
      if row.count != size.columns { problems.append("row \(y) has \(row.count) cells") }
      // A wide character is followed by its continuation; together they take exactly the row.
      var x = 0
      while x < row.count {
        let cell = row[x]
        let drawn = DisplayWidth.of(cell.character)
        if cell.width == 2 {
          if x + 1 >= row.count || row[x + 1].width != 0 { problems.append("row \(y): wide character at \(x) overflows") }
          x += 2
        } else if cell.width == 0 {
          problems.append("row \(y): stray continuation at \(x)")
          x += 1
        } else {
          if drawn != 1 { problems.append("row \(y): '\(cell.character)' at \(x) draws \(drawn) columns in a 1-column cell") }
          x += 1
        }
      }
    }
    // The highlight: when the sheet is drawn and something is listed, the highlighted food's
    // row is inside the viewport, and a reversed cell is in the grid.
    let minimum = Renderer.minimumSize(for: state.isSheetOpen ? .pickOnly : state.purpose)
    let drawn = size.columns >= minimum.columns && size.rows >= minimum.rows
    if drawn, state.isSheetOpen, mainScreen.highlightedFood(state, size: size) != nil {
      let grid = mainScreen.grid(state, size: size)
      let geometry = mainScreen.geometry(state, size: size)
      let (position, scroll) = mainScreen.highlight(state)
      let row = grid.location(of: position).row
      if row < scroll || row >= scroll + geometry.viewportRows {
        problems.append("highlight row \(row) outside \(scroll)..<\(scroll + geometry.viewportRows)")
      } else {
        let y = size.rows - geometry.height + 3 + (row - scroll)
        if y < 0 || y >= frame.cells.count || !frame.cells[y].contains(where: { $0.style.reverse }) {
          problems.append("no highlighted cell on screen row \(y)")
        }
      }
    }
    return problems
  }
}
