import CNcurses
import Foundation

/// Signal handlers that give the terminal back before the process dies: SIGINT, SIGTERM and
/// SIGHUP end the program with 128 + the signal's number, never in raw mode.
enum TerminalRestore {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  static func install() {
    // A parent may hand down a blocked signal mask (test runners and some launchers do): these
    // signals, and SIGWINCH that ncurses turns into KEY_RESIZE, must reach this process.
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals + [SIGWINCH] { sigaddset(&set, number) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
    for number in signals {
      signal(number) { caught in
        // endwin only writes the terminal's reset sequence and restores its modes: it is what
        // every curses program does here, and the process ends right after.
        endwin()
        _exit(128 + caught)
      }
    }
  }

  static func uninstall() {
    for number in signals { signal(number, SIG_DFL) }
  }
}
