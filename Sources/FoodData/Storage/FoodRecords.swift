/// A value some foods have (a recipe, the extras), written as a byte record (`ByteWriter`) and
/// read back from one; `read` answers nil for bytes that are not a whole record.
protocol ByteRecord: Equatable, Sendable {
  func write(to writer: inout ByteWriter)
  static func read(from reader: inout ByteReader) -> Self?
}

/// One byte record per food, in an arena: food i's record is bytes starts[i] ..< starts[i + 1],
/// empty for a food that has none. A compiled catalog maps the two columns as they lie, so
/// opening one decodes no record: a food's is read when the food is made (shown, logged,
/// searched for its kind). Before (format 10) the records were decoded into a dictionary at
/// every start, the most of a warm start for a million foods that carry a measure or a yield.
///
/// Records replaced after they were appended (a dish composed, a food edited) are held apart
/// in `edits` until the column is written again: rewriting the arena for each of a million
/// dishes composed would cost the arena each time.
struct FoodRecords<Record: ByteRecord>: Sendable {
  private(set) var bytes = Column<UInt8>()
  private(set) var starts = Column<Int64>([0])
  /// Records replaced since appended, nil for one taken away.
  private var edits: [Int32: Record?] = [:]

  init() {}

  /// The columns of a compiled file, once `isWhole(items:)` holds.
  init(bytes: Column<UInt8>, starts: Column<Int64>) {
    self.bytes = bytes
    self.starts = starts
  }

  /// Whether the columns agree with each other for `items` foods: what opening a compiled file
  /// checks before any record is read. A record's own bounds are checked when it is read.
  func isWhole(items: Int) -> Bool {
    starts.count == items + 1 && starts[0] == 0 && starts.last.map(Int.init) == bytes.count
  }

  /// Whether no food has a record.
  var isEmpty: Bool {
    bytes.isEmpty && edits.values.allSatisfy { $0 == nil }
  }

  /// The record of the food at `position`; nil for a food without one, or a damaged record
  /// (bounds out of order, bytes not a whole record).
  subscript(position: Int) -> Record? {
    if let edit = edits[Int32(position)] { return edit }
    guard position + 1 < starts.count else { return nil }
    let start = Int(starts[position])
    let end = Int(starts[position + 1])
    guard start < end, start >= 0, end <= bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      var reader = ByteReader(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[start..<end]))
      guard let record = Record.read(from: &reader), reader.isAtEnd else { return nil }
      return record
    }
  }

  /// Adds the next food's record (nil: none).
  mutating func append(_ record: Record?) {
    if let record {
      var writer = ByteWriter()
      record.write(to: &writer)
      bytes.append(contentsOf: writer.bytes)
    }
    starts.append(Int64(bytes.count))
  }

  /// Replaces the record of the food at `position`.
  mutating func replace(at position: Int, with record: Record?) {
    guard self[position] != record else { return }
    edits[Int32(position)] = .some(record)
  }

  mutating func reserve(scaledBy factor: Double) {
    starts.reserve(scaledBy: factor)
  }

  /// These foods' records followed by `other`'s.
  mutating func append(contentsOf other: FoodRecords) {
    let offset = Int64(bytes.count)
    let first = Int32(starts.count - 1)
    other.bytes.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    other.starts.withUnsafeBufferPointer { starts.append(contentsOf: $0.dropFirst().lazy.map { $0 + offset }) }
    for (position, edit) in other.edits { edits[position + first] = edit }
  }

  /// The records with every edit in place, as a compiled file stores them.
  var written: FoodRecords {
    guard !edits.isEmpty else { return self }
    var result = FoodRecords()
    for position in 0..<(starts.count - 1) { result.append(self[position]) }
    return result
  }

  /// Gives back a mapped catalog's pages of these columns.
  func releasePages() {
    bytes.releasePages()
    starts.releasePages()
  }
}
