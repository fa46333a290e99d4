import Foundation
import NomeatCommands

#if canImport(Glibc)
  import Glibc
#endif

/// The program: the first word picks the command; every way out is an exit code of docs/DESIGN.md.
StandardStreams.reserve()
let words = Array(CommandLine.arguments.dropFirst())
do {
  let code = try Dispatcher.run(words)
  try StandardStreams.finishOutput()
  exit(code.rawValue)
} catch {
  StandardStreams.error(error.description)
  exit(ExitCode.badInput.rawValue)
}
