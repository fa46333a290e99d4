import Foundation
import MealLog
import PickerModel
import Testing
import FoodData

@testable import NomeatCommands

/// The app's effects against a real meal log in a temporary folder: each effect's answer on
/// success, and on failure the failure that names what failed. The day is fixed (3 Dec 2026,
/// a Thursday) and so is the time, so the answers can be written out whole.
@Suite("App effects over a real log")
struct AppEffectsTests {
  static let catalog: Catalog = {
    do { return try Catalog.builtIn() } catch { fatalError("\(error)") }
  }()
  let folder = TemporaryFolder("nomeat-effects")
  let today = Day("2026-12-03") ?? .today
  var catalog: Catalog { Self.catalog }

  func effects() throws -> AppEffects {
    let log = try MealLog(path: folder.appendingPathComponent("log.sqlite3").path, busyTimeout: 50)
    var effects = AppEffects(log: log, catalog: catalog)
    effects.today = { [today] in today }
    effects.now = { "12:00" }
    return effects
  }

  /// A log whose tables are gone under the app (another program broke it): every read and
  /// every write fails.
  func broken() throws -> AppEffects {
    let effects = try effects()
    let other = try SQLite(path: effects.log.path, mode: .existing)
    for table in ["meals", "answers", "settings", "limits", "targets"] { try? other.execute("DROP TABLE IF EXISTS \(table)") }
    return effects
  }

  func meal(_ id: String, _ quantity: Quantity = .some) -> Meal {
    Meal(quantity: quantity, food: catalog.foods[catalog.foodIndex(id: id) ?? 0])
  }

  /// The operation a failure answer names, and its reason.
  func failed(_ action: AppAction?) -> AppFailure? {
    if case .failureResponse(let failure) = action { return failure }
    return nil
  }

  func logged(_ action: AppAction?) -> (LogSnapshot, AppStatus?)? {
    if case .logResponse(let snapshot, let status) = action { return (snapshot, status) }
    return nil
  }

  @Test func theEndIsNotPerformed() throws {
    #expect(try effects().perform(.end(.quit)) == nil)
  }

  @Test func aMealIsLoggedOnTheDayShownAndTheDayReadAgain() throws {
    let effects = try effects()
    let (snapshot, status) = try #require(logged(effects.perform(.logMeal(meal("salmon")))))
    #expect(status == .added("Some Salmon"))
    #expect(snapshot.day.date == CalendarDay(year: 2026, month: 12, day: 3))
    #expect(snapshot.day.meals.map(\.time) == ["12:00"])
    #expect(snapshot.day.meals.map(\.sentence) == ["Some Salmon"])
    #expect(snapshot.day.ateMeat == true)
    #expect(snapshot.recentFoodIDs == ["salmon"])
  }

  @Test func aMealThatCannotBeLoggedSaysSo() throws {
    let failure = try #require(failed(broken().perform(.logMeal(meal("salmon")))))
    #expect(failure.operation == .addMeal)
    #expect(failure.reason.hasPrefix("the meal log failed: no such table"), "the log named once, not by its path: \(failure.reason)")
  }

  @Test func theAnswerIsSaved() throws {
    let (snapshot, status) = try #require(logged(effects().perform(.saveAnswer(ateMeat: false))))
    #expect(status == .answered(ateMeat: false))
    #expect(snapshot.day.ateMeat == false && snapshot.day.answeredExplicitly)
  }

  @Test func anAnswerThatCannotBeSavedSaysSo() throws {
    #expect(try failed(broken().perform(.saveAnswer(ateMeat: true)))?.operation == .saveAnswer)
  }

  @Test func whatCountsAsMeatIsSaved() throws {
    let (snapshot, status) = try #require(logged(effects().perform(.saveMeatSections(["red-meat"]))))
    #expect(status == .savedMeatSections)
    #expect(snapshot.meatSections == ["red-meat", "fndds-red-meat"], "saved without FNDDS sections, the twins count too")
  }

  @Test func whatCountsAsMeatThatCannotBeSavedSaysSo() throws {
    #expect(try failed(broken().perform(.saveMeatSections(["red-meat"])))?.operation == .saveMeatSections)
  }

  @Test func theLogIsReadAgainWithTheMealWaiting() throws {
    let effects = try effects()
    _ = effects.perform(.logMeal(meal("tofu")))
    guard case .freshLogResponse(let snapshot, let adding) = effects.perform(.readLog(adding: meal("beef"))) else {
      Issue.record("not a fresh log")
      return
    }
    #expect(adding == meal("beef"))
    #expect(snapshot.day.meals.map(\.sentence) == ["Some Tofu"])
  }

  @Test func aLogThatCannotBeReadSaysSo() throws {
    // Reading is named, not "Not saved": nothing was being saved.
    #expect(try failed(broken().perform(.readLog(adding: nil)))?.operation == .readLog)
  }

