import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A file's bytes: memory-mapped read-only (pages are read when touched), for one pass over a
/// source file (the pages given back as the pass goes) or for a brief command over a compiled
/// file checked and unchanged since (`CheckedStamp`); or read whole into memory (`reading:`),
/// for bytes that a program that runs for long keeps, since a mapping's pages are dropped and read again from a file that
/// someone may have cut short or rewritten since (SIGBUS, or garbage where checked data was).
///
/// A mapping is guarded (`MappingGuard`): if the file is cut short while it is read, the rest
/// reads as zeros and `wasCutShort` says so, instead of the process dying of SIGBUS.
public final class MappedFile: @unchecked Sendable {
  public let bytes: UnsafeRawBufferPointer
  /// The file these bytes were read or mapped from, as it was when it was opened.
  public private(set) var identity: FileIdentity?
  var descriptor: Int32 = -1
  private var guardSlot: Int?

  /// Maps a regular file; nil when it cannot be opened, is not a regular file, or is empty.
  /// `readAhead` leaves the kernel's read-ahead on, for a file whose pages are wanted (a compiled
  /// catalog searched from end to end); otherwise nothing is read ahead (a single pass over a
  /// source gives pages back as it goes).
  public init?(path: String, readAhead: Bool = false) {
    // Look before opening: opening a FIFO would wait for a writer, and take its data.
    var before = stat()
    guard stat(path, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
      let base = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED
    else {
      close(fd)
      return nil
    }
    let size = Int(info.st_size)
    bytes = UnsafeRawBufferPointer(start: base, count: size)
    identity = FileIdentity(info)
    // Kept open to see, after the pass, whether the file shrank under it.
    descriptor = fd
    guardSlot = MappingGuard.guardMapping(bytes)
    // Nothing is read ahead unless asked (`prefetch`): the pass gives pages back as it goes.
    // (Random access also turns off the kernel's mapping of neighbouring pages at each fault.)
    if !readAhead { madvise(base, size, MADV_RANDOM) }
  }

  /// Reads a regular file whole into memory; nil when it cannot be opened, is not a regular
  /// file, is empty, or ends before the size it had when opened (it is being cut short).
  public init?(reading path: String) {
    var before = stat()
    guard stat(path, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
    let size = Int(info.st_size)
    let buffer = Self.allocate(size, mapped: &anonymousLength)
    guard Self.read(fd, into: buffer, populating: anonymousLength > 0) else {
      Self.free(buffer, anonymousLength: anonymousLength)
      return nil
    }
    bytes = UnsafeRawBufferPointer(buffer)
    identity = FileIdentity(info)
    var after = stat()
    unchangedWhileRead = fstat(fd, &after) == 0 && FileIdentity(after) == identity
    owned = true
    keepsPages = true
  }

  /// Whether the file's identity was the same after the read as before it (`reading:` only): a
  /// write while it was read would have given it a new change time.
  public private(set) var unchangedWhileRead = false

  /// Whether the mapped file was cut short since it was mapped: a page past its new end was
  /// touched (and read as zeros), or it is smaller now. A copy in memory never is.
  public var wasCutShort: Bool {
    if let guardSlot, MappingGuard.wasCutShort(guardSlot) { return true }
    guard descriptor >= 0 else { return false }
    var info = stat()
    return fstat(descriptor, &info) == 0 && Int(info.st_size) < bytes.count
  }

  /// Bytes already in memory (a pipe's contents), owned by this object.
  public init(copying data: some Collection<UInt8>) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
    _ = buffer.initializeMemory(as: UInt8.self, from: data)
    bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: data.count)
    owned = true
    keepsPages = true
  }

  private var owned = false
  /// Whether advice may not give pages back or read them ahead: bytes in the program's memory.
  private var keepsPages = false
  /// The length of the anonymous mapping that holds a big file read whole, or 0.
  private var anonymousLength = 0

