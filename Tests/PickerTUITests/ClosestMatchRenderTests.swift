import Testing

@testable import PickerModel
@testable import PickerTUI

/// When no food has the words typed, the sheet's count line says so and names the closest
/// food, rather than present the first hit as the food asked for.
@Suite("Closest matches are said to be so")
struct ClosestMatchRenderTests {
  func lines(_ renderer: Renderer, _ query: String, _ columns: Int, _ rows: Int) -> [String] {
    renderer.render(state(.mealEntry, columns, rows, [.foodButtonPressed] + typing(query)), day: sampleDay).text
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("the count line at three sizes", arguments: [(40, 12), (80, 24), (160, 50)])
  func aWordNoFoodHasSaysNoFoodMatches(columns: Int, rows: Int) {
    let shown = lines(unicode, "vnson", columns, rows)
    let count = shown[2]
    #expect(count.contains("No food matches “vnson”"), "\(count)")
    if columns >= 80 { #expect(count.contains("· closest: Venison"), "\(count)") }
    #expect(shown.dropFirst(3).contains { $0.contains("Venison") }, "the closest food is still listed")
  }

  @Test func withoutUnicodeTheLineIsAscii() {
    let count = lines(ascii, "vnson", 80, 24)[2]
    #expect(count.contains("No food matches \"vnson\" - ^N new food - closest: Venison"), "\(count)")
    #expect(count.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func aFoodWithTheWordsKeepsItsCount() {
    let count = lines(unicode, "salmon", 80, 24)[2]
    #expect(count.contains(" of \(mainScreen.catalog.foods.count) foods"), "\(count)")
    #expect(!count.contains("No food matches"))
  }
}
