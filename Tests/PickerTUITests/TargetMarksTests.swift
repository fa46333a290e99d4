import Testing
import PickerModel

@testable import PickerTUI

/// The history's target marks: protein is met at or above its target, kcal at or under its
/// (a ceiling, as `target set kcal` says): a 2527 kcal day is not a day within 2000.
@Suite("History: target marks")
struct TargetMarksTests {
  let targets = DayTargets(
    today: [.init(.kcal, total: 0, target: 2000), .init(.protein, total: 0, target: 60)], week: .init(.co2eWeek, total: 0, target: nil))

  func day(kcal: Double, protein: Double) -> HistoryDay {
    HistoryDay(date: CalendarDay(year: 2026, month: 12, day: 1), ateMeat: false, kgCO2e: 1, kcal: kcal, proteinGrams: protein, mealCount: 3)
  }

  @Test func kcalIsACeilingAndProteinAFloor() throws {
    let marks = try #require(TargetMarks(targets, glyphs: Glyphs(unicode: true), width: 80))
    #expect(marks.text(day(kcal: 2527, protein: 70)) == "P✓ K✗", "over the kcal ceiling")
    #expect(marks.text(day(kcal: 1800, protein: 40)) == "P✗ K✓", "under it, and short of protein")
    #expect(marks.text(day(kcal: 0, protein: 0)) == "P✗ K✗", "a day with nothing logged is no day within it")
  }
}
