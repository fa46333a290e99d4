import Foundation
import Testing

/// A compiled catalog changed in place under a running `pick` (issue 20, fault 2; issue 38):
/// emptied, cut, or overwritten with random bytes of the same size, it used to kill pick (SIGBUS,
/// SIGSEGV), and once did so after it had been checked and settled, when pick mapped it for its
/// first frame. A program that runs for long now reads the compiled file whole, checked and
/// settled or not, so the change must change nothing, every time.
@Suite(
  "A compiled catalog changed under pick, in a real terminal",
  .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime"), "needs faketime (bash .ci/run installs it)"))
struct ChangedCacheEndToEndTests {
  /// Each damage as a shell command over FILE, done in place (the same inode, as the fault
  /// report did it), never by replacing the file.
  @Test(
    arguments: [
      "truncate -s 0 FILE", "truncate -s 4096 FILE",
      "head -c \"$(stat -c %s FILE)\" /dev/urandom | dd of=FILE conv=notrunc status=none",
    ], [false, true])
  func pickGoesOnAndTheNextStartRebuilds(damage: String, checkedAndSettled: Bool) throws {
    let cache = TemporaryFolder("nomeat-changed-cache")
    let environment = ["XDG_CACHE_HOME": cache.url.path]
    // The first run compiles the built-in catalog; pick then uses the compiled file.
    #expect(try Binary.run(["search", "beef"], environment: environment).status == 0)
    if checkedAndSettled {
      // A second run, a minute later by its clock (faketime, so that no test waits on the real
      // one), checks it whole and notes it settled. Stat times are left real (NO_FAKE_STAT).
      let later = try Subprocess.run(
        "/usr/bin/faketime", ["-f", "+60s", Binary.path, "search", "beef"],
        environment: ProcessInfo.processInfo.environment.merging(environment.merging(["NO_FAKE_STAT": "1"]) { $1 }) { $1 })
      #expect(later.status == 0, "\(later.stderr)")
    }
    let tmux = try Tmux(
      "\(Binary.command("pick")) > out.txt; echo $? > rc.txt; echo finished with $(cat rc.txt)", environment: environment)
    try tmux.waitFor("DAIRY")
    let folder = cache.url.path + "/nomeat"
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".catalog") })
    let path = folder + "/" + name
    let stamp = try Data(contentsOf: URL(fileURLWithPath: path + ".checked"))
    #expect(stamp.count == 56 && stamp[48] == (checkedAndSettled ? 1 : 0), "the note says whether pick may map the file")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    let command = damage.replacingOccurrences(of: "FILE", with: "'\(path)'")
    #expect(try Subprocess.run("/bin/sh", ["-c", command], environment: [:]).status == 0)
    try tmux.type("tiger prawn")
    try tmux.waitFor("1 of")
    try tmux.send("Enter")
    try tmux.waitFor("finished with")
    #expect(tmux.read("rc.txt") == "0\n")
    #expect(tmux.read("out.txt") == "Some Shrimp\n")
    // The next start finds the file damaged and compiles it again.
    let again = try Binary.run(["search", "tiger prawn"], environment: environment)
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("Shrimp"), "\(again.stdout)")
    #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == size, "rebuilt whole")
  }
}
