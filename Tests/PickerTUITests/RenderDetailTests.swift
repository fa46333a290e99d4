import PickerModel
import Testing
import FoodData
import Diary

@testable import PickerTUI

@Suite("Rendering details")
struct RenderDetailTests {
  /// The column where text starts on a row of a frame, counted in cells.
  func column(of text: String, in frame: Frame, row: Int) -> Int? {
    let cells = frame.cells[row]
    for start in cells.indices {
      var joined = ""
      var index = start
      while index < cells.count, joined.count < text.count {
        joined += cells[index].character
        index += 1
      }
      if joined == text { return start }
    }
    return nil
  }

  func row(containing text: String, in frame: Frame) -> Int? {
    frame.lines.firstIndex { $0.contains(text) }
  }

  @Test func theHighlightedFoodIsReverseVideo() throws {
    let frame = unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed, .moveHighlight(.home), .moveHighlight(.right)]), day: sampleDay)
    let y = try #require(frame.lines.lastIndex { $0.contains("Ground beef") }, "the grid row, not the detail pane")
    let beef = try #require(column(of: "Beef", in: frame, row: y))
    let ground = try #require(column(of: "Ground beef", in: frame, row: y), "Ground beef shares Beef's row")
    #expect(frame.cells[y][beef].style.reverse, "Beef is highlighted")
    #expect(!frame.cells[y][ground].style.reverse, "Ground beef is not")
  }

  @Test func matchedCharactersAreMarked() throws {
    let frame = unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("fraiche")), day: sampleDay)
    let y = try #require(row(containing: "Crème fraîche", in: frame))
    let x = try #require(column(of: "Crème fraîche", in: frame, row: y))
    let marked = (0..<13).map { frame.cells[y][x + $0].style.underline }
    #expect(marked == Array(repeating: false, count: 6) + Array(repeating: true, count: 7))
  }

  @Test func anAliasMatchMarksTheAlias() throws {
    let frame = unicode.render(state(.mealEntry, 80, 24, [.foodButtonPressed] + typing("prawn")), day: sampleDay)
    let y = try #require(row(containing: "Shrimp · prawn", in: frame))
    let x = try #require(column(of: "prawn", in: frame, row: y))
    #expect((0..<5).allSatisfy { frame.cells[y][x + $0].style.underline })
    let shrimp = try #require(column(of: "Shrimp", in: frame, row: y))
    #expect(!frame.cells[y][shrimp].style.underline)
  }

  @Test func theFocusedButtonIsReverseVideo() throws {
    let frame = unicode.render(state(.mealEntry, 80, 24, [.focusNextPressed]), day: sampleDay)
    let y = try #require(row(containing: "[ Add ]", in: frame))
    let add = try #require(column(of: "[ Add ]", in: frame, row: y))
    let some = try #require(column(of: "[ Some", in: frame, row: y))
    #expect(frame.cells[y][add].style.reverse)
    #expect(!frame.cells[y][some].style.reverse)
  }

  @Test func asciiModeUsesNoBoxCharactersOrIcons() {
    let frame = ascii.render(state(.mealEntry, 80, 24, [.foodButtonPressed]), day: sampleDay)
    let text = frame.text
    #expect(text.contains("+- Pick a food"))
    #expect(text.contains("| Dairy "), "a food cell starts with its name, no icon")
    let allASCII = text.allSatisfy { $0.isASCII }
    #expect(allASCII, "every character is ASCII")
  }

  @Test func longNamesAreCutByDisplayWidthWithAnEllipsis() throws {
    var long = catalog
    long.foods[0].name = "Extraordinarily long food name that never fits"
    let renderer = Renderer(mainScreen: MainScreen(catalog: long), glyphs: Glyphs(unicode: true))
    let size = TerminalSize(columns: 80, rows: 24)
    var state = renderer.mainScreen.initialState(purpose: .pickOnly, size: size)
    renderer.mainScreen.reduce(into: &state, size: size, action: .moveHighlight(.home))
    let frame = renderer.render(AppState(mainScreen: state, size: size, day: sampleDay))
    let y = try #require(frame.lines.lastIndex { $0.contains("Extraordinaril") }, "the cell, below the detail pane")
    let cellWidth = renderer.mainScreen.geometry(state, size: size).cellWidth
    let shown = "🥩 " + DisplayWidth.truncate("Extraordinarily long food name that never fits", to: cellWidth - 4)
    #expect(frame.lines[y].contains(shown))
    #expect(DisplayWidth.of(shown) == cellWidth - 1, "cut to the cell, less the gap")
  }

  @Test func wideCharactersNeverStraddleTheEdge() {
    var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
    let end = frame.write("ab🥩🥩", row: 0, column: 0)
    #expect(end == 4)
    #expect(frame.lines[0] == "ab🥩 ")
    frame.write("x", row: 0, column: 3)
    #expect(frame.lines[0] == "ab x ", "overwriting half of a wide character blanks the other half")
  }

  @Test func theHelpBarComesFromTheKeyBindings() {
    for columns in [40, 80, 120] {
      let frame = unicode.render(state(.mealEntry, columns, 24), day: sampleDay)
      let help = frame.lines[23].trimmingSpaces
      // Whole entries from the table, most useful first, and "? keys" always last.
      let entries = KeyBindings.help(for: .mealRow).map { KeyWords.entry($0, glyphs: unicode.glyphs) }.map { "\($0.key) \($0.text)" }
      let shown = help.components(separatedBy: " · ")
      #expect(shown.last == "? keys", "at \(columns) columns: \(help)")
      #expect(Array(shown.dropLast()) == Array(entries.prefix(shown.count - 1)), "at \(columns) columns: \(help)")
    }
  }

  @Test func anOpenSheetStaysUsableBelowTheMainScreensMinimum() {
    let frame = unicode.render(state(.mealEntry, 30, 12, [.foodButtonPressed] + typing("prawn")), day: sampleDay)
    #expect(!frame.text.contains("Terminal too small"))
    #expect(frame.text.contains("Shrimp"))
    let closed = unicode.render(state(.mealEntry, 30, 12), day: sampleDay)
    #expect(closed.text.contains("Terminal too small"))
  }

  @Test func theTerminalTooSmallMessageIsCentred() {
    let frame = unicode.render(state(.mealEntry, 39, 12), day: sampleDay)
    #expect(frame.lines[5].trimmingCharacters(in: .whitespaces) == "Terminal too small")
    #expect(frame.lines[5].hasPrefix("          Terminal"))
  }
}

