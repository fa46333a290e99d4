import Foundation
import Testing

/// `Tools/install.sh PREFIX` into a temporary prefix (issue 40), given the debug binary through
/// NOMEAT_BINARY so that the test needs no release build: a working nomeat-tui, its manual page
/// and the three completions, each where its shell looks.
@Suite("Install script")
struct InstallScriptTests {
  let folder = TemporaryFolder("nomeat-install")

  @Test func installsTheBinaryTheManualAndTheCompletions() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let prefix = folder.appendingPathComponent("prefix with space").path
    let environment = ProcessInfo.processInfo.environment.merging(["NOMEAT_BINARY": Binary.path]) {
      $1
    }
    let install = try Subprocess.run(
      "/bin/bash", [root.appendingPathComponent("Tools/install.sh").path, prefix],
      environment: environment)
    #expect(install.status == 0 && install.stdout.contains("installed nomeat-tui"), "\(install)")
    let version = try Subprocess.run(
      "\(prefix)/bin/nomeat-tui", ["--version"], environment: environment)
    #expect(version.status == 0 && version.stdout.hasPrefix("nomeat-tui "), "\(version)")
    let files = [
      "share/man/man1/nomeat-tui.1", "share/bash-completion/completions/nomeat-tui",
      "share/zsh/site-functions/_nomeat-tui", "share/fish/vendor_completions.d/nomeat-tui.fish",
    ]
    for file in files {
      let size =
        (try? FileManager.default.attributesOfItem(atPath: "\(prefix)/\(file)")[.size] as? Int) ?? 0
      #expect(size > 100, "\(file) installed")
    }
  }
}
