import Foundation
import TestSupport
import Testing

@testable import MealLog

/// A row image's text is what every journal entry and every tie a merge broke was written
/// with (`JSONSerialization`, keys sorted): the faster writing of it must give the same bytes,
/// or an undo would see rows as changed and two copies would break a tie apart.
@Suite("Row image texts")
struct RowImageTextTests {
  /// Scalars that JSON escapes, that look like it should, and that it leaves as they are.
  static let scalars: [Unicode.Scalar] =
    [0, 1, 8, 9, 10, 12, 13, 0x1B, 0x1F, 0x20, 0x22, 0x27, 0x2F, 0x3C, 0x5C, 0x7F, 0x80, 0x9F, 0xA0, 0xE9, 0x2028, 0xFEFF, 0x1F600]
    .compactMap(Unicode.Scalar.init(_:)) + Array("abcXYZ019_ ,:{}[]".unicodeScalars)

  func randomValue(_ random: inout SeededGenerator) -> SQLValue {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .null
    case 1: return .integer(Int64.random(in: Int64.min...Int64.max, using: &random))
    case 2: return .real([0.1, 99.48, -0.0, 1e-300, 1.7976931348623157e308, Double.random(in: -1e6...1e6, using: &random)].randomElement(using: &random) ?? 0)
    default:
      var text = ""
      for _ in 0..<Int.random(in: 0..<12, using: &random) { text.unicodeScalars.append(Self.scalars.randomElement(using: &random) ?? "a") }
      return .text(text)
    }
  }

  @Test func theTextIsWhatJSONSerializationWrites() {
    var random = SeededGenerator(seed: 38)
    for _ in 0..<2_000 {
      let table = LoggedTable.allCases.randomElement(using: &random) ?? .meals
      // A random part of the table's columns: images written by older schemas lack some.
      let columns = table.columns.filter { _ in Bool.random(using: &random) }
      var values: [String: SQLValue] = [:]
      for column in columns { values[column] = randomValue(&random) }
      let image = RowImage(values: values, modifiedAt: 0)
      #expect(image.text == RowImage.serializedText(values), "\(values)")
    }
  }

  @Test func aColumnNoTableHasIsWrittenAsJSONSerializationWritesIt() {
    let values: [String: SQLValue] = ["uid": .text("a/b"), "a column from a newer build": .integer(1)]
    #expect(RowImage(values: values, modifiedAt: 0).text == RowImage.serializedText(values))
  }
}

/// A tombstone's text is made from the row's text (`ChangeRecorder.tombstone`): it must be the
/// text the tombstone's image would have, or undo would see the row as changed.
@Suite("Tombstone texts")
struct TombstoneTextTests {
  @Test func aTombstonesJournalTextIsItsImagesText() throws {
    let folder = TemporaryFolder("tombstone")
    let log = try MealLog(path: folder.appendingPathComponent("log.sqlite3").path)
    // A name that holds the very characters the text is searched for.
    let meal = LoggedMeal(
      day: Day("2026-12-02")!, time: "12:00", quantity: "some", grams: 150, foodID: "odd", foodName: #""deleted_at":null"#,
      sectionID: "x", sectionName: "X", kgCO2ePerKg: 1, kcalPer100g: nil, proteinPer100g: nil)
    try log.add(meal)
    let logged = try #require(try log.meals(on: Day("2026-12-02")!).first)
    #expect(try log.remove(logged))
    let statement = try log.database.prepare("SELECT tbl, after FROM change_rows WHERE seq = (SELECT max(seq) FROM changes)")
    #expect(try statement.step())
    let text = statement.text(1)
    let image = try #require(RowImage(text: text, modifiedAt: 0))
    #expect(image.text == text)
    #expect(image.isDeleted)
    #expect(image["food_name"] == .text(#""deleted_at":null"#))
  }
}
