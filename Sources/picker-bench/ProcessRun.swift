import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One whole process, timed from spawn to exit, with its peak memory from the kernel
/// (wait4's ru_maxrss): how a person running the command meets it.
struct ProcessRun {
  var milliseconds: Double
  var peakMegabytes: Double
  var status: Int32

  /// Runs `executable` with `arguments`, stdin from `input` (or /dev/null), stdout and stderr
  /// to /dev/null, in `environment`.
  static func run(_ executable: String, _ arguments: [String], input: String? = nil, environment: [String: String]) -> ProcessRun {
    // Through GNU time: a child's ru_maxrss starts at its parent's (Linux keeps it across
    // exec), so only a small parent such as time(1) gives the program's own peak.
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("picker-bench-time-\(getpid())").path
    defer { unlink(report) }
    var run = spawn("/usr/bin/time", ["-o", report, "-f", "%M", executable] + arguments, input: input, environment: environment)
    if let text = try? String(contentsOfFile: report, encoding: .utf8),
      let kilobytes = text.split(separator: "\n").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
    {
      run.peakMegabytes = kilobytes / 1024
    }
    return run
  }

  private static func spawn(_ executable: String, _ arguments: [String], input: String?, environment: [String: String]) -> ProcessRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
      return ProcessRun(milliseconds: 0, peakMegabytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    return ProcessRun(milliseconds: elapsed, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
  }

  /// The median run of `count` (by time), and the highest peak memory among them.
  static func median(of count: Int, _ body: () -> ProcessRun) -> ProcessRun {
    let runs = (0..<count).map { _ in body() }.sorted { $0.milliseconds < $1.milliseconds }
    var middle = runs[runs.count / 2]
    middle.peakMegabytes = runs.map(\.peakMegabytes).max() ?? 0
    return middle
  }
}
