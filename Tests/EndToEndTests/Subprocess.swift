import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program with posix_spawn and waitpid. Foundation's Process can leave the test
/// waiting on a child that has exited (seen with tmux, whose server forks away), so the end-to-
/// end tests start their programs themselves.
enum Subprocess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The child's peak resident memory (`ru_maxrss` from wait4), in kB.
    var peakKilobytes: Int = 0
  }

  /// Runs `path` with `arguments`; stdin from `input` (or /dev/null), stdout and stderr read
  /// through pipes when `capture` is set, else sent to /dev/null.
  static func run(_ path: String, _ arguments: [String], environment: [String: String], input: String? = nil, capture: Bool = true) throws -> Result {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    if capture {
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
      posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // The child starts with no signal blocked and default handlers, whatever this test
    // runner's thread had: tmux hands both down to the program under test.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(inPipe[0])
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else {
      [inPipe[1], outPipe[0], errPipe[0]].forEach { close($0) }
      throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)
    }
    if let input { _ = input.utf8CString.withUnsafeBufferPointer { write(inPipe[1], $0.baseAddress, $0.count - 1) } }
    close(inPipe[1])
    var out = Data()
    var err = Data()
    if capture {
      // Read both until they close; stderr on a thread of its own so that neither can fill up.
      nonisolated(unsafe) var errData = Data()
      let errFD = errPipe[0]
      let reader = Thread { errData = readAll(errFD) }
      reader.start()
      out = readAll(outPipe[0])
      while !reader.isFinished { usleep(500) }
      err = errData
    }
    close(outPipe[0])
    close(errPipe[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: code, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      peakKilobytes: Int(usage.ru_maxrss))
  }

  private static func readAll(_ fd: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    return data
  }
}
