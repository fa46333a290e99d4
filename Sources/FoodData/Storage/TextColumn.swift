/// Many short strings in one byte arena: string i is bytes starts[i] ..< starts[i + 1].
/// A million ids cost their bytes and 4 bytes each, not a million `String`s.
public struct TextColumn: Equatable, Sendable {
  var bytes = Column<UInt8>()
  var starts = Column<Int32>([0])

  public init() {}

  init(bytes: Column<UInt8>, starts: Column<Int32>) {
    self.bytes = bytes
    self.starts = starts
  }

  public var count: Int { starts.count - 1 }

  public subscript(index: Int) -> String {
    String(decoding: bytes[Int(starts[index])..<Int(starts[index + 1])], as: UTF8.self)
  }

  /// Whether string `index` is `text`, without making a String.
  public func equals(_ index: Int, _ text: String) -> Bool {
    let start = Int(starts[index])
    let end = Int(starts[index + 1])
    var utf8 = text.utf8.makeIterator()
    return bytes.withUnsafeBufferPointer { buffer in
      for i in start..<end where utf8.next() != buffer[i] { return false }
      return utf8.next() == nil
    }
  }

  mutating func reserve(scaledBy factor: Double) {
    bytes.reserve(scaledBy: factor)
    starts.reserve(scaledBy: factor)
  }

  public mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    starts.append(Int32(bytes.count))
  }

  mutating func append(contentsOf other: TextColumn) {
    let base = Int32(bytes.count)
    other.bytes.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    other.starts.withUnsafeBufferPointer { starts.append(contentsOf: $0.dropFirst().lazy.map { $0 + base }) }
  }
}

/// Strings that repeat (icons, section ids, study products) stored once, referred to by number.
struct InternTable: Equatable, Sendable {
  private(set) var strings: [String] = []
  private var numbers: [String: UInt32] = [:]

  init(_ strings: [String] = []) {
    for string in strings { _ = number(of: string) }
  }

  /// The number of the string last asked for: foods come in runs of one section and icon.
  private var last: (string: String, number: UInt32)?

  mutating func number(of string: String) -> UInt32 {
    if let last, last.string == string { return last.number }
    let number = numbers[string] ?? add(string)
    last = (string, number)
    return number
  }

  private mutating func add(_ string: String) -> UInt32 {
    let new = UInt32(strings.count)
    strings.append(string)
    numbers[string] = new
    return new
  }

  static func == (lhs: InternTable, rhs: InternTable) -> Bool { lhs.strings == rhs.strings }
}
