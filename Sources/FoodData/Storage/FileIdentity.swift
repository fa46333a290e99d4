#if canImport(Glibc)
  import Glibc
#endif

/// What the file system says about a file, enough to tell that it has not changed without
/// reading it: its size, its modification time, its inode and device (a file replaced by a
/// rename is another file), and its change time. The change time is set by the kernel to the
/// clock's time at every write, rename, chmod or `touch`, and no call sets it to another value:
/// a file rewritten with the same size and its modification time put back (`touch -d`) still
/// has a new change time.
public struct FileIdentity: Equatable, Sendable {
  public var size: UInt64
  /// Nanoseconds since 1970.
  public var modified: Int64
  public var changed: Int64
  public var inode: UInt64
  public var device: UInt64

  public init(size: UInt64, modified: Int64, changed: Int64 = 0, inode: UInt64 = 0, device: UInt64 = 0) {
    self.size = size
    self.modified = modified
    self.changed = changed
    self.inode = inode
    self.device = device
  }

  init(_ info: stat) {
    self.init(
      size: UInt64(info.st_size), modified: Self.nanoseconds(info.st_mtim), changed: Self.nanoseconds(info.st_ctim), inode: UInt64(info.st_ino),
      device: UInt64(info.st_dev))
  }

  /// The identity of the regular file at `path` now; nil when it cannot be looked at or is not
  /// a regular file (a pipe has no identity worth keeping).
  static func ofRegularFile(path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return FileIdentity(info)
  }

  /// Whether the file's times are far enough in the past, at `now` (nanoseconds since 1970),
  /// that a later write could not carry the same times. The kernel stamps files from a clock that
  /// moves in ticks of a few milliseconds (some file systems in seconds), so two writes close
  /// together can share a change time; an identity taken that soon after a write proves nothing
  /// and the content is hashed next time (as git does with a "racily clean" index entry).
  func isSettled(now: Int64, margin: Int64) -> Bool {
    let latest = max(modified, changed)
    let (age, overflow) = now.subtractingReportingOverflow(latest)
    // Times a whole Int64 apart are settled if the file's is the earlier.
    return overflow ? now > latest : age > margin
  }

  /// One identity for several files, equal to another only when every file's is (as far as a
  /// 64-bit hash can tell): its times are the latest of the files', so it is settled when all
  /// are and a write to any of them gives it a new change time; sizes, inodes, devices and the
  /// other times are hashed into the inode and device.
  static func joined(_ files: [FileIdentity]) -> FileIdentity {
    var fields: [UInt64] = []
    for file in files { fields += [file.size, UInt64(bitPattern: file.modified), UInt64(bitPattern: file.changed), file.inode, file.device] }
    let mixed = fields.withUnsafeBytes { ContentHash.of($0) }
    let mixedAgain = fields.withUnsafeBytes { ContentHash.of($0, seed: 0x6A6F_696E_6564) }
    return FileIdentity(
      size: files.reduce(0) { $0 &+ $1.size }, modified: files.map(\.modified).max() ?? 0,
      changed: files.map(\.changed).max() ?? 0, inode: mixed, device: mixedAgain)
  }

  /// A time in nanoseconds since 1970, held at the ends of Int64 beyond them (after 2262 or
  /// before 1677, which `touch -d` can set): such a time is never settled, so the file is
  /// hashed, and it never traps.
  static func nanoseconds(_ time: timespec) -> Int64 {
    let (scaled, overflow) = Int64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return time.tv_sec < 0 ? .min : .max }
    let (sum, carried) = scaled.addingReportingOverflow(Int64(time.tv_nsec))
    return carried ? .max : sum
  }

  /// The real-time clock, in nanoseconds since 1970: the clock file times are stamped from.
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return nanoseconds(time)
  }
}
