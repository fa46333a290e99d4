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
      while at < bytes.count, bytes[at] != UInt8(ascii: ","), !isRecordEnd(at) {
        field.append(bytes[at])
        at += 1
      }
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
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\"") {
        guard at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "\"") else {
          at += 1
          return
        }
        field.append(byte)
        at += 2
        continue
      }
      if byte == UInt8(ascii: "\n") { line += 1 }
      field.append(byte)
      at += 1
    }
    throw ImportError(
      file: file, line: opened,
      problem: "a quoted field opened on this line is not closed by the end of the file; end it with \" (write a quote in it as \"\")")
  }

  /// LF, or CR followed by LF or ending the text (a CR elsewhere is text, which the name check
  /// then refuses).
  private func isRecordEnd(_ index: Int) -> Bool {
    guard bytes[index] == UInt8(ascii: "\r") else { return bytes[index] == UInt8(ascii: "\n") }
    return index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: "\n")
  }
}
