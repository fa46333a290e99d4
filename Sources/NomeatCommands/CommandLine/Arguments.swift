/// The words after the subcommand, split into options and positionals against a spec of which
/// options take a value. Small on purpose: swift-argument-parser cannot be fetched here.
struct Arguments {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []
  /// The values of each repeatable option, in the order given (`--ingredient A --ingredient B`).
  var lists: [String: [String]] = [:]

  /// - Parameters:
  ///   - valued: options that take a value (`--limit 5` or `--limit=5`).
  ///   - flags: options that stand alone (`--json`).
  ///   - repeatable: valued options that may be given more than once, each value kept (`lists`).
  init(
    _ words: [String], valued: Set<String>, flags allowedFlags: Set<String>, repeatable: Set<String> = [], command: String
  ) throws(UsageError) {
    let valued = valued.union(repeatable)
    var index = 0
    var onlyPositionals = false
    while index < words.count {
      let word = words[index]
      index += 1
      // "-1/week", "-5": a negative number is a word (refused by its own check), not an option.
      let negativeNumber = word.dropFirst().first?.isNumber == true
      if onlyPositionals || !word.hasPrefix("-") || word == "-" || negativeNumber {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      if word == "-h" && allowedFlags.contains("help") {
        flags.insert("help")
        continue
      }
      guard word.hasPrefix("--") else {
        throw UsageError("unknown option \(echoed(word)) for '\(command)'; options start with --, see \(Self.helpCommand(command))")
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valued.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < words.count {
          value = words[index]
          index += 1
        } else {
          throw UsageError("option --\(name) needs a value; see \(Self.helpCommand(command))")
        }
        if repeatable.contains(name) {
          lists[name, default: []].append(value)
          continue
        }
        // Two different values: which one was meant is a guess, so neither is taken.
        if let earlier = values[name], earlier != value {
          throw UsageError("--\(name) is given twice, \(echoed(earlier)) and \(echoed(value)); give it once")
        }
        values[name] = value
      } else if allowedFlags.contains(name), inlineValue == nil {
        flags.insert(name)
      } else {
        throw UsageError("unknown option \(echoed(word)) for '\(command)'; see \(Self.helpCommand(command))")
      }
    }
  }

  /// Where a command's help is: `nomeat-tui --help` for the app, `nomeat-tui add --help` else.
  static func helpCommand(_ command: String) -> String {
    command == "nomeat-tui" ? "nomeat-tui --help" : "nomeat-tui \(command) --help"
  }

  /// Refuses words for a command that takes none (`today extra`), instead of ignoring them.
  func expectNoWords(_ command: String) throws(UsageError) {
    guard let extra = positionals.first else { return }
    throw UsageError("\(command) takes no words, not \(echoed(extra)); see \(Self.helpCommand(command.components(separatedBy: " ")[0]))")
  }

  /// Refuses options that the verb does not use (`limit add --json`), instead of ignoring them.
  func expectOnly(_ allowed: Set<String>, of options: Set<String>, for verb: String) throws(UsageError) {
    let given = options.subtracting(allowed).filter { flags.contains($0) || values[$0] != nil }.sorted()
    guard let option = given.first else { return }
    throw UsageError("\(verb) does not take --\(option); see \(Self.helpCommand(verb.components(separatedBy: " ")[0]))")
  }

  /// A positive whole number option, or nil when absent.
  func positiveInt(_ name: String, command: String) throws(UsageError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let number = Int(text), number > 0 else {
      throw UsageError("--\(name) must be a whole number above 0, not \(echoed(text)); see \(Self.helpCommand(command))")
    }
    return number
  }
}
