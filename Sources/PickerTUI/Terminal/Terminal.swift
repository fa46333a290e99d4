import CNcurses
import Foundation
import PickerModel

/// The one type that touches ncurses: it starts the terminal, reads keys, paints frames, and
/// restores the terminal on every way out (including SIGINT, SIGTERM and SIGHUP).
///
/// It draws on /dev/tty, not on stdout, so `$(nomeat-tui pick)` captures only the answer.
@MainActor
public final class Terminal {
  public let usesColor: Bool
  public let isUnicode: Bool
  private let screen: OpaquePointer
  private let tty: UnsafeMutablePointer<FILE>
  private var painted: Frame?
  private var isStopped = false
  /// The bytes read put back together into characters, since ncurses' own reading went deaf
  /// after a byte that is not UTF-8 (`UTF8Assembler`).
  private var characters = UTF8Assembler()
  /// A character read after Esc that began no sequence, to be read again as a key of its own.
  private var pushedBack: UInt32?

  private enum Pair: Int16 {
    case meat = 1, plant, muted
  }

  /// Starts full-screen mode.
  /// - Parameter requireStandardStreams: the meal-entry screen wants stdin and stdout to be
  ///   the terminal; `pick` only needs /dev/tty, since its stdout is captured.
  public init(requireStandardStreams: Bool) throws(TerminalError) {
    let environment = ProcessInfo.processInfo.environment
    if requireStandardStreams {
      if isatty(STDIN_FILENO) == 0 { throw .notATerminal("standard input") }
      if isatty(STDOUT_FILENO) == 0 { throw .notATerminal("standard output") }
    }
    guard let term = environment["TERM"], !term.isEmpty else { throw .noTerminalType }
    if term == "dumb" { throw .dumbTerminal }
    setlocale(LC_ALL, "")
    guard let tty = fopen("/dev/tty", "r+") else { throw .noControllingTerminal }
    TerminalRestore.remember(fd: fileno(tty))
    // Esc must answer at once: ncurses waits this long to tell Esc from an escape sequence.
    set_escdelay(25)
    // The window's size is what the terminal says (TIOCGWINSZ), never COLUMNS and LINES: a
    // shell exports them once and they go stale (`COLUMNS=20` in an 80x24 window said "Too
    // small"). Without use_tioctl, use_env(false) alone would take terminfo's 80x24; and
    // ncurses 6.4 honours it at start only, so a resize is measured by `takeWindowSize`.
    use_env(false)
    use_tioctl(true)
    guard let screen = newterm(term, tty, tty) else {
      fclose(tty)
      throw .unknownTerminalType(term)
    }
    self.tty = tty
    self.screen = screen
    set_term(screen)
    isUnicode = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    raw()
    noecho()
    keypad(nc_stdscr(), true)
    curs_set(0)
    // The mouse is a bonus: clicks and the wheel. No click interval, so that a press is
    // reported at once and Esc keeps its timing.
    if environment["NOMEAT_NO_MOUSE"] == nil {
      mouseinterval(0)
      mousemask(nc_button1_pressed() | nc_button1_released() | nc_button1_clicked() | nc_button4_pressed() | nc_button5_pressed(), nil)
    }
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    // Colour only where the palette has the three mid colours that read at 4.5:1 or more on
    // both a black and a white background (Palette); elsewhere bold, dim and reverse only.
    usesColor = !noColor && has_colors() && start_color() == OK && nc_colors() >= 256
    if usesColor {
      use_default_colors()
      init_pair(Pair.meat.rawValue, Palette.meat.index, -1)
      init_pair(Pair.plant.rawValue, Palette.plant.index, -1)
      init_pair(Pair.muted.rawValue, Palette.muted.index, -1)
    }
    TerminalRestore.install()
    // Pasted text arrives between ESC[200~ and ESC[201~, so it can be told from typed keys.
    send(Self.pasteOn)
  }

  private static let pasteOn = "\u{1B}[?2004h"
  private static let pasteOff = "\u{1B}[?2004l"

  /// Writes a mode change ncurses does not know about straight to the terminal.
  private func send(_ sequence: String) {
    fputs(sequence, tty)
    fflush(tty)
  }

  /// The terminal's size now.
  public var size: TerminalSize {
    TerminalSize(columns: Int(nc_getmaxx(nc_stdscr())), rows: Int(nc_getmaxy(nc_stdscr())))
  }

