import CMemory
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A mapping replaced by the program's own copy of the file while it is already being read.
///
/// A program that runs for long must not keep reading a compiled catalog through a mapping: a
/// page dropped and read again from a file cut short or rewritten since would kill it or feed it
/// garbage (issue 20). Reading the file whole first is safe, but at a million foods that is
/// 326 MB of fresh memory before the first frame. Instead the first frame is drawn from the
/// mapping, and behind it the file is read into anonymous memory, which is then moved over the
/// mapping at the same address in one step (mremap). Readers see the same bytes before and
/// after; once moved, nothing is read from the file again.
///
/// Copy-on-write pages of a private mapping (`MADV_POPULATE_WRITE`) would have been cheaper, but
/// Linux discards even those copies beyond the new end when the file is truncated.
extension MappedFile {
  /// Whether this kernel moves one mapping over another (mremap with a fixed address): asked
  /// once, of two pages of anonymous memory. Without it a program that runs for long reads the
  /// file whole, as before.
  public static let canOwnPages: Bool = {
    let size = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard let pages = mmap(nil, 2 * size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), pages != MAP_FAILED else { return false }
    pages.storeBytes(of: 7, as: UInt8.self)
    let moved = nomeat_move_mapping(pages, size, pages + size)
    defer { munmap(pages, 2 * size) }
    return moved == pages + size && (pages + size).load(as: UInt8.self) == 7
  }()

  /// Puts a copy of the file in place of the mapping opened `toOwn`. True when the file was not
  /// written to, cut short or replaced between its mapping and the end of the copy: the copy
  /// then holds the bytes that were checked (a write would have given the file a new change
  /// time). False when it changed, or memory could not be had: what was read from the mapping
  /// may not be what was checked, and the mapping is left as it was.
  func ownPages() -> Bool {
    guard let opened = identity, descriptor >= 0, let base = bytes.baseAddress else { return false }
    let length = (bytes.count + Self.pageSize - 1) / Self.pageSize * Self.pageSize
    guard let copy = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), copy != MAP_FAILED else { return false }
    let into = UnsafeMutableRawBufferPointer(start: copy, count: bytes.count)
    var now = stat()
    guard Self.read(descriptor, into: into, populating: true), fstat(descriptor, &now) == 0, FileIdentity(now) == opened, !wasCutShort,
      mprotect(copy, length, PROT_READ) == 0,
      nomeat_move_mapping(copy, length, UnsafeMutableRawPointer(mutating: base)) == UnsafeMutableRawPointer(mutating: base)
    else {
      munmap(copy, length)
      return false
    }
    pagesAreCopies.store(true, ordering: .releasing)
    return true
  }
}
