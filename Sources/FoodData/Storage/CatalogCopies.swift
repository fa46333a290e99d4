import Dispatch
import Synchronization

/// The compiled catalogs that a program that runs for long mapped for its first frame, each
/// copied into the program's memory behind it (`MappedFile.ownPages`), the copy put in place of
/// the mapping.
///
/// Until every copy is made, the catalog is read through the mapping, as a brief command reads
/// it. Should a file be written to or cut short before its copy is done, `outcome` turns false:
/// what was read from it may not be what was checked, and the program loads its catalog again
/// (read and checked whole). That takes a write within the tenth of a second after start-up.
public final class CatalogCopies: Sendable {
  private let group = DispatchGroup()
  private let pending = Atomic<Int>(0)
  private let failed = Atomic<Int>(0)

  public init() {}

  private let waiting = Mutex<[MappedFile]>([])

  /// Has `file` copied in place of its mapping once `begin` is called.
  func copy(_ file: MappedFile) {
    pending.add(1, ordering: .sequentiallyConsistent)
    waiting.withLock { $0.append(file) }
  }

  /// Starts the copies, on both cores: called once the first frame is drawn, since making the
  /// copy's pages while that frame is being made slowed it (each holds the address space in turn).
  public func begin() {
    for file in waiting.withLock({ files in defer { files = [] }; return files }) {
      DispatchQueue.global(qos: .userInitiated).async(group: group) {
        if !file.ownPages() { self.failed.add(1, ordering: .sequentiallyConsistent) }
        self.pending.subtract(1, ordering: .sequentiallyConsistent)
      }
    }
  }

  /// Nil while a copy is being made; then whether every file was unchanged until its copy was in
  /// place (true when there was nothing to copy).
  public var outcome: Bool? {
    pending.load(ordering: .sequentiallyConsistent) > 0 ? nil : failed.load(ordering: .sequentiallyConsistent) == 0
  }

  /// Waits for every copy; whether every file was unchanged until its copy was in place.
  @discardableResult
  public func wait() -> Bool {
    begin()
    group.wait()
    return failed.load(ordering: .sequentiallyConsistent) == 0
  }
}
