import CNcurses
import Foundation

/// Signal handlers that give the terminal back before the process dies: SIGINT, SIGTERM and
/// SIGHUP end the program with 128 + the signal's number, never in raw mode; a crash (SIGQUIT,
/// SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS) restores the terminal too, then dies of the same
/// signal, so the shell and any core dump still see what happened.
enum TerminalRestore {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let fatalSignals: [Int32] = [SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS]

  /// What a crash handler may touch: set once before the handlers exist, then only read.
  /// A handler for a crash cannot call ncurses (it may be what crashed), only write(2) and
  /// tcsetattr(3), which are async-signal-safe.
  private struct Saved {
    var fd: Int32 = -1
    var modes = termios()
    /// Leave the alternate screen, show the cursor, plain attributes.
    var reset: UnsafeMutableBufferPointer<UInt8>?
  }
  nonisolated(unsafe) private static var saved = Saved()

  /// Remembers the terminal's modes as the shell left them; call before ncurses changes them.
  static func remember(fd: Int32) {
    var modes = termios()
    guard tcgetattr(fd, &modes) == 0 else { return }
    let bytes = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    saved.reset.map { $0.deallocate() }
    saved = Saved(fd: fd, modes: modes, reset: buffer)
  }

  static func install() {
    // A parent may hand down a blocked signal mask (test runners and some launchers do): these
    // signals, and SIGWINCH that ncurses turns into KEY_RESIZE, must reach this process.
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals + fatalSignals + [SIGWINCH] { sigaddset(&set, number) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
    for number in signals {
      signal(number) { caught in
        // endwin only writes the terminal's reset sequence and restores its modes: it is what
        // every curses program does here, and the process ends right after.
        endwin()
        _exit(128 + caught)
      }
    }
    for number in fatalSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { caught in
        TerminalRestore.restoreAfterCrash()
        // SA_RESETHAND put the default action back: this raise ends the process with the signal.
        raise(caught)
      }
      // Reset to the default on entry, and do not block the signal, so raising it kills at once.
      action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | Int32(SA_NODEFER)
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  /// Async-signal-safe: the saved modes back and the reset bytes written, nothing else.
  private static func restoreAfterCrash() {
    let state = saved
    guard state.fd >= 0 else { return }
    var modes = state.modes
    tcsetattr(state.fd, TCSANOW, &modes)
    if let reset = state.reset, let base = reset.baseAddress { _ = write(state.fd, base, reset.count) }
  }

  static func uninstall() {
    for number in signals + fatalSignals { signal(number, SIG_DFL) }
  }
}