  @Test func theHistoryHasTheDaysFromTheFirstLoggedOne() throws {
    let effects = try effects()
    _ = effects.perform(.logMeal(meal("tofu")))
    try effects.log.setAnswer(ateMeat: false, on: today.adding(days: -2))
    #expect(
      effects.perform(.loadHistory)
        == .history(
          .daysLoaded([
            HistoryDay(date: CalendarDay(year: 2026, month: 12, day: 1, weekday: 1), ateMeat: false, kgCO2e: 0),
            HistoryDay(date: CalendarDay(year: 2026, month: 12, day: 2, weekday: 2), ateMeat: nil, kgCO2e: 0),
            try todayInHistory(effects),
          ])))
  }

  /// Today's line after the tofu, with the figures the log computes.
  func todayInHistory(_ effects: AppEffects) throws -> HistoryDay {
    let totals = try #require(try effects.log.dayTotals(from: today, through: today, defaultMeatSections: catalog.defaultMeatSections).first)
    return HistoryDay(
      date: CalendarDay(year: 2026, month: 12, day: 3, weekday: 3), ateMeat: false, kgCO2e: totals.kgCO2e, kcal: totals.kcal,
      proteinGrams: totals.proteinGrams, mealCount: 1)
  }

  @Test func aHistoryThatCannotBeReadSaysSo() throws {
    let failure = try #require(failed(broken().perform(.loadHistory)))
    #expect(failure.operation == .readHistory)
  }

  @Test func theReviewIsTheWeekThatHoldsTodayAsFigures() throws {
    let effects = try effects()
    _ = effects.perform(.logMeal(meal("beef")))
    guard case .report(.reviewLoaded(let review)) = effects.perform(.loadReport) else {
      Issue.record("not a review")
      return
    }
    #expect(review.period == .week)
    #expect(review.days.map(\.date.day) == [30, 1, 2, 3, 4, 5, 6])
    #expect(review.days.map(\.date.weekday) == [0, 1, 2, 3, 4, 5, 6])
    #expect(review.meatDays == 1 && review.unknownDays == 6)
    #expect(review.topFoods.map(\.name) == ["Beef"])
  }

  @Test func aReviewThatCannotBeReadSaysSo() throws {
    #expect(try failed(broken().perform(.loadReport))?.operation == .readReview)
  }

  @Test func aTypedLimitIsAddedAndItsUseCounted() throws {
    let effects = try effects()
    _ = effects.perform(.logMeal(meal("salmon")))
    let (snapshot, status) = try #require(logged(effects.perform(.addLimit("salmon 2/week"))))
    #expect(status == .limitSaved(name: "Salmon", count: 2, period: .week))
    #expect(snapshot.limits == [LimitsState.Row(key: "salmon", name: "Salmon", use: LimitUse(used: 1, count: 2, period: .week))])
    let salmon = try #require(catalog.foodIndex(id: "salmon"))
    #expect(snapshot.foodLimits[salmon] == FoodLimitNote(use: LimitUse(used: 1, count: 2, period: .week), limitName: "Salmon"))
  }

  @Test func aLimitWithoutARateIsOneAWeek() throws {
    let (_, status) = try #require(logged(effects().perform(.addLimit("meat"))))
    #expect(status == .limitSaved(name: "meat", count: 1, period: .week))
  }

  @Test func aBadLimitSaysWhyAndSavesNothing() throws {
    let effects = try effects()
    let failure = try #require(failed(effects.perform(.addLimit("salmon 2/fortnight"))))
    #expect(failure.operation == .readTypedLimit)
    #expect(failure.reason.contains("fortnight"), "\(failure.reason)")
    #expect(try effects.log.limits().isEmpty)
  }

  @Test func aLimitThatCannotBeAddedSaysSo() throws {
    #expect(try failed(broken().perform(.addLimit("salmon 2/week")))?.operation == .addLimit)
  }

  @Test func aLimitsCountAndPeriodAreChanged() throws {
    let effects = try effects()
    _ = effects.perform(.addLimit("salmon 2/week"))
    let (snapshot, status) = try #require(logged(effects.perform(.saveLimit(target: "salmon", count: 3, period: .month))))
    #expect(status == .limitSaved(name: "Salmon", count: 3, period: .month))
    #expect(snapshot.limits.map(\.use) == [LimitUse(used: 0, count: 3, period: .month)])
  }

  @Test func aLimitThatCannotBeChangedSaysSo() throws {
    #expect(try failed(broken().perform(.saveLimit(target: "salmon", count: 3, period: .day)))?.operation == .changeLimit)
  }

  @Test func aLimitIsRemoved() throws {
    let effects = try effects()
    _ = effects.perform(.addLimit("meat 3/week"))
    let (snapshot, status) = try #require(logged(effects.perform(.removeLimit(target: "meat"))))
    #expect(status == .limitRemoved(name: "meat"))
    #expect(snapshot.limits.isEmpty)
  }

  @Test func aLimitThatCannotBeRemovedSaysSo() throws {
    #expect(try failed(broken().perform(.removeLimit(target: "meat")))?.operation == .removeLimit)
  }
}
