/// The parts of a compiled catalog that are not columns: its sources and sections, the strings
/// its columns number, the count, and where its tiers begin. Written as byte records (`ByteWriter`): the Foundation JSON decoder took a
/// tenth of the built-in `search` to read them.
extension CompiledCatalog {
  struct Meta {
    var sources: [Source]
    var sections: [Section]
    var sectionIDs: [String]
    var icons: [String]
    var products: [String]
    var itemCount: Int
    /// Where a joined catalog's tiers begin (`Catalog.importedFoodStart`...); absent, one tier.
    var tiers: [Int]?

    var bytes: [UInt8] {
      var writer = ByteWriter()
      writer.integer(UInt32(sources.count))
      for source in sources {
        writer.string(source.id)
        writer.string(source.citation)
        writer.optionalString(source.usedFor)
      }
      writer.integer(UInt32(sections.count))
      for section in sections {
        for text in [section.id, section.name, section.icon] { writer.string(text) }
        writer.integer(UInt8(section.countsAsMeat ? 1 : 0))
        writer.optionalString(section.generic)
      }
      for list in [sectionIDs, icons, products] {
        writer.integer(UInt32(list.count))
        for text in list { writer.string(text) }
      }
      writer.integer(Int64(itemCount))
      writer.integer(UInt8(tiers == nil ? 0 : 1))
      for tier in tiers ?? [] { writer.integer(Int64(tier)) }
      return writer.bytes
    }

    init(
      sources: [Source], sections: [Section], sectionIDs: [String], icons: [String], products: [String],
      itemCount: Int, tiers: [Int]?
    ) {
      (self.sources, self.sections, self.sectionIDs, self.icons, self.products) = (sources, sections, sectionIDs, icons, products)
      (self.itemCount, self.tiers) = (itemCount, tiers)
    }

    /// Nil for bytes that are not what `bytes` writes (a count past the end, a bad flag).
    init?(_ block: UnsafeRawBufferPointer) {
      var reader = ByteReader(block)
      func count() -> Int? {
        guard let value = reader.integer(UInt32.self).map(Int.init), value <= block.count else { return nil }
        return value
      }
      func strings() -> [String]? {
        guard let total = count() else { return nil }
        var list: [String] = []
        for _ in 0..<total {
          guard let text = reader.string() else { return nil }
          list.append(text)
        }
        return list
      }
      guard let sourceCount = count() else { return nil }
      sources = []
      for _ in 0..<sourceCount {
        guard let id = reader.string(), let citation = reader.string(), let usedFor = reader.optionalString() else { return nil }
        sources.append(Source(id: id, citation: citation, usedFor: usedFor))
      }
      guard let sectionCount = count() else { return nil }
      sections = []
      for _ in 0..<sectionCount {
        guard let id = reader.string(), let name = reader.string(), let icon = reader.string(),
          let meat = reader.integer(UInt8.self), meat <= 1, let generic = reader.optionalString()
        else { return nil }
        sections.append(Section(id: id, name: name, icon: icon, countsAsMeat: meat == 1, generic: generic))
      }
      guard let sectionIDs = strings(), let icons = strings(), let products = strings() else { return nil }
      (self.sectionIDs, self.icons, self.products) = (sectionIDs, icons, products)
      guard let items = reader.integer(Int64.self), items >= 0, let hasTiers = reader.integer(UInt8.self), hasTiers <= 1 else { return nil }
      itemCount = Int(items)
      if hasTiers == 1 {
        var tiers: [Int] = []
        for _ in 0..<3 {
          guard let tier = reader.integer(Int64.self) else { return nil }
          tiers.append(Int(tier))
        }
        self.tiers = tiers
      }
      guard reader.isAtEnd else { return nil }
    }
  }
}
