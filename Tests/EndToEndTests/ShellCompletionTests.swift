import Foundation
import Testing

/// `nomeat-tui completion` loaded into a real bash, completing as a person's TAB would
/// (issue 40): the function is called with COMP_WORDS and COMP_CWORD set, as bash sets them.
@Suite("Command line: shell completions")
struct ShellCompletionTests {
  let folder = TemporaryFolder("nomeat-completion")

  /// Runs a bash script with the binary's folder first on PATH and the completion loaded.
  func bash(_ script: String) throws -> Subprocess.Result {
    let bin = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
    let path = "\(bin):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")"
    let db = folder.appendingPathComponent("log.sqlite3").path
    let setup = "export PATH='\(path)'; source <(nomeat-tui completion bash) || exit 3\n"
    return try Subprocess.run(
      "/bin/bash", ["-c", setup + script],
      environment: ProcessInfo.processInfo.environment.merging(["NOMEAT_DB": db]) { $1 })
  }

  func completions(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let result = try bash(
      "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _nomeat_tui; printf '%s\\n' \"${COMPREPLY[@]}\""
    )
    #expect(result.status == 0, "\(result)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test func bashLoadsTheCompletion() throws {
    let result = try bash("complete -p nomeat-tui")
    #expect(result.status == 0 && result.stdout.contains("-F _nomeat_tui nomeat-tui"), "\(result)")
  }

  @Test func bashCompletesAFoodName() throws {
    let foods = try completions(["nomeat-tui", "add", "sal"])
    #expect(foods.contains { $0.hasPrefix("Sal") }, "\(foods)")
  }

  @Test func bashCompletesCommandsOptionsAndValues() throws {
    #expect(try completions(["nomeat-tui", "hist"]) == ["history"])
    #expect(try completions(["nomeat-tui", "add", "--qu"]) == ["--quantity"])
    #expect(
      try completions(["nomeat-tui", "add", "tofu", "--meal", ""]) == [
        "breakfast", "lunch", "dinner", "snack",
      ])
    #expect(try completions(["nomeat-tui", "target", "set", "prot"]) == ["protein"])
    #expect(try completions(["nomeat-tui", "meat", "--set", "red"]).contains("red-meat"))
    #expect(try completions(["nomeat-tui", "completion", ""]) == ["bash", "zsh", "fish"])
  }

  /// Every command in the table is offered, and each one answers --help.
  @Test func everyCommandIsCompletedAndHasHelp() throws {
    let offered = try Binary.run(["complete", "--", ""]).stdout.split(separator: "\n").map(
      String.init)
    #expect(
      offered.contains("add") && offered.contains("recipe") && offered.contains("completion"),
      "\(offered)")
    for command in offered {
      let help = try Binary.run([command, "--help"])
      #expect(
        help.status == 0 && help.stdout.contains("usage: nomeat-tui"), "\(command) --help: \(help)")
    }
  }

  /// zsh and fish are tested where installed; elsewhere their scripts are checked as text.
  @Test func zshAndFishScripts() throws {
    let zsh = try Binary.run(["completion", "zsh"])
    #expect(
      zsh.status == 0 && zsh.stdout.hasPrefix("#compdef nomeat-tui")
        && zsh.stdout.contains("complete --"), "\(zsh)")
    let fish = try Binary.run(["completion", "fish"])
    #expect(
      fish.status == 0 && fish.stdout.contains("complete -c nomeat-tui")
        && fish.stdout.contains("complete --"), "\(fish)")
    let unknown = try Binary.run(["completion", "tcsh"])
    #expect(unknown.status == 2 && unknown.stderr.contains("bash, zsh and fish"), "\(unknown)")
    for shell in ["zsh", "fish"]
    where FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)") {
      let script =
        shell == "zsh"
        ? "autoload -Uz compinit && compinit -u; source <(\(Binary.command("completion zsh")))"
        : "\(Binary.command("completion fish")) | source"
      let loaded = try Subprocess.run(
        "/usr/bin/\(shell)", ["-c", script], environment: ProcessInfo.processInfo.environment)
      #expect(loaded.status == 0, "\(shell): \(loaded)")
    }
  }
}

extension ShellCompletionTests {
  /// The table says only what the commands take: each option it completes is one the command
  /// accepts (`--help` after it, so nothing runs).
  @Test func everyCompletedOptionIsAccepted() throws {
    let commands = try Binary.run(["complete", "--", ""]).stdout.split(separator: "\n").map(
      String.init)
    for command in commands {
      let options = try Binary.run(["complete", "--", command, "--"]).stdout.split(separator: "\n")
        .map(String.init)
      #expect(options.contains("--help"), "\(command)")
      for option in options {
        let result = try Binary.run([command, option, "x", "--help"])
        #expect(result.status == 0, "\(command) \(option): \(result.stderr)")
      }
    }
  }
}
