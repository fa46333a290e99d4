import Foundation
import Testing

/// A private tmux server running one command in a window of a given size: the real binary in
/// a real terminal. The screen is read with capture-pane and polled until the expected text
/// appears, with a deadline, instead of sleeping a fixed time.
final class Tmux {
  let socket: String
  let folder: URL
  private static let counter = Counter()
  /// The cache folder the sessions of this test process share (written by rename, so safe to
  /// share), removed when the process exits, whether its tests passed or failed: every run
  /// used to leave one behind (issue 38, fault 5).
  static let sharedCache: String = {
    atexit { try? FileManager.default.removeItem(atPath: Tmux.sharedCache) }
    return FileManager.default.temporaryDirectory.appendingPathComponent("nomeat-e2e-cache-\(getpid())").path
  }()

  /// Starts `command` (run by sh) in a detached window.
  init(_ command: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
    socket = "nomeat-e2e-\(getpid())-\(Self.counter.next())"
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // One compiled-catalog cache for every session of this test run: each fresh one would
    // compile the built-in FNDDS tier again (a second or more in a debug build) before drawing.
    var variables = [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": folder.path, "XDG_DATA_HOME": folder.path,
      "XDG_CACHE_HOME": Self.sharedCache,
    ]
    variables.merge(environment) { $1 }
    // The command runs in this session's own folder: its files (out.txt, rc.txt) land there.
    var arguments = ["new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", "-c", folder.path]
    for (name, value) in variables.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
    // The window closes when the command ends unless told otherwise: keep it to read the end.
    try run(arguments + ["sh -c '\(command.replacingOccurrences(of: "'", with: "'\\''"))'; sleep 600"], capture: false)
    try run(["set-option", "-t", "t", "escape-time", "0"], capture: false)
  }

  deinit {
    _ = try? run(["kill-server"], capture: false)
    // tmux leaves its socket file behind; it lives in $TMUX_TMPDIR (or /tmp)/tmux-UID/NAME.
    let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(base)/tmux-\(getuid())/\(socket)")
    try? FileManager.default.removeItem(at: folder)
  }

  /// Sends `signal` to the process whose pid the command wrote to pid.txt (waiting for the
  /// file); never to 0, 1 or a pid that cannot be read, which would hit the test runner's
  /// process group or init.
  func signal(_ signal: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let deadline = Date().addingTimeInterval(15)
    var text = ""
    while Date() < deadline {
      text = read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)
      if !text.isEmpty { break }
      usleep(30_000)
    }
    guard let pid = pid_t(text), pid > 1 else {
      Issue.record("no pid to signal in pid.txt: '\(text)'", sourceLocation: sourceLocation)
      return
    }
    kill(pid, signal)
  }

  /// Types keys by tmux name: Up Down Left Right Escape Enter BSpace Tab BTab PPage NPage C-c.
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", "t"] + keys, capture: false)
  }

  /// Types text literally (UTF-8 too).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "t", "-l", text], capture: false)
  }

  /// Sends bytes as they are, UTF-8 or not (tmux's -H): what an old terminal or a stray key sends.
  func sendBytes(_ bytes: [UInt8]) throws {
    try run(["send-keys", "-t", "t", "-H"] + bytes.map { String($0, radix: 16) }, capture: false)
  }

  /// Pastes text as a terminal does: line feeds sent as carriage returns, and wrapped in the
  /// bracketed-paste markers when the program asked for them (tmux's -p).
  func paste(_ text: String) throws {
    try run(["set-buffer", "-b", "paste", "--", text], capture: false)
    try run(["paste-buffer", "-p", "-d", "-b", "paste", "-t", "t"], capture: false)
  }

  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "t", "-x", "\(columns)", "-y", "\(rows)"], capture: false)
  }

  /// The screen as text, one string a row.
  func screen(withEscapes: Bool = false) throws -> [String] {
    let text = try run(["capture-pane", "-p", "-t", "t"] + (withEscapes ? ["-e"] : []))
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Waits until the screen satisfies `condition`, and returns it; fails the test at the deadline.
  @discardableResult
  func waitFor(
    _ what: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var last: [String] = []
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      usleep(30_000)
    }
    Issue.record("timed out waiting for \(what); the screen was:\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return last
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    try waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.joined(separator: "\n").contains(text) }
  }

  /// A file in this session's folder, for a command's output.
  func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

  /// The text of a file the command wrote in the session's folder, or "" if there is none.
  func read(_ name: String) -> String {
    (try? String(contentsOf: file(name), encoding: .utf8)) ?? ""
  }

  @discardableResult
  private func run(_ arguments: [String], capture: Bool = true) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment.removeValue(forKey: "TMUX")
    // The panes inherit the server's environment: what the test runner set (swift test sets
    // NO_COLOR when its output is not a terminal) must not leak into the app under test.
    for name in ["NO_COLOR", "COLORTERM", "LINES", "COLUMNS", "NOMEAT_DB"] { environment.removeValue(forKey: name) }
    // Only a command that prints gets a pipe: the server that new-session starts would hold
    // it open for as long as it lives.
    return try Subprocess.run(Self.tmuxPath, ["-L", socket, "-f", "/dev/null"] + arguments, environment: environment, capture: capture).stdout
  }

  static let tmuxPath: String = {
    for folder in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/tmux") {
      return folder + "/tmux"
    }
    return "/usr/bin/tmux"
  }()

  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: tmuxPath) }

  final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}
