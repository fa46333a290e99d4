import Foundation

/// Reads catalog JSON in one pass over its bytes, straight into columns: no JSON tree, no
/// `Decodable` machinery, no `String` for a key. This is what lets a million foods load in
/// seconds where `JSONSerialization` and `JSONDecoder` took a minute and 10 GB.
///
/// It accepts what the Foundation decoder accepts (strict JSON, unknown keys ignored, optional
/// fields missing or null) and stops at the first fault with its place: the food's index and
/// id, the field, and what is wrong. `Catalog.decode` turns that into the one-line message.
/// How far reading a catalog has got, for a progress bar: bytes read of all, and foods so far.
public typealias CatalogProgress = (_ bytesRead: Int, _ totalBytes: Int, _ foods: Int) -> Void

struct CatalogReader {
  /// Where reading stopped and why.
  struct Fault: Error {
    var offset: Int
    /// "foods" or "sections" and the entry's index, when the fault is inside one.
    var list: String?
    var entry: Int?
    var id: String?
    var field: String?
    var problem: String
  }

  typealias Progress = CatalogProgress

  private let bytes: UnsafePointer<UInt8>
  private let end: Int
  private var at = 0
  private var list: String?
  private var entry: Int?
  private var id: String?
  private var path: [String] = []
  private let progress: Progress?
  private let release: ((Int) -> Void)?

  private init(_ buffer: UnsafeRawBufferPointer, progress: Progress?, release: ((Int) -> Void)?) {
    bytes = buffer.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? UnsafePointer(bitPattern: 1)!
    end = buffer.count
    self.progress = progress
    self.release = release
  }

  /// Reads a whole catalog file's bytes.
  ///
  /// - Parameter release: called with a byte offset below which the bytes are no longer needed
  ///   (a mapped file can then give those pages back).
  static func read(
    _ buffer: UnsafeRawBufferPointer, progress: Progress? = nil, release: ((Int) -> Void)? = nil
  ) throws(Fault) -> (sources: [Source], sections: [Section], foods: FoodColumns) {
    var reader = CatalogReader(buffer, progress: progress, release: release)
    return try reader.readTop()
  }

  // MARK: The catalog's shape

