import MealLog
import PickerModel
import Testing

@testable import NomeatCommands

/// Undo and redo from the app over a real log: the status names the change, the day is read
/// again.
extension AppEffectsTests {
  @Test func aMealAddedIsUndoneAndRedone() throws {
    let effects = try effects()
    _ = effects.perform(.logMeal(meal("salmon")))
    let (undone, undid) = try #require(logged(effects.perform(.undo)))
    #expect(undid == .undid("added Some Salmon on 2026-12-03"))
    #expect(undone.day.meals.isEmpty)
    #expect(undone.day.ateMeat == nil)
    #expect(try effects.log.meals(on: today).isEmpty)
    let (redone, redid) = try #require(logged(effects.perform(.redo)))
    #expect(redid == .redid("added Some Salmon on 2026-12-03"))
    #expect(redone.day.meals.map(\.sentence) == ["Some Salmon"])
    #expect(redone.day.ateMeat == true)
  }

  @Test func theShellsChangeIsUndoneToo() throws {
    let effects = try effects()
    _ = effects.perform(.logMeal(meal("tofu")))
    let shell = try MealLog(path: effects.log.path)
    try shell.setAnswer(ateMeat: false, on: today.adding(days: -1))
    let (snapshot, status) = try #require(logged(effects.perform(.undo)))
    #expect(status == .undid("answered no for 2026-12-02"))
    #expect(snapshot.day.meals.map(\.sentence) == ["Some Tofu"])
  }

  @Test func anEmptyLogHasNothingToUndoOrRedo() throws {
    let effects = try effects()
    #expect(logged(effects.perform(.undo))?.1 == .nothingToUndo)
    #expect(logged(effects.perform(.redo))?.1 == .nothingToRedo)
  }

  @Test func anUndoThatCannotBeMadeSaysSo() throws {
    let effects = try effects()
    try SQLite(path: effects.log.path, mode: .existing).execute("DROP TABLE change_rows; DROP TABLE changes")
    #expect(failed(effects.perform(.undo))?.operation == .undo)
    #expect(failed(effects.perform(.redo))?.operation == .redo)
  }
}
