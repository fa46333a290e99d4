/// An array of plain values that is either an ordinary array (built in memory) or a view into a
/// memory-mapped compiled catalog (opened, never copied). Reading is the same either way;
/// writing to a mapped column first copies it into an array.
// Unchecked: the mapped pages are read-only and live as long as their owner, which we hold.
public struct Column<Element: BitwiseCopyable & Sendable>: @unchecked Sendable {
  private var array: [Element]
  private var mapped: (owner: MappedFile, base: UnsafePointer<Element>, count: Int)?

  public init() { array = [] }

  public init(_ elements: [Element]) { array = elements }

  public init(repeating value: Element, count: Int) { array = Array(repeating: value, count: count) }

  /// A column over `count` elements at `offset` bytes into a mapped file; the offset must be
  /// aligned for `Element` (the compiled form aligns every column to 8 bytes).
  init(mapped owner: MappedFile, offset: Int, count: Int) {
    array = []
    let base = owner.bytes.baseAddress.map { ($0 + offset).assumingMemoryBound(to: Element.self) }
    mapped = base.map { (owner, $0, count) }
  }

  public var count: Int { mapped?.count ?? array.count }

  public var isEmpty: Bool { count == 0 }

  public var last: Element? { count == 0 ? nil : self[count - 1] }

  public subscript(index: Int) -> Element {
    get {
      if let mapped {
        precondition(index >= 0 && index < mapped.count, "column index out of range")
        return mapped.base[index]
      }
      return array[index]
    }
    set {
      makeArray()
      array[index] = newValue
    }
  }

  public subscript(range: Range<Int>) -> ArraySlice<Element> {
    if mapped != nil { return withUnsafeBufferPointer { ArraySlice($0[range]) } }
    return array[range]
  }

  public subscript(range: PartialRangeFrom<Int>) -> ArraySlice<Element> {
    self[range.lowerBound..<count]
  }

  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
    if let mapped { return try body(UnsafeBufferPointer(start: mapped.base, count: mapped.count)) }
    return try array.withUnsafeBufferPointer(body)
  }

  public mutating func append(_ element: Element) {
    makeArray()
    array.append(element)
  }

  public mutating func append(contentsOf elements: some Sequence<Element>) {
    makeArray()
    array.append(contentsOf: elements)
  }

  public mutating func reserveCapacity(_ capacity: Int) {
    makeArray()
    array.reserveCapacity(capacity)
  }

  /// Room for `factor` times the elements it holds: a column that will grow that much is then
  /// never copied into a buffer twice its size on the way (which also touches every page again).
  /// Room not filled costs only address space.
  mutating func reserve(scaledBy factor: Double) {
    reserveCapacity(Int((Double(count) * factor).rounded(.up)))
  }

  /// Gives the pages of a mapped column back to the system (they are read again when
  /// touched). The kernel maps a file's pages in large blocks, so a few foods read here and
  /// there would otherwise keep megabytes of a big compiled catalog resident.
  public func releasePages() {
    if let (file, range) = mappedRange { file.release(range) }
  }

  /// Has the kernel read a mapped column's pages in the background; nothing for an array.
  public func prefetchPages() {
    if let (file, range) = mappedRange { file.prefetch(range) }
  }

  /// The file a mapped column lies in and its bytes there; nil for an array.
  private var mappedRange: (MappedFile, Range<Int>)? {
    guard let mapped, let start = mapped.owner.bytes.baseAddress else { return nil }
    let offset = UnsafeRawPointer(mapped.base) - start
    return (mapped.owner, offset..<(offset + mapped.count * MemoryLayout<Element>.stride))
  }

  /// The elements as an array (a copy when mapped).
  public var elements: [Element] { mapped == nil ? array : withUnsafeBufferPointer { Array($0) } }

  private mutating func makeArray() {
    guard mapped != nil else { return }
    array = elements
    mapped = nil
  }
}

extension Column: Equatable where Element: Equatable {
  public static func == (lhs: Column, rhs: Column) -> Bool {
    lhs.withUnsafeBufferPointer { l in rhs.withUnsafeBufferPointer { r in l.elementsEqual(r) } }
  }
}
