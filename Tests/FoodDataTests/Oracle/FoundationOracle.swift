import Foundation

@testable import FoodData

/// The Foundation decoder (`JSONSerialization` for the syntax, `JSONDecoder` for the types), and
/// its own composer of recipes (`FoundationOracle+Recipes`): the reference that `CatalogReader`,
/// the only reader the app has, is tested against. It was the app's reader of small catalogs
/// until the byte reader learned recipes; it is kept as written then, apart from the app.
enum FoundationOracle {
  /// The catalog in `data` as the Foundation decoder reads it, with the same cheap look at its
  /// shape first that `Catalog.read` takes.
  @discardableResult
  static func read(_ data: Data, file: String) throws(CatalogError) -> Catalog {
    if let problem = data.withUnsafeBytes({ CatalogShape.problem($0) }) { throw CatalogError(file: file, problem: problem) }
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

  private static func describe(_ error: DecodingError, raw: Any, file: String) -> CatalogError {
    let (path, problem): ([CodingKey], String)
    switch error {
    case .dataCorrupted(let context) where context.codingPath.dropLast().last?.stringValue == "per100g":
      // Nutrition's own decoder refusing a key of per100g: its words are the whole message.
      (path, problem) = (context.codingPath, context.debugDescription)
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
    let field =
      fieldKeys.isEmpty
      ? nil
      : fieldKeys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
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
          // A measure's grams are whole; a recipe ingredient's "grams" need not be.
          let whole = wholeNumberFields.contains(key) || (key == "grams" && path.last == "measure")
          if whole, let number = element as? Double, number.rounded() != number {
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
