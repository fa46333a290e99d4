import Foundation
import Testing
import FoodData

@testable import PickerModel

/// A query is at most 200 characters, however it arrives (issue 11: a pasted 12,000-character
/// query froze the screen), and keeps no emoji-sequence scalars the terminal would draw wider.
@Suite("Query limit")
struct QueryLimitTests {
  let size = TerminalSize(columns: 80, rows: 24)

  func searching(_ text: String) -> MainScreenState {
    var state = builtInPicker.initialState(purpose: .pickOnly, size: size)
    builtInPicker.reduce(into: &state, size: size, action: .searchTextChanged(text))
    return state
  }

  @Test func typingStopsAtTwoHundredCharacters() {
    var state = builtInPicker.initialState(purpose: .pickOnly, size: size)
    for _ in 0..<250 { builtInPicker.reduce(into: &state, size: size, action: .characterTyped("b")) }
    #expect(state.searchText == String(repeating: "b", count: 200))
  }

  @Test func aPasteIsCutToTwoHundredCharacters() {
    let state = searching(String(repeating: "beef ", count: 2_400))
    #expect(state.searchText.count == 200)
    #expect(state.searchText.hasPrefix("beef beef "))
  }

  @Test func theQueryOptionIsCutToo() {
    let state = builtInPicker.initialState(
      purpose: .pickOnly, size: size, query: String(repeating: "x", count: 12_000))
    #expect(state.searchText == String(repeating: "x", count: 200))
  }

  @Test func aVariationSelectorTypedAfterAnEmojiIsDropped() {
    var state = builtInPicker.initialState(purpose: .pickOnly, size: size)
    // A terminal sends ❤️ as two characters: U+2764, then U+FE0F.
    for character in ["b", "\u{2764}", "\u{FE0F}", "e"] as [Character] {
      builtInPicker.reduce(into: &state, size: size, action: .characterTyped(character))
    }
    #expect(Array(state.searchText.unicodeScalars) == ["b", "\u{2764}", "e"])
    #expect(searching("a👨‍🍳b").searchText.unicodeScalars.map(\.value) == [0x61, 0x1F468, 0x1F373, 0x62])
  }

  @Test func theShownEndOfALongQueryFitsItsColumns() {
    #expect(DisplayWidth.suffix("abcdef", fitting: 3) == "def")
    #expect(DisplayWidth.suffix("a🥩🥩", fitting: 3) == "🥩", "a wide character that would not fit stays out")
    #expect(DisplayWidth.suffix("ab", fitting: 5) == "ab")
    #expect(DisplayWidth.suffix("ab", fitting: 0) == "")
  }

  @Test func countsOnlySectionsThatHaveFoods() throws {
    let json = #"""
      {"sections": [{"id": "a", "name": "A", "icon": "🐟", "countsAsMeat": false},
                    {"id": "b", "name": "B", "icon": "🐟", "countsAsMeat": false}],
       "foods": [{"id": "f1", "name": "Cod", "section": "a", "icon": "🐟", "aliases": [],
                  "footprint": {"kgCO2ePerKg": 1, "product": "Fish", "proxy": true}}]}
      """#
    let mainScreen = MainScreen(catalog: try Catalog.decode(Data(json.utf8), file: "x.json"))
    #expect(mainScreen.shownSectionCount == 1)
    #expect(MainScreen.counted(1, "food", "foods") == "1 food")
    #expect(MainScreen.counted(2, "food", "foods") == "2 foods")
  }
}
