import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Which file a path names (device and inode), so that the log notices when the file it has
/// open was moved, replaced or deleted under it.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  /// The file at `path`, or nil when there is none; throws when the path cannot be a log (a
  /// folder, a loop of symbolic links, a device).
  static func of(_ path: String) throws(MealLogError) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let error = errno
      if error == ENOENT { return nil }
      throw .cannotOpen(path, reason: error == ELOOP ? "it is a loop of symbolic links" : String(cString: strerror(error)).lowercased())
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    case S_IFDIR: throw .isDirectory(path)
    default: throw .cannotOpen(path, reason: "it is not a regular file")
    }
  }
}
