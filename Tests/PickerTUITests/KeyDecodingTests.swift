import Foundation
import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// Escape sequences in the forms terminals send, whatever terminfo says; the mouse; colours.
@Suite("Escape sequences, mouse and colour")
struct KeyDecodingTests {
  func decode(_ text: String) -> KeyDecoder.Event {
    let scalars = Array(text.unicodeScalars.map(\.value))
    #expect(KeyDecoder.isComplete(scalars), "\(text) is one whole sequence")
    return KeyDecoder.decode(escapeSequence: scalars)
  }

  /// The sequences as xterm, vt220 (and tmux, screen, linux) and rxvt send them, from their
  /// manuals and terminfo entries.
  @Test func homeEndAndTheEditingKeysInEveryForm() {
    let expected: [(String, Key)] = [
      ("[H", .home), ("OH", .home), ("[1~", .home), ("[7~", .home), ("[1;5H", .home),
      ("[F", .end), ("OF", .end), ("[4~", .end), ("[8~", .end), ("[1;2F", .end),
      ("[2~", .insert), ("[3~", .delete), ("[3;5~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
      ("[A", .up), ("OB", .down), ("[C", .right), ("OD", .left), ("[1;5A", .up), ("[a", .up),
      ("[Z", .backTab),
    ]
    for (sequence, key) in expected { #expect(decode(sequence) == .key(key), "ESC\(sequence)") }
  }

  @Test func functionKeysF1ToF12() {
    let xterm = ["OP", "OQ", "OR", "OS", "[15~", "[17~", "[18~", "[19~", "[20~", "[21~", "[23~", "[24~"]
    for (index, sequence) in xterm.enumerated() { #expect(decode(sequence) == .key(.function(index + 1)), "ESC\(sequence)") }
    let vt220 = ["[11~", "[12~", "[13~", "[14~"]
    for (index, sequence) in vt220.enumerated() { #expect(decode(sequence) == .key(.function(index + 1)), "ESC\(sequence)") }
    #expect(decode("[[A") == .key(.function(1)), "the linux console's F1")
    #expect(decode("[15;2~") == .key(.function(5)), "Shift-F5 is F5")
  }

  @Test func anUnknownSequenceIsDroppedWhole() {
    #expect(decode("[99~") == .ignored)
    #expect(decode("[200~") == .ignored, "bracketed paste start")
    #expect(decode("Ox") == .ignored)
  }

  @Test func aSequenceIsReadToItsFinalByte() {
    #expect(!KeyDecoder.isComplete([]))
    #expect(!KeyDecoder.isComplete(Array("[".unicodeScalars.map(\.value))))
    #expect(!KeyDecoder.isComplete(Array("[1".unicodeScalars.map(\.value))))
    #expect(!KeyDecoder.isComplete(Array("[[".unicodeScalars.map(\.value))))
    #expect(!KeyDecoder.isComplete(Array("[<0;10".unicodeScalars.map(\.value))))
    #expect(!KeyDecoder.isComplete(Array("O".unicodeScalars.map(\.value))))
    #expect(KeyDecoder.isComplete(Array("[7$".unicodeScalars.map(\.value))), "rxvt's shifted Home")
  }

  @Test func ncursesCodesForTheSameKeysDecodeToo() {
    var codes = KeyDecoder.Codes(
      up: 259, down: 258, left: 260, right: 261, home: 262, end: 360, pageUp: 339, pageDown: 338,
      backspace: 263, delete: 330, enter: 343, backTab: 353, resize: 410)
    codes.insert = 331
    codes.f1 = 265
    (codes.keypadHome, codes.keypadEnd, codes.find, codes.select) = (348, 351, 362, 385)
    #expect(KeyDecoder.decode(functionKey: 331, codes: codes) == .key(.insert))
    #expect(KeyDecoder.decode(functionKey: 265, codes: codes) == .key(.function(1)))
    #expect(KeyDecoder.decode(functionKey: 276, codes: codes) == .key(.function(12)))
    #expect(KeyDecoder.decode(functionKey: 277, codes: codes) == .ignored, "F13 is not ours")
    #expect(KeyDecoder.decode(functionKey: 362, codes: codes) == .key(.home), "vt220 Find is Home")
    #expect(KeyDecoder.decode(functionKey: 385, codes: codes) == .key(.end), "vt220 Select is End")
    #expect(KeyDecoder.decode(functionKey: 348, codes: codes) == .key(.home), "keypad Home")
  }

  @Test func sgrMouseReports() {
    #expect(decode("[<0;12;5M") == .mouse(MouseEvent(.press, column: 11, row: 4)))
    #expect(decode("[<0;12;5m") == .mouse(MouseEvent(.release, column: 11, row: 4)))
    #expect(decode("[<64;1;1M") == .mouse(MouseEvent(.wheelUp, column: 0, row: 0)))
    #expect(decode("[<65;1;1M") == .mouse(MouseEvent(.wheelDown, column: 0, row: 0)))
    #expect(decode("[<2;1;1M") == .ignored, "the right button does nothing")
  }

  // MARK: Mouse on the screens

  let app = App(mainScreen: mainScreen)
  let mouse = MouseMap(mainScreen: mainScreen, glyphs: Glyphs(unicode: true))
  let size = TerminalSize(columns: 80, rows: 24)

  @Test func aClickOnAButtonOpensItAndOnAFoodPicksIt() {
    var state = app.initialState(purpose: .mealEntry, size: size)
    let layout = MealRowLayout(state: state.mainScreen, size: state.size, mainScreen: mainScreen, glyphs: Glyphs(unicode: true))
    let food = layout.button(.food)
    #expect(mouse.action(for: MouseEvent(.press, column: food.column + 2, row: layout.row), in: state) == .mainScreen(.fieldClicked(.food)))
    #expect(mouse.action(for: MouseEvent(.press, column: 0, row: 0), in: state) == nil, "a click on nothing does nothing")
    app.reduce(into: &state, action: .mainScreen(.fieldClicked(.food)))
    // The frame tells where the foods are: the first grid row under the DAIRY header that holds Cheese.
    let frame = Renderer(mainScreen: mainScreen, glyphs: Glyphs(unicode: true)).render(state)
    let header = frame.lines.firstIndex { $0.contains("DAIRY") } ?? 0
    let row = frame.lines.indices.first { $0 > header && frame.lines[$0].contains("Cheese") } ?? header + 1
    let cheese = frame.lines[row].components(separatedBy: "Cheese")[0]
    let column = DisplayWidth.of(cheese)
    guard case .mainScreen(.foodClicked(let position))? = mouse.action(for: MouseEvent(.press, column: column, row: row), in: state) else {
      Issue.record("no pick")
      return
    }
    app.reduce(into: &state, action: .mainScreen(.foodClicked(position: position)))
    #expect(mainScreen.meal(state.mainScreen).sentence == "Some Cheese")
  }

  @Test func theWheelScrollsTheSheetAndTheHistory() {
    var state = app.initialState(purpose: .mealEntry, size: size)
    app.reduce(into: &state, action: .mainScreen(.foodButtonPressed))
    #expect(mouse.action(for: MouseEvent(.wheelDown, column: 5, row: 15), in: state) == .mainScreen(.moveHighlight(.down)))
    let field = Renderer(mainScreen: mainScreen, glyphs: Glyphs(unicode: true)).render(state).lines.firstIndex { $0.contains("Type to search") } ?? 0
    #expect(mouse.action(for: MouseEvent(.press, column: 10, row: field), in: state) == .mainScreen(.searchPressed), "a click on the field")
    app.reduce(into: &state, action: .mainScreen(.cancelPressed))
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    #expect(mouse.action(for: MouseEvent(.wheelUp, column: 5, row: 15), in: state) == .history(.wheelScrolled(-3)))
  }

  // MARK: Colour

  /// WCAG relative luminance and contrast ratio, from the WCAG 2.1 definition.
  static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
  }

  static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

  @Test func everyColourReadsOnDarkAndLightBackgrounds() {
    for colour in Palette.all {
      let l = Self.luminance(colour.rgb)
      #expect(Self.contrast(l, 0) >= 4.5, "colour \(colour.index) on black: \(Self.contrast(l, 0))")
      #expect(Self.contrast(l, 1) >= 4.5, "colour \(colour.index) on white: \(Self.contrast(l, 1))")
      // The palette index is the colour claimed: the 6x6x6 cube or the grey ramp of xterm.
      let index = Int(colour.index)
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let rgb: (UInt8, UInt8, UInt8) =
        index >= 232
        ? (UInt8(8 + 10 * (index - 232)), UInt8(8 + 10 * (index - 232)), UInt8(8 + 10 * (index - 232)))
        : (levels[(index - 16) / 36], levels[(index - 16) / 6 % 6], levels[(index - 16) % 6])
      #expect(rgb == colour.rgb, "palette index \(index)")
    }
  }

  @Test func meatIsMarkedNotOnlyColoured() {
    let day = DayView(
      date: CalendarDay(year: 2026, month: 12, day: 3), meals: [.init(time: "12:40", sentence: "A lot of Beef", kgCO2e: 29.8, countsAsMeat: true)],
      ateMeat: true)
    for glyphs in [Glyphs(unicode: true), Glyphs(unicode: false)] {
      let frame = Renderer(mainScreen: mainScreen, glyphs: glyphs).render(state(.mealEntry, 80, 24), day: day)
      let line = frame.lines.first { $0.contains("A lot of Beef") } ?? ""
      #expect(line.contains("\(glyphs.meatMark) A lot of Beef"), "\(line)")
    }
  }

  /// With colour, meat bars and marks are in the meat colour and plant ones in the plant colour;
  /// without it (NO_COLOR paints no colour), the bars differ in shape and the words stay.
  @Test func historyBarsSayMeatByColourAndByShape() throws {
    var state = app.initialState(purpose: .mealEntry, size: size)
    app.reduce(into: &state, action: .mainScreen(.historyPressed))
    let days = [
      HistoryDay(date: calendarDay("2026-11-30"), ateMeat: true, kgCO2e: 29.8),
      HistoryDay(date: calendarDay("2026-12-01"), ateMeat: false, kgCO2e: 0.6),
    ]
    app.reduce(into: &state, action: .history(.daysLoaded(days)))
    for glyphs in [Glyphs(unicode: true), Glyphs(unicode: false)] {
      let frame = Renderer(mainScreen: mainScreen, glyphs: glyphs).render(state)
      let meatRow = try #require(frame.lines.firstIndex { $0.hasPrefix(" Mon 30 Nov") })
      let plantRow = try #require(frame.lines.firstIndex { $0.hasPrefix(" Tue 1 Dec") })
      let meatBar = try #require(frame.cells[meatRow].first { $0.character == glyphs.meatBar })
      let plantBar = try #require(frame.cells[plantRow].first { $0.character == glyphs.plantBar })
      #expect(meatBar.style.color == .meat && plantBar.style.color == .plant)
      #expect(glyphs.meatBar != glyphs.plantBar, "the shape says it without colour")
      #expect(frame.lines[meatRow].contains("\(glyphs.meatMark) YES") && frame.lines[plantRow].contains("\(glyphs.plantMark) NO"))
      // A 0.6 kg day beside a 29.8 kg day still has a bar: the square-root scale.
      #expect(frame.cells[plantRow].filter { $0.character == glyphs.plantBar }.count >= 1)
    }
  }
}

/// Bracketed paste: what arrives between ESC[200~ and ESC[201~ is made field text.
@Suite("Pasted text")
struct PastedTextTests {
  func text(_ string: String) -> String { KeyDecoder.pastedText(Array(string.unicodeScalars.map(\.value))) }

  @Test func lineBreaksBecomeOneSpaceEach() {
    #expect(text("grilled salmon\rand rice\r") == "grilled salmon and rice ")
    #expect(text("beef\r\necho INJECTED\n") == "beef echo INJECTED ")
    #expect(text("a\tb") == "a b")
  }

  @Test func otherControlCharactersAreDropped() {
    #expect(text("be\u{1B}[31mef\u{07}\u{7F}") == "be[31mef")
    #expect(text("é🥩") == "é🥩")
  }

  @Test func theMarkersAreTheXtermOnes() {
    #expect(KeyDecoder.isComplete(KeyDecoder.pasteStart))
    #expect(String(String.UnicodeScalarView(KeyDecoder.pasteEnd.compactMap(Unicode.Scalar.init))) == "\u{1B}[201~")
  }
}
