import Foundation

extension Catalog {
  /// The rules on food ids that composing needs first (an ingredient is found by its id), in
  /// the words of `check`: the first food, in food order, whose id is empty or was given before.
  ///
  /// The ids are compared as the bytes they lie in, in a table of positions open by the ids'
  /// hash: a `Set<String>` made a million strings and hashed each twice, a twentieth of
  /// compiling a million foods.
  static func checkFoodIDs(_ foods: FoodColumns, file: String) throws(CatalogError) {
    let ids = foods.ids
    func fail(_ position: Int, _ problem: String) -> CatalogError {
      let id = ids[position]
      let place = id.trimmed.isEmpty ? "foods[\(position)]" : "food '\(id)'"
      return CatalogError(file: file, place: place, field: "id", problem: problem)
    }
    var capacity = 16
    while capacity < 2 * ids.count { capacity <<= 1 }
    let mask = capacity - 1
    // Each slot holds a position plus one; 0 is empty.
    var slots = [Int32](repeating: 0, count: capacity)
    let duplicate: Int? = ids.bytes.withUnsafeBufferPointer { bytes in
      ids.starts.withUnsafeBufferPointer { starts in
        slots.withUnsafeMutableBufferPointer { slots in
          let base = UnsafeRawPointer(bytes.baseAddress)
          for position in 0..<ids.count {
            let start = Int(starts[position])
            let length = Int(starts[position + 1]) - start
            // An id that starts with a visible ASCII character is not empty when trimmed.
            if length == 0 || !(0x21...0x7E).contains(bytes[start]), ids[position].trimmed.isEmpty { return position }
            let text = UnsafeRawBufferPointer(start: base.map { $0 + start }, count: length)
            var slot = Int(truncatingIfNeeded: ContentHash.of(text)) & mask
            while slots[slot] != 0 {
              let other = Int(slots[slot]) - 1
              let otherStart = Int(starts[other])
              if Int(starts[other + 1]) - otherStart == length, memcmp(base! + otherStart, base! + start, length) == 0 { return position }
              slot = (slot + 1) & mask
            }
            slots[slot] = Int32(position + 1)
          }
          return nil
        }
      }
    }
    guard let duplicate else { return }
    if ids[duplicate].trimmed.isEmpty { throw fail(duplicate, "empty; give the food an id") }
    throw fail(duplicate, "duplicate food id; ids must be unique")
  }
}
