import PickerModel
import Testing
import FoodData

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

  /// The review with two nutrients short: B12 from nothing, iron mostly from lentils.
  static var shortOfB12: Review {
    var review = ReasonsGoldenTests.review
    review.shortNutrients = [
      .init(nutrient: .vitaminB12, averageShare: 0, goalAmount: 2.5, goalSource: "EU", suppliers: []),
      .init(nutrient: .iron, averageShare: 0.62, goalAmount: 18, goalSource: "your target", suppliers: [.init(name: "Lentils", amount: 19.8)]),
    ]
    return review
  }

  @Test func theNutrientsThatFellShortAreSaidWithWhatSuppliedThem() {
    let lines = ReviewLines.lines(Self.shortOfB12, unicode: true)
    let heading = lines.firstIndex(of: "Short of a day's goal, by the daily average:")
    #expect(heading == lines.count - 3)
    #expect(
      lines.suffix(2) == [
        "  B12: 0% of 2.5 µg a day (EU); no meal had any",
        "  iron: 62% of 18 mg a day (your target); the week's most from Lentils 20 mg",
      ])
    #expect(ReviewLines.lines(Self.shortOfB12, unicode: false).last?.contains("µ") == false)
  }

  @Test func theLinesAreAsManyAsTheReviewSays() {
    for review in [
      ReasonsGoldenTests.review, Self.shortOfB12,
      Review(
        period: .week, days: [], kgCO2eGoal: nil, weeklyGoal: nil, kcalTarget: nil,
        proteinTarget: nil, limits: [], topFoods: []),
    ] {
      #expect(ReviewLines.lines(review, unicode: true).count == review.lineCount)
    }
  }
}
