import Foundation
import Testing

@testable import PickerModel

/// The one-pass byte reader against the Foundation decoder, the reference.
@Suite("Catalog reader")
struct CatalogReaderTests {
  private func viaReader(_ text: String) throws(CatalogError) -> Catalog {
    let data = Data(text.utf8)
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(CatalogError) in try Catalog.read(bytes, file: "t.json") }
    }
    return try result.get()
  }

  private func viaFoundation(_ text: String) throws(CatalogError) -> Catalog {
    try Catalog.decodeWithFoundation(Data(text.utf8), file: "t.json")
  }

  @Test func agreesWithFoundationOnTheBuiltInCatalog() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("Resources/catalog.json"))
    let text = String(decoding: data, as: UTF8.self)
    let ours = try viaReader(text)
    let reference = try viaFoundation(text)
    #expect(ours.foods.count == reference.foods.count)
    for index in reference.foods.indices { #expect(ours.foods[index] == reference.foods[index]) }
    #expect(ours.sections == reference.sections)
    #expect(ours.sources == reference.sources)
  }

  @Test func agreesWithFoundationOnEdgeCases() throws {
    let ours = try viaReader(CatalogFixtures.edgeCases)
    let reference = try viaFoundation(CatalogFixtures.edgeCases)
    #expect(Array(ours.foods) == Array(reference.foods))
    #expect(ours.sections == reference.sections)
    #expect(ours.sources == reference.sources)
    // And what the text says, independently of either decoder.
    #expect(ours.sections[0].name == "Fish & seafood")
    #expect(ours.sections[0].icon == "🐟")
    #expect(ours.foods[0].name == "Cod é fillet")
    #expect(ours.sources[0].citation == "A \"quoted\"\tstudy\nof \u{8}\u{C}\r")
    #expect(ours.foods[0].aliases == ["côd", "morue \"fraîche\"", "a/b\\c"])
    #expect(ours.foods[0].footprint.kgCO2ePerKg == 13.63)
    #expect(ours.foods[0].portions == Portions(little: 50, some: 150, lot: 300))
    #expect(ours.foods[0].nutrition?.fibrePer100g == 0)
    #expect(ours.foods[1].recipe == nil, "a plain food: the byte reader composes no recipes (the decoder does)")
    #expect(ours.foods[1].name == "Crème brûlée stew 😀")
  }

  @Test(arguments: CatalogFixtures.malformed)
  func refusesMalformedFilesWithFoundationsMessage(_ text: String) {
    let reference = #expect(throws: CatalogError.self) { try viaFoundation(text) }
    let ours = #expect(throws: CatalogError.self) { try viaReader(text) }
    #expect(ours == reference)
    // The reader itself refuses, before any fallback to Foundation for the message.
    let data = Data(text.utf8)
    let refused = data.withUnsafeBytes { bytes in
      CatalogShape.problem(bytes) != nil || (try? CatalogReader.read(bytes)) == nil
    }
    #expect(refused, "the byte reader accepted \(text)")
  }

  @Test func namesTheFoodAndFieldInBigFilesWithoutFoundation() throws {
    // Past the size where Foundation gives the message, the reader's own says the same things.
    var text = CatalogFixtures.generated(count: 40_000)
    text = text.replacingOccurrences(of: #""id": "f29000", "name": "Food number 29000 caf\u00e9""#, with: #""id": "f29000", "name": 42"#)
    #expect(text.utf8.count > Catalog.foundationMessageBytes)
    let error = #expect(throws: CatalogError.self) { try viaReader(text) }
    #expect(error?.place == "food 'f29000'")
    #expect(error?.field == "name")
    #expect(error?.problem == "wrong type; expected a string")
  }

  @Test func refusesACutShortOrGarbageFileBeforeReadingFoods() {
    let text = CatalogFixtures.generated(count: 200)
    let cut = String(text.prefix(text.count - 40))
    #expect(throws: CatalogError.self) { try viaReader(cut) }
    Data(cut.utf8).withUnsafeBytes { #expect(CatalogShape.problem($0)?.contains("ends before") == true) }
    let garbage = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
    garbage.withUnsafeBytes { #expect(CatalogShape.problem($0) != nil) }
  }
}
