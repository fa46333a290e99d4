import Foundation

extension Catalog {
  /// This catalog with an imported one after it: its sections after these, its foods after
  /// these, both marked as imported so that search puts them below the curated foods.
  public func appendingImport(_ other: Catalog) -> Catalog {
    var joined = Catalog(
      sources: sources + other.sources, sections: sections + other.sections,
      foods: FoodList(columns: foods.columns.appending(other.foods.columns)))
    joined.importedFoodStart = importedFoodStart
    joined.importedSectionStart = importedSectionStart
    joined.builtInFoodEnd = builtInFoodEnd
    joined.ownFoods = ownFoods
    return joined
  }

  /// The catalog with the person's own foods and recipes after the built-in foods (call it
  /// before any import is appended): their section ("Yours") after the built-in sections.
  public func appendingOwnFoods(_ own: Catalog) -> Catalog {
    var joined = appendingImport(own)
    joined.ownFoods = foods.count..<joined.foods.count
    joined.importedSectionStart = sections.count + own.sections.count
    return joined
  }

  /// Whether the food at this index is one of the person's own.
  public func isOwn(food index: Int) -> Bool { ownFoods.contains(index) }

  /// The curated catalog with the built-in second tier after it (`FNDDSTier`): searched and
  /// listed below the curated foods as an import is, but built in (`builtInFoodEnd`).
  public func appendingSecondTier(_ tier: Catalog) -> Catalog {
    var joined = appendingImport(tier)
    joined.builtInFoodEnd = joined.foods.count
    return joined
  }

  /// Whether the section at this index comes from an import.
  public func isImported(section index: Int) -> Bool { index >= importedSectionStart }

  /// The catalog as catalog JSON, in the format `load(from:)` reads.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(EncodedCatalog(sources: sources, sections: sections, foods: foods.map(FoodEntry.init)))
  }
}

extension Catalog {
  /// The same JSON as `jsonData()`, made a food at a time and handed to `write` in pieces of
  /// about a megabyte: a catalog of millions of foods (an Open Food Facts import) is written
  /// with the memory of its columns, not of its text. Stops at the first piece `write` refuses.
  /// - Returns: whether every piece was written.
  public func writeJSON(_ write: ([UInt8]) -> Bool) throws -> Bool {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var pending = Array(#"{"foods":["#.utf8)
    for (index, food) in foods.enumerated() {
      if index > 0 { pending.append(UInt8(ascii: ",")) }
      pending.append(contentsOf: try encoder.encode(FoodEntry(food)))
      if pending.count >= 1 << 20 {
        guard write(pending) else { return false }
        pending.removeAll(keepingCapacity: true)
      }
    }
    pending.append(contentsOf: Array(#"],"sections":"#.utf8) + (try encoder.encode(sections)))
    pending.append(contentsOf: Array(#","sources":"#.utf8) + (try encoder.encode(sources)) + [UInt8(ascii: "}")])
    return write(pending)
  }
}

private struct EncodedCatalog: Encodable {
  var sources: [Source]
  var sections: [Section]
  var foods: [FoodEntry]
}
