import Foundation

/// The built nomeat-tui, beside this test bundle in the build folder.
enum Binary {
  static let path: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [bundle.appendingPathComponent("nomeat-tui").path]
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/nomeat-tui").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }()

  /// Runs the binary as a process, without a terminal.
  static func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> Subprocess.Result {
    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { $1 }
    return try Subprocess.run(path, arguments, environment: variables, input: stdin)
  }

  /// A shell command line that runs the binary with arguments, quoted for sh.
  static func command(_ arguments: String) -> String {
    "'\(path)' \(arguments)"
  }
}
