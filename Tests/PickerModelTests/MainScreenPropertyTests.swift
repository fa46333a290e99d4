import Testing
import FoodData
import Diary
import TestSupport

@testable import PickerModel

/// Random key sequences at random sizes, with the picker's promises checked after every step.
@Suite("MainScreen properties")
struct MainScreenPropertyTests {
  static let keys: [Key] = [
    .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backTab,
    .backspace, .control("u"), .control("w"), .character("/"), .character("f"), .character("+"),
    .character("-"), .character(" "), .character("b"), .character("e"), .character("f"), .character("s"),
    .character("a"), .character("l"), .character("m"), .character("o"), .character("n"), .character("é"),
    .character("x"), .character("🥩"), .character("k"),
  ]

  /// 4 × 2,500 = 10,000 sequences; four seeds so that the cases run in parallel.
  @Test(arguments: [20_261_202, 1, 2, 3] as [UInt64])
  func invariantsHoldAfterEveryStepOfRandomSequences(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // A picker of its own: its search memo then follows this sequence only.
    let mainScreen = MainScreen(catalog: builtInCatalog)
    var steps = 0
    for sequence in 0..<2_500 {
      var size = TerminalSize(columns: Int.random(in: 10...300, using: &random), rows: Int.random(in: 4...100, using: &random))
      let purpose: MainScreenState.Purpose = sequence % 4 == 0 ? .pickOnly : .mealEntry
      var state = mainScreen.initialState(purpose: purpose, size: size)
      for _ in 0..<Int.random(in: 1...24, using: &random) {
        let action: MainScreenAction
        if Int.random(in: 0..<30, using: &random) == 0 {
          // The terminal resized: the app keeps the new size and tells the main screen.
          size = TerminalSize(columns: Int.random(in: 10...300, using: &random), rows: Int.random(in: 4...100, using: &random))
          action = .sizeChanged
        } else {
          let key = Self.keys.randomElement(using: &random) ?? .enter
          guard case .mainScreen(let mapped)? = KeyBindings.action(for: key, in: AppMode(state.mode)) else { continue }
          action = mapped
        }
        let delegates = mainScreen.reduce(into: &state, size: size, action: action)
        steps += 1
        if delegates.contains(where: { if case .delegate(.picked) = $0 { true } else { false } }), purpose == .pickOnly { break }
        if delegates.contains(.delegate(.cancelled)) || delegates.contains(.delegate(.quit)) { break }
        check(state, mainScreen, size: size, after: action, compareWithFreshSearch: steps % 8 == 0)
      }
      // Two Esc presses from anywhere leave the sheet closed.
      var escaped = state
      mainScreen.reduce(into: &escaped, size: size, action: .cancelPressed)
      mainScreen.reduce(into: &escaped, size: size, action: .cancelPressed)
      #expect(!escaped.isSheetOpen, "sheet open after two Esc from \(state)")
    }
    #expect(steps > 12_000)
  }

  func check(_ state: MainScreenState, _ mainScreen: MainScreen, size: TerminalSize, after action: MainScreenAction, compareWithFreshSearch: Bool) {
    let geometry = mainScreen.geometry(state, size: size)
    #expect(geometry.height <= size.rows, "sheet taller than the terminal after \(action)")
    #expect(geometry.height >= 0)
    #expect(state.isSearchFocused == (geometry.height == size.rows) || size.rows <= SheetGeometry.minimumCollapsedRows || !state.isSheetOpen)
    guard state.isSheetOpen else { return }
    let grid = mainScreen.grid(state, size: size)
    let (position, scroll) = mainScreen.highlight(state)
    if grid.itemCount == 0 {
      #expect(state.isFiltering, "only a search can leave the grid empty")
      return
    }
    #expect(position >= 0 && position < grid.itemCount, "highlight off the grid after \(action)")
    let row = grid.location(of: position).row
    #expect(row >= scroll && row < scroll + geometry.viewportRows, "highlight scrolled out of view after \(action)")
    if case .header = grid.row(row) { Issue.record("highlight on a header") }
    if state.isFiltering {
      let results = mainScreen.results(state)
      if compareWithFreshSearch {
        let fresh = FoodSearch(index: mainScreen.search.index, kinds: mainScreen.search.kinds, ingredients: mainScreen.search.ingredients)
          .results(for: state.searchText)
        #expect(results == fresh, "incremental results differ from a fresh search for \(state.searchText)")
      }
      // Judged by the reference reading of the rules, not by the matcher that found it.
      let food = builtInFoods[Int(results.hits[position].item)]
      #expect(
        ReferenceMatcher.couldMatch(state.searchText, food, loosely: results.reading == .loose),
        "the highlighted result \(food.name) does not match \(state.searchText)")
    }
  }

  @Test func everyFilteredResultMatchesTheQuery() {
    var random = SeededGenerator(seed: 7)
    let letters = Array("abcdefghilmnoprstuy é")
    let mainScreen = MainScreen(catalog: builtInCatalog)
    for _ in 0..<2_000 {
      let text = String((0..<Int.random(in: 1...6, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" })
      let results = mainScreen.search.results(for: text)
      for fault in ReferenceMatcher.faults(text, results, foods: builtInFoods) { Issue.record("\(fault)") }
    }
  }

  /// Words of a food's name, in any order, always find it: the other half of the oracle.
  @Test func wordsOfANameInAnyOrderFindIt() {
    var random = SeededGenerator(seed: 11)
    let mainScreen = MainScreen(catalog: builtInCatalog)
    for _ in 0..<500 {
      let food = builtInFoods.randomElement(using: &random) ?? builtInFoods[0]
      let words = food.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
      let query = words.shuffled(using: &random).prefix(Int.random(in: 1...max(1, words.count), using: &random))
        .joined(separator: " ")
      let results = mainScreen.search.results(for: query)
      #expect(results.hits.contains { builtInCatalog.foods[Int($0.item)].id == food.id }, "'\(query)' does not find \(food.name)")
      for fault in ReferenceMatcher.faults(query, results, foods: builtInFoods) { Issue.record("\(fault)") }
    }
  }
}
