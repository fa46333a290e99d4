import Foundation
import Testing

@testable import FoodData

/// A big catalog is read and checked on two cores; what comes out, and the first fault's
/// message, must be what one core gives.
@Suite("Reading on two cores")
struct TwoCoreReadingTests {
  /// 50,000 generated foods (the reading is halved here whatever the size).
  static let big = CatalogFixtures.generated(count: 50_000)

  private func read(_ text: String, halves: Bool) -> Result<[Food], CatalogError> {
    Array(text.utf8).withUnsafeBytes { bytes in
      Result { () throws(CatalogError) in
        Array(try Catalog.read(bytes, file: "big.json", halvesFrom: halves ? 0 : .max).foods)
      }
    }
  }

  /// Whether the reader kept a second half for this text.
  private func readInHalves(_ text: String) throws -> Bool {
    try Array(text.utf8).withUnsafeBytes { bytes in try CatalogReader.read(bytes, halvesFrom: 0).readInHalves }
  }

  @Test func twoHalvesReadWhatOneReads() throws {
    let one = try read(Self.big, halves: false).get()
    let two = try read(Self.big, halves: true).get()
    #expect(one.count == 50_000)
    #expect(two == one)
    // On one core there is no second reader.
    #expect(try readInHalves(Self.big) == (ProcessInfoCores.count > 1), "the second half was thrown away")
  }

  /// Names full of `},{` put the guessed middle inside a name for some sizes: the first reader
  /// never arrives at it, reads on alone, and the guess is thrown away.
  @Test func aMiddleGuessedInsideANameIsThrownAway() throws {
    var guessesInsideNames = 0
    for count in 2_000..<2_008 {
      let names = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, "Trick \($0) \(String(repeating: "},{", count: 50))") })
      let tricky = CatalogFixtures.generated(count: count, rename: names)
      let bytes = Array(tricky.utf8)
      // Where the reader guesses: the middle of what follows the list's '['.
      let listEnd = try #require(tricky.range(of: #""foods": ["#)).upperBound
      let listStart = tricky.utf8.distance(from: tricky.utf8.startIndex, to: listEnd)
      let middle = listStart + (bytes.count - listStart) / 2
      let guess = try #require(bytes.withUnsafeBufferPointer { CatalogReader.foodStart(near: middle, in: $0.baseAddress!, end: $0.count) })
      let insideAName = !bytes[guess...].starts(with: Array(#"{"id""#.utf8))
      if insideAName { guessesInsideNames += 1 }
      #expect(try readInHalves(tricky) == (!insideAName && ProcessInfoCores.count > 1), "\(count) foods")
      let two = try read(tricky, halves: true).get()
      #expect(two == (try read(tricky, halves: false).get()), "\(count) foods")
      #expect(two.count == count && two[count - 1].name.hasPrefix("Trick \(count - 1) "))
    }
    #expect(guessesInsideNames > 0, "no size put the guess inside a name")
  }

  /// A fault read by the second reader is numbered and named from the file's start, as one
  /// reader names it; a fault in the first half wins over one in the second.
  @Test(arguments: [([40_000], "portions"), ([10_000, 40_000], "portions"), ([40_000], "id")])
  func theFirstFaultIsNamedAsOneReaderNamesIt(_ broken: [Int], _ field: String) throws {
    var text = Self.big
    for food in broken {
      // A portions that is not an object, or no id at all (the food is then named by its place).
      let fault = field == "id" ? "{" : #"{"id": "f\#(food)", "portions": 3, "#
      text = text.replacingOccurrences(of: #"{"id": "f\#(food)", "#, with: fault)
    }
    let one = read(text, halves: false)
    let two = read(text, halves: true)
    guard case .failure(let oneError) = one, case .failure(let twoError) = two else {
      Issue.record("the broken catalog was read")
      return
    }
    #expect(twoError.description == oneError.description)
    let place = field == "id" ? "foods[\(broken[0])]" : "'f\(broken[0])'"
    #expect(twoError.description.contains(place), "\(twoError.description)")
  }

  /// The rules, asked of each food as the two readers read it, report the first food that
  /// breaks one, in food order, with the message that asking every food afterwards gives.
  @Test(arguments: [[45_000], [12_000, 45_000]])
  func theFirstRuleBrokenIsTheOneReported(_ broken: [Int]) throws {
    var text = Self.big
    for food in broken { text = Self.breakName(of: food, in: text) }
    guard case .failure(let error) = read(text, halves: true) else {
      Issue.record("the broken catalog was read")
      return
    }
    #expect(error.description.contains("'f\(broken[0])'") && error.description.contains("name"), "\(error.description)")
    #expect(try readInHalves(text) == (ProcessInfoCores.count > 1), "the second half was thrown away")
    // Against every food asked afterwards, one at a time (which also checks ids).
    let parts = try Array(text.utf8).withUnsafeBytes { try CatalogReader.read($0) }
    let catalog = Catalog(sources: parts.sources, sections: parts.sections, foods: FoodList(columns: parts.foods))
    let afterwards = Result { () throws(CatalogError) in try catalog.check(file: "big.json") }
    guard case .failure(let oneAtATime) = afterwards else {
      Issue.record("asking every food found no fault")
      return
    }
    #expect(error.description == oneAtATime.description)
  }

  /// Faults are named in the order the checks come, whoever finds them first: the JSON of a
  /// later food before an earlier food's rule, an unknown section before a rule broken later.
  @Test func faultsAreNamedInTheOrderOfTheChecks() throws {
    let ruleFirst = Self.breakName(of: 100, in: Self.big)
    let laterJSON = ruleFirst.replacingOccurrences(of: #"{"id": "f40000", "#, with: #"{"id": "f40000", "portions": 3, "#)
    #expect(read(laterJSON, halves: true).failureText?.contains("'f40000'") == true, "\(read(laterJSON, halves: true))")
    let unknownSection = ruleFirst.replacingOccurrences(
      of: #"{"id": "f60", "name": "Food number 60 caf\u00e9", "section": "a""#, with: #"{"id": "f60", "name": "Food number 60 caf\u00e9", "section": "nowhere""#
    )
    let sectionError = read(unknownSection, halves: true).failureText ?? ""
    #expect(sectionError.contains("'f60'") && sectionError.contains("unknown section 'nowhere'"), "\(sectionError)")
    let sameFood = Self.breakName(of: 60, in: unknownSection)
    #expect(read(sameFood, halves: true).failureText?.contains("unknown section") == true)
  }

  /// The food's name made a single space, which the rules refuse.
  static func breakName(of food: Int, in text: String) -> String {
    text.replacingOccurrences(of: #"{"id": "f\#(food)", "name": "Food number \#(food) caf\u00e9""#, with: #"{"id": "f\#(food)", "name": " ""#)
  }
}

extension Result where Failure == CatalogError {
  /// The error's one line, or nil when it succeeded.
  fileprivate var failureText: String? {
    if case .failure(let error) = self { return error.description }
    return nil
  }
}
