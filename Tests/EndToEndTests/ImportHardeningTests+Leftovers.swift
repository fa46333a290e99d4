import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `kill -9` during a long import left its temporary file (18-75 MB for Open Food Facts) in the
/// imports folder for ever (issue 38, fault 3): the next import removes it, and nothing that a
/// live import is writing.
extension ImportHardeningTests {
  /// A file of 4 KB in the imports folder, last written `age` seconds ago (ahead of now when
  /// negative).
  @discardableResult
  func plant(_ name: String, writtenSecondsAgo age: TimeInterval) throws -> String {
    let path = imports + "/" + name
    try Data(repeating: 0x7B, count: 4096).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
    return path
  }

  /// A pid no process has: the kernel gives out pids below pid_max.
  var pidThatIsNotRunning: pid_t {
    let text = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)) ?? ""
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 4_194_304
  }

  @Test func anImportRemovesTheTemporariesOfKilledImportsAndNothingBeingWritten() throws {
    try FileManager.default.createDirectory(atPath: imports, withIntermediateDirectories: true)
    // Left by killed imports: one of an earlier build, which named no pid, and one whose
    // process is gone (written "later" than the import starts, so that only its pid tells).
    try plant(".off.json.tmp", writtenSecondsAgo: 3600)
    try plant(".off.json.\(pidThatIsNotRunning).tmp", writtenSecondsAgo: -3600)
    // Being written by a live import (this test's process): one it has locked, however old,
    // and one it has just made.
    let locked = try plant(".big.json.\(getpid()).tmp", writtenSecondsAgo: 3600)
    let descriptor = open(locked, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX) == 0)
    try plant(".new.json.\(getpid()).tmp", writtenSecondsAgo: -3600)
    // Not named as an import's temporary.
    try plant(".notes.tmp", writtenSecondsAgo: 3600)
    try plant("off.json.tmp", writtenSecondsAgo: 3600)

    let imported = try run(["import", "csv", try csv("farm.csv", ["Zebu steak,Meat,70.5,200,25"])])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported 1 food in 1 section as 'farm'\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: imports).sorted()
    #expect(left == [".big.json.\(getpid()).tmp", ".new.json.\(getpid()).tmp", ".notes.tmp", "farm.json", "off.json.tmp"])
    #expect(try run(["search", "zebu"]).stdout.hasPrefix("Zebu steak\t"))
  }
}
