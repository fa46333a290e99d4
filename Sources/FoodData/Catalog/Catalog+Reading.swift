import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Catalog {
  /// Reads and checks catalog bytes with the one-pass reader, at any size, and composes the
  /// dishes; `file` names them in errors.
  ///
  /// The checks come in the order a reader meets them: the JSON and its types, the food ids
  /// (recipes find ingredients by id), the recipes, then the rules of `check`.
  ///
  /// - Parameters:
  ///   - progress: told every 16,384 foods how far reading has got.
  ///   - release: told of byte offsets below which the bytes are done with.
  ///   - shape: the look at the bytes' shape, when the caller took it already.
  static func read(
    _ bytes: UnsafeRawBufferPointer, file: String, progress: CatalogReader.Progress? = nil,
    release: ((Int) -> Void)? = nil, halvesFrom: Int = CatalogReader.halvesThreshold, shape: CatalogShape.Check = .notDone
  ) throws(CatalogError) -> Catalog {
    if let problem = shape.problem(of: bytes, release: release) { throw CatalogError(file: file, problem: problem) }
    var parts: CatalogReader.Parts
    do {
      parts = try CatalogReader.read(bytes, progress: progress, release: release, halvesFrom: halvesFrom)
    } catch {
      throw describe(error, file: file)
    }
    try checkFoodIDs(parts.foods, file: file)
    try compose(&parts, file: file)
    let catalog = Catalog(sources: parts.sources, sections: parts.sections, foods: FoodList(columns: parts.foods))
    try catalog.check(file: file, rulesRead: parts.rules)
    return catalog
  }

  /// Whether the bytes hold recipes: composing them is worth a compiled form even for a small
  /// file (the built-in catalog's 586 dishes).
  static func hasRecipes(_ bytes: UnsafeRawBufferPointer) -> Bool {
    contains(bytes, "\"recipe\"")
  }

  /// Whether the bytes hold this ASCII text anywhere.
  private static func contains(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
    let needle = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var at = 0
    while at <= bytes.count - needle.count {
      if bytes[at] == first && (1..<needle.count).allSatisfy({ bytes[at + $0] == needle[$0] }) { return true }
      at += 1
    }
    return false
  }

  private static func describe(_ fault: CatalogReader.Fault, file: String) -> CatalogError {
    var place: String?
    if let list = fault.list, let entry = fault.entry {
      let noun = list == "foods" ? "food" : "section"
      place = fault.id.map { $0.isEmpty ? "\(list)[\(entry)]" : "\(noun) '\($0)'" } ?? "\(list)[\(entry)]"
    }
    let problem = fault.problem.hasPrefix("not valid JSON") ? "\(fault.problem) (at byte \(fault.offset))" : fault.problem
    return CatalogError(file: file, place: place, field: fault.field, problem: problem)
  }
}

/// A cheap look at a file's shape before it is read: a catalog is one JSON object, so a file
/// that does not start with '{', or whose brackets do not balance (a file cut short, or
/// garbage), is refused after one fast pass, before any food is made.
enum CatalogShape {
  /// Whether the shape was looked at already (`CatalogCache.hashAndShape`), and what was found.
  enum Check {
    case notDone
    case done(problem: String?)

    /// The problem found, looking now if that was not done.
    func problem(of bytes: UnsafeRawBufferPointer, release: ((Int) -> Void)?) -> String? {
      switch self {
      case .notDone: CatalogShape.problem(bytes, release: release)
      case .done(let problem): problem
      }
    }
  }

  /// Why the bytes cannot be a catalog, or nil when they might be one.
  static func problem(_ buffer: UnsafeRawBufferPointer, release: ((Int) -> Void)? = nil) -> String? {
    let bytes = buffer.bindMemory(to: UInt8.self)
    var start = 0
    while start < bytes.count, isSpace(bytes[start]) { start += 1 }
    if start == bytes.count { return "empty; a catalog is a JSON object with sections and foods" }
    if bytes[start] != UInt8(ascii: "{") {
      return "not a catalog: it does not start with '{' (a catalog is one JSON object); give a catalog JSON file"
    }
    var depth = 0
    var index = start
    var nextRelease = 16 << 20
    let count = bytes.count
    while index < count {
      // Most bytes are plain text: one table look-up each tells them from the few that matter.
      let kind = byteKinds[Int(bytes[index])]
      switch kind {
      case 0: break
      case Kind.quote:
        index += 1
        while index < count {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\"") { break }
          index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
      case Kind.open: depth += 1
      case Kind.close:
        depth -= 1
        if depth == 0 {
          var rest = index + 1
          while rest < count, isSpace(bytes[rest]) { rest += 1 }
          return rest == count ? nil : "not a catalog: text follows the catalog's closing brace at byte \(index); remove it"
        }
      case Kind.stray: return "not valid JSON (unexpected text at byte \(index), outside any quotes); fix the syntax"
      default: return "not a catalog: binary data at byte \(index); give a catalog JSON file"
      }
      index += 1
      if index >= nextRelease {
        release?(index)
        nextRelease = index + (16 << 20)
      }
    }
    return "not a catalog: the file ends before the catalog does (cut short?); make the file again"
  }

  private enum Kind {
    static let quote: UInt8 = 1
    static let open: UInt8 = 2
    static let close: UInt8 = 3
    static let binary: UInt8 = 4
    /// Text that JSON never has outside a string: a letter that starts no literal, stray
    /// punctuation, a byte of a non-ASCII character. Telling it here names "{ not json" as
    /// not JSON rather than as cut short.
    static let stray: UInt8 = 5
  }

  /// What JSON allows outside strings besides brackets and quotes: spaces, ':' and ',', numbers,
  /// and the letters of true, false and null.
  private static let allowedOutsideStrings = Set(" \t\n\r:,0123456789+-.eEtrufalsn".utf8)

  private static let byteKinds: [UInt8] = (0..<256).map { byte in
    switch byte {
    case 0x22: Kind.quote
    case 0x7B, 0x5B: Kind.open
    case 0x7D, 0x5D: Kind.close
    case 0..<0x09, 0x0E..<0x20: Kind.binary
    case _ where allowedOutsideStrings.contains(UInt8(byte)): 0
    default: Kind.stray
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
