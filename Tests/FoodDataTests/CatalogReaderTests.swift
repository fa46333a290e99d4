import Foundation
import Testing
import TestSupport

@testable import FoodData

/// The one-pass byte reader, the app's only reader of catalog files, against the Foundation
/// decoder (`FoundationOracle`), the reference: the same catalog, field for field, and the same
/// message for every fault.
@Suite("Catalog reader")
struct CatalogReaderTests {
  /// Past this size the reader before issue 16 went its own way (no recipes, no yields, no
  /// nutrition proxies): every answer must be the same above it as below.
  static let oldThreshold = 8 << 20

  private func viaReader(_ text: String, padded: Bool = false) throws(CatalogError) -> Catalog {
    // Spaces after the closing brace are JSON's own: the same catalog, past the old threshold.
    var data = Data(text.utf8)
    if padded { data.append(Data(repeating: 0x20, count: Self.oldThreshold + 1)) }
    return try Catalog.decode(data, file: "t.json")
  }

  private func viaFoundation(_ text: String) throws(CatalogError) -> Catalog {
    try FoundationOracle.read(Data(text.utf8), file: "t.json")
  }

  /// Every field of every food, every section and source; the first difference is named.
  private func expectSame(_ ours: Catalog, _ reference: Catalog, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(ours.foods.count == reference.foods.count, sourceLocation: sourceLocation)
    for index in reference.foods.indices where index < ours.foods.count && ours.foods[index] != reference.foods[index] {
      Issue.record("food \(index): \(ours.foods[index]) vs \(reference.foods[index])", sourceLocation: sourceLocation)
      break
    }
    #expect(ours.sections == reference.sections, sourceLocation: sourceLocation)
    #expect(ours.sources == reference.sources, sourceLocation: sourceLocation)
  }