  /// Waits for a key, at most `milliseconds` (for ever when negative): a resize arrives as
  /// `.resize`, the end of the wait as `.tick`, a paste as `.paste`. Ctrl-Z (and SIGTSTP from
  /// outside) suspends the program here and comes back as `.resize`, since the terminal may
  /// have changed while it was stopped.
  public func readEvent(waitingAtMost milliseconds: Int32 = -1) -> KeyDecoder.Event {
    let window = nc_stdscr()
    wait = milliseconds
    wtimeout(window, milliseconds)
    let input = readInput()
    if TerminalRestore.takeSuspendRequest() || input == .character(26) {
      suspend()
      return .resize
    }
    switch input {
    case .functionKey(let code):
      if code == KEY_MOUSE { return readMouse() }
      return KeyDecoder.decode(functionKey: code, codes: Self.codes)
    case .character(27):
      return readEscapeSequence()
    case .character(let value):
      return KeyDecoder.decode(character: value)
    case .nothing:
      // The wait ended, a signal interrupted the read, or the terminal is gone (then reading
      // again would spin for ever).
      var modes = termios()
      return tcgetattr(fileno(tty), &modes) == 0 ? .tick : .closed
    }
  }

  /// What one read gives: a character, a key that ncurses decoded (its KEY_ code), or nothing
  /// within the wait.
  private enum Input: Equatable {
    case character(UInt32)
    case functionKey(Int32)
    case nothing
  }

  /// Reads bytes (`wgetch`, not `wget_wch`) until they make a character, ncurses gives a key,
  /// or the wait ends. A character half read when the wait ends is finished, or dropped, by
  /// the bytes of the next read.
  private func readInput() -> Input {
    if let value = pushedBack {
      pushedBack = nil
      return .character(value)
    }
    let window = nc_stdscr()
    while true {
      let code = wgetch(window)
      if code == ERR { return .nothing }
      guard let byte = UInt8(exactly: code) else {
        characters.reset()
        if code == KEY_RESIZE { takeWindowSize() }
        return .functionKey(code)
      }
      if let scalar = characters.take(byte) { return .character(scalar.value) }
    }
  }

  /// The wait `readEvent` was asked for, put back after an escape sequence's short one.
  private var wait: Int32 = -1

  /// Gives the terminal back, stops the process as job control expects, and on `fg` takes the
  /// terminal again at its size now; the next paint redraws everything.
  public func suspend() {
    send(Self.pasteOff)
    endwin()
    TerminalRestore.stopProcess()
    // Running again: the next refresh puts ncurses' modes back; the paste mode is ours to restore.
    send(Self.pasteOn)
    takeWindowSize()
    invalidate()
    wrefresh(nc_stdscr())
  }

  /// Gives ncurses the window's size as the terminal says it now. ncurses measures a resize
  /// itself, but the screen `newterm` makes forgets `use_tioctl` (ncurses 6.4 copies
  /// `use_env` alone to it), so with `use_env(false)` it took terminfo's 80x24 at every resize.
  private func takeWindowSize() {
    var size = winsize()
    if ioctl(fileno(tty), UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
      resize_term(Int32(size.ws_row), Int32(size.ws_col))
    }
  }

  /// An Esc that ncurses did not match to a key: either Esc itself, or the start of a
  /// sequence terminfo does not name. What follows is read at once (a terminal sends a
  /// sequence in one write) and decoded, or dropped whole.
  private func readEscapeSequence() -> KeyDecoder.Event {
    let window = nc_stdscr()
    wtimeout(window, 5)
    defer { wtimeout(window, wait) }
    var text: [UInt32] = []
    reading: while !KeyDecoder.isComplete(text), text.count < 32 {
      switch readInput() {
      case .functionKey(let code):
        if code == KEY_MOUSE { return readMouse() }
        break reading
      case .nothing:
        break reading
      case .character(let value):
        // Esc then a key that starts no sequence (Esc pressed, then "?"): both keys count.
        if text.isEmpty, value != 0x5B, value != 0x4F {
          pushedBack = value
          return .key(.escape)
        }
        text.append(value)
      }
    }
    if text.isEmpty { return .key(.escape) }
    if text == KeyDecoder.pasteStart { return readPaste() }
    return KeyDecoder.decode(escapeSequence: text)
  }

  /// The text of a bracketed paste, up to its closing sequence. A terminal sends a paste in
  /// quick writes; if the end never comes, a second of silence ends it. Only the first
  /// characters are kept (the field keeps fewer still), but all of it is read, so none of it
  /// is left to be taken as keys.
  private func readPaste() -> KeyDecoder.Event {
    let window = nc_stdscr()
    wtimeout(window, 1000)
    defer { wtimeout(window, wait) }
    let end = KeyDecoder.pasteEnd
    var kept: [UInt32] = []
    func keep(_ value: UInt32) { if kept.count < 4 * MainScreenState.maximumQueryLength { kept.append(value) } }
    // The last characters wait here until they are known not to be the closing sequence.
    var tail: [UInt32] = []
    reading: while true {
      switch readInput() {
      case .functionKey: continue  // a sequence ncurses took for a key: not text
      case .nothing:
        tail.forEach(keep)
        break reading
      case .character(let value):
        tail.append(value)
        if tail == end { break reading }
        if tail.count == end.count { keep(tail.removeFirst()) }
      }
    }
    return .paste(KeyDecoder.pastedText(kept))
  }

