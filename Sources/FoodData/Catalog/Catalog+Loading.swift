import Foundation

extension Catalog {
  /// Reads and checks a catalog file.
  ///
  /// Every fault becomes one `CatalogError` naming the file, the food and the field, so that the
  /// command line can print it as one line: a missing file, text that is not JSON, a field of the
  /// wrong type, an unknown section, a duplicate id, an empty name, a negative or missing footprint.
  public static func load(from url: URL, progress: CatalogProgress? = nil) throws(CatalogError) -> Catalog {
    let name = url.path
    // Read as a stream, not by the size the file claims: a pipe (`--catalog <(cat file)`) or a
    // FIFO has none. The open's own error says why it failed.
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: name, isDirectory: &isFolder), isFolder.boolValue {
      throw CatalogError(file: name, problem: "is a folder; give the path of a catalog JSON file")
    }
    // A regular file is mapped and read in one pass; pipes and the like are read whole first.
    if let mapped = MappedFile(path: name) { return try readWhole(mapped, file: name, progress: progress) }
    let descriptor = open(name, O_RDONLY)
    guard descriptor >= 0 else {
      let reason = errno
      throw CatalogError(
        file: name,
        problem: reason == ENOENT
          ? "no such file; give the path of a catalog JSON file"
          : "cannot be read (\(String(cString: strerror(reason)).lowercased())); check the path and its permissions")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw CatalogError(file: name, problem: "cannot be read (\(error.localizedDescription)); check that it is a file")
    }
    return try decode(data, file: name)
  }

  /// Reads a mapped catalog file in one pass, giving its pages back as it goes. A file cut short
  /// during the pass is refused for that, whatever the reader made of the zeros it then read.
  static func readWhole(_ mapped: MappedFile, file: String, progress: CatalogProgress?, shape: CatalogShape.Check = .notDone) throws(CatalogError) -> Catalog {
    let result = Result { () throws(CatalogError) in
      try read(mapped.bytes, file: file, progress: progress, release: { mapped.release(below: $0) }, shape: shape)
    }
    if mapped.wasCutShort {
      throw CatalogError(
        file: file, problem: "was cut short while it was read (\(mapped.bytes.count) bytes when opened); wait until it is written whole and try again")
    }
    return try result.get()
  }

  /// Decodes and checks catalog JSON; `file` names it in errors.
  public static func decode(_ data: Data, file: String) throws(CatalogError) -> Catalog {
    let result = data.withUnsafeBytes { bytes in Result { () throws(CatalogError) in try read(bytes, file: file) } }
    return try result.get()
  }

  /// The rules that JSON types alone cannot say.
  ///
  /// - Parameter rulesRead: what the reader found of each food's rules as it read them (it
  ///   checked their ids too); nil to ask every food here.
  func check(file: String, rulesRead: FoodRulesRead? = nil) throws(CatalogError) {
    if sections.isEmpty {
      throw CatalogError(file: file, field: "sections", problem: "no sections; add at least one")
    }
    var sectionIDs = Set<String>()
    for (index, section) in sections.enumerated() {
      let place = section.id.isEmpty ? "sections[\(index)]" : "section '\(section.id)'"
      if let fault = CatalogRules.fault(in: section) {
        throw CatalogError(file: file, place: place, field: fault.field, problem: fault.problem)
      }
      if !sectionIDs.insert(section.id).inserted {
        throw CatalogError(file: file, place: place, field: "id", problem: "duplicate section id; ids must be unique")
      }
    }
    for section in sections {
      guard let generic = section.generic else { continue }
      if foods.position(ofID: generic).map({ foods.sectionID(at: $0) }) != section.id {
        throw CatalogError(
          file: file, place: "section '\(section.id)'", field: "generic",
          problem: "no food '\(generic)' in this section; name one of its foods or leave the field out")
      }
    }
    if foods.isEmpty {
      throw CatalogError(file: file, field: "foods", problem: "no foods; add at least one")
    }
    var textBytes = 0
    if let rulesRead {
      try checkFoods(rulesRead, sectionIDs: sectionIDs, file: file)
      textBytes = rulesRead.textBytes
    } else {
      var foodIDs = Set<String>()
      for index in 0..<foods.count {
        textBytes += try checkFood(at: index, sectionIDs: sectionIDs, file: file, foodIDs: &foodIDs)
      }
    }
    if foods.count > CatalogBounds.foods {
      throw CatalogError(file: file, field: "foods", problem: "\(foods.count) foods; a catalog may have at most \(CatalogBounds.foods)")
    }
    if textBytes > CatalogBounds.textBytes {
      throw CatalogError(
        file: file, field: "foods",
        problem: "\(textBytes) bytes of names and aliases; a catalog may have at most \(CatalogBounds.textBytes)")
    }
  }

  /// Checks the food at `index` (its id too, against the ids seen so far); the bytes of its
  /// name and aliases.
  private func checkFood(at index: Int, sectionIDs: Set<String>, file: String, foodIDs: inout Set<String>) throws(CatalogError) -> Int {
    let food = foods[index]
    let place = food.id.trimmed.isEmpty ? "foods[\(index)]" : "food '\(food.id)'"
    func fail(_ field: String, _ problem: String) -> CatalogError {
      CatalogError(file: file, place: place, field: field, problem: problem)
    }
    if food.id.trimmed.isEmpty { throw fail("id", "empty; give the food an id") }
    if !foodIDs.insert(food.id).inserted { throw fail("id", "duplicate food id; ids must be unique") }
    if !sectionIDs.contains(food.section) { throw fail("section", unknownSectionProblem(food.section)) }
    if let fault = CatalogRules.fault(in: food) { throw fail(fault.field, fault.problem) }
    return food.searchTextBytes
  }

  /// The foods of a catalog just read: the first food, in food order, whose section is unknown
  /// or that breaks a rule (the section first, as `checkFood` asks), without making any food
  /// but the dishes, which are asked here now that they are composed.
  private func checkFoods(_ rulesRead: FoodRulesRead, sectionIDs: Set<String>, file: String) throws(CatalogError) {
    let columns = foods.columns
    let known = columns.sectionIDs.strings.map(sectionIDs.contains)
    let unknownSection = columns.sectionOf.withUnsafeBufferPointer { numbers in numbers.firstIndex { !known[Int($0)] } }
    var broken = rulesRead.first.map { (position: Int($0.position), fault: $0.fault) }
    for dish in rulesRead.dishes.lazy.map(Int.init) where dish < broken?.position ?? .max {
      if let fault = CatalogRules.fault(in: foods[dish]) { broken = (dish, fault) }
    }
    func fail(_ position: Int, _ field: String, _ problem: String) -> CatalogError {
      CatalogError(file: file, place: "food '\(columns.ids[position])'", field: field, problem: problem)
    }
    if let position = unknownSection, position <= broken?.position ?? .max {
      throw fail(position, "section", unknownSectionProblem(columns.sectionID(at: position)))
    }
    if let (position, fault) = broken { throw fail(position, fault.field, fault.problem) }
  }

  private func unknownSectionProblem(_ section: String) -> String {
    "unknown section '\(section)'; use one of \(sections.map(\.id).joined(separator: ", "))"
  }

  static let emojiSequenceProblem =
    "holds an emoji sequence (variation selector, joiner, keycap, skin tone or flag) that terminals draw at different widths; use a single-character emoji"
}

extension String {
  /// Without the spaces and newlines at either end; the common case (none) costs no copy,
  /// which matters when a million foods are checked.
  var trimmed: String {
    // Ends that are ASCII and not spaces settle it by their bytes, without the grapheme
    // breaking that `first` and `last` do.
    func isPlainEnd(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x7F } ?? true }
    if isPlainEnd(utf8.first), isPlainEnd(utf8.last) { return self }
    guard first?.isWhitespace == true || last?.isWhitespace == true else { return self }
    return trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
