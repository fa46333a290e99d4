import PickerModel
import Testing

@testable import PickerTUI

/// The weekly review is made from figures in the view: its characters are the terminal's, and
/// it is as long as the state says it is (the scroll's range).
@Suite("The weekly review on screen")
struct ReviewTests {
  let app = App(mainScreen: mainScreen)

  func frame(_ renderer: Renderer) -> Frame {
    var state = app.initialState(purpose: .mealEntry, size: TerminalSize(columns: 80, rows: 24))
    for action: AppAction in [.mainScreen(.historyPressed), .history(.reviewPressed), .report(.reviewLoaded(ReasonsGoldenTests.review))] {
      app.reduce(into: &state, action: action)
    }
    return renderer.render(state)
  }

  /// Before, the effect chose the bars from LANG: a UTF-8 terminal under LANG=C got "#", and an
  /// ASCII one under a UTF-8 LANG got "█". Now the terminal's glyphs decide, whatever LANG says.
  @Test func theBarsAreTheTerminals() {
    #expect(frame(unicode).text.contains("███"))
    let plain = frame(ascii).text
    #expect(plain.contains("###") && !plain.contains("█"))
    #expect(plain.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func theLinesAreAsManyAsTheReviewSays() {
    for review in [ReasonsGoldenTests.review, Review(period: .week, days: [], kgCO2eGoal: nil, weeklyGoal: nil, kcalTarget: nil,
      proteinTarget: nil, limits: [], topFoods: [])]
    {
      #expect(ReviewLines.lines(review, unicode: true).count == review.lineCount)
    }
  }
}
