import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The temporary files imports are written to, and what killed imports leave of them.
///
/// An import is written to `.NAME.json.PID.tmp` and renamed into place; its writer holds an
/// exclusive `flock` on it from just after creating it until the rename. A writer killed with
/// SIGKILL (or by a power cut) leaves the file behind, 18-75 MB for an Open Food Facts import,
/// and before issue 38 nothing ever removed it. Every import now removes, before it writes,
/// the leftovers of this naming in its folder (`.NAME.json.tmp` too, as builds before the pid
/// named it) that no live import is writing: nobody holds the file's lock, and either its
/// process is gone or it was last written before this import began (its pid taken since by
/// another program, or the older name, which carries none). A live writer holds the lock; in
/// the moment between creating its file and locking it, its file is newer than any import
/// that could be looking, and its pid alive.
extension ImportStore {
  /// The temporary file this process writes the import `name` to.
  func temporaryPath(of name: String) -> String {
    directory + "/." + name + ".json.\(getpid()).tmp"
  }

  /// Who wrote a temporary file, as its name says.
  enum TemporaryWriter: Equatable {
    case process(pid_t)
    /// The older name, `.NAME.json.tmp`, which names none.
    case unnamed
  }

  /// Removes the leftover temporaries of killed imports (see above); what cannot be removed
  /// (another user's file, a read-only folder) stays, and the import goes on.
  func removeLeftoverTemporaries() {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for file in files {
      guard let writer = Self.writer(ofTemporary: file) else { continue }
      removeIfLeftOver(directory + "/" + file, writer: writer)
    }
  }

  /// The writer of `file` if it is named as an import's temporary; nil for any other name.
  static func writer(ofTemporary file: String) -> TemporaryWriter? {
    guard file.hasPrefix("."), file.hasSuffix(".tmp") else { return nil }
    let inner = file.dropFirst().dropLast(4)
    guard let json = inner.range(of: ".json", options: .backwards) else { return nil }
    guard isValidName(String(inner[..<json.lowerBound])) else { return nil }
    let rest = inner[json.upperBound...]
    if rest.isEmpty { return .unnamed }
    guard rest.hasPrefix("."), let pid = pid_t(rest.dropFirst()), pid > 0 else { return nil }
    return .process(pid)
  }

  private func removeIfLeftOver(_ path: String, writer: TemporaryWriter) {
    // Never followed: a link at such a name is not ours to judge, and stays.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var opened = stat()
    var named = stat()
    guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else { return }
    // A live writer holds the lock; this one is let go when the descriptor is closed.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
    let written = Double(opened.st_mtim.tv_sec) + Double(opened.st_mtim.tv_nsec) / 1e9
    var writerIsGone = false
    if case .process(let pid) = writer { writerIsGone = kill(pid, 0) != 0 && errno == ESRCH }
    guard writerIsGone || written < started.timeIntervalSince1970 else { return }
    // Still the file that was judged, not one made at that name since.
    guard lstat(path, &named) == 0, named.st_ino == opened.st_ino, named.st_dev == opened.st_dev else { return }
    unlink(path)
  }
}
