import FoodData
import Foundation
import PickerModel
import PickerTUI

/// The app's one event loop: a key or a click becomes an action, the one reducer moves the
/// state and returns effects, the app performs them and sends their answers back as actions,
/// and the new frame is painted. The terminal is restored however the loop ends (by the
/// caller, with `terminal.stop()`).
@MainActor
struct PickerSession {
  /// How the loop ended: the exit code, and what to print on stdout once the screen is gone.
  struct End {
    var code: ExitCode
    var output: String?
  }

  let app: App
  let terminal: Terminal
  let renderer: Renderer
  let mouse: MouseMap
  var state: AppState

  init(app: App, terminal: Terminal, state: AppState) {
    self.app = app
    self.terminal = terminal
    let glyphs = Glyphs(unicode: terminal.isUnicode)
    self.renderer = Renderer(mainScreen: app.mainScreen, glyphs: glyphs)
    self.mouse = MouseMap(mainScreen: app.mainScreen, glyphs: glyphs)
    self.state = state
  }

  /// Runs until an effect ends the program. `perform` does an effect's I/O and returns the
  /// action that answers it, if any. `poll`, asked after every event and at least once a
  /// second, says what changed outside (the log written by the shell, midnight).
  mutating func run(perform: (AppEffect) -> AppAction?, poll: (() -> AppAction?)? = nil) -> End {
    terminal.paint(renderer.render(state))
    // Behind the first frame too: the words of a big catalog, for quick typo readings.
    app.mainScreen.search.learnWordsBehind()
    // For Tools/measure-terminal.sh: start-up time is the time to here.
    if ProcessInfo.processInfo.environment["NOMEAT_EXIT_AFTER_FIRST_FRAME"] != nil { return End(code: .done) }
    while true {
      var action: AppAction?
      let event = terminal.readEvent(waitingAtMost: poll == nil ? -1 : 1_000)
      switch event {
      case .ignored, .tick:
        break
      case .paste(let text):
        action = KeyBindings.action(forPaste: text, in: state.mode)
      case .closed:
        return End(code: .hangUp)
      case .resize:
        terminal.invalidate()
        action = .terminalResized(terminal.size)
      case .key(let key):
        action = KeyBindings.action(for: key, in: state.mode)
      case .mouse(let event):
        action = mouse.action(for: event, in: state)
      }
      let screen = state.screen
      // The event first, on the state the user saw (an answer goes to the day on screen);
      // then what changed outside, which may be a new day.
      if let action, let end = handle(action, perform: perform) { return end }
      if let polled = poll?(), let end = handle(polled, perform: perform) { return end }
      // A new screen is painted whole.
      if state.screen != screen { terminal.invalidate() }
      terminal.paint(renderer.render(state))
    }
  }

  /// An action through the reducer, its effects performed and their answers sent back in turn;
  /// the end, if an effect ends the program.
  private mutating func handle(_ action: AppAction, perform: (AppEffect) -> AppAction?) -> End? {
    var queue = [action]
    while !queue.isEmpty {
      for effect in app.reduce(into: &state, action: queue.removeFirst()) {
        if case .end(let end) = effect { return Self.end(end) }
        if let answer = perform(effect) { queue.append(answer) }
      }
    }
    return nil
  }

  static func end(_ end: AppEnd) -> End {
    switch end {
    case .picked(let meal): End(code: .done, output: meal.sentence)
    case .cancelled: End(code: .nothing)
    case .interrupted: End(code: .interrupted)
    case .quit: End(code: .done)
    }
  }
}
