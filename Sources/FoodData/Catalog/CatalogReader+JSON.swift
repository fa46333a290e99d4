import Foundation

/// The JSON grammar under `CatalogReader`: objects, lists, strings with their escapes, numbers
/// checked against the grammar, literals, and the faults with their place.
extension CatalogReader {
  // MARK: JSON

  mutating func readObject(_ member: (inout CatalogReader, String) throws(Fault) -> Void) throws(Fault) {
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
      guard peek() == UInt8(ascii: "\"") else { throw fault("not valid JSON (expected a key in quotes); fix the syntax") }
      let key = try readString()
      skipSpace()
      guard peek() == UInt8(ascii: ":") else { throw fault("not valid JSON (expected ':' after a key); fix the syntax") }
      at += 1
      skipSpace()
      try member(&self, key)
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): at += 1
      case UInt8(ascii: "}"):
        at += 1
        return
      default: throw fault("not valid JSON (expected ',' or '}' in an object); fix the syntax")
      }
    }
  }

  /// The elements of a list whose '[' has been read.
  /// - Parameter stop: an offset at which to stop, if an element starts exactly there (the list
  ///   is then left unfinished there).
  /// - Returns: whether it stopped at `stop`.
  @discardableResult
  mutating func readElements(stoppingAt stop: Int? = nil, _ element: (inout CatalogReader) throws(Fault) -> Void) throws(Fault) -> Bool {
    skipSpace()
    if peek() == UInt8(ascii: "]") {
      at += 1
      return false
    }
    while true {
      skipSpace()
      if at == stop { return true }
      try element(&self)
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): at += 1
      case UInt8(ascii: "]"):
        at += 1
        return false
      default: throw fault("not valid JSON (expected ',' or ']' in a list); fix the syntax")
      }
    }
  }

  /// A list whose elements are named by index in errors ("aliases[2]").
  mutating func readList<T>(_ element: (inout CatalogReader) throws(Fault) -> T) throws(Fault) -> [T] {
    guard peek() == UInt8(ascii: "[") else { throw wrongType("a list") }
    at += 1
    var items: [T] = []
    let depth = path.count
    try readElements { (reader: inout CatalogReader) throws(Fault) in
      do throws(Fault) {
        items.append(try element(&reader))
      } catch var fault {
        // The element's index goes on the path only when it is needed: a million aliases
        // would otherwise each make a string.
        if fault.path.count >= depth { fault.path.insert("[\(items.count)]", at: depth) }
        throw fault
      }
    }
    return items
  }

  /// True or false. Null here is "wrong type", as the Foundation decoder says it (it says "null"
  /// for other types).
  mutating func readBool() throws(Fault) -> Bool {
    switch peek() {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    case UInt8(ascii: "n") where end - at >= 4 && memcmp(bytes + at, "null", 4) == 0: throw fault("wrong type; expected true or false")
    default: throw wrongType("true or false")
    }
  }

  mutating func literal(_ word: StaticString) throws(Fault) {
    let count = word.utf8CodeUnitCount
    guard end - at >= count, memcmp(bytes + at, word.utf8Start, count) == 0 else { throw fault("not valid JSON; fix the syntax") }
    at += count
  }

  /// A whole number of grams (portions, a serving).
  mutating func readGrams() throws(Fault) -> Int {
    let start = at
    let number = try readNumber()
    guard number.rounded() == number else {
      at = start
      throw fault("\(number) is not a whole number of grams; give one such as \(Int(number.rounded()))")
    }
    guard let whole = Int(exactly: number) else {
      at = start
      throw fault("wrong type; expected a whole number")
    }
    return whole
  }

  /// A JSON number, checked against the grammar before it is converted.
  mutating func readNumber() throws(Fault) -> Double {
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
  mutating func readString() throws(Fault) -> String {
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

  mutating func readEscapedString(from start: Int) throws(Fault) -> String {
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

  mutating func readHex4() throws(Fault) -> UInt32 {
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
  mutating func skipValue(depth: Int) throws(Fault) {
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

  mutating func skipSpace() {
    while at < end {
      switch bytes[at] {
      case 0x20, 0x0A, 0x0D, 0x09: at += 1
      default: return
      }
    }
  }

  func peek() -> UInt8? { at < end ? bytes[at] : nil }

  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  // MARK: Faults

  func fault(_ problem: String) -> Fault {
    let problem = at >= end && !problem.contains("ends early") ? "not valid JSON (the file ends early); fix the syntax" : problem
    return Fault(
      offset: at, list: list, entry: entry, id: id, path: path, problem: problem,
      entryOffset: entryOffset)
  }

  func missing(_ key: String) -> Fault {
    Fault(
      offset: at, list: list, entry: entry, id: id, path: path + [key], problem: "missing; add it",
      entryOffset: entryOffset)
  }

  /// A value of the wrong type, or null where a value must be, in the Foundation decoder's words.
  func wrongType(_ expected: String) -> Fault {
    if peek() == UInt8(ascii: "n"), end - at >= 4, memcmp(bytes + at, "null", 4) == 0 { return fault("null; expected \(expected)") }
    if peek() == nil || !"{[\"tfn-0123456789".utf8.contains(peek() ?? 0) { return fault("not valid JSON; fix the syntax") }
    return fault("wrong type; expected \(expected)")
  }

  static func fieldName(_ path: [String]) -> String { path.joined(separator: ".").replacingOccurrences(of: ".[", with: "[") }
}
