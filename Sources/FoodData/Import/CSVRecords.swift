#if canImport(Glibc)
  import Glibc
#endif

/// The records of CSV text as RFC 4180 has them: fields split by commas, records by CRLF (as
/// Excel writes them) or LF; a quoted field may hold commas, doubled quotes ("") and line
/// breaks. Spaces before an opening quote are allowed, and text after a closing quote is kept,
/// as spreadsheets are lenient there too.
///
/// - Complexity: one pass over the text's UTF-8, whatever the length of a line or field.
struct CSVRecords {
  /// One record: the line it starts on (1 for the first) and its fields, quotes removed.
  struct Record {
    var line: Int
    var fields: [String]

    /// A line with nothing on it but spaces.
    var isBlank: Bool { fields.count == 1 && fields[0].allSatisfy(\.isWhitespace) }
  }

  private let bytes: [UInt8]
  private var at = 0
  private var line = 1
  /// The next LF at or after `at` (or the text's end), found once a line.
  private var lineEnd = -1
  private let file: String

  init(_ text: String, file: String) {
    bytes = Array(text.utf8)
    self.file = file
  }

  /// The next record, nil at the end of the text, or an error for a quoted field that the
  /// text ends inside.
  mutating func next() throws(ImportError) -> Record? {
    guard at < bytes.count else { return nil }
    let start = line
    var fields: [String] = []
    var field: [UInt8] = []
    while true {
      field.removeAll(keepingCapacity: true)
      try readQuoted(into: &field)
      let end = unquotedEnd()
      field.append(contentsOf: bytes[at..<end])
      at = end
      // The text was valid UTF-8 and fields end only at ASCII bytes: each field is too.
      fields.append(String(decoding: field, as: UTF8.self))
      guard at < bytes.count, bytes[at] == UInt8(ascii: ",") else { break }
      at += 1
    }
    if at < bytes.count {
      at += bytes[at] == UInt8(ascii: "\r") ? 2 : 1
      line += 1
    }
    return Record(line: start, fields: fields)
  }

  /// A quoted field's text, when a quote opens the field (after spaces); else nothing is read.
  private mutating func readQuoted(into field: inout [UInt8]) throws(ImportError) {
    var probe = at
    while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
    guard probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") else { return }
    let opened = line
    at = probe + 1
    // A run up to the next quote at a time (memchr): a name of 60 million characters is read in
    // a blink, where a byte at a time took seconds.
    while let quote = position(of: UInt8(ascii: "\""), from: at) {
      field.append(contentsOf: bytes[at..<quote])
      line += count(of: UInt8(ascii: "\n"), in: at..<quote)
      guard quote + 1 < bytes.count, bytes[quote + 1] == UInt8(ascii: "\"") else {
        at = quote + 1
        return
      }
      field.append(UInt8(ascii: "\""))
      at = quote + 2
    }
    at = bytes.count
    throw ImportError(
      file: file, line: opened,
      problem: "a quoted field opened on this line is not closed by the end of the file; end it with \" (write a quote in it as \"\")")
  }

  /// The index of the next such byte from `start` on, before `end` (the text's end if nil).
  private func position(of byte: UInt8, from start: Int, before end: Int? = nil) -> Int? {
    let end = end ?? bytes.count
    guard start < end else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
  }

  /// How many such bytes the range holds.
  private func count(of byte: UInt8, in range: Range<Int>) -> Int {
    var found = 0
    var from = range.lowerBound
    while let next = position(of: byte, from: from, before: range.upperBound) {
      found += 1
      from = next + 1
    }
    return found
  }

  /// Where the unquoted text from `at` ends: at the next comma of the line, or at the line's
  /// end, before its CR when the line ends in CRLF (or the text in a CR). A CR elsewhere is
  /// text, which the name check then refuses.
  private mutating func unquotedEnd() -> Int {
    if lineEnd < at { lineEnd = position(of: UInt8(ascii: "\n"), from: at) ?? bytes.count }
    if let comma = position(of: UInt8(ascii: ","), from: at, before: lineEnd) { return comma }
    return lineEnd > at && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? lineEnd - 1 : lineEnd
  }
}