  private mutating func readTop() throws(Fault) -> (sources: [Source], sections: [Section], foods: FoodColumns) {
    var sources: [Source]?
    var sections: [Section]?
    var foods: FoodColumns?
    skipSpace()
    try readObject { (reader: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "sources": sources = try reader.optional { (r: inout CatalogReader) throws(Fault) in try r.readList(Self.readSource) }
      case "sections": sections = try reader.required(key) { (r: inout CatalogReader) throws(Fault) in
          try r.readEntries("sections", Self.readSection)
        }
      case "foods": foods = try reader.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readFoods() }
      default: try reader.skipValue(depth: 0)
      }
    }
    skipSpace()
    if at < end { throw fault("unexpected text after the catalog's closing brace; remove it") }
    guard let sections else { throw missing("sections") }
    guard let foods else { throw missing("foods") }
    return (sources ?? [], sections, foods)
  }

  private mutating func readFoods() throws(Fault) -> FoodColumns {
    var columns = FoodColumns()
    guard peek() == UInt8(ascii: "[") else { throw wrongType("a list") }
    at += 1
    list = "foods"
    // Fields are named from the food: "name", not "foods.name".
    let outer = path
    path = []
    defer { path = outer }
    var index = 0
    try readElements { (reader: inout CatalogReader) throws(Fault) in
      reader.entry = index
      reader.id = nil
      columns.append(try reader.readFood())
      index += 1
      if index & 0x3FFF == 0 {
        reader.progress?(reader.at, reader.end, index)
        reader.release?(reader.at)
      }
    }
    progress?(at, end, index)
    list = nil
    entry = nil
    id = nil
    return columns
  }

  private mutating func readEntries<T>(_ name: String, _ element: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> [T] {
    guard peek() == UInt8(ascii: "[") else { throw wrongType("a list") }
    at += 1
    list = name
    let outer = path
    path = []
    defer { path = outer }
    var items: [T] = []
    try readElements { (reader: inout CatalogReader) throws(Fault) in
      reader.entry = items.count
      reader.id = nil
      items.append(try element(&reader))
    }
    list = nil
    entry = nil
    id = nil
    return items
  }

  private static func readSource(_ r: inout CatalogReader) throws(Fault) -> Source {
    var id: String?
    var citation: String?
    var usedFor: String?
    try r.readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id": id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "citation": citation = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "used_for": usedFor = try r.optional { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw r.missing("id") }
    guard let citation else { throw r.missing("citation") }
    return Source(id: id, citation: citation, usedFor: usedFor)
  }

  private static func readSection(_ r: inout CatalogReader) throws(Fault) -> Section {
    var id: String?
    var name: String?
    var icon: String?
    var countsAsMeat: Bool?
    var generic: String?
    try r.readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id":
        id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
        r.id = id
      case "name": name = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "icon": icon = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "countsAsMeat": countsAsMeat = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readBool() }
      case "generic": generic = try r.optional { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw r.missing("id") }
    guard let name else { throw r.missing("name") }
    guard let icon else { throw r.missing("icon") }
    guard let countsAsMeat else { throw r.missing("countsAsMeat") }
    return Section(id: id, name: name, icon: icon, countsAsMeat: countsAsMeat, generic: generic)
  }

  private mutating func readFood() throws(Fault) -> Food {
    var id: String?
    var name: String?
    var section: String?
    var icon: String?
    var aliases: [String]?
    var portions: Portions?
    var footprint: Footprint?
    var nutrition: Nutrition?
    var recipe: Recipe?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id":
        id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
        r.id = id
      case "name": name = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "section": section = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "icon": icon = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "aliases":
        aliases = try r.required(key) { (r: inout CatalogReader) throws(Fault) in
          try r.readList { (r: inout CatalogReader) throws(Fault) in try r.readString() }
        }
      case "portions": portions = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readPortions() }
      case "footprint": footprint = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readFootprint() }
      case "nutrition": nutrition = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readNutrition() }
      case "recipe": recipe = try r.optional(key) { (r: inout CatalogReader) throws(Fault) in try r.readRecipe() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw missing("id") }
    guard let name else { throw missing("name") }
    guard let section else { throw missing("section") }
    guard let icon else { throw missing("icon") }
    guard let aliases else { throw missing("aliases") }
    guard let footprint else { throw missing("footprint") }
    return Food(
      id: id, name: name, section: section, icon: icon, aliases: aliases, portions: portions, footprint: footprint,
      nutrition: nutrition, recipe: recipe)
  }

  private mutating func readPortions() throws(Fault) -> Portions {
    var grams: [String: Int] = [:]
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "little", "some", "lot": grams[key] = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readInt() }
      default: try r.skipValue(depth: 0)
      }
    }
    for key in ["little", "some", "lot"] where grams[key] == nil { throw missing(key) }
    return Portions(little: grams["little"] ?? 0, some: grams["some"] ?? 0, lot: grams["lot"] ?? 0)
  }

  private mutating func readFootprint() throws(Fault) -> Footprint {
    var kg: Double?
    var product: String?
    var proxy: Bool?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "kgCO2ePerKg": kg = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "product": product = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "proxy": proxy = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readBool() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let kg else { throw missing("kgCO2ePerKg") }
    guard let product else { throw missing("product") }
    guard let proxy else { throw missing("proxy") }
    return Footprint(kgCO2ePerKg: kg, product: product, proxy: proxy)
  }

  private mutating func readNutrition() throws(Fault) -> Nutrition {
    var kcal: Double?
    var protein: Double?
    var fibre: Double?
    var ndb: String?
    var description: String?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "kcalPer100g": kcal = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "proteinPer100g": protein = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "fibrePer100g": fibre = try r.optional { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      case "usdaNdb": ndb = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "usdaDescription": description = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let kcal else { throw missing("kcalPer100g") }
    guard let protein else { throw missing("proteinPer100g") }
    guard let ndb else { throw missing("usdaNdb") }
    guard let description else { throw missing("usdaDescription") }
    return Nutrition(kcalPer100g: kcal, proteinPer100g: protein, fibrePer100g: fibre, usdaNdb: ndb, usdaDescription: description)
  }

  private mutating func readRecipe() throws(Fault) -> Recipe {
    var serving: Int?
    var ingredients: [RecipeIngredient]?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "servingGrams": serving = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readInt() }
      case "ingredients":
        ingredients = try r.required(key) { (r: inout CatalogReader) throws(Fault) in
          var index = 0
          return try r.readList { (r: inout CatalogReader) throws(Fault) in
            r.path.append("[\(index)]")
            defer {
              r.path.removeLast()
              index += 1
            }
            return try r.readIngredient()
          }
        }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let serving else { throw missing("servingGrams") }
    guard let ingredients else { throw missing("ingredients") }
    return Recipe(servingGrams: serving, ingredients: ingredients)
  }

  private mutating func readIngredient() throws(Fault) -> RecipeIngredient {
    var id: String?
    var grams: Double?
    try readObject { (r: inout CatalogReader, key: String) throws(Fault) in
      switch key {
      case "id": id = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readString() }
      case "grams": grams = try r.required(key) { (r: inout CatalogReader) throws(Fault) in try r.readNumber() }
      default: try r.skipValue(depth: 0)
      }
    }
    guard let id else { throw missing("id") }
    guard let grams else { throw missing("grams") }
    return RecipeIngredient(id: id, grams: grams)
  }

  // MARK: Fields

  /// A field that must be there and not null; the key goes on the path for errors.
  private mutating func required<T>(_ key: String, _ value: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> T {
    path.append(key)
    defer { path.removeLast() }
    if peek() == UInt8(ascii: "n") { throw fault("null; expected a value") }
    return try value(&self)
  }

  /// A field that may be null.
  private mutating func optional<T>(_ key: String? = nil, _ value: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> T? {
    if let key { path.append(key) }
    defer { if key != nil { path.removeLast() } }
    if peek() == UInt8(ascii: "n") {
      try literal("null")
      return nil
    }
    return try value(&self)
  }

  // MARK: JSON

  private mutating func readObject(_ member: (inout CatalogReader, String) throws(Fault) -> Void) throws(Fault) {
    skipSpace()
    guard peek() == UInt8(ascii: "{") else { throw wrongType("an object") }
    at += 1
    skipSpace()
    if peek() == UInt8(ascii: "}") {
      at += 1
      return
    }
    while true {
      skipSpace()
      guard peek() == UInt8(ascii: "\"") else { throw fault("expected a key in quotes") }
      let key = try readString()
      skipSpace()
      guard peek() == UInt8(ascii: ":") else { throw fault("expected ':' after a key") }
      at += 1
      skipSpace()
      try member(&self, key)
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): at += 1
      case UInt8(ascii: "}"):
        at += 1
        return
      default: throw fault("expected ',' or '}' in an object")
      }
    }
  }

  /// The elements of a list whose '[' has been read.
  private mutating func readElements(_ element: (inout CatalogReader) throws(Fault) -> Void) throws(Fault) {
    skipSpace()
    if peek() == UInt8(ascii: "]") {
      at += 1
      return
    }
    while true {
      skipSpace()
      try element(&self)
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): at += 1
      case UInt8(ascii: "]"):
        at += 1
        return
      default: throw fault("expected ',' or ']' in a list")
      }
    }
  }

  private mutating func readList<T>(_ element: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> [T] {
    guard peek() == UInt8(ascii: "[") else { throw wrongType("a list") }
    at += 1
    var items: [T] = []
    try readElements { (reader: inout CatalogReader) throws(Fault) in items.append(try element(&reader)) }
    return items
  }

  private mutating func readBool() throws(Fault) -> Bool {
    switch peek() {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    default: throw wrongType("true or false")
    }
  }

  private mutating func literal(_ word: StaticString) throws(Fault) {
    let count = word.utf8CodeUnitCount
    guard end - at >= count, memcmp(bytes + at, word.utf8Start, count) == 0 else { throw fault("not valid JSON; fix the syntax") }
    at += count
  }

  private mutating func readInt() throws(Fault) -> Int {
    let start = at
    let number = try readNumber()
    guard number.rounded() == number, abs(number) < 9.0e15 else {
      at = start
      throw fault("wrong type; expected a whole number")
    }
    return Int(number)
  }

  /// A JSON number, checked against the grammar before it is converted.
  private mutating func readNumber() throws(Fault) -> Double {
    let start = at
    guard let first = peek(), first == UInt8(ascii: "-") || isDigit(first) else { throw wrongType("a number") }
    if first == UInt8(ascii: "-") { at += 1 }
    guard let lead = peek(), isDigit(lead) else { throw fault("not valid JSON (a number needs digits); fix the syntax") }
    at += 1
    if lead != UInt8(ascii: "0") { while let d = peek(), isDigit(d) { at += 1 } }
    if peek() == UInt8(ascii: ".") {
      at += 1
      guard let d = peek(), isDigit(d) else { throw fault("not valid JSON (digits must follow '.'); fix the syntax") }
      while let d = peek(), isDigit(d) { at += 1 }
    }
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      at += 1
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { at += 1 }
      guard let d = peek(), isDigit(d) else { throw fault("not valid JSON (an exponent needs digits); fix the syntax") }
      while let d = peek(), isDigit(d) { at += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: at - start), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      at = start
      throw fault("the number \(text) is too large")
    }
    return value
  }

  /// A JSON string, with escapes (\n, \u00e9, surrogate pairs) decoded and its UTF-8 checked.
  private mutating func readString() throws(Fault) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw wrongType("a string") }
    at += 1
    let start = at
    var ascii = true
    while at < end {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(start: bytes + start, count: at - start)
        at += 1
        if ascii { return String(decoding: run, as: UTF8.self) }
        guard let text = String(validating: run, as: UTF8.self) else { throw fault("not valid UTF-8 text; save the file as UTF-8") }
        return text
      }
      if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
      if byte < 0x20 { throw fault("not valid JSON (a control character inside a string); fix the syntax") }
      if byte >= 0x80 { ascii = false }
      at += 1
    }
    throw fault("not valid JSON (a string is not closed: the file ends early); fix the syntax")
  }

  private mutating func readEscapedString(from start: Int) throws(Fault) -> String {
    var out = Array(UnsafeBufferPointer(start: bytes + start, count: at - start))
    while at < end {
      let byte = bytes[at]
      at += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: out, as: UTF8.self) else { throw fault("not valid UTF-8 text; save the file as UTF-8") }
        return text
      case UInt8(ascii: "\\"):
        guard at < end else { break }
        let escape = bytes[at]
        at += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try readHex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard end - at >= 6, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
              throw fault("not valid JSON (a \\u escape starts a surrogate pair without its second half); fix the syntax")
            }
            at += 2
            let low = try readHex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw fault("not valid JSON (a \\u surrogate pair is broken); fix the syntax")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(scalar) {
            throw fault("not valid JSON (a \\u escape is half a surrogate pair); fix the syntax")
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw fault("not valid JSON (a bad \\u escape); fix the syntax") }
          out.append(contentsOf: String(Character(unicode)).utf8)
        default: throw fault("not valid JSON (an unknown escape \\\(Character(Unicode.Scalar(escape)))); fix the syntax")
        }
      default:
        if byte < 0x20 { throw fault("not valid JSON (a control character inside a string); fix the syntax") }
        out.append(byte)
      }
    }
    throw fault("not valid JSON (a string is not closed: the file ends early); fix the syntax")
  }

  private mutating func readHex4() throws(Fault) -> UInt32 {
    guard end - at >= 4 else { throw fault("not valid JSON (a \\u escape needs four hex digits); fix the syntax") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[at]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fault("not valid JSON (a \\u escape needs four hex digits); fix the syntax")
      }
      value = value << 4 | UInt32(digit)
      at += 1
    }
    return value
  }

  /// Skips a value of a key the catalog does not use, checking its syntax.
  private mutating func skipValue(depth: Int) throws(Fault) {
    guard depth < 256 else { throw fault("nested too deep; a catalog's values are at most a few levels deep") }
    skipSpace()
    switch peek() {
    case UInt8(ascii: "{"):
      try readObject { (r: inout CatalogReader, _: String) throws(Fault) in try r.skipValue(depth: depth + 1) }
    case UInt8(ascii: "["):
      at += 1
      try readElements { (r: inout CatalogReader) throws(Fault) in try r.skipValue(depth: depth + 1) }
    case UInt8(ascii: "\""): _ = try readString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try readBool()
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try readNumber()
    }
  }

  private mutating func skipSpace() {
    while at < end {
      switch bytes[at] {
      case 0x20, 0x0A, 0x0D, 0x09: at += 1
      default: return
      }
    }
  }

  private func peek() -> UInt8? { at < end ? bytes[at] : nil }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  // MARK: Faults

  private func fault(_ problem: String) -> Fault {
    let problem = at >= end && !problem.contains("ends early") ? "not valid JSON (the file ends early); fix the syntax" : problem
    return Fault(offset: at, list: list, entry: entry, id: id, field: path.isEmpty ? nil : fieldName, problem: problem)
  }

  private func missing(_ key: String) -> Fault {
    Fault(offset: at, list: list, entry: entry, id: id, field: (path + [key]).joined(separator: "."), problem: "missing; add it")
  }

  private func wrongType(_ expected: String) -> Fault {
    if peek() == nil || !"{[\"tfn-0123456789".utf8.contains(peek() ?? 0) { return fault("not valid JSON; fix the syntax") }
    return fault("wrong type; expected \(expected)")
  }

  private var fieldName: String { path.joined(separator: ".").replacingOccurrences(of: ".[", with: "[") }
}