@Suite("Key decoding")
struct KeyDecoderTests {
  let codes = KeyDecoder.Codes(
    up: 259, down: 258, left: 260, right: 261, home: 262, end: 360, pageUp: 339, pageDown: 338,
    backspace: 263, delete: 330, enter: 343, backTab: 353, resize: 410)

  @Test func decodesControlCharacters() {
    #expect(KeyDecoder.decode(character: 13) == .key(.enter))
    #expect(KeyDecoder.decode(character: 10) == .key(.enter))
    #expect(KeyDecoder.decode(character: 127) == .key(.backspace))
    #expect(KeyDecoder.decode(character: 8) == .key(.backspace))
    #expect(KeyDecoder.decode(character: 27) == .key(.escape))
    #expect(KeyDecoder.decode(character: 9) == .key(.tab))
    #expect(KeyDecoder.decode(character: 3) == .key(.control("c")))
    #expect(KeyDecoder.decode(character: 21) == .key(.control("u")))
    #expect(KeyDecoder.decode(character: 23) == .key(.control("w")))
  }

  @Test func decodesText() {
    #expect(KeyDecoder.decode(character: 0x61) == .key(.character("a")))
    #expect(KeyDecoder.decode(character: 0xE8) == .key(.character("è")))
    #expect(KeyDecoder.decode(character: 0x1F969) == .key(.character("🥩")))
  }

  @Test func decodesFunctionKeys() {
    #expect(KeyDecoder.decode(functionKey: 259, codes: codes) == .key(.up))
    #expect(KeyDecoder.decode(functionKey: 338, codes: codes) == .key(.pageDown))
    #expect(KeyDecoder.decode(functionKey: 263, codes: codes) == .key(.backspace))
    #expect(KeyDecoder.decode(functionKey: 343, codes: codes) == .key(.enter))
    #expect(KeyDecoder.decode(functionKey: 353, codes: codes) == .key(.backTab))
    #expect(KeyDecoder.decode(functionKey: 410, codes: codes) == .resize)
    #expect(KeyDecoder.decode(functionKey: 999, codes: codes) == .ignored)
  }
}

import Foundation

/// The detail pane's words and the limits' words, made in the view from figures.
@Suite("Detail and limit words")
struct DetailWordsTests {
  func index(_ id: String) -> Int { catalog.foodIndex(id: id) ?? -1 }

  /// The candidates under the limit field say what the limit would be on.
  @Test func limitCandidatesAreSaidAsTheirTargets() {
    let said = { (typed: String) in mainScreen.limitCandidates(typed).map { LimitWords.candidate($0.target) } }
    #expect(said("me").first == "meat")
    #expect(said("fish").contains("Fish (section)"))
    #expect(said("salmon").contains("Salmon"))
  }