  private func readMouse() -> KeyDecoder.Event {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return .ignored }
    let state = event.bstate
    let kind: MouseEvent.Kind
    if state & nc_button4_pressed() != 0 {
      kind = .wheelUp
    } else if state & nc_button5_pressed() != 0 {
      kind = .wheelDown
    } else if state & (nc_button1_pressed() | nc_button1_clicked()) != 0 {
      kind = .press
    } else if state & nc_button1_released() != 0 {
      kind = .release
    } else {
      return .ignored
    }
    return .mouse(MouseEvent(kind, column: Int(event.x), row: Int(event.y)))
  }

  private static let codes: KeyDecoder.Codes = {
    var codes = KeyDecoder.Codes(
      up: KEY_UP, down: KEY_DOWN, left: KEY_LEFT, right: KEY_RIGHT, home: KEY_HOME, end: KEY_END,
      pageUp: KEY_PPAGE, pageDown: KEY_NPAGE, backspace: KEY_BACKSPACE, delete: KEY_DC, enter: KEY_ENTER,
      backTab: KEY_BTAB, resize: KEY_RESIZE)
    codes.insert = KEY_IC
    codes.f1 = nc_key_f(1)
    codes.mouse = KEY_MOUSE
    (codes.keypadHome, codes.keypadEnd, codes.keypadPageUp, codes.keypadPageDown) = (KEY_A1, KEY_C1, KEY_A3, KEY_C3)
    (codes.find, codes.select) = (KEY_FIND, KEY_SELECT)
    return codes
  }()

  /// Paints a frame, sending only the cells that changed since the last one.
  public func paint(_ frame: Frame) {
    let window = nc_stdscr()
    if painted?.size != frame.size {
      werase(window)
      painted = nil
    }
    for row in 0..<frame.size.rows {
      var column = 0
      while column < frame.size.columns {
        guard changed(frame, row, column) else {
          column += 1
          continue
        }
        // A run of changed cells of one style, written with one call.
        let style = frame.cells[row][column].style
        var text: [wchar_t] = []
        let start = column
        while column < frame.size.columns, changed(frame, row, column), frame.cells[row][column].style == style {
          let cell = frame.cells[row][column]
          if cell.width > 0 {
            text += cell.character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
          }
          column += max(1, cell.width)
        }
        nc_wattrset(window, attributes(style))
        mvwaddnwstr(window, Int32(row), Int32(start), text, Int32(text.count))
      }
    }
    nc_wattrset(window, nc_a_normal())
    wrefresh(window)
    painted = frame
  }

  /// Whether the glyph at a cell differs from what is on the screen.
  private func changed(_ frame: Frame, _ row: Int, _ column: Int) -> Bool {
    guard let painted else { return true }
    let cell = frame.cells[row][column]
    if painted.cells[row][column] != cell { return true }
    // A wide character is one glyph with the cell after it.
    if cell.width == 2, column + 1 < frame.size.columns { return painted.cells[row][column + 1] != frame.cells[row][column + 1] }
    return false
  }

  private func attributes(_ style: CellStyle) -> attr_t {
    var attributes = nc_a_normal()
    if style.bold { attributes |= nc_a_bold() }
    if style.reverse { attributes |= nc_a_reverse() }
    if style.underline { attributes |= nc_a_underline() }
    // Titles and matches are bold (and underlined) in the terminal's own colour: the pairing
    // the user chose is the one that reads best.
    switch style.color {
    case .meat: if usesColor { attributes |= nc_color_pair(Pair.meat.rawValue) }
    case .plant: if usesColor { attributes |= nc_color_pair(Pair.plant.rawValue) }
    case .muted: attributes |= usesColor ? nc_color_pair(Pair.muted.rawValue) : nc_a_dim()
    case .accent, .match, .none: break
    }
    return attributes
  }

  /// Forgets what is on the screen, so that the next paint redraws everything.
  public func invalidate() {
    painted = nil
    clearok(nc_stdscr(), true)
  }

  /// Leaves full-screen mode and gives the terminal back as it was. Safe to call twice.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    send(Self.pasteOff)
    // What was typed or pasted and not read yet is dropped, not left for the shell to run.
    flushinp()
    tcflush(fileno(tty), TCIFLUSH)
    endwin()
    delscreen(screen)
    fclose(tty)
    TerminalRestore.uninstall()
  }
}
