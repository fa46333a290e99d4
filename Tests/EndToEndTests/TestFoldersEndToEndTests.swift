import Foundation
import Testing

/// Every folder the terminal tests make is removed, whether they pass or fail: each run used
/// to leave its sessions' shared cache folder in /tmp (issue 38, fault 5). A session's tests
/// are run here in a child process of this test bundle, with a temporary folder of their own
/// (TMPDIR), which must be empty when the child has exited.
@Suite("The terminal tests' own folders", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct TestFoldersEndToEndTests {
  /// Set for the child process only: it runs `aSessionInTheChildProcess`, which fails when
  /// the value is "fail".
  static let child = "NOMEAT_E2E_CHILD"

  @Test(arguments: ["pass", "fail"])
  func aRunOfTerminalTestsLeavesNoFolderBehind(outcome: String) throws {
    let temporary = TemporaryFolder("nomeat-e2e-tmpdir")
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    environment[Self.child] = outcome
    let filter = ["--filter", "TestFoldersEndToEndTests/aSessionInTheChildProcess"]
    let run = try Subprocess.run(CommandLine.arguments[0], ["--testing-library", "swift-testing"] + filter, environment: environment)
    #expect((run.status == 0) == (outcome == "pass"), "\(run.stderr)")
    #expect(run.stderr.contains("Test run with 1 test"), "the child ran the session: \(run.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    #expect(left == [], "left behind by the child")
  }

  /// The app in a session of its own, as every terminal test starts it.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[child] != nil, "run by aRunOfTerminalTestsLeavesNoFolderBehind"))
  func aSessionInTheChildProcess() throws {
    let tmux = try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
    if ProcessInfo.processInfo.environment[Self.child] == "fail" { Issue.record("failing, as asked") }
  }
}
