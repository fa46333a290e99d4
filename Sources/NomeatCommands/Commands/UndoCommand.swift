import MealLog
import FoodData

/// `nomeat-tui undo` and `nomeat-tui redo`: the last change to the log, by anyone (this shell,
/// another, the app), taken back or put back.
enum UndoCommand {
  static func help(_ verb: String) -> String {
    verb == "undo"
      ? """
      usage: nomeat-tui undo [--db PATH]

      Takes back the last change to the log (an add, an edit, a removal, an answer, a copy, a
      limit or a target, a merge), whether made here, in another shell or in the app; again
      for the one before, up to the last \(Journal.depth) changes. nomeat-tui redo puts it back.
      """
      : """
      usage: nomeat-tui redo [--db PATH]

      Puts back what the last undo took back, as long as no change was made since.
      """
  }

  static func run(_ verb: String, _ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["help"], command: verb)
    if arguments.flags.contains("help") {
      print(help(verb))
      return .done
    }
    try arguments.expectNoWords(verb)
    let log = try openLog(arguments, access: .readWrite)
    let turned = try logged { () throws(MealLogError) in try verb == "undo" ? log.undo() : log.redo() }
    guard let turned else {
      StandardStreams.error(verb == "undo" ? "there is nothing to undo" : "there is nothing to redo (a change made after an undo ends what can be redone)")
      return .nothing
    }
    print("\(verb == "undo" ? "Undid" : "Redid"): \(turned.summary)")
    return .done
  }
}
