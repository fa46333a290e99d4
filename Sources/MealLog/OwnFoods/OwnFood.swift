import Foundation
import FoodData

/// A food or a recipe of a person's own, kept in the meal log (so that merge and export carry
/// it) and searched before the catalog's. Its figures are per 100 g, as the catalog's; a recipe's
/// are its ingredients' weighted by their grams, worked out when it is saved.
public struct OwnFood: Equatable, Sendable {
  public enum Kind: String, Sendable {
    case food, recipe
  }

  /// One ingredient of a recipe: a food by id (a catalog food, or one's own), its name when the
  /// recipe was saved, and its grams in the whole recipe.
  public struct Ingredient: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var grams: Double

    public init(id: String, name: String, grams: Double) {
      self.id = id
      self.name = name
      self.grams = grams
    }
  }

  /// The food's id in every copy of the log (32 hex digits); empty until it is saved.
  public var uid: String
  public var name: String
  public var kind: Kind
  /// The catalog food a food of one's own is "like": its footprint per kg and its section
  /// (hence its meat status) are borrowed. nil when none was given (footprint unknown).
  public var likeID: String?
  public var likeName: String?
  /// The section it is filed under, and every section within it (`Food.sectionsWithin`): what
  /// decides whether it counts as meat, and which limits count it.
  public var sectionID: String
  public var sectionName: String
  public var sectionsWithin: [String]
  /// nil when unknown: never 0 for unknown.
  public var kgCO2ePerKg: Double?
  /// Grams of one serving ("Some" of it); nil for the catalog's default portions.
  public var servingGrams: Int?
  /// A recipe's servings: its ingredients' grams are for the whole dish.
  public var servings: Int?
  public var ingredients: [Ingredient]
  public var per100g: NutrientAmounts

  public init(
    uid: String = "", name: String, kind: Kind, likeID: String? = nil, likeName: String? = nil, sectionID: String, sectionName: String,
    sectionsWithin: [String], kgCO2ePerKg: Double?, servingGrams: Int? = nil, servings: Int? = nil, ingredients: [Ingredient] = [],
    per100g: NutrientAmounts
  ) {
    self.uid = uid
    self.name = name
    self.kind = kind
    self.likeID = likeID
    self.likeName = likeName
    self.sectionID = sectionID
    self.sectionName = sectionName
    // Its own section is within it, as a catalog food's is (`Food.sectionsWithin`).
    self.sectionsWithin = Set([sectionID] + sectionsWithin).sorted()
    self.kgCO2ePerKg = kgCO2ePerKg
    self.servingGrams = servingGrams
    self.servings = servings
    self.ingredients = ingredients
    self.per100g = per100g
  }

  /// The id meals and recipes name it by: "own-" and the first 12 digits of its uid, the same
  /// on every copy of the log.
  public var foodID: String { Self.idPrefix + uid.prefix(12) }

  public static let idPrefix = "own-"

  /// The section every food and recipe of one's own is listed under in the picker ("Yours").
  public static let sectionID = "yours"
  public static let sectionName = "Yours"

  /// The row's image, for the journal and merge.
  func image() -> RowImage {
    var values: [String: SQLValue] = [
      "uid": .text(uid), "name": .text(name), "kind": .text(kind.rawValue), "like_id": likeID.map { .text($0) } ?? .null,
      "like_name": likeName.map { .text($0) } ?? .null, "section_id": .text(sectionID), "section_name": .text(sectionName),
      // Its own section is always within it, however the list was changed since it was made.
      "sections": .text(Set([sectionID] + sectionsWithin).sorted().joined(separator: ",")), "kg_co2e_per_kg": kgCO2ePerKg.map { .real($0) } ?? .null,
      "serving_grams": servingGrams.map { .integer(Int64($0)) } ?? .null, "servings": servings.map { .integer(Int64($0)) } ?? .null,
      "ingredients": ingredients.isEmpty ? .null : .text(Self.ingredientsText(ingredients)), "deleted_at": .null,
    ]
    for nutrient in Nutrient.all { values[nutrient.logColumn] = per100g[nutrient].map { .real($0) } ?? .null }
    return RowImage(values: values, modifiedAt: 0)
  }

  static func ingredientsText(_ ingredients: [Ingredient]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(ingredients)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }

  /// The food a row holds; nil for a row this program did not write.
  init?(image: RowImage) {
    guard case .text(let uid) = image["uid"], case .text(let name) = image["name"], case .text(let kindText) = image["kind"],
      let kind = Kind(rawValue: kindText), case .text(let section) = image["section_id"], case .text(let sectionName) = image["section_name"],
      case .text(let sections) = image["sections"]
    else { return nil }
    func text(_ column: String) -> String? { if case .text(let value) = image[column] { value } else { nil } }
    func integer(_ column: String) -> Int? { if case .integer(let value) = image[column] { Int(value) } else { nil } }
    func real(_ column: String) -> Double? {
      switch image[column] {
      case .real(let value): value
      case .integer(let value): Double(value)
      default: nil
      }
    }
    var amounts = NutrientAmounts.unknown
    for nutrient in Nutrient.all { amounts[nutrient] = real(nutrient.logColumn) }
    let ingredients = text("ingredients").flatMap { try? JSONDecoder().decode([Ingredient].self, from: Data($0.utf8)) } ?? []
    self.init(
      uid: uid, name: name, kind: kind, likeID: text("like_id"), likeName: text("like_name"), sectionID: section, sectionName: sectionName,
      sectionsWithin: sections.split(separator: ",").map(String.init), kgCO2ePerKg: real("kg_co2e_per_kg"), servingGrams: integer("serving_grams"),
      servings: integer("servings"), ingredients: ingredients, per100g: amounts)
  }
}
