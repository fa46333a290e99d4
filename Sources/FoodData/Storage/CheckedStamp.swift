import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A note beside a compiled catalog (`NAME.catalog.checked`) that its every block was checked
/// against its checksum, and what the file system said about it then. While the compiled file
/// still has that identity, and had it long enough before the check (`FileIdentity.isSettled`),
/// nobody has written to it since: a write, even one that puts the size and modification time
/// back, gives it a new change time, which no call can set back. A command that runs briefly
/// can then map the file and skip the checksums, which are most of a warm start at a million
/// foods (reading and hashing 250 MB).
///
/// The note is only ever a shortcut: missing, unreadable, of another file or not settled, the
/// compiled file is read and checked whole, as without it.
struct CheckedStamp: Equatable {
  /// The compiled file as it was when checked.
  var file: FileIdentity
  /// Whether that identity was settled when the check was made, so that it proves the content.
  var isSettled: Bool

  private static let magic = Array("NMCHECK1".utf8)
  private static let size = 56

  static func path(beside compiledPath: String) -> String { compiledPath + ".checked" }

  /// The note beside `compiledPath`; nil when there is none or it is not one.
  init?(beside compiledPath: String) {
    let fd = open(Self.path(beside: compiledPath), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: Self.size + 1)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count == Self.size, Array(bytes[0..<8]) == Self.magic else { return nil }
    func integer(_ at: Int) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt64.self) } }
    file = FileIdentity(
      size: integer(8), modified: Int64(bitPattern: integer(16)), changed: Int64(bitPattern: integer(24)),
      inode: integer(32), device: integer(40))
    isSettled = integer(48) == 1
  }

  init(file: FileIdentity, isSettled: Bool) {
    self.file = file
    self.isSettled = isSettled
  }

  /// Writes the note through a temporary file and a rename, so that a reader never sees half of
  /// one; a note that cannot be written is left out (the next start checks the file again).
  func write(beside compiledPath: String) {
    var bytes = Self.magic
    for value in [file.size, UInt64(bitPattern: file.modified), UInt64(bitPattern: file.changed), file.inode, file.device, isSettled ? 1 : 0] {
      withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
    let target = Self.path(beside: compiledPath)
    let temporary = target + ".\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
    if written != bytes.count || rename(temporary, target) != 0 { unlink(temporary) }
  }
}