  @Test func theDetailPaneComparesWithAPlantSwapAndCitesItsSources() {
    let detail = FoodDetail(
      food: index("ground-beef"), quantity: .some, catalog: catalog, meatSections: ["red-meat"], limit: limitNote(1, of: 2, on: "Ground beef"))
    let beef = catalog.foods[index("ground-beef")]
    let soy = catalog.foods[index("soy-mince")]
    let grams = beef.grams(for: .some)
    let lines = detail.lines()
    #expect(lines[0] == "Some Ground beef · \(grams) g")
    #expect(lines[1].hasPrefix(String(format: "%.1f kg CO2e", beef.footprint.kgCO2ePerKg * Double(grams) / 1000)))
    #expect(lines[2] == "Counts as meat (Red meat)")
    #expect(lines[3].hasPrefix("A day's: protein "))
    #expect(lines[4].hasPrefix(String(format: "Same %d g of Soy mince: %.1f kg CO2e", grams, soy.footprint.kgCO2ePerKg * Double(grams) / 1000)))
    #expect(lines.contains("Limit on Ground beef: 1 of 2 this week"), "the limit is named with its use")
    #expect(lines.last?.contains(beef.footprint.product) == true)
    let lentils = FoodDetail(food: index("lentils"), quantity: .some, catalog: catalog, meatSections: ["red-meat"])
    #expect(lentils.swap == nil, "a plant food gets no swap")
  }

  /// The sources line names the table and the row a figure comes from (issue 34): a dish's
  /// read "USDA SR28 #" with no number, an FNDDS food's "USDA SR28 #FNDDS 21000120", and a food
  /// imported from a CSV file was credited to Poore & Nemecek.
  @Test func theSourcesLineNamesTheRealTableAndRow() throws {
    let builtIn = try Catalog.builtIn(cache: CatalogCache(directory: nil))
    func sources(_ id: String) throws -> String {
      let index = try #require(builtIn.foodIndex(id: id))
      return FoodDetail(food: index, quantity: .some, catalog: builtIn, meatSections: []).lines().last ?? ""
    }
    let chili = try #require(builtIn.foodIndex(id: "chili-con-carne").flatMap { builtIn.foods[$0].recipe?.ingredients.count })
    #expect(
      try sources("chili-con-carne")
        == "Sources: Poore & Nemecek 2018 through a recipe of \(chili) ingredients; USDA SR28 through a recipe of \(chili) ingredients; a day's: EU 1169/2011")
    #expect(try sources("fndds-21000120").hasPrefix("Sources: Poore & Nemecek 2018 through its FNDDS recipe (nearest); USDA FNDDS 2017-2018 #21000120"))
    let milk = try sources("milk")
    #expect(milk.hasPrefix("Sources: Poore & Nemecek 2018: Milk; USDA SR28 #0"), "\(milk)")
    let own = Food(
      id: "mine", name: "Mine", section: "imported", icon: "🍽", footprint: Footprint(kgCO2ePerKg: 2, product: "as given in mine.csv", proxy: false))
    #expect(SourceWords.footprint(own) == "footprint as given in mine.csv")
  }

  @Test func theQuestionNamesTheLimitAndItsUse() {
    let salmon = Meal(quantity: .some, food: catalog.foods[index("salmon")])
    #expect(
      LimitWords.question(PendingMeal(meal: salmon, limit: limitNote(2, of: 2, on: "Salmon")))
        == "Salmon is at its limit: 2 of 2 this week. Add anyway? y / n")
    #expect(
      LimitWords.question(PendingMeal(meal: salmon, limit: limitNote(1, of: 1, .day, on: "Fish")))
        == "Salmon is at the Fish limit: 1 of 1 today. Add anyway? y / n")
    #expect(LimitWords.detailLine(limitNote(2, of: 2, on: "Salmon")) == "Limit on Salmon: 2 of 2 this week (at the limit)")
    // Past the count it is said as it is (it said "at the limit" at 3 of 2).
    #expect(LimitWords.detailLine(limitNote(3, of: 2, on: "Red meat")) == "Limit on Red meat: 3 of 2 this week (over the limit)")
    #expect(
      LimitWords.question(PendingMeal(meal: salmon, limit: limitNote(3, of: 2, on: "Fish")))
        == "Salmon is over the Fish limit: 3 of 2 this week. Add anyway? y / n")
    #expect(LimitWords.compact(LimitUse(used: 0, count: 1, period: .month)) == "0/1 mo")
  }
}