  /// Memory for a file read whole: a big one in an anonymous mapping, whose pages
  /// `read(_:into:populating:)` makes.
  private static func allocate(_ size: Int, mapped anonymousLength: inout Int) -> UnsafeMutableRawBufferPointer {
    if size >= bigFile {
      let length = (size + pageSize - 1) / pageSize * pageSize
      if let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), base != MAP_FAILED {
        anonymousLength = length
        return UnsafeMutableRawBufferPointer(start: base, count: size)
      }
    }
    return UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, size), alignment: 16)
  }

  private static let bigFile = 4 << 20
  static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Reads the whole file into `buffer`; false when it ends early.
  ///
  /// Making the pages of a big file's memory is most of reading it: 326 MB for a million foods,
  /// faulted 80,000 times as it was read into, was two thirds of `pick`'s first frame. On two
  /// cores each reads half, faulting its own pages (135 ms to 95 ms for that frame). On one,
  /// the pages are made first in one call (`MADV_POPULATE_WRITE`); on two that call would hold
  /// the address space while the second thread waits to start. (2 MB pages were faster on
  /// average but took 600-900 ms one start in three on this machine.)
  static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, populating: Bool) -> Bool {
    let size = buffer.count
    let halves = populating && ProcessInfoCores.count > 1 ? 2 : 1
    if populating, halves == 1, let base = buffer.baseAddress {
      // Older kernels refuse the advice; the pages are then made as they are read into.
      madvise(base, (size + pageSize - 1) / pageSize * pageSize, 23)  // MADV_POPULATE_WRITE, Linux 5.14
    }
    let middle = halves == 1 ? size : (size / 2 + pageSize - 1) / pageSize * pageSize
    nonisolated(unsafe) let buffer = buffer
    let whole = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: halves) { half in
      guard let base = buffer.baseAddress else { return }
      let range = half == 0 ? 0..<middle : middle..<size
      var done = range.lowerBound
      while done < range.upperBound {
        let count = pread(fd, base + done, range.upperBound - done, off_t(done))
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        done += count
      }
      if done == range.upperBound { whole.add(1, ordering: .relaxed) }
    }
    return whole.load(ordering: .relaxed) == halves
  }

  private static func free(_ buffer: UnsafeMutableRawBufferPointer, anonymousLength: Int) {
    if anonymousLength > 0, let base = buffer.baseAddress { munmap(base, anonymousLength) } else { buffer.deallocate() }
  }

  /// Gives back the pages of a byte range (rounded out to whole pages).
  public func release(_ range: Range<Int>) { advise(range, MADV_DONTNEED) }

  /// Asks the kernel to read a byte range in the background (rounded out to whole pages): the
  /// mapping is marked random, so nothing is read ahead unless asked.
  public func prefetch(_ range: Range<Int>) { advise(range, MADV_WILLNEED) }

  private func advise(_ range: Range<Int>, _ advice: Int32) {
    guard !keepsPages, let base = bytes.baseAddress, !range.isEmpty else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = range.lowerBound / page * page
    let end = min(bytes.count, (range.upperBound + page - 1) / page * page)
    if end > start { madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, advice) }
  }

  /// Gives back the pages below `offset` (they are read again from the file if touched), so
  /// that one pass over a big file does not hold all of it in memory.
  public func release(below offset: Int) {
    guard !keepsPages, let base = bytes.baseAddress else { return }
    let length = min(offset, bytes.count) / Self.pageSize * Self.pageSize
    if length > 0 { madvise(UnsafeMutableRawPointer(mutating: base), length, MADV_DONTNEED) }
  }

  deinit {
    if let guardSlot { MappingGuard.release(guardSlot) }
    if descriptor >= 0 { close(descriptor) }
    if owned {
      Self.free(UnsafeMutableRawBufferPointer(mutating: bytes), anonymousLength: anonymousLength)
    } else if let base = bytes.baseAddress {
      munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
    }
  }
}
