import Foundation
import Testing

/// `nomeat-tui manual` renders as a manual page (issue 40): through `man -l` where man is
/// installed, else groff, with no roff warning, and it names every command.
@Suite("Command line: the manual page")
struct ManualPageTests {
  let folder = TemporaryFolder("nomeat-manual")

  @Test func theManualRendersAndNamesEveryCommand() throws {
    let page = try Binary.run(["manual"])
    #expect(page.status == 0 && page.stdout.hasPrefix(".TH NOMEAT-TUI 1"), "\(page)")
    let file = folder.appendingPathComponent("nomeat-tui.1")
    try Data(page.stdout.utf8).write(to: file)
    let environment = ProcessInfo.processInfo.environment.merging([
      "MANWIDTH": "100", "MAN_KEEP_FORMATTING": "",
    ]) { $1 }
    let man = FileManager.default.isExecutableFile(atPath: "/usr/bin/man")
    let rendered =
      man
      ? try Subprocess.run("/usr/bin/man", ["-l", file.path], environment: environment)
      : try Subprocess.run(
        "/usr/bin/groff", ["-man", "-Tutf8", "-ww", file.path], environment: environment)
    #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(rendered.stderr)")
    // Overstrikes (bold) gone and justified spaces made single, so that words can be found.
    let text = rendered.stdout.replacingOccurrences(
      of: ".\u{8}", with: "", options: .regularExpression
    )
    .replacingOccurrences(of: " +", with: " ", options: .regularExpression)
    let commands = try Binary.run(["complete", "--", ""]).stdout.split(separator: "\n")
    #expect(commands.count > 20)
    for command in commands {
      #expect(text.contains("nomeat-tui \(command)"), "the manual names \(command)")
    }
    #expect(text.contains("EXIT STATUS") && text.contains("NOMEAT_DB"))
  }

  @Test func theManualTakesNothing() throws {
    let extra = try Binary.run(["manual", "extra"])
    #expect(extra.status == 2 && extra.stdout.isEmpty, "\(extra)")
  }
}
