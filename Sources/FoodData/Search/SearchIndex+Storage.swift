/// The index's arrays as plain columns: joined (the built-in foods and an import), and written
/// to or mapped from a compiled catalog (`CompiledCatalog`).
extension SearchIndex {
  /// Adds every item of `other` after this index's items.
  public mutating func append(contentsOf other: SearchIndex) {
    let keyBase = Int32(masks.count)
    let foldedBase = Int32(folded.count)
    let originalBase = Int32(original.count)
    other.folded.withUnsafeBufferPointer { folded.append(contentsOf: $0) }
    other.foldedStart.withUnsafeBufferPointer { foldedStart.append(contentsOf: $0.dropFirst().lazy.map { $0 + foldedBase }) }
    other.original.withUnsafeBufferPointer { original.append(contentsOf: $0) }
    other.originalStart.withUnsafeBufferPointer {
      originalStart.append(contentsOf: $0.dropFirst().lazy.map { $0 + originalBase })
    }
    other.itemFirstKey.withUnsafeBufferPointer { itemFirstKey.append(contentsOf: $0.dropFirst().lazy.map { $0 + keyBase }) }
    other.masks.withUnsafeBufferPointer { masks.append(contentsOf: $0) }
    other.wordMasks.withUnsafeBufferPointer { wordMasks.append(contentsOf: $0) }
    other.pairBlooms.withUnsafeBufferPointer { pairBlooms.append(contentsOf: $0) }
    other.nameLengths.withUnsafeBufferPointer { nameLengths.append(contentsOf: $0) }
    characterOffsets.append(contentsOf: other.characterOffsets, keyBase: keyBase)
    itemCount += other.itemCount
  }

  /// Room for `factor` times what each column holds (`FoodColumns.reserveCapacity`).
  mutating func reserveCapacity(scaledBy factor: Double) {
    folded.reserve(scaledBy: factor)
    foldedStart.reserve(scaledBy: factor)
    original.reserve(scaledBy: factor)
    originalStart.reserve(scaledBy: factor)
    itemFirstKey.reserve(scaledBy: factor)
    masks.reserve(scaledBy: factor)
    wordMasks.reserve(scaledBy: factor)
    pairBlooms.reserve(scaledBy: factor)
    nameLengths.reserve(scaledBy: factor)
  }

  /// The number of keys (names and aliases) of all items.
  var keyCountTotal: Int { masks.count }
}
