import Foundation

/// The program: the first word picks the command; every way out is an exit code of DESIGN.md.
let words = Array(CommandLine.arguments.dropFirst())
do {
  let code = try Dispatcher.run(words)
  exit(code.rawValue)
} catch {
  FileHandle.standardError.write(Data("nomeat-tui: \(error.description)\n".utf8))
  exit(ExitCode.badInput.rawValue)
}
