/// Why the full-screen app cannot start, said so that the user can fix it.
public enum TerminalError: Error, Equatable, CustomStringConvertible, Sendable {
  case notATerminal(String)
  case noTerminalType
  case dumbTerminal
  case unknownTerminalType(String)
  case noControllingTerminal

  public var description: String {
    switch self {
    case .notATerminal(let which):
      "\(which) is not a terminal; run nomeat-tui in a terminal, or use a subcommand such as 'nomeat-tui today' in scripts"
    case .noTerminalType:
      "TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)"
    case .dumbTerminal:
      "TERM=dumb cannot show the full-screen app; use a terminal such as xterm, or a subcommand such as 'nomeat-tui search'"
    case .unknownTerminalType(let name):
      "unknown terminal type TERM=\(name); set TERM to a type this system knows (for example xterm-256color)"
    case .noControllingTerminal:
      "cannot open /dev/tty; run nomeat-tui pick from a terminal"
    }
  }
}
