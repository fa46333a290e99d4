/// Why a file could not be imported, in one line naming the file, the line and column, and
/// the fix.
public struct ImportError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  public var line: Int?
  public var column: String?
  public var problem: String

  public init(file: String, line: Int? = nil, column: String? = nil, problem: String) {
    self.file = file
    self.line = line
    self.column = column
    self.problem = problem
  }

  public var description: String {
    var place = file
    if let line { place += ": line \(line)" }
    if let column { place += ", column '\(column)'" }
    // The file's name and text are the user's: shown escaped, never raw.
    return SafeText.render("\(place): \(problem)")
  }
}

/// Checks common to every import: a text file of a sensible size.
enum ImportText {
  /// 64 MB: eight times USDA SR28's whole nutrient table; a bigger file is not a food list.
  static let maximumBytes = 64 << 20

  /// The file's text, or the reason it is not a text file one can import.
  static func text(_ bytes: [UInt8], file: String) throws(ImportError) -> String {
    if bytes.isEmpty { throw ImportError(file: file, problem: "empty; give a file with a header row and foods") }
    if bytes.count > maximumBytes {
      throw ImportError(file: file, problem: "too large to be a food list (\(bytes.count >> 20) MB, at most \(maximumBytes >> 20) MB)")
    }
    if bytes.prefix(65_536).contains(0) { throw ImportError(file: file, problem: "binary data, not text; give a text file") }
    guard var text = String(validating: bytes, as: UTF8.self) else {
      throw ImportError(file: file, problem: "not UTF-8 text; save it as UTF-8")
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// The catalog, once more through the whole catalog check (ids unique, sections present):
  /// each row was held to the rules already, so this only guards the importer itself.
  static func checked(_ catalog: Catalog, file: String) throws(ImportError) -> Catalog {
    do {
      try catalog.check(file: file)
    } catch {
      throw ImportError(file: file, problem: "the import would not be a valid catalog (\(error.description)); report this")
    }
    return catalog
  }

  /// "Beef Products" -> "beef-products".
  static func slug(_ text: String) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isLetter && character.isASCII || character.isNumber && character.isASCII {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? "other" : slug
  }
}
