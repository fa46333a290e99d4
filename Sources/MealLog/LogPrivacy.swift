import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the meal log to its owner. A food log is health data, yet the log and its folder were
/// made as the umask left them (0644 and 0755 under the usual 022): readable by every local
/// user (issue 38). The log, and the -wal and -shm files beside it, are 0600 whatever the
/// umask: SQLite makes those two with the log's own permissions, so a log made 0600 before
/// SQLite opens it covers them. nomeat's own folder (the default one; never a folder a --db
/// path or NOMEAT_DB names, which is the user's) is 0700. A log made before is tightened once
/// a command has opened it, and so knows it is ours (another program's file is left as it
/// is), and the command says so once.
public enum LogPrivacy {
  /// The files SQLite keeps beside the log, which hold its latest meals.
  static let companions = ["-wal", "-shm", "-journal"]

  /// Makes the log file at `path`, empty and for its owner only, where there is none; SQLite
  /// would make it 0644 less the umask. Where it cannot (a link to a missing folder), SQLite's
  /// own open fails and says why.
  static func createFile(_ path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_NOCTTY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    // Exactly 0600: a umask such as 0277 would have taken the owner's writing away too.
    fchmod(descriptor, 0o600)
    close(descriptor)
  }

  /// Takes group and other permissions away from the log and the files beside it; whether
  /// any of them had some.
  public static func tightenLog(_ path: String) -> Bool {
    ([""] + companions).map { tighten(path + $0) }.contains(true)
  }

  /// Makes the folder of the log at `path`, nomeat's own, 0700 where it is missing (its
  /// parents as usual), before opening the log makes it as the umask would.
  public static func createFolder(ofLog path: String) {
    let folder = MealLog.folder(of: path)
    guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
    try? FileManager.default.createDirectory(atPath: MealLog.folder(of: folder), withIntermediateDirectories: true)
    if mkdir(folder, 0o700) == 0 { chmod(folder, 0o700) }
  }

  /// Takes group and other permissions away from the folder of the log at `path`, nomeat's
  /// own; whether it had some.
  public static func tightenFolder(ofLog path: String) -> Bool {
    let folder = MealLog.folder(of: path)
    return !folder.isEmpty && tighten(folder)
  }

  /// Clears the group and other permission bits of `path` (following a link); whether it had
  /// some and lost them. A file that is not the user's own to change (another user's, on a
  /// read-only mount) stays as it is.
  private static func tighten(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & 0o077 != 0 else { return false }
    return chmod(path, info.st_mode & 0o700) == 0
  }
}
