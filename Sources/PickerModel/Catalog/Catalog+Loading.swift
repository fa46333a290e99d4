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
  static func readWhole(_ mapped: MappedFile, file: String, progress: CatalogProgress?) throws(CatalogError) -> Catalog {
    let result = Result { () throws(CatalogError) in try read(mapped.bytes, file: file, progress: progress) { mapped.release(below: $0) } }
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

  /// The Foundation decoder: the reference the byte reader is tested against, and the source of
  /// the messages for small faulty files.
  @discardableResult
  static func decodeWithFoundation(_ data: Data, file: String) throws(CatalogError) -> Catalog {
    let raw: Any
    do {
      raw = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw CatalogError(file: file, problem: "not valid JSON (\(jsonProblem(error))); fix the syntax")
    }
    let catalog: Catalog
    do {
      let decoded = try JSONDecoder().decode(CatalogFile.self, from: data)
      try check(decoded.sections, decoded.foods, file: file)
      catalog = Catalog(sources: decoded.sources ?? [], sections: decoded.sections, foods: FoodList(try compose(decoded.foods, file: file)))
    } catch let error as DecodingError {
      // Foundation says only "not valid JSON" for 1.5 where a whole number belongs: find it.
      if let fraction = fractionalWholeNumber(in: raw, file: file) { throw fraction }
      throw describe(error, raw: raw, file: file)
    } catch let error as CatalogError {
      throw error
    } catch {
      throw CatalogError(file: file, problem: "\(error)")
    }
    try catalog.check(file: file)
    return catalog
  }

  /// The rules a food must keep before recipes can be worked out: an id of its own.
  private static func check(_ sections: [Section], _ foods: [FoodEntry], file: String) throws(CatalogError) {
    var foodIDs = Set<String>()
    for (index, food) in foods.enumerated() {
      let place = food.id.trimmed.isEmpty ? "foods[\(index)]" : "food '\(food.id)'"
      if food.id.trimmed.isEmpty { throw CatalogError(file: file, place: place, field: "id", problem: "empty; give the food an id") }
      if !foodIDs.insert(food.id).inserted {
        throw CatalogError(file: file, place: place, field: "id", problem: "duplicate food id; ids must be unique")
      }
    }
  }

  /// The rules that JSON types alone cannot say.
  func check(file: String) throws(CatalogError) {
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
    var foodIDs = Set<String>()
    var textBytes = 0
    for (index, food) in foods.enumerated() {
      let place = food.id.trimmed.isEmpty ? "foods[\(index)]" : "food '\(food.id)'"
      func fail(_ field: String, _ problem: String) -> CatalogError {
        CatalogError(file: file, place: place, field: field, problem: problem)
      }
      if food.id.trimmed.isEmpty { throw fail("id", "empty; give the food an id") }
      if !foodIDs.insert(food.id).inserted { throw fail("id", "duplicate food id; ids must be unique") }
      if !sectionIDs.contains(food.section) {
        throw fail("section", "unknown section '\(food.section)'; use one of \(sections.map(\.id).joined(separator: ", "))")
      }
      if let fault = CatalogRules.fault(in: food) { throw fail(fault.field, fault.problem) }
      textBytes += food.name.utf8.count + food.aliases.reduce(0) { $0 + $1.utf8.count }
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

  static let emojiSequenceProblem =
    "holds an emoji sequence (variation selector, joiner, keycap, skin tone or flag) that terminals draw at different widths; use a single-character emoji"

  private static func describe(_ error: DecodingError, raw: Any, file: String) -> CatalogError {
    let (path, problem): ([CodingKey], String)
    switch error {
    case .dataCorrupted(let context):
      (path, problem) = (context.codingPath, "unreadable value; \(context.debugDescription)")
    case .keyNotFound(let key, let context):
      (path, problem) = (context.codingPath + [key], "missing; add it")
    case .typeMismatch(let type, let context):
      (path, problem) = (context.codingPath, "wrong type; expected \(typeName(type))")
    case .valueNotFound(let type, let context):
      (path, problem) = (context.codingPath, "null; expected \(typeName(type))")
    @unknown default:
      (path, problem) = ([], "\(error)")
    }
    // Name the food by its id where the file gives one: "food 'beef'" says more than "foods[3]".
    var place: String?
    var fieldKeys = path
    if path.count >= 2, let list = path.first?.stringValue, list == "foods" || list == "sections",
      let index = path[1].intValue
    {
      let noun = list == "foods" ? "food" : "section"
      let entries = (raw as? [String: Any])?[list] as? [Any]
      let entry = (entries?.indices.contains(index) ?? false) ? entries?[index] as? [String: Any] : nil
      if let id = entry?["id"] as? String, !id.isEmpty {
        place = "\(noun) '\(id)'"
      } else {
        place = "\(list)[\(index)]"
      }
      fieldKeys = Array(path.dropFirst(2))
    }
    let field = fieldKeys.isEmpty ? nil : fieldKeys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    return CatalogError(file: file, place: place, field: field, problem: problem)
  }

  /// The fields that hold whole numbers of grams.
  private static let wholeNumberFields: Set<String> = ["little", "some", "lot", "servingGrams"]

  /// The first whole-number field given a fraction (portions.some: 1.5), named like `describe`.
  private static func fractionalWholeNumber(in raw: Any, file: String) -> CatalogError? {
    guard let foods = (raw as? [String: Any])?["foods"] as? [Any] else { return nil }
    func search(_ value: Any, _ path: [String]) -> ([String], Double)? {
      if let object = value as? [String: Any] {
        for (key, element) in object.sorted(by: { $0.key < $1.key }) {
          if wholeNumberFields.contains(key), let number = element as? Double, number.rounded() != number {
            return (path + [key], number)
          }
          if let found = search(element, path + [key]) { return found }
        }
      } else if let array = value as? [Any] {
        for (index, element) in array.enumerated() {
          if let found = search(element, path.dropLast() + ["\(path.last ?? "")[\(index)]"]) { return found }
        }
      }
      return nil
    }
    for (index, food) in foods.enumerated() {
      guard let (path, number) = search(food, []) else { continue }
      let id = (food as? [String: Any])?["id"] as? String
      return CatalogError(
        file: file, place: id.map { $0.isEmpty ? "foods[\(index)]" : "food '\($0)'" } ?? "foods[\(index)]",
        field: path.joined(separator: "."), problem: "\(number) is not a whole number of grams; give one such as \(Int(number.rounded()))")
    }
    return nil
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    default:
      String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }

  private static func jsonProblem(_ error: Error) -> String {
    let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    return text.split(separator: "\n").first.map(String.init) ?? text
  }
}

/// The file's top level, as decoded; `Catalog` is its checked form.
private struct CatalogFile: Decodable {
  var sources: [Source]?
  var sections: [Section]
  var foods: [FoodEntry]
}

extension String {
  /// Without the spaces and newlines at either end; the common case (none) costs no copy,
  /// which matters when a million foods are checked.
  var trimmed: String {
    guard first?.isWhitespace == true || last?.isWhitespace == true else { return self }
    return trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
