import Foundation
import MealLog
import FoodData

/// `nomeat-tui merge OTHER.sqlite3`: another copy's changes brought into this log.
enum MergeCommand {
  static let help = """
    usage: nomeat-tui merge OTHER.sqlite3 [--db PATH]

    Brings the changes of another copy of the log (another machine's, through a file sync) into
    this one: its new meals, its edits and removals made later than here, its answers, limits
    and targets. Nothing is counted twice; merging again changes nothing. OTHER is opened
    read-only and never written. nomeat-tui undo takes the whole merge back.
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: ["db", "catalog"], flags: ["help"], command: "merge")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard arguments.positionals.count == 1, let path = arguments.positionals.first, !path.isEmpty else {
      throw UsageError("merge needs the other copy's file, for example: nomeat-tui merge ~/Sync/nomeat-laptop.sqlite3")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
      throw UsageError("there is no file \(echoed(path, keepingEnd: true)) to merge; give the path of the other copy of the log")
    }
    // The other copy is recognised first (ours, not newer, rows as we write them), as a file
    // someone else chose: a file that is not is refused before this log is opened for writing.
    let source = try MergeSource(path)
    defer { source.remove() }
    let other: MealLog
    do {
      // A private copy is ours to read as SQLite likes (its -wal applied, a -shm made beside it).
      other = try MealLog(path: source.readPath, access: source.isCopy ? .readOnly : .stranger)
    } catch {
      throw refusal(error, source: source)
    }
    if other.isBlankFile {
      throw UsageError("\(echoed(path, keepingEnd: true)) is empty, not a copy of a meal log; nothing was merged. Give the other copy of your log")
    }
    let log = try openLog(arguments, access: .readWrite)
    if log.isSameFile(as: path) {
      throw UsageError("\(echoed(path, keepingEnd: true)) is this log itself; give the other copy's file")
    }
    let result: MergeResult
    do {
      result = try log.merge(from: other)
    } catch {
      throw error.path == source.readPath ? refusal(error, source: source) : UsageError(error.description { echoed($0, keepingEnd: true) })
    }
    // Meals from a copy older than schema 6 come in to fill, as this log's own did.
    try fillNutrients(of: log, arguments)
    guard !result.isEmpty else {
      print("Merged \(echoed(path, keepingEnd: true)): nothing new")
      return .done
    }
    let parts = [
      (result.mealsAdded, "added"), (result.mealsChanged, "changed"), (result.mealsRemoved, "removed"),
    ].filter { $0.0 > 0 }.map { "\($0.0) meal\($0.0 == 1 ? "" : "s") \($0.1)" }
    let count = result.othersChanged
    var others = count > 0 ? [count == 1 ? "1 answer, limit or setting changed" : "\(count) answers, limits or settings changed"] : []
    let foods = result.foodsChanged
    if foods > 0 { others.append(foods == 1 ? "1 of your foods or recipes" : "\(foods) of your foods or recipes") }
    print("Merged \(echoed(path, keepingEnd: true)): \((parts + others).joined(separator: ", ")); nomeat-tui undo takes the merge back")
    return .done
  }

  /// Why the other file cannot be merged, said of that file and for merge (the fix is not
  /// another --db).
  static func refusal(_ error: MealLogError, source: MergeSource) -> UsageError {
    let shown = echoed(source.path, keepingEnd: true)
    switch error {
    case .notOurs, .notADatabase, .misshapen:
      return UsageError("\(shown) is not a nomeat-tui meal log; nothing was merged, and both files were left as they are. Give the other copy of your log")
    case .newerVersion(_, let found, let supported):
      return UsageError(
        "\(shown) was written by a newer nomeat-tui (schema \(found), this one knows up to \(supported)); nothing was merged. Update nomeat-tui on this machine, then merge"
      )
    case .badRow(_, let row):
      return UsageError(
        "cannot merge \(shown): it has a row nomeat-tui did not write: \(row.table) row \(row.id) has \(row.column) \(echoed(row.value)), \(row.rule); nothing was merged. "
          + "Correct or delete that row in the other copy (sqlite3 FILE 'DELETE FROM \(row.table) WHERE rowid = \(row.id)'), or merge another copy")
    default:
      return UsageError("cannot merge: " + error.description { $0 == source.readPath ? shown : echoed($0, keepingEnd: true) })
    }
  }
}