  @Test(arguments: [false, true])
  func agreesWithFoundationOnTheBuiltInCatalog(padded: Bool) throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("Resources/catalog.json"))
    let text = String(decoding: data, as: UTF8.self)
    let ours = try viaReader(text, padded: padded)
    let reference = try viaFoundation(text)
    expectSame(ours, reference)
    // What the file says, counted apart from either reader: its dishes, yields and plain foods
    // with a nutrition proxy.
    let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let foods = try #require(file["foods"] as? [[String: Any]])
    let dishes = foods.filter { $0["recipe"] != nil }
    let yields = foods.filter { ($0["footprint"] as? [String: Any])?["yield"] != nil }
    let proxies = foods.filter { $0["recipe"] == nil && ($0["nutrition"] as? [String: Any])?["proxy"] as? Bool == true }
    #expect(dishes.count > 500 && yields.count > 100 && !proxies.isEmpty)
    #expect(ours.foods.filter { $0.recipe != nil }.count == dishes.count)
    #expect(ours.foods.filter { $0.footprint.cookingYield != nil }.count == yields.count)
    #expect(ours.foods.filter { $0.recipe == nil && $0.nutrition?.proxy == true }.count == proxies.count)
    let bolognese = try #require(ours.foods.first { $0.id == "bolognese" })
    #expect(bolognese.footprint.product == Footprint.fromRecipe && bolognese.footprint.kgCO2ePerKg > 1)
  }

  @Test func theFixtureSetsEveryFieldOfTheFormat() {
    #expect(EveryFieldCatalog.paths(in: EveryFieldCatalog.tree) == Set(CatalogFormat.fields.map(\.path)))
  }

  @Test(arguments: [false, true])
  func readsEveryFieldAsFoundationDoes(padded: Bool) throws {
    let text = EveryFieldCatalog.text()
    let ours = try viaReader(text, padded: padded)
    expectSame(ours, try viaFoundation(text))
    // And what the text says, worked out by hand.
    let carrot = ours.foods[0]
    #expect(carrot.footprint.cookingYield == CookingYield(factor: 0.9, rawUsdaNdb: "11124", rawUsdaDescription: "Carrots, raw", eatenUsdaNdb: "11125"))
    #expect(carrot.nutrition?.proxy == true && carrot.nutrition?.fibrePer100g == 2.8)
    #expect(carrot.portions == Portions(little: 40, some: 120, lot: 250))
    #expect(carrot.aliases == ["root", "daucus"])
    let soup = ours.foods[3]
    // (0.4 * 250 + 5.4 * 50) / 300; fibre unknown (cod has none); both proxies from an ingredient.
    #expect(abs(soup.footprint.kgCO2ePerKg - 370.0 / 300) < 1e-12)
    #expect(soup.footprint.proxy && soup.nutrition?.proxy == true && soup.nutrition?.fibrePer100g == nil)
    // Every nutrient of per100g arrives; the soup knows iron, which both ingredients give, and
    // not calcium, which cod does not: (0.3 * 250 + 0.38 * 50) / 300.
    #expect(carrot.nutrition?.per100g.known.count == Nutrient.all.count)
    #expect(carrot.nutrition?.per100g[.vitaminA] == 835 && carrot.nutrition?.per100g[.salt] == 0.1725)
    #expect(ours.foods[2].nutrition?.per100g.known.map(\.nutrient) == [.kcal, .protein, .iron])
    #expect(soup.nutrition?.per100g[.iron] == (0.3 * 250 + 0.38 * 50) / 300)
    #expect(soup.nutrition?.per100g[.calcium] == nil && soup.nutrition?.per100g[.vitaminA] == nil)
    let feast = ours.foods[1]
    // A recipe of recipes, named before the dish it contains: (370 + 5.4 * 100) / 400.
    #expect(abs(feast.footprint.kgCO2ePerKg - 910.0 / 400) < 1e-12)
    #expect(feast.portions == Portions(little: 200, some: 400, lot: 800))
    #expect(feast.sectionsWithin == ["dish", "fish", "veg"])
    #expect(ours.sections[0].generic == "carrot" && ours.sources[0].usedFor == "footprint")
  }

  /// Each field given another value of its type arrives in the catalog: read by the reader and
  /// kept by the compiled form, none read by one and dropped by the other.
  @Test func everyFieldsValueArrivesThroughTheReaderAndTheCompiledForm() throws {
    let folder = try TemporaryFolder()
    let before = try viaReader(EveryFieldCatalog.text())
    var checked = 0
    for field in CatalogFormat.fields {
      let value: Any
      if field.kind == .bool {
        guard let current = EveryFieldCatalog.value(at: field.path) as? Bool else { continue }
        value = !current
      } else {
        guard let other = EveryFieldCatalog.otherValue(for: field.kind, key: field.key) else { continue }
        value = other
      }
      let tree = try #require(EveryFieldCatalog.editing(field.path, .set(value)), "\(field.path)")
      let text = EveryFieldCatalog.text(tree)
      let after = try viaReader(text)
      #expect(Array(after.foods) != Array(before.foods) || after.sections != before.sections || after.sources != before.sources, "\(field.path) was dropped")
      expectSame(after, try viaFoundation(text))
      let path = folder.file("\(checked).catalog").path
      try CompiledCatalog.write(after, key: CompiledCatalog.SourceKey(size: 1, modified: 2, hash: 3), to: path)
      let file = try #require(MappedFile(path: path))
      let compiled = try #require(CompiledCatalog.open(file))
      expectSame(compiled, after)
      checked += 1
    }
    #expect(checked >= 25)
  }

  /// Each field left out, null, or of the wrong type: refused with the Foundation decoder's
  /// message where the field is required or the type wrong, read as Foundation reads it where
  /// it may be left out.
  @Test(arguments: ["remove", "null", "wrong type"])
  func eachFieldMissingNullOrOfTheWrongTypeIsJudgedAsFoundationJudgesIt(_ edit: String) throws {
    for field in CatalogFormat.fields {
      let change: EveryFieldCatalog.Edit =
        switch edit {
        case "remove": .remove
        case "null": .set(NSNull())
        default: .set(EveryFieldCatalog.wrongValue(for: field.kind))
        }
      let tree = try #require(EveryFieldCatalog.editing(field.path, change), "\(field.path)")
      expectSameJudgement(EveryFieldCatalog.text(tree), "\(field.path) \(edit)")
    }
  }

  /// Figures out of bounds, broken recipes, ids and sections that do not fit, list elements of
  /// the wrong type, fractions where grams are whole.
  @Test(arguments: EveryFieldCatalog.faults)
  func eachFaultIsRefusedWithFoundationsMessage(_ fault: EveryFieldCatalog.Fault) throws {
    let tree = try #require(EveryFieldCatalog.editing(fault.path, .set(fault.value)), "\(fault.path)")
    let text = EveryFieldCatalog.text(tree)
    let reference = #expect(throws: CatalogError.self) { try viaFoundation(text) }
    let ours = #expect(throws: CatalogError.self) { try viaReader(text) }
    #expect(ours == reference, "\(fault.path)")
    #expect(ours?.problem.contains(fault.says) == true, "\(fault.path): \(String(describing: ours))")
  }

  /// Past the old threshold, where the reader before issue 16 gave its own words.
  @Test(arguments: [
    EveryFieldCatalog.Fault(path: "foods[].name", json: "5", says: "wrong type; expected a string"),
    EveryFieldCatalog.Fault(path: "foods[].portions.some", json: "1.5", says: "is not a whole number"),
    EveryFieldCatalog.Fault(path: "foods[].recipe.servingGrams", json: "null", says: "null; expected a number"),
    EveryFieldCatalog.Fault(path: "foods[].recipe.ingredients[].id", json: "\"nothing\"", says: "unknown ingredient"),
  ])
  func aBigFilesFaultIsNamedAsASmallFilesIs(_ fault: EveryFieldCatalog.Fault) throws {
    let text = EveryFieldCatalog.text(try #require(EveryFieldCatalog.editing(fault.path, .set(fault.value))))
    let reference = #expect(throws: CatalogError.self) { try viaFoundation(text) }
    let ours = #expect(throws: CatalogError.self) { try viaReader(text, padded: true) }
    #expect(ours == reference)
    #expect(ours?.problem.contains(fault.says) == true, "\(String(describing: ours))")
  }

  @Test func aFileCutShortAtAnyByteIsRefusedAsFoundationRefusesIt() {
    let bytes = Array(EveryFieldCatalog.text().utf8)
    for length in 0..<bytes.count {
      let cut = Data(bytes[0..<length])
      let reference = #expect(throws: CatalogError.self) { try FoundationOracle.read(cut, file: "t.json") }
      let ours = #expect(throws: CatalogError.self) { try Catalog.decode(cut, file: "t.json") }
      #expect(ours == reference, "cut at \(length)")
      // The reader alone, without the look at the file's shape first, refuses it too.
      let refused = cut.withUnsafeBytes { (try? CatalogReader.read($0)) == nil }
      #expect(refused, "the reader accepted the file cut at \(length)")
    }
  }

  private func expectSameJudgement(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let reference = Result { () throws(CatalogError) in try viaFoundation(text) }
    let ours = Result { () throws(CatalogError) in try viaReader(text) }
    switch (ours, reference) {
    case (.success(let mine), .success(let theirs)): expectSame(mine, theirs, sourceLocation: sourceLocation)
    case (.failure(let mine), .failure(let theirs)): #expect(mine == theirs, "\(what)", sourceLocation: sourceLocation)
    default: Issue.record("\(what): the reader says \(ours), Foundation \(reference)", sourceLocation: sourceLocation)
    }
  }

  @Test func agreesWithFoundationOnEdgeCases() throws {
    let ours = try viaReader(CatalogFixtures.edgeCases)
    let reference = try viaFoundation(CatalogFixtures.edgeCases)
    expectSame(ours, reference)
    // And what the text says, independently of either decoder.
    #expect(ours.sections[0].name == "Fish & seafood")
    #expect(ours.sections[0].icon == "🐟")
    #expect(ours.foods[0].name == "Cod é fillet")
    #expect(ours.sources[0].citation == "A \"quoted\"\tstudy\nof \u{8}\u{C}\r")
    #expect(ours.foods[0].aliases == ["côd", "morue \"fraîche\"", "a/b\\c"])
    #expect(ours.foods[0].footprint.kgCO2ePerKg == 13.63)
    #expect(ours.foods[0].portions == Portions(little: 50, some: 150, lot: 300))
    #expect(ours.foods[0].nutrition?.fibrePer100g == 0)
    #expect(ours.foods[1].name == "Crème brûlée stew 😀")
  }

  /// The reader gives a section, icon or product the string of the food before when the file
  /// holds the same bytes: a text that only starts like it, or is the same text escaped, or one
  /// with a quote in it, must still be read for what it is.
  @Test func repeatedSectionsIconsAndProductsAreReadForWhatTheySay() throws {
    let sections =
      #"[{"id": "veg", "name": "Veg", "icon": "🥕", "countsAsMeat": false}, {"id": "veg\"x", "name": "Quoted", "icon": "🥕", "countsAsMeat": false}, {"id": "vegan", "name": "Vegan", "icon": "🥕", "countsAsMeat": false}]"#
    // (section, icon, product) as the file spells them, one food each.
    let spelled = [
      ("veg", "🥕", "Carrot"), ("veg", "🥕", "Carrot"), (#"veg\"x"#, "🥕", "Carrots"), (#"veg\"x"#, "🥦", "Carrot"),
      (#"ve\u0067"#, #"\ud83e\udd55"#, #"Carro\u0074"#), ("vegan", "🥕", ""), ("veg", "🥕", ""), ("veg", "🥕", "Carrot"),
    ]
    let foods = spelled.enumerated().map { index, food in
      #"{"id": "f\#(index)", "name": "Food \#(index)", "section": "\#(food.0)", "icon": "\#(food.1)", "aliases": [], "#
        + #""footprint": {"kgCO2ePerKg": 1, "product": "\#(food.2)", "proxy": false}}"#
    }
    let text = #"{"sections": \#(sections), "foods": [\#(foods.joined(separator: ", "))]}"#
    let ours = try viaReader(text, padded: true)
    expectSame(ours, try viaFoundation(text))
    #expect(ours.foods.map(\.section) == ["veg", "veg", "veg\"x", "veg\"x", "veg", "vegan", "veg", "veg"])
    #expect(ours.foods.map(\.icon) == ["🥕", "🥕", "🥕", "🥦", "🥕", "🥕", "🥕", "🥕"])
    #expect(ours.foods.map(\.footprint.product) == ["Carrot", "Carrot", "Carrots", "Carrot", "Carrot", "", "", "Carrot"])
  }

  /// Syntax faults: both refuse, each in its own words (Foundation's come from JSONSerialization,
  /// whose texts the reader does not copy), and the semantic ones in the same words.
  @Test(arguments: CatalogFixtures.malformed)
  func refusesMalformedFiles(_ text: String) {
    let reference = #expect(throws: CatalogError.self) { try viaFoundation(text) }
    let ours = #expect(throws: CatalogError.self) { try viaReader(text) }
    // Foundation's parser takes a trailing comma, which JSON does not allow; the reader refuses it.
    let trailingComma = text.contains("},]")
    if reference?.problem.hasPrefix("not valid JSON") == true || trailingComma {
      #expect(ours?.problem.hasPrefix("not valid JSON") == true, "\(String(describing: ours))")
    } else {
      #expect(ours == reference)
    }
  }

  @Test func namesTheFoodAndFieldInBigFiles() throws {
    var text = CatalogFixtures.generated(count: 2_000)
    text = text.replacingOccurrences(of: #""id": "f1900", "name": "Food number 1900 caf\u00e9""#, with: #""id": "f1900", "name": 42"#)
    let error = #expect(throws: CatalogError.self) { try viaReader(text, padded: true) }
    #expect(error?.place == "food 'f1900'")
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
