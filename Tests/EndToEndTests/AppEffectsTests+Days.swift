import MealLog
import PickerModel
import Testing

@testable import NomeatCommands

/// Another day in the app over a real log: moving, never past today, adding to the day shown,
/// and midnight.
extension AppEffectsTests {
  func fresh(_ action: AppAction?) -> LogSnapshot? {
    if case .freshLogResponse(let snapshot, nil) = action { return snapshot }
    return nil
  }

  @Test func theDaysMoveNeverPastTodayAndBack() throws {
    let effects = try effects()
    try effects.log.setAnswer(ateMeat: false, on: today.adding(days: -1))
    let yesterday = try #require(fresh(effects.perform(.showDay(.previous))))
    #expect(yesterday.day == DayView(date: CalendarDay(year: 2026, month: 12, day: 2), ateMeat: false, answeredExplicitly: true, relative: .yesterday))
    #expect(fresh(effects.perform(.showDay(.previous)))?.day == DayView(date: CalendarDay(year: 2026, month: 12, day: 1), relative: .earlier))
    #expect(fresh(effects.perform(.showDay(.next)))?.day.date == CalendarDay(year: 2026, month: 12, day: 2))
    #expect(fresh(effects.perform(.showDay(.next)))?.day == DayView(date: CalendarDay(year: 2026, month: 12, day: 3)))
    #expect(fresh(effects.perform(.showDay(.next)))?.day == DayView(date: CalendarDay(year: 2026, month: 12, day: 3)), "the future is not shown")
    _ = effects.perform(.showDay(.previous))
    _ = effects.perform(.showDay(.previous))
    #expect(fresh(effects.perform(.showDay(.today)))?.day == DayView(date: CalendarDay(year: 2026, month: 12, day: 3)))
  }

  @Test func aMealAndAnAnswerGoToTheDayShown() throws {
    let effects = try effects()
    _ = effects.perform(.showDay(.previous))
    let (snapshot, status) = try #require(logged(effects.perform(.logMeal(meal("salmon")))))
    #expect(status == .added("Some Salmon"))
    #expect(snapshot.day.date == CalendarDay(year: 2026, month: 12, day: 2))
    #expect(try effects.log.meals(on: today.adding(days: -1)).map(\.sentence) == ["Some Salmon"])
    #expect(try effects.log.meals(on: today).isEmpty)
    _ = effects.perform(.saveAnswer(ateMeat: false))
    #expect(try effects.log.answers(from: today.adding(days: -1), through: today) == [today.adding(days: -1): false])
  }

  @Test func atMidnightAnEarlierDayStaysAndTodayFollows() throws {
    var effects = try effects()
    _ = effects.perform(.showDay(.previous))
    var clock = today
    effects.today = { clock }
    clock = today.adding(days: 1)
    // 2 Dec is now the day before yesterday: shown again, no longer "Yesterday".
    #expect(fresh(effects.poll())?.day == DayView(date: CalendarDay(year: 2026, month: 12, day: 2), relative: .earlier))
    #expect(effects.poll() == nil)
    _ = effects.perform(.showDay(.today))
    clock = today.adding(days: 2)
    #expect(fresh(effects.poll())?.day.date == CalendarDay(year: 2026, month: 12, day: 5))
  }
}
