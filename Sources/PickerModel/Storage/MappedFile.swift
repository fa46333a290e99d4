#if canImport(Glibc)
  import Glibc
#endif

/// A file's bytes, memory-mapped read-only: pages are read when touched, so a 200 MB compiled
/// catalog costs only the pages a search reads, and nothing is copied.
///
/// The mapping lives as long as the object; columns that point into it keep it alive.
public final class MappedFile: @unchecked Sendable {
  public let bytes: UnsafeRawBufferPointer

  /// Maps a regular file; nil when it cannot be opened, is not a regular file, or is empty.
  public init?(path: String) {
    // Look before opening: opening a FIFO would wait for a writer, and take its data.
    var before = stat()
    guard stat(path, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
    let size = Int(info.st_size)
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
    // Searches read columns here and there: reading ahead would only fill memory.
    madvise(base, size, MADV_RANDOM)
  }

  /// Bytes already in memory (a pipe's contents), owned by this object.
  public init(copying data: some Collection<UInt8>) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
    _ = buffer.initializeMemory(as: UInt8.self, from: data)
    bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: data.count)
    owned = true
  }

  private var owned = false

  /// Gives back the pages of a byte range (rounded out to whole pages).
  public func release(_ range: Range<Int>) { advise(range, MADV_DONTNEED) }

  /// Asks the kernel to read a byte range in the background (rounded out to whole pages): the
  /// mapping is marked random, so nothing is read ahead unless asked.
  public func prefetch(_ range: Range<Int>) { advise(range, MADV_WILLNEED) }

  private func advise(_ range: Range<Int>, _ advice: Int32) {
    guard !owned, let base = bytes.baseAddress, !range.isEmpty else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = range.lowerBound / page * page
    let end = min(bytes.count, (range.upperBound + page - 1) / page * page)
    if end > start { madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, advice) }
  }

  /// Gives back the pages below `offset` (they are read again from the file if touched), so
  /// that one pass over a big file does not hold all of it in memory.
  public func release(below offset: Int) {
    guard !owned, let base = bytes.baseAddress else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let length = min(offset, bytes.count) / page * page
    if length > 0 { madvise(UnsafeMutableRawPointer(mutating: base), length, MADV_DONTNEED) }
  }

  deinit {
    if owned {
      bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
    } else if let base = bytes.baseAddress {
      munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
    }
  }
}
