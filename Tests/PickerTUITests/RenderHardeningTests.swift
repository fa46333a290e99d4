import Foundation
import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// Sizes and texts that used to break the renderer (issue 11).
@Suite struct RenderHardeningTests {
  /// The food sheet opened at 6 or 7 rows used to trap in the main screen's meal rows.
  @Test(arguments: [(20, 6), (80, 6), (80, 7), (300, 7), (40, 9)])
  func theSheetOpensOnTheMainScreenAtAnySize(columns: Int, rows: Int) {
    let opened = state(.mealEntry, columns, rows, [.foodButtonPressed])
    let frame = unicode.render(opened, day: sampleDay)
    #expect(frame.size == TerminalSize(columns: columns, rows: rows))
    #expect(frame.text.contains("Pick a food"), "\(frame)")
  }

  @Test func fromTooSmallThenTheFoodKey() {
    var small = state(.mealEntry, 80, 7)
    #expect(unicode.render(small, day: sampleDay).text.contains("Terminal too small"))
    if case .mainScreen(let action)? = KeyBindings.action(for: .character("f"), in: small.mode) {
      mainScreen.reduce(into: &small.mainScreen, size: small.size, action: action)
    }
    _ = unicode.render(small, day: sampleDay)
  }

  /// The field shows the end of the query: what is being typed, cut at the field's edge.
  @Test func aLongQueryShowsItsEnd() throws {
    var long = state(.pickOnly, 60, 20)
    long.mainScreen.isSearchFocused = true
    long.mainScreen.searchText = String(repeating: "a", count: 12_000) + "xyz"
    let frame = unicode.render(long, day: sampleDay)
    let field = try #require(frame.lines.first { $0.contains("🔍") })
    #expect(field.contains("aaaxyz "), "\(field)")
  }

  @Test func oneFoodInOneSectionIsSaidInTheSingular() throws {
    let json = #"""
      {"sections": [{"id": "a", "name": "A", "icon": "🐟", "countsAsMeat": false},
                    {"id": "b", "name": "B", "icon": "🐟", "countsAsMeat": false}],
       "foods": [{"id": "f1", "name": "Cod", "section": "a", "icon": "🐟", "aliases": [],
                  "footprint": {"kgCO2ePerKg": 1, "product": "Fish", "proxy": true}}]}
      """#
    let small = MainScreen(catalog: try Catalog.decode(Data(json.utf8), file: "x.json"))
    let renderer = Renderer(mainScreen: small, glyphs: Glyphs(unicode: true))
    let size = TerminalSize(columns: 60, rows: 20)
    let frame = renderer.render(AppState(mainScreen: small.initialState(purpose: .pickOnly, size: size), size: size, day: sampleDay))
    #expect(frame.text.contains("A · 1 of 1 section · 1 food"), "\(frame)")
  }
}
