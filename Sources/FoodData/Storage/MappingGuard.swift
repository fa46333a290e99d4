#if canImport(Glibc)
  import Glibc
#endif

/// Keeps a file mapping from killing the process when the file is cut short under it.
///
/// Touching a mapped page past a file's new end raises SIGBUS. While a guarded mapping exists,
/// a SIGBUS handler looks at the faulting address: inside a guarded mapping, it maps zero pages
/// over the rest of it and marks it cut short, and the reader goes on to read zeros (never valid
/// JSON, so the read fails and the file is refused for what happened). Any other SIGBUS gets the
/// action there was before, by putting it back and returning to the faulting instruction.
///
/// The handler only reads a fixed table and calls mmap(2) and sigaction(2), system calls with
/// no locks, so it is safe where it runs.
enum MappingGuard {
  struct Slot {
    var start: UInt = 0
    var end: UInt = 0
    var cutShort: sig_atomic_t = 0
  }

  static let capacity = 16
  /// Allocated once, before any handler is installed; the handler only reads and flags it.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Slot> = {
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(), count: capacity)
    return slots
  }()
  private static let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
  nonisolated(unsafe) private static var previous = sigaction()
  nonisolated(unsafe) private static var guarded = 0
  nonisolated(unsafe) private static var lock = pthread_mutex_t()
  private static let lockReady: Bool = {
    pthread_mutex_init(&lock, nil)
    return true
  }()

  /// Guards a mapping; the slot says later whether it was cut short. Nil when the table is full
  /// (the mapping is then as unguarded as before).
  static func guardMapping(_ bytes: UnsafeRawBufferPointer) -> Int? {
    guard lockReady, let base = bytes.baseAddress, bytes.count > 0 else { return nil }
    _ = slots
    _ = pageSize
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    guard let free = (0..<capacity).first(where: { slots[$0].end == 0 }) else { return nil }
    slots[free] = Slot(start: UInt(bitPattern: base), end: UInt(bitPattern: base) + UInt(bytes.count), cutShort: 0)
    if guarded == 0 { install() }
    guarded += 1
    return free
  }

  static func release(_ slot: Int) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    slots[slot] = Slot()
    guarded -= 1
    if guarded == 0 { sigaction(SIGBUS, &previous, nil) }
  }

  static func wasCutShort(_ slot: Int) -> Bool { slots[slot].cutShort != 0 }

  private static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { _, info, _ in
      let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
      if MappingGuard.repair(address) { return }
      // Not ours: the action there was before, on the same instruction again.
      sigaction(SIGBUS, &MappingGuard.previous, nil)
    }
    action.sa_flags = SA_SIGINFO | Int32(SA_NODEFER)
    sigemptyset(&action.sa_mask)
    sigaction(SIGBUS, &action, &previous)
  }

  /// Zero pages over a guarded mapping from the faulting page on; false for any other address.
  private static func repair(_ address: UInt) -> Bool {
    for index in 0..<capacity {
      let slot = slots[index]
      guard slot.end != 0, address >= slot.start, address < slot.end else { continue }
      let from = max(slot.start, address / pageSize * pageSize)
      let length = Int(slot.end - from)
      let zeros = mmap(UnsafeMutableRawPointer(bitPattern: from), length, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
      guard zeros != MAP_FAILED else { return false }
      slots[index].cutShort = 1
      return true
    }
    return false
  }
}
