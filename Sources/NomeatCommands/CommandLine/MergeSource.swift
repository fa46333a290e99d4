import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The other copy of a merge as it is read: the file itself, opened immutable so that nothing
/// is created or written beside it; or, when a -wal file beside it holds changes not yet in the
/// file (nomeat-tui still open on the other machine, or a sync caught it mid-write), a private
/// copy of the two in a temporary folder, read there and removed after, since reading the file
/// immutable would leave those changes out and reading it in place would write a -shm beside it.
struct MergeSource {
  /// The path the user gave: what every message names.
  let path: String
  /// The path read: `path`, or the private copy.
  let readPath: String
  private let folder: String?
  /// Whether `readPath` is a private copy.
  var isCopy: Bool { folder != nil }

  init(_ path: String) throws(UsageError) {
    self.path = path
    let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
    guard wal > 0 else {
      (readPath, folder) = (path, nil)
      return
    }
    var template = Array((NSTemporaryDirectory() + "/nomeat-merge-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw UsageError(
        "cannot make a private folder to read \(echoed(path, keepingEnd: true)) with its -wal file; free some space in \(NSTemporaryDirectory()) and try again")
    }
    let folder = String(cString: made)
    let copy = folder + "/other.sqlite3"
    do {
      try FileManager.default.copyItem(atPath: path, toPath: copy)
      try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      throw UsageError("cannot copy \(echoed(path, keepingEnd: true)) with its -wal file to read it: \(error.localizedDescription); nothing was merged")
    }
    (readPath, self.folder) = (copy, folder)
  }

  /// Removes the private copy, if one was made.
  func remove() {
    if let folder { try? FileManager.default.removeItem(atPath: folder) }
  }
}
