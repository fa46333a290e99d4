import CNcurses
import Foundation

/// Signal handlers that give the terminal back before the process dies: SIGINT, SIGTERM and
/// SIGHUP end the program with 128 + the signal's number, never in raw mode.
enum TerminalRestore {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  static func install() {
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
