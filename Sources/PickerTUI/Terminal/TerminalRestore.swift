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
    let bytes = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)
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
    for number in signals + fatalSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&set, number) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
    for number in signals {
      signal(number) { caught in
        // endwin only writes the terminal's reset sequence and restores its modes: it is what
        // every curses program does here, and the process ends right after. Input not read
        // yet (the rest of a paste) is dropped, not left for the shell.
        endwin()
        TerminalRestore.endPasteModeAndDropInput()
        _exit(128 + caught)
      }
    }
    installSuspendHandler()
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

  /// Async-signal-safe: the saved modes back, unread input dropped and the reset bytes
  /// written, nothing else.
  private static func restoreAfterCrash() {
    let state = saved
    guard state.fd >= 0 else { return }
    var modes = state.modes
    tcflush(state.fd, TCIFLUSH)
    tcsetattr(state.fd, TCSANOW, &modes)
    if let reset = state.reset, let base = reset.baseAddress { _ = write(state.fd, base, reset.count) }
  }

  /// Async-signal-safe: bracketed paste off (endwin does not know it) and unread input dropped.
  private static func endPasteModeAndDropInput() {
    let fd = saved.fd
    guard fd >= 0 else { return }
    tcflush(fd, TCIFLUSH)
    let off: StaticString = "\u{1B}[?2004l"
    _ = write(fd, off.utf8Start, off.utf8CodeUnitCount)
  }

  static func uninstall() {
    for number in signals + fatalSignals + [SIGTSTP] { signal(number, SIG_DFL) }
  }

  // MARK: Job control

  /// Set by SIGTSTP from outside (`kill -TSTP`); Ctrl-Z itself arrives as a key, since raw mode
  /// turns signals off. Only the event loop may stop the program: ncurses cannot be called here.
  nonisolated(unsafe) private static var suspendRequested: sig_atomic_t = 0

  /// No SA_RESTART: the signal must interrupt the wait for a key, so that the loop sees it.
  private static func installSuspendHandler() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in TerminalRestore.suspendRequested = 1 }
    action.sa_flags = 0
    sigemptyset(&action.sa_mask)
    sigaction(SIGTSTP, &action, nil)
  }

  /// Whether a SIGTSTP came since the last call.
  static func takeSuspendRequest() -> Bool {
    defer { suspendRequested = 0 }
    return suspendRequested != 0
  }

  /// Stops the process's whole group with the default SIGTSTP action, as ncurses' own handler
  /// does, and returns once it is continued: under a wrapper (`sh -c`, `swift run`) stopping
  /// only this process left the wrapper waiting, so the shell never got its prompt back
  /// (issue 40). A group no shell controls (orphaned) is not stopped by the kernel.
  static func stopProcess() {
    signal(SIGTSTP, SIG_DFL)
    kill(0, SIGTSTP)
    installSuspendHandler()
    suspendRequested = 0
  }
}
