import Foundation
import Testing
import TestSupport

@testable import FoodData

/// What people type when they log a meal, and the food they mean: every
/// `Fixtures/everyday-queries-*.tsv` (query TAB expected food id; # starts a comment). The share
/// whose first search result is the food meant must be at least 90%.
@Suite("Everyday queries")
struct EverydayQueryTests {
  struct Case {
    var file: String
    var query: String
    var expected: String
  }

  static func cases() throws -> [Case] {
    let folder = packageRoot.appendingPathComponent("Tests/FoodDataTests/Fixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("everyday-queries-") && $0.hasSuffix(".tsv") }.sorted()
    var cases: [Case] = []
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
        let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 2 else { continue }
        cases.append(Case(file: name, query: cells[0], expected: cells[1]))
      }
    }
    return cases
  }

  @Test func everyExpectedFoodIsInTheCatalog() throws {
    for item in try Self.cases() {
      #expect(builtInCatalog.foodIndex(id: item.expected) != nil, "\(item.file): '\(item.query)' expects unknown food '\(item.expected)'")
    }
  }

  @Test func theFoodMeantComesFirstForNineInTen() throws {
    let cases = try Self.cases()
    #expect(cases.count >= 60)
    var misses: [String] = []
    for item in cases {
      let results = builtInSearch.results(for: item.query)
      let first = results.hits.first.map { builtInCatalog.foods[Int($0.item)].id }
      if first != item.expected {
        misses.append("\(item.file): '\(item.query)' -> \(first ?? "nothing"), meant \(item.expected)")
      }
    }
    let share = Double(cases.count - misses.count) / Double(cases.count)
    #expect(
      share >= 0.9,
      "\(Int((share * 100).rounded()))% of \(cases.count) queries find the food meant first; misses:\n\(misses.joined(separator: "\n"))")
  }
}
