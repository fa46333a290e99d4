import Foundation
import Synchronization

/// A big list of foods read on two cores: a second reader starts at a food near the middle of
/// the file while this one reads from the start. Where the middle food starts is a guess (the
/// bytes `}`, `,` and `{` with only spaces between, which a name could also hold), so the second
/// half counts only if this reader, reading every byte before it as the one reader would,
/// arrives at a food that starts exactly there; otherwise it reads on alone and the second
/// half is thrown away. Either way the foods, the faults and their messages are the one
/// reader's: the first fault in file order, numbered from the start.
extension CatalogReader {
  /// Lists of foods smaller than this are read on one core: the second thread and the joining
  /// of the halves cost more than they save.
  static let halvesThreshold = 16 << 20

  /// Reads the foods in two halves when the list is big and there are two cores; the number of
  /// foods read, or nil when it read nothing (the list is to be read on one core).
  mutating func readFoodsInTwo(into parts: inout Parts) throws(Fault) -> Int? {
    guard ProcessInfoCores.count > 1, end - at >= halvesFrom, let middle = Self.foodStart(near: at + (end - at) / 2, in: bytes, end: end)
    else { return nil }
    let second = SecondHalf(start: middle)
    let buffer = UnsafeRawBufferPointer(start: bytes, count: end)
    nonisolated(unsafe) let shared = buffer
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { second.read(shared) }
    // The second reader reads these bytes until it is done, whatever happens here.
    defer { group.wait() }
    // Nil: it stopped where the second half starts.
    if let whole = try readFoodElements(into: &parts, from: 0, stoppingAt: middle, done: { second.done.load(ordering: .relaxed) }) {
      return whole
    }
    let firstCount = parts.foods.count
    group.wait()
    switch second.result {
    case .failure(var fault):
      fault.entry = fault.entry.map { $0 + firstCount }
      throw fault
    case .success(let (half, endOffset, count)):
      guard parts.foods.hasRoom(for: half.foods) else {
        var fault = Self.tooMuchText(at: self)
        fault.entry = nil
        throw fault
      }
      parts.foods.append(half.foods)
      for (position, dish) in half.dishes { parts.dishes[position + Int32(firstCount)] = dish }
      parts.missingFootprints += half.missingFootprints.map { $0 + Int32(firstCount) }
      parts.rules.append(half.rules, from: Int32(firstCount))
      at = endOffset
      parts.readInHalves = true
      return firstCount + count
    case nil:
      return nil
    }
  }

  /// The start of a food after `offset`: a `{` after `}` and `,` with only spaces between. A
  /// guess, checked by the first reader.
  static func foodStart(near offset: Int, in bytes: UnsafePointer<UInt8>, end: Int) -> Int? {
    var at = offset
    let limit = min(end, offset + (4 << 20))
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    while at < limit {
      guard let found = memchr(bytes + at, Int32(UInt8(ascii: ",")), limit - at) else { return nil }
      let comma = bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
      at = comma + 1
      var before = comma - 1
      while before > offset, isSpace(bytes[before]) { before -= 1 }
      guard before > offset, bytes[before] == UInt8(ascii: "}") else { continue }
      var after = comma + 1
      while after < end, isSpace(bytes[after]) { after += 1 }
      if after < end, bytes[after] == UInt8(ascii: "{") { return after }
    }
    return nil
  }
}

/// The second reader of `readFoodsInTwo`, on its own thread.
private final class SecondHalf: @unchecked Sendable {
  let start: Int
  /// Bytes read so far, for the progress bar.
  let done = Atomic<Int>(0)
  /// Its foods, the offset after the list's `]`, and how many; or its first fault, its entry
  /// numbered from the half's start. Written on its thread before the group is left.
  var result: Result<(CatalogReader.Parts, Int, Int), CatalogReader.Fault>?

  init(start: Int) { self.start = start }

  func read(_ buffer: UnsafeRawBufferPointer) {
    let start = start
    var reader = CatalogReader(buffer, progress: { at, _, _ in self.done.store(at - start, ordering: .relaxed) })
    reader.at = start
    reader.list = "foods"
    var parts = CatalogReader.Parts()
    do throws(CatalogReader.Fault) {
      let count = try reader.readFoodElements(into: &parts, from: 0) ?? 0
      result = .success((parts, reader.at, count))
    } catch {
      result = .failure(error)
    }
    done.store(reader.at - start, ordering: .relaxed)
  }
}
