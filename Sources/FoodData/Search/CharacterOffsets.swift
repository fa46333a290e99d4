/// For the keys that are not plain ASCII: the character offset of each folded byte, to map a
/// match in folded bytes back to the characters shown. Three columns: the keys that have
/// offsets, in increasing order, where each key's offsets start, and the offsets one key after
/// another. A compiled catalog maps them as they lie: a million real names (many with an é or
/// a ü) were a dictionary of arrays built at every start and freed at exit, two fifths of a warm
/// `search`. A key's offsets are found by binary search when a match is highlighted.
struct CharacterOffsets: Equatable, Sendable {
  private(set) var keys = Column<Int32>()
  private(set) var starts = Column<Int64>([0])
  private(set) var values = Column<Int32>()

  init() {}

  /// The columns of a compiled file, once `isWhole` holds.
  init(keys: Column<Int32>, starts: Column<Int64>, values: Column<Int32>) {
    (self.keys, self.starts, self.values) = (keys, starts, values)
  }

  /// Whether the columns agree with each other for an index of `keyCount` keys: the keys rise
  /// and lie below it, and the starts end where the values do. Checked when a compiled file is
  /// opened: it reads one number a key with offsets, no offsets.
  func isWhole(keyCount: Int) -> Bool {
    guard starts.count == keys.count + 1, starts[0] == 0, starts.last.map(Int.init) == values.count else { return false }
    return keys.withUnsafeBufferPointer { keys in
      keys.indices.allSatisfy { i in keys[i] >= 0 && Int(keys[i]) < keyCount && (i == 0 || keys[i - 1] < keys[i]) }
    }
  }

  /// The keys that have offsets, in increasing order.
  var keyList: Column<Int32> { keys }

  /// The offsets of key `key`; nil for an ASCII key (each byte its own character).
  subscript(key: Int32) -> [Int32]? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    guard low < keys.count, keys[low] == key else { return nil }
    let start = Int(starts[low])
    let end = Int(starts[low + 1])
    guard start <= end, end <= values.count else { return nil }
    return Array(values[start..<end])
  }

  /// Adds the offsets of `key`, which comes after every key added before.
  mutating func append(_ offsets: [Int32], key: Int32) {
    precondition(keys.last.map { $0 < key } ?? true, "keys are added in increasing order")
    keys.append(key)
    values.append(contentsOf: offsets)
    starts.append(Int64(values.count))
  }

  /// `other`'s offsets after these, its keys moved up by `keyBase` (the keys before them).
  mutating func append(contentsOf other: CharacterOffsets, keyBase: Int32) {
    let base = Int64(values.count)
    other.keys.withUnsafeBufferPointer { keys.append(contentsOf: $0.lazy.map { $0 + keyBase }) }
    other.starts.withUnsafeBufferPointer { starts.append(contentsOf: $0.dropFirst().lazy.map { $0 + base }) }
    other.values.withUnsafeBufferPointer { values.append(contentsOf: $0) }
  }
}
