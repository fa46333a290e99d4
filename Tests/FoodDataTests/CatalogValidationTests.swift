import Foundation
import Testing

@testable import FoodData

@Suite("Catalog validation")
struct CatalogValidationTests {
  static let section = #"{"id": "fish", "name": "Fish", "icon": "🐟", "countsAsMeat": true}"#
  static let goodFood =
    #"{"id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": [], "footprint": {"kgCO2ePerKg": 13.63, "product": "Fish (farmed)", "proxy": true}}"#

  func catalog(foods: [String], sections: [String] = [section]) -> String {
    #"{"sections": [\#(sections.joined(separator: ","))], "foods": [\#(foods.joined(separator: ","))]}"#
  }

  func error(_ json: String) -> String? {
    do {
      _ = try Catalog.decode(Data(json.utf8), file: "my.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func acceptsAGoodCatalog() {
    #expect(error(catalog(foods: [Self.goodFood])) == nil)
  }

  @Test func namesTheFileWhenItIsNotJSON() throws {
    let message = try #require(error("{ not json"))
    #expect(message.hasPrefix("my.json: not valid JSON"))
  }

  @Test func namesTheFoodAndFieldOfAWrongType() {
    let food = Self.goodFood.replacingOccurrences(of: "13.63", with: #""lots""#)
    #expect(error(catalog(foods: [food])) == "my.json: food 'cod', field 'footprint.kgCO2ePerKg': wrong type; expected a number")
  }

  @Test func namesAMissingFootprint() {
    let food = #"{"id": "cod", "name": "Cod", "section": "fish", "icon": "🐟", "aliases": []}"#
    #expect(error(catalog(foods: [food])) == "my.json: food 'cod', field 'footprint': missing; add it")
  }

  @Test func refusesANegativeFootprint() {
    let food = Self.goodFood.replacingOccurrences(of: "13.63", with: "-1")
    #expect(error(catalog(foods: [food])) == "my.json: food 'cod', field 'footprint.kgCO2ePerKg': must be 0-1000 kg CO2e per kg, not -1.0")
  }

  @Test func refusesAnUnknownSection() {
    let food = Self.goodFood.replacingOccurrences(of: #""section": "fish""#, with: #""section": "fsh""#)
    #expect(error(catalog(foods: [food])) == "my.json: food 'cod', field 'section': unknown section 'fsh'; use one of fish")
  }

  @Test func refusesADuplicateID() {
    #expect(error(catalog(foods: [Self.goodFood, Self.goodFood])) == "my.json: food 'cod', field 'id': duplicate food id; ids must be unique")
  }

  @Test func refusesAnEmptyName() {
    let food = Self.goodFood.replacingOccurrences(of: #""name": "Cod""#, with: #""name": "  ""#)
    #expect(error(catalog(foods: [food])) == "my.json: food 'cod', field 'name': empty; give the food a name")
  }

  @Test func namesAFoodWithoutAnIDByItsPlace() {
    // One fault only: with two, the byte reader names the first in the file and the Foundation
    // decoder the first in its own order (id before name).
    let food = Self.goodFood.replacingOccurrences(of: #""id": "cod", "#, with: "")
    #expect(error(catalog(foods: [food])) == "my.json: foods[0], field 'id': missing; add it")
  }

  @Test func namesAMissingFile() {
    #expect(throws: CatalogError.self) { try Catalog.load(from: URL(fileURLWithPath: "/nonexistent/catalog.json")) }
    do {
      _ = try Catalog.load(from: URL(fileURLWithPath: "/nonexistent/catalog.json"))
    } catch {
      #expect(error.description == "/nonexistent/catalog.json: no such file; give the path of a catalog JSON file")
    }
  }
}
