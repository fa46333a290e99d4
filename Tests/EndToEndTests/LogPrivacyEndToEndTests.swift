import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A food log is health data: the log, the -wal and -shm beside it are the user's alone (0600)
/// and so is nomeat's folder (0700), whatever the umask; a log others could read is made
/// private when it is next opened, and that is said once (issue 38, fault 4).
@Suite("The meal log is private")
struct LogPrivacyTests {
  let folder = TemporaryFolder("nomeat-privacy")
  var data: String { folder.path + "/data" }
  var log: String { data + "/nomeat/nomeat.sqlite3" }

  /// Runs nomeat-tui under sh with `umask`, the log in its default place in the test's folder.
  func run(_ arguments: String, umask: String = "022") throws -> Subprocess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment.merge(["NOMEAT_DB": "", "XDG_DATA_HOME": data]) { $1 }
    return try Subprocess.run("/bin/sh", ["-c", "umask \(umask); exec \(Binary.command(arguments))"], environment: environment)
  }

  /// A file's permissions in octal, as `ls -l` and `chmod` write them ("none" if it is missing).
  func mode(_ path: String) -> String {
    guard let bits = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int else { return "none" }
    return String(bits, radix: 8)
  }

  func note(_ path: String) -> String {
    "nomeat-tui: made the meal log private (other users had access to it): \(path)\n"
  }

  @Test(arguments: ["022", "002", "000"])
  func aNewLogAndItsFolderAreTheUsersAlone(umask: String) throws {
    let added = try run("add tofu", umask: umask)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stderr.isEmpty)
    #expect(mode(log) == "600")
    #expect(mode(data + "/nomeat") == "700")
  }

  /// SQLite makes -wal and -shm, while the log is open, with the log's own permissions.
  @Test(.enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
  func theFilesBesideAnOpenLogAreTheUsersAlone() throws {
    let tmux = try Tmux("umask 022; \(Binary.command("")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.send("a")
    try tmux.waitFor("Added Some Milk")
    let log = tmux.folder.path + "/nomeat/nomeat.sqlite3"
    #expect([mode(log), mode(log + "-wal"), mode(log + "-shm"), mode(tmux.folder.path + "/nomeat")] == ["600", "600", "600", "700"])
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
  }

  /// As a build before issue 38 left it: 0644 in a 0755 folder, a -wal after a crash.
  @Test func aLogOthersCouldReadIsMadePrivateAndThatIsSaidOnce() throws {
    #expect(try run("add tofu").status == 0)
    chmod(log, 0o644)
    chmod(data + "/nomeat", 0o755)
    #expect(FileManager.default.createFile(atPath: log + "-wal", contents: nil, attributes: [.posixPermissions: 0o644]))
    let first = try run("today")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr == note(log))
    #expect([mode(log), mode(log + "-wal"), mode(data + "/nomeat")] == ["600", "600", "700"])
    let second = try run("today")
    #expect(second.stderr.isEmpty, "said once: \(second.stderr)")
  }

  /// A log named by --db lives in a folder of the user's: the log is made private, the folder
  /// left as the user made it.
  @Test func aLogGivenByPathIsMadePrivateButNotItsFolder() throws {
    let own = folder.path + "/mine"
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    let db = own + "/food.sqlite3"
    #expect(try run("add tofu --db '\(db)'").stderr.isEmpty)
    #expect([mode(db), mode(own)] == ["600", "755"])
    chmod(db, 0o664)
    #expect(try run("today --db '\(db)'").stderr == note(db))
    #expect([mode(db), mode(own)] == ["600", "755"])
  }

  /// A file that is not a meal log is refused as it was, its permissions too.
  @Test func aFileThatIsNotALogKeepsItsPermissions() throws {
    let notes = folder.path + "/notes.txt"
    #expect(FileManager.default.createFile(atPath: notes, contents: Data("my notes\n".utf8), attributes: [.posixPermissions: 0o644]))
    let result = try run("today --db '\(notes)'")
    #expect(result.status == 2)
    #expect(!result.stderr.contains("private"), "\(result.stderr)")
    #expect(mode(notes) == "644")
  }
}
