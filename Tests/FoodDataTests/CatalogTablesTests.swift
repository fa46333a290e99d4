import Foundation
import Testing
import TestSupport

@testable import FoodData

/// The two tables written beside the data pipeline, checked against it: every plant swap names
/// a food of the built-in catalog that is not meat, and every USDA food group is mapped to a
/// row of the Poore & Nemecek table with that row's figure.
@Suite("Catalog tables")
struct CatalogTablesTests {
  func tsv(_ name: String) throws -> [[String: String]] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("Data/\(name)"), encoding: .utf8)
    let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  @Test func everyPlantSwapIsAPlantFoodOfTheCatalog() {
    let meat = Set(builtInCatalog.sections.filter(\.countsAsMeat).map(\.id))
    for (food, swaps) in Catalog.plantSwapsByFood {
      #expect(builtInCatalog.foodIndex(id: food) != nil, "\(food) is a food of the catalog")
      for swap in swaps { #expect(isPlant(swap, meat: meat), "\(food) -> \(swap)") }
    }
    for (section, swaps) in Catalog.plantSwapsBySection {
      #expect(builtInCatalog.sections.contains { $0.id == section }, "\(section) is a section")
      for swap in swaps { #expect(isPlant(swap, meat: meat), "\(section) -> \(swap)") }
    }
  }

  func isPlant(_ id: String, meat: Set<String>) -> Bool {
    guard let index = builtInCatalog.foodIndex(id: id) else { return false }
    return !meat.contains(builtInCatalog.foods[index].section)
  }

  @Test func everyUSDAGroupIsMappedToAStudyRowWithItsFigure() throws {
    let products = Dictionary(try tsv("poore-nemecek-2018-per-product.tsv").map { ($0["product"] ?? "", $0["ghg_kgco2e_per_kg"] ?? "") }) { a, _ in a }
    for (group, mapping) in USDAImport.groups {
      let figure = try #require(products[mapping.product].flatMap(Double.init), "\(group): \(mapping.product) is a row of the study")
      #expect(figure == mapping.kg, "\(group): \(mapping.product) is \(figure) kg CO2e/kg in Data/, not \(mapping.kg)")
    }
    let groups = Set(try tsv("usda-sr28-foods.tsv").compactMap { $0["food_group"] })
    #expect(groups == Set(USDAImport.groups.keys), "every food group of the table is mapped, and no other")
  }
}
