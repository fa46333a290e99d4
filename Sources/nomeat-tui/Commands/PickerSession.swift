import Foundation
import PickerModel
import PickerTUI

/// The full-screen loop: a key becomes an action, the reducer moves the state, the app acts on
/// the outcome, and the new frame is painted. The terminal is restored however the loop ends.
@MainActor
struct PickerSession {
  /// How the loop ended: the exit code, and what to print on stdout once the screen is gone.
  struct End {
    var code: ExitCode
    var output: String?
  }

  let picker: Picker
  let terminal: Terminal
  let renderer: Renderer
  var state: PickerState
  var day: DayView

  init(picker: Picker, terminal: Terminal, purpose: PickerState.Purpose, query: String?, day: DayView) {
    self.picker = picker
    self.terminal = terminal
    self.renderer = Renderer(picker: picker, glyphs: Glyphs(unicode: terminal.isUnicode))
    self.state = picker.initialState(purpose: purpose, size: terminal.size, query: query)
    self.day = day
  }

  /// Runs until `handle` says how to end. `handle` may change the day shown (after a meal is
  /// added, say) and returns nil to go on.
  mutating func run(_ handle: (PickerOutcome, inout PickerState, inout DayView) -> End?) -> End {
    terminal.paint(renderer.render(state, day: day))
    // For Tools/measure-terminal.sh: start-up time is the time to here.
    if ProcessInfo.processInfo.environment["NOMEAT_EXIT_AFTER_FIRST_FRAME"] != nil { return End(code: .done) }
    while true {
      let action: PickerAction
      switch terminal.readEvent() {
      case .ignored:
        continue
      case .closed:
        return End(code: .hangUp)
      case .resize:
        terminal.invalidate()
        action = .terminalResized(terminal.size)
      case .key(let key):
        guard let mapped = KeyBindings.action(for: key, in: state.mode) else { continue }
        action = mapped
      }
      let outcome = picker.reduce(into: &state, action: action)
      if let end = handle(outcome, &state, &day) { return end }
      terminal.paint(renderer.render(state, day: day))
    }
  }
}
